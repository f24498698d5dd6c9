import type { ProductCard } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { type ProductLinkKind, rankRecommendations } from "@sf/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { loadProductCards } from "./product-cards.ts";

const KINDS: ProductLinkKind[] = ["associated", "compatible", "similar"];

/**
 * `/general/product-filter/recommended?product_ids=`: products recommended for a basket, from
 * the associated, compatible and similar links of its products (active products only; ranking
 * in `rankRecommendations`: in stock first, never the basket's own products, each once).
 */
export async function listRecommendedProducts(
  db: Db,
  site: Site,
  lang: string,
  basket: number[],
  limit: number,
): Promise<ProductCard[]> {
  if (!basket.length) return [];
  const { productLinks, products } = schema;
  const rows = await db
    .select({
      fromId: productLinks.productId,
      linkedId: productLinks.linkedId,
      kind: productLinks.kind,
      stock: products.stockTotal,
      salesCount: products.salesCount,
    })
    .from(productLinks)
    .innerJoin(products, and(eq(products.id, productLinks.linkedId), eq(products.active, true)))
    .where(
      and(
        eq(productLinks.siteId, site.id),
        inArray(productLinks.productId, basket),
        inArray(productLinks.kind, KINDS),
      ),
    );
  const ids = rankRecommendations(
    rows.map((r) => ({
      fromId: r.fromId,
      linkedId: r.linkedId,
      kind: r.kind as ProductLinkKind,
      inStock: r.stock > 0,
      salesCount: r.salesCount,
    })),
    basket,
    limit,
  );
  return loadProductCards(db, site, lang, ids);
}
