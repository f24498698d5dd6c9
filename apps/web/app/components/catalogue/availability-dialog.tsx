import { lazy } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { LoadOnPress } from "~/components/ui/load-on-press.tsx";
import { useT } from "~/lib/i18n.ts";

const AvailabilityModal = lazy(() =>
  import("./availability-modal.tsx").then((m) => ({ default: m.AvailabilityModal })),
);
const TRIGGER = "inline-flex items-center gap-2 font-semibold text-link underline-offset-4 hover:underline";

/** "Check availability in stores": the button, and the modal loaded when it is first pressed. */
export function AvailabilityDialog({ productId, productTitle }: { productId: number; productTitle: string }) {
  const t = useT();
  const label = (
    <>
      <Icon name="map-pin" className="size-5" />
      {t("availability.check")}
    </>
  );
  return (
    <LoadOnPress className={TRIGGER} label={label}>
      <AvailabilityModal
        productId={productId}
        productTitle={productTitle}
        trigger={label}
        triggerClassName={TRIGGER}
      />
    </LoadOnPress>
  );
}
