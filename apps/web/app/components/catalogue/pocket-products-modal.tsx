import { filterPocketProducts, type PocketSort, pocketCategories } from "@sf/domain";
import { Dialog } from "radix-ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { ProductGrid } from "./product-grid.tsx";

type PocketData = { products: ProductCard[]; failed: boolean };

export const POCKET_LIST = { id: "associated_products", name: "Associated products" };

/**
 * The associated ("pocket") products modal: products that go with this one, filtered by
 * category and ordered by price in the browser (the list is short). Loaded when first opened.
 */
export function PocketProductsModal({
  productId,
  trigger,
  triggerClassName,
}: {
  productId: number;
  trigger: ReactNode;
  triggerClassName: string;
}) {
  const t = useT();
  const href = useHref();
  const id = useId();
  const fetcher = useFetcher<PocketData>();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [sort, setSort] = useState<PocketSort | null>(null);
  const products = fetcher.data?.products ?? [];
  const categories = pocketCategories(products);
  const shown = filterPocketProducts(products, { categoryId, sort });
  const load = () => {
    if (fetcher.state === "idle" && !fetcher.data) fetcher.load(href(`/associated-products/${productId}`));
  };
  // Mounted by the first press, already open: load the products now.
  useEffect(load, []);
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => open && load()}>
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-modal mx-auto max-h-[90vh] max-w-4xl overflow-y-auto bg-surface p-5 text-ink shadow-xl sm:top-[5vh] sm:bottom-auto sm:rounded-card">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">{t("product.pocketTitle")}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">
                {t("product.pocketHint")}
              </Dialog.Description>
            </div>
            <DialogCloseButton />
          </div>
          {!fetcher.data ? (
            <p role="status" className="py-6 text-center text-muted">
              {t("availability.loading")}
            </p>
          ) : fetcher.data.failed ? (
            <p role="alert">{t("product.pocketFailed")}</p>
          ) : (
            <>
              <div className="mb-4 flex flex-wrap gap-3">
                {categories.length > 1 ? (
                  <div className="flex items-center gap-2">
                    <label htmlFor={`${id}-category`} className="text-sm text-muted">
                      {t("product.pocketCategory")}
                    </label>
                    <select
                      id={`${id}-category`}
                      value={categoryId ?? ""}
                      onChange={(event) =>
                        setCategoryId(event.target.value ? Number(event.target.value) : null)
                      }
                      className="h-10 rounded-button border border-line bg-surface px-2 text-ink"
                    >
                      <option value="">{t("product.pocketAllCategories")}</option>
                      {categories.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.title}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
                <div className="flex items-center gap-2">
                  <label htmlFor={`${id}-sort`} className="text-sm text-muted">
                    {t("catalogue.sort")}
                  </label>
                  <select
                    id={`${id}-sort`}
                    value={sort ?? ""}
                    onChange={(event) => setSort((event.target.value || null) as PocketSort | null)}
                    className="h-10 rounded-button border border-line bg-surface px-2 text-ink"
                  >
                    <option value="">{t("product.pocketSortDefault")}</option>
                    <option value="price+">{t("catalogue.sortPriceAsc")}</option>
                    <option value="price-">{t("catalogue.sortPriceDesc")}</option>
                  </select>
                </div>
              </div>
              {shown.length ? (
                <ProductGrid
                  products={shown}
                  list={false}
                  itemList={POCKET_LIST}
                  className="grid grid-cols-2 gap-3 md:grid-cols-3"
                />
              ) : (
                <p>{t("product.pocketEmpty")}</p>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
