import type { SearchResult } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { sql } from "drizzle-orm";
import type { Site } from "../../plugins/site.ts";
import { getCategoryTree, text } from "./category-tree.ts";
import { loadProductCards } from "./product-cards.ts";

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Each index arm contributes at most this many candidates to ranking: a very common word
 * would otherwise rank thousands of rows for a page of 24 results. */
const CANDIDATES_PER_ARM = 400;

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
  const like = `%${query.replace(/[%_\\]/g, "")}%`;
  // The same expression as the product_translations_fts index, so each language's arm uses it.
  const doc = sql`(CASE ${t.lang}
    WHEN 'ro' THEN to_tsvector('romanian'::regconfig, sf_unaccent(${t.title} || ' ' || ${t.shortDescription}))
    WHEN 'ru' THEN to_tsvector('russian'::regconfig, ${t.title} || ' ' || ${t.shortDescription})
    WHEN 'en' THEN to_tsvector('english'::regconfig, ${t.title} || ' ' || ${t.shortDescription})
    ELSE to_tsvector('simple'::regconfig, ${t.title} || ' ' || ${t.shortDescription})
  END)`;
  const tsQuery = sql`(CASE ${t.lang}
    WHEN 'ro' THEN plainto_tsquery('romanian'::regconfig, ${query})
    WHEN 'ru' THEN plainto_tsquery('russian'::regconfig, ${query})
    WHEN 'en' THEN plainto_tsquery('english'::regconfig, ${query})
    ELSE plainto_tsquery('simple'::regconfig, ${query})
  END)`;
  const ftsArm = (lang: string, config: string) => sql`
    (select ${t.productId} as product_id from ${t}
    where ${t.siteId} = ${site.id} and ${t.lang} = ${lang} and ${doc} @@ plainto_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${query})
    limit ${CANDIDATES_PER_ARM})`;
  // Candidates come from index-backed arms only (trigram LIKE and word similarity, full text per
  // language); the costlier ranking runs on those few rows, not on the whole catalogue.
  const result = await db.execute(sql`
    with candidates as (
      (select ${t.productId} as product_id from ${t} where ${t.siteId} = ${site.id} and ${t.searchText} like ${like} limit ${CANDIDATES_PER_ARM})
      union (select ${t.productId} from ${t} where ${t.siteId} = ${site.id} and ${query} <% ${t.searchText} limit ${CANDIDATES_PER_ARM})
      union ${ftsArm("ro", "romanian")}
      union ${ftsArm("ru", "russian")}
      union ${ftsArm("en", "english")}
      union ${ftsArm("uk", "simple")}
    ),
    ranked as (
      select ${t.productId} as product_id,
        max(greatest(word_similarity(${query}, ${t.searchText}), ts_rank(${doc}, ${tsQuery}))
          + case when ${t.searchText} like ${like} then 0.5 else 0 end) as rank
      from ${t} join candidates c on c.product_id = ${t.productId}
      where ${t.siteId} = ${site.id}
      group by ${t.productId}
    )
    select r.product_id, r.rank from ranked r join ${p} on ${p.id} = r.product_id and ${p.active}
    order by r.rank desc, ${p.stockTotal} > 0 desc, r.product_id
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
