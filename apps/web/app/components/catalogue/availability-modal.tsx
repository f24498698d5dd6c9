import type { StoreStock } from "@sf/contract";
import { type StoreStockLevel, storeStockLevel } from "@sf/domain";
import type { MessageKey } from "@sf/i18n";
import { Dialog } from "radix-ui";
import { type ReactNode, useEffect } from "react";
import { useFetcher } from "react-router";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

type AvailabilityData = { stores: StoreStock[]; failed: boolean };

const LEVEL: Record<StoreStockLevel, { key: MessageKey; className: string }> = {
  in_stock: { key: "availability.inStock", className: "text-success-ink" },
  few: { key: "availability.fewLeft", className: "text-danger-ink" },
  none: { key: "availability.none", className: "text-muted" },
};

/**
 * The availability modal: the product's stock in each store, with the store's address, today's
 * hours and whether it is open now. Loaded (code and stores) when first opened.
 */
export function AvailabilityModal({
  productId,
  productTitle,
  trigger,
  triggerClassName,
}: {
  productId: number;
  productTitle: string;
  trigger: ReactNode;
  triggerClassName: string;
}) {
  const t = useT();
  const href = useHref();
  const fetcher = useFetcher<AvailabilityData>();
  const load = () => {
    if (fetcher.state === "idle") fetcher.load(href(`/product-availability/${productId}`));
  };
  // Mounted by the first press, already open: load the stores now.
  useEffect(load, []);
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => open && load()}>
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-modal mx-auto max-h-[85vh] max-w-xl overflow-y-auto bg-surface p-5 text-ink shadow-xl sm:top-[10vh] sm:bottom-auto sm:rounded-card">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">{t("availability.title")}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">{productTitle}</Dialog.Description>
            </div>
            <DialogCloseButton />
          </div>
          <AvailabilityBody data={fetcher.data} loading={fetcher.state !== "idle" || !fetcher.data} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AvailabilityBody({ data, loading }: { data: AvailabilityData | undefined; loading: boolean }) {
  const t = useT();
  if (loading && !data)
    return (
      <p role="status" className="py-6 text-center text-muted">
        {t("availability.loading")}
      </p>
    );
  if (!data || data.failed) return <p role="alert">{t("availability.failed")}</p>;
  if (!data.stores.length) return <p>{t("availability.noStores")}</p>;
  return (
    <ul className="divide-y divide-line" aria-label={t("availability.stores")}>
      {data.stores.map((store) => {
        const level = LEVEL[storeStockLevel(store.qty)];
        return (
          <li
            key={store.store_id}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3"
          >
            <div className="min-w-0">
              <p className="font-semibold">{store.title}</p>
              <p className="text-sm text-muted">{store.address}</p>
              <p className="text-sm">
                {store.hours_today
                  ? t("availability.hoursToday", { hours: store.hours_today })
                  : t("availability.closedToday")}
                {" · "}
                <span className={store.isOpen ? "text-success-ink" : "text-muted"}>
                  {store.isOpen ? t("availability.openNow") : t("availability.closedNow")}
                </span>
              </p>
            </div>
            <p className={`font-semibold ${level.className}`} data-stock-level={storeStockLevel(store.qty)}>
              {t(level.key)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
