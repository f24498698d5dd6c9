import type { SearchResult } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { correctBrandWords, suggestQuery } from "@sf/domain";
import { sql } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { getCategoryTree, text } from "./category-tree.ts";
import { loadProductCards } from "./product-cards.ts";
import { normalizeQuery } from "./search-text.ts";
import { getSearchVocabulary } from "./search-vocabulary.ts";

export const SEARCH_MIN_LENGTH = 2;
/** Each index arm contributes at most this many candidates to ranking: a very common word
 * would otherwise rank thousands of rows for a page of 24 results. */
const CANDIDATES_PER_ARM = 150;
/** Fewer exact matches than this and typo matches are looked for too. */
const FUZZY_BELOW = 48;

type Row = { product_id: number; rank: number; total: number };

/** The text search configuration of each language's stored document (see migration 0005). */
const TEXT_SEARCH_CONFIG = { ro: "romanian", ru: "russian", en: "english", uk: "simple" } as const;

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
  if (query.length < SEARCH_MIN_LENGTH)
    return { query, products: [], categories: [], totalCount: 0, corrected_query: null, did_you_mean: null };
  const vocabulary = await getSearchVocabulary(db, site);
  // A misspelt brand is searched as the brand ("fiskrs" finds Fiskars).
  const searched = correctBrandWords(query, vocabulary);
  const rows = await rankProducts(db, site, searched, limit);
  // Nothing found: a query of known words that would find something, offered as "did you mean".
  let didYouMean: string | null = null;
  if (!rows.length) {
    const suggestion = suggestQuery(searched, vocabulary);
    if (suggestion && (await rankProducts(db, site, suggestion, 1)).length) didYouMean = suggestion;
  }
  const ids = rows.map((r) => Number(r.product_id));
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
  // Every match found; a very common word is counted up to the candidate limits above.
  return {
    query,
    products,
    categories,
    totalCount: Number(rows[0]?.total ?? 0),
    corrected_query: searched === query ? null : searched,
    did_you_mean: didYouMean,
  };
}

/** The products matching a normalised query, best first, each row with the number of matches. */
async function rankProducts(db: Db, site: Site, query: string, limit: number): Promise<Row[]> {
  const { productTranslations: t, products: p } = schema;
  const like = `%${query.replace(/[%_\\]/g, "")}%`;
  // search_doc is the stored full-text document (migration 0005), one partial index per language.
  const tsQuery = sql`(CASE ${t.lang}
    WHEN 'ro' THEN plainto_tsquery('romanian'::regconfig, ${query})
    WHEN 'ru' THEN plainto_tsquery('russian'::regconfig, ${query})
    WHEN 'en' THEN plainto_tsquery('english'::regconfig, ${query})
    ELSE plainto_tsquery('simple'::regconfig, ${query})
  END)`;
  const ftsArms = site.languages
    .filter((l): l is keyof typeof TEXT_SEARCH_CONFIG => l in TEXT_SEARCH_CONFIG)
    .map(
      (l) => sql`
    union (select ${t.productId} from ${t}
    where ${t.siteId} = ${site.id} and ${t.lang} = ${l}
      and search_doc @@ plainto_tsquery(${sql.raw(`'${TEXT_SEARCH_CONFIG[l]}'`)}::regconfig, ${query})
    limit ${CANDIDATES_PER_ARM})`,
    );
  // Candidates come from index-backed arms only (trigram LIKE and word similarity over every
  // language, full text per language); the costlier ranking runs on those few rows, not on the
  // whole catalogue, and the product of each is then read by primary key.
  const result = await db.execute(sql`
    with exact as materialized (
      (select ${t.productId} as product_id from ${t} where ${t.siteId} = ${site.id} and ${t.searchText} like ${like} limit ${CANDIDATES_PER_ARM})
      ${sql.join(ftsArms, sql` `)}
    ),
    -- Typo matches (trigram word similarity) only when the text itself found few products: a
    -- common word skips this scan entirely (a one-time filter), a misspelt one gets it.
    fuzzy as materialized (
      select ${t.productId} as product_id from ${t}
      where (select count(*) from exact) < ${FUZZY_BELOW} and ${t.siteId} = ${site.id} and ${query} <% ${t.searchText}
      limit ${CANDIDATES_PER_ARM}
    ),
    candidates as (select product_id from exact union select product_id from fuzzy),
    ranked as materialized (
      select c.product_id,
        max(greatest(word_similarity(${query}, ${t.searchText}), ts_rank(search_doc, ${tsQuery}))
          + case when ${t.searchText} like ${like} then 0.5 else 0 end) as rank
      from candidates c join ${t} on ${t.productId} = c.product_id
      group by c.product_id
    )
    select r.product_id, r.rank, count(*) over () as total from ranked r
    cross join lateral (select ${p.stockTotal} as stock from ${p} where ${p.id} = r.product_id and ${p.active}) p
    order by r.rank desc, p.stock > 0 desc, r.product_id
    limit ${limit}
  `);
  return (result as unknown as { rows: Row[] }).rows;
}
