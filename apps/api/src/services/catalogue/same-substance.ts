import type { ProductCard } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { loadProductCards } from "./product-cards.ts";
import { getSiteFilters } from "./site-filters.ts";

/** The specification whose values name a medicine's active ingredients (the pharmacy catalogue's). */
export const SUBSTANCE_SPEC_KEY = "substance";
const LIMIT = 12;

/**
 * Alternatives with the same active ingredients: the shop's active products whose values of the
 * `substance` specification are exactly the product's (another brand or pack of the same
 * medicine), cheapest first. None when the shop has no such specification or the product no value.
 */
export async function listSameSubstanceProducts(
  db: Db,
  site: Site,
  lang: string,
  productId: number,
): Promise<ProductCard[]> {
  const spec = (await getSiteFilters(db, site)).specs.find((s) => s.key === SUBSTANCE_SPEC_KEY);
  if (!spec?.values.length) return [];
  const { productSpecValues: psv } = schema;
  const substanceIds = spec.values.map((v) => v.id);
  const own = await db
    .select({ valueId: psv.valueId })
    .from(psv)
    .where(and(eq(psv.productId, productId), inArray(psv.valueId, substanceIds)));
  if (!own.length) return [];
  const wanted = new Set(own.map((r) => r.valueId));
  // Every substance value of the products sharing at least one of the product's.
  const rows = await db
    .select({ productId: psv.productId, valueId: psv.valueId })
    .from(psv)
    .where(
      and(
        eq(psv.siteId, site.id),
        inArray(psv.valueId, substanceIds),
        ne(psv.productId, productId),
        inArray(
          psv.productId,
          db
            .select({ id: psv.productId })
            .from(psv)
            .where(and(eq(psv.siteId, site.id), inArray(psv.valueId, [...wanted]))),
        ),
      ),
    );
  const byProduct = new Map<number, Set<number>>();
  for (const row of rows) {
    const values = byProduct.get(row.productId) ?? new Set<number>();
    values.add(row.valueId);
    byProduct.set(row.productId, values);
  }
  const same = [...byProduct]
    .filter(([, values]) => values.size === wanted.size && [...values].every((v) => wanted.has(v)))
    .map(([id]) => id);
  const cards = await loadProductCards(db, site, lang, same);
  return cards
    .filter((card) => card.active)
    .sort((a, b) => a.price - b.price || a.title.localeCompare(b.title, lang) || a.productId - b.productId)
    .slice(0, LIMIT);
}
