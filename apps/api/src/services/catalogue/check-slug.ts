import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { getCategoryTree, text } from "./category-tree.ts";
import { resolveProductId } from "./get-product.ts";
import { resolveCategory } from "./list-category-products.ts";

/** POST /general/slug_check: the same product or category's slug (category: path) in another language. */
export async function checkSlug(
  db: Db,
  site: Site,
  input: {
    current_lang: string;
    new_lang: string;
    current_slug: string;
    object_type: "product" | "category";
  },
): Promise<{ slug: string }> {
  if (!site.languages.includes(input.new_lang)) throw notFound("Language not available on this site.");
  if (input.object_type === "category") {
    const tree = await getCategoryTree(db, site);
    const id = resolveCategory(tree, input.current_lang, input.current_slug);
    const node = id === null ? undefined : tree.nodes.get(id);
    if (!node) throw notFound("Category not found.");
    return { slug: text(node, input.new_lang, site.mainLanguage).path };
  }
  const id = await resolveProductId(db, site, input.current_lang, input.current_slug);
  if (id === null) throw notFound("Product not found.");
  const { productTranslations } = schema;
  const [row] = await db
    .select({ slug: productTranslations.slug })
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, id), eq(productTranslations.lang, input.new_lang)));
  if (!row) throw notFound("Product not found.");
  return { slug: row.slug };
}
