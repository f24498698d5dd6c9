import { lazy } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { LoadOnPress } from "~/components/ui/load-on-press.tsx";
import { useT } from "~/lib/i18n.ts";

const PocketProductsModal = lazy(() =>
  import("./pocket-products-modal.tsx").then((m) => ({ default: m.PocketProductsModal })),
);
const TRIGGER = "btn btn-secondary inline-flex items-center gap-2";

/** The associated ("pocket") products button, and the modal loaded when it is first pressed. */
export function PocketProductsDialog({ productId }: { productId: number }) {
  const t = useT();
  const label = (
    <>
      <Icon name="package-plus" className="size-5" />
      {t("product.pocketButton")}
    </>
  );
  return (
    <LoadOnPress className={TRIGGER} label={label}>
      <PocketProductsModal productId={productId} trigger={label} triggerClassName={TRIGGER} />
    </LoadOnPress>
  );
}
