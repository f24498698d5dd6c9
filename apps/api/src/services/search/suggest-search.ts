import type { SearchSuggestions } from "@sf/contract";
import type { Db } from "@sf/db";
import { isSearchable, SUGGEST_CATEGORIES_LIMIT, SUGGEST_PRODUCTS_LIMIT, titleMatchScore } from "@sf/domain";
import type { Site } from "../../lib/site.ts";
import { type CategoryTree, getCategoryTree, text } from "../catalogue/category-tree.ts";
import { searchProducts } from "../catalogue/search-products.ts";

type CategorySummary = SearchSuggestions["categories"][number];

/**
 * Suggestions while typing: the best few products of the product search, and the categories
 * whose title in the request language matches the text (then those of the products found).
 * Not counted among popular queries: only completed searches are.
 */
export async function suggestSearch(
  db: Db,
  site: Site,
  lang: string,
  query: string,
): Promise<SearchSuggestions> {
  if (!isSearchable(query)) return { query: query.trim(), products: [], categories: [] };
  const [result, tree] = await Promise.all([
    searchProducts(db, site, lang, query, SUGGEST_PRODUCTS_LIMIT),
    getCategoryTree(db, site),
  ]);
  const byTitle = matchCategories(tree, site, lang, query);
  const seen = new Set(byTitle.map((c) => c.id));
  const categories = [...byTitle, ...result.categories.filter((c) => !seen.has(c.id))].slice(
    0,
    SUGGEST_CATEGORIES_LIMIT,
  );
  return { query: result.query, products: result.products, categories };
}

function matchCategories(tree: CategoryTree, site: Site, lang: string, query: string): CategorySummary[] {
  const matches: { score: number; summary: CategorySummary }[] = [];
  for (const node of tree.nodes.values()) {
    if (!node.productCount) continue;
    const t = text(node, lang, site.mainLanguage);
    const score = titleMatchScore(t.title, query);
    if (score) {
      matches.push({
        score,
        summary: { id: node.id, title: t.title, url: `/${t.path}`, product_count: node.productCount },
      });
    }
  }
  return matches
    .sort((a, b) => b.score - a.score || b.summary.product_count - a.summary.product_count)
    .slice(0, SUGGEST_CATEGORIES_LIMIT)
    .map((m) => m.summary);
}
