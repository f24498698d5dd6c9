import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { ProductCard } from "~/components/catalogue/product-card.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import type { CardView as Card } from "~/lib/card-view.ts";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import { clearFavorites, useFavorites } from "~/lib/saved-lists.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/favorites";

/** Favourites a page (spec: paginated). */
const PAGE_SIZE = 12;

export const meta: Route.MetaFunction = privatePageMeta("lists.favorites");

/**
 * /{lang}/favorites: the products in the browser's favourites (a customer's are synced with the
 * server on sign-in), paged, with "clear all". The list lives in the browser, so the page reads
 * it there and fetches the cards (never page-cached: the path is private).
 */
export default function FavoritesPage() {
  const t = useT();
  const href = useHref();
  const lang = useLang();
  const site = useSite();
  const ids = useFavorites();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(ids.length / PAGE_SIZE));
  const shown = ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const cards = useFetcher<{ products: Card[] }>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [pages]);
  useEffect(() => {
    if (shown.length) cards.load(href(`/products-by-ids?ids=${shown.join(",")}`));
  }, [shown.join(",")]);
  const products = (cards.data?.products ?? []).filter((p) => shown.includes(p.productId));
  return (
    <>
      <PageHeader title={t("lists.favorites")} />
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6">
        {!hydrated ? null : ids.length === 0 ? (
          <p data-testid="favorites-empty">{t("lists.favoritesEmpty")}</p>
        ) : (
          <>
            <div className="flex justify-end">
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => clearFavorites(lang, Boolean(site?.signedIn))}
              >
                {t("lists.clearAll")}
              </button>
            </div>
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="favorites-list">
              {products.map((product) => (
                <li key={product.productId}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="flex items-center justify-center gap-4" aria-label={t("lists.favorites")}>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t("account.previous")}
                </button>
                <span>{t("account.pageOf", { page, pages })}</span>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t("account.next")}
                </button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
