import { Icon } from "~/components/ui/icon.tsx";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { useLang, useSite, useT } from "~/lib/i18n.ts";
import { toggleCompare, toggleFavorite, useCompare, useFavorites } from "~/lib/saved-lists.ts";
import { showToast } from "~/lib/toast.ts";

/** Favourites and compare notices last 1 s (spec section 9). */
const LIST_NOTICE_MS = 1_000;
const iconButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-surface/90 text-ink hover:bg-surface-alt aria-pressed:text-danger-ink";

/** The heart: adds the product to the favourites or takes it out (works before sign-in). */
export function FavoriteButton({ product }: { product: ProductCard }) {
  const t = useT();
  const lang = useLang();
  const site = useSite();
  const on = useFavorites().includes(product.productId);
  return (
    <button
      type="button"
      aria-pressed={on}
      data-testid="favorite-toggle"
      className={iconButton}
      onClick={() => {
        const added = toggleFavorite(
          product,
          site?.settings.project_currency ?? "MDL",
          lang,
          Boolean(site?.signedIn),
        );
        showToast("success", t(added ? "lists.favoriteAdded" : "lists.favoriteRemoved"), LIST_NOTICE_MS);
      }}
    >
      <Icon name="heart" className={on ? "size-5 fill-current" : "size-5"} />
      <span className="sr-only">{t("lists.favorite", { title: product.title })}</span>
    </button>
  );
}

/** Adds the product to the compare list (one category at a time) or takes it out. */
export function CompareButton({ product }: { product: ProductCard }) {
  const t = useT();
  const on = useCompare().ids.includes(product.productId);
  return (
    <button
      type="button"
      aria-pressed={on}
      data-testid="compare-toggle"
      className={iconButton}
      onClick={() => {
        const result = toggleCompare(product);
        const key =
          result === "added"
            ? "lists.compareAdded"
            : result === "removed"
              ? "lists.compareRemoved"
              : result === "full"
                ? "lists.compareFull"
                : "lists.compareOtherCategory";
        showToast(result === "added" || result === "removed" ? "success" : "error", t(key), LIST_NOTICE_MS);
      }}
    >
      <Icon name="chart-column" className="size-5" />
      <span className="sr-only">{t("lists.compare", { title: product.title })}</span>
    </button>
  );
}
