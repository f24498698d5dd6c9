import type { PopularQuery, SearchSuggestions } from "@sf/contract";
import type { HTMLAttributes, ReactNode } from "react";
import { Price, ProductPicture } from "~/components/catalogue/product-card.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { useT } from "~/lib/i18n.ts";

export type SearchItem =
  | { kind: "popular"; query: string }
  | { kind: "category"; category: SearchSuggestions["categories"][number] }
  | { kind: "product"; product: ProductCard }
  | { kind: "all"; query: string };

/**
 * The combobox's options in display order: popular queries, or categories, products and "all
 * results" for the text as typed now (suggestions may still be those of the previous text).
 */
export function searchItems(
  popular: PopularQuery[] | null,
  suggestions: SearchSuggestions | null,
  text: string,
): SearchItem[] {
  if (popular) return popular.map((p) => ({ kind: "popular", query: p.query }));
  if (!suggestions) return [];
  return [
    ...suggestions.categories.map((category) => ({ kind: "category" as const, category })),
    ...suggestions.products.map((product) => ({ kind: "product" as const, product })),
    { kind: "all", query: text.trim() },
  ];
}

type Props = {
  items: SearchItem[];
  menuProps: HTMLAttributes<HTMLElement>;
  itemProps: (item: SearchItem, index: number) => HTMLAttributes<HTMLElement>;
  highlightedIndex: number;
};

/** The listbox of the search combobox, in labelled groups; the highlighted option is marked. */
export function SearchSuggestionList({ items, menuProps, itemProps, highlightedIndex }: Props) {
  const t = useT();
  const option = (item: SearchItem, index: number, className: string, children: ReactNode) => (
    <div
      key={`${item.kind}-${index}`}
      {...itemProps(item, index)}
      className={`${className} cursor-pointer ${highlightedIndex === index ? "bg-surface-alt outline-2 -outline-offset-2 outline-primary" : ""}`}
    >
      {children}
    </div>
  );
  const indexed = items.map((item, index) => ({ item, index }));
  const of = <K extends SearchItem["kind"]>(kind: K) =>
    indexed.filter(
      (e): e is { item: Extract<SearchItem, { kind: K }>; index: number } => e.item.kind === kind,
    );

  const popular = of("popular");
  const categories = of("category");
  const products = of("product");
  const all = of("all");
  return (
    <div
      {...menuProps}
      hidden={!items.length}
      className="-mx-4 mt-2 overflow-y-auto overscroll-contain px-4 pb-1"
    >
      {popular.length ? (
        <Group id="search-popular" title={t("search.popular")} className="flex flex-wrap gap-2">
          {popular.map(({ item, index }) =>
            option(
              item,
              index,
              "inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm",
              <>
                <Icon name="trending-up" className="size-4 text-muted" />
                {item.query}
              </>,
            ),
          )}
        </Group>
      ) : null}
      {categories.length ? (
        <Group id="search-categories" title={t("search.categories")}>
          {categories.map(({ item, index }) =>
            option(
              item,
              index,
              "flex items-center gap-3 rounded-button px-2 py-2",
              <>
                <Icon name="folder-open" className="size-5 shrink-0 text-muted" />
                <span className="flex-1 font-medium">{item.category.title}</span>
                <span className="text-sm text-muted">
                  {t("catalogue.productCount", { count: item.category.product_count })}
                </span>
              </>,
            ),
          )}
        </Group>
      ) : null}
      {products.length ? (
        <Group id="search-products" title={t("search.products")}>
          {products.map(({ item, index }) =>
            option(
              item,
              index,
              "flex items-center gap-3 rounded-button px-2 py-2",
              <>
                <ProductPicture
                  image={item.product.img}
                  alt=""
                  sizes="56px"
                  className="size-14 shrink-0 rounded-card bg-surface-alt object-cover"
                />
                <div className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-medium">{item.product.title}</span>
                  <Price price={item.product.price} oldPrice={item.product.old_price} />
                </div>
              </>,
            ),
          )}
        </Group>
      ) : null}
      {all.map(({ item, index }) =>
        option(
          item,
          index,
          "mt-2 flex items-center justify-between gap-2 rounded-button border-t border-line px-2 py-3 font-semibold text-link",
          <>
            {t("search.allResults", { query: item.query })}
            <Icon name="arrow-right" className="size-5 shrink-0" />
          </>,
        ),
      )}
    </div>
  );
}

function Group({
  id,
  title,
  className = "flex flex-col gap-1",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a listbox's option groups are role="group", not fieldsets
    <div role="group" aria-labelledby={id} className="mb-3">
      <div
        id={id}
        role="presentation"
        className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted"
      >
        {title}
      </div>
      <div role="presentation" className={className}>
        {children}
      </div>
    </div>
  );
}
