import { type MainPageSimilarCategory, similarCategoryContentSchema } from "@sf/contract";
import type { Db } from "@sf/db";
import { pickSimilarCategories } from "@sf/domain";
import type { Site } from "../../lib/site.ts";
import { getCategoryTree } from "../catalogue/category-tree.ts";
import { summary } from "./list-home-categories.ts";
import { readSiteContent } from "./site-content.ts";

/**
 * `/base/main_page_similar_category`: the categories of the home page's "similar categories"
 * block and how to lay them out; the shop's choice (`main_page_similar_category`), else the
 * second-level categories with the most products in a grid. Empty categories are left out.
 */
export async function listSimilarCategories(
  db: Db,
  site: Site,
  lang: string,
): Promise<MainPageSimilarCategory> {
  const [content, tree] = await Promise.all([
    readSiteContent(db, site, "main_page_similar_category", lang, similarCategoryContentSchema),
    getCategoryTree(db, site),
  ]);
  const ids = content?.category_ids ?? pickSimilarCategories([...tree.nodes.values()]);
  return {
    categories: ids.flatMap((id) => summary(tree, site, lang, id, null) ?? []),
    view_mode: content?.view_mode ?? "grid",
  };
}
