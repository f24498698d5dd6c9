import type { SearchResult } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { sql } from "drizzle-orm";
import type { Site } from "../../plugins/site.ts";
import { getCategoryTree, text } from "./category-tree.ts";
import { loadProductCards } from "./product-cards.ts";

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** The query as the index stores text: lower case, no diacritics, single spaces. */
export function normalizeQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/ё/g, "е")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}\s.-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_MAX_LENGTH);
}

type Row = { product_id: number; rank: number };

/**
 * Product search over every language of the site: full-text match (romanian, russian, english
 * configurations) or trigram word similarity on accent-free titles, brands and codes, so typos,
 * missing diacritics and Cyrillic all find the product. Fewer than 2 characters: no results.
 */
export async function searchProducts(
  db: Db,
  site: Site,
  lang: string,
  rawQuery: string,
  limit = 24,
): Promise<SearchResult> {
  const query = normalizeQuery(rawQuery);
  if (query.length < SEARCH_MIN_LENGTH) return { query, products: [], categories: [], totalCount: 0 };
  const { productTranslations: t, products: p } = schema;
  const result = await db.execute(sql`
    with matches as (
      select ${t.productId} as product_id,
        max(greatest(
          word_similarity(${query}, ${t.searchText}),
          case when ${t.lang} = 'ro' then ts_rank(to_tsvector('romanian'::regconfig, sf_unaccent(${t.title} || ' ' || ${t.shortDescription})), plainto_tsquery('romanian'::regconfig, ${query}))
               when ${t.lang} = 'ru' then ts_rank(to_tsvector('russian'::regconfig, ${t.title} || ' ' || ${t.shortDescription}), plainto_tsquery('russian'::regconfig, ${query}))
               when ${t.lang} = 'en' then ts_rank(to_tsvector('english'::regconfig, ${t.title} || ' ' || ${t.shortDescription}), plainto_tsquery('english'::regconfig, ${query}))
               else 0 end + 0.5 * (case when ${t.searchText} like ${`%${query.replace(/[%_\\]/g, "")}%`} then 1 else 0 end)
        )) as rank
      from ${t}
      where ${t.siteId} = ${site.id} and (
        ${query} <% ${t.searchText}
        or ${t.searchText} like ${`%${query.replace(/[%_\\]/g, "")}%`}
        or (${t.lang} = 'ro' and to_tsvector('romanian'::regconfig, sf_unaccent(${t.title} || ' ' || ${t.shortDescription})) @@ plainto_tsquery('romanian'::regconfig, ${query}))
        or (${t.lang} = 'ru' and to_tsvector('russian'::regconfig, ${t.title} || ' ' || ${t.shortDescription}) @@ plainto_tsquery('russian'::regconfig, ${query}))
        or (${t.lang} = 'en' and to_tsvector('english'::regconfig, ${t.title} || ' ' || ${t.shortDescription}) @@ plainto_tsquery('english'::regconfig, ${query}))
      )
      group by ${t.productId}
    )
    select m.product_id, m.rank from matches m join ${p} on ${p.id} = m.product_id and ${p.active}
    order by m.rank desc, ${p.stockTotal} > 0 desc, m.product_id
    limit ${limit + 1}
  `);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const ids = rows.slice(0, limit).map((r) => Number(r.product_id));
  const products = await loadProductCards(db, site, lang, ids);
  const tree = await getCategoryTree(db, site);
  const categoryIds = [
    ...new Set(products.map((c) => c.category?.subcategoryId).filter((id): id is number => id !== undefined)),
  ];
  const categories = categoryIds.slice(0, 6).flatMap((id) => {
    const node = tree.nodes.get(id);
    if (!node) return [];
    const t = text(node, lang, site.mainLanguage);
    return [{ id, title: t.title, url: `/${t.path}`, product_count: node.productCount }];
  });
  return { query, products, categories, totalCount: rows.length > limit ? limit + 1 : rows.length };
}
