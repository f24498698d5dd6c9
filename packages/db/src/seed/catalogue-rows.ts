import { slugify } from "@sf/domain";
import type { ImportCatalogue, ImportCategory, Texts } from "@sf/domain/catalogue-import";
import type { CatalogueSeed, CategorySeed, ProductSeed } from "./catalogue-types.ts";
import { productKind } from "./product-kinds.ts";

/** "Added N days ago" counts back from a fixed date, so every seed run gives the same order. */
const SEED_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

/** How a catalogue written in TypeScript (test shops, the benchmark) names its keys in the import's terms. */
export type CatalogueKeys = {
  /** Category key -> main-language path. */
  categories: Record<string, string>;
  /** Brand key -> brand name. */
  brands: Record<string, string>;
};

/**
 * Units sold for a demo product without an explicit figure: a deterministic spread (0-480) from
 * a hash of its code, lower for expensive items and for products added recently.
 */
export function demoSalesCount(p: Pick<ProductSeed, "code" | "price" | "addedDaysAgo">): number {
  let hash = 2166136261;
  for (const ch of p.code) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  const base = hash % 400;
  const priceFactor = p.price > 5000 ? 0.3 : p.price > 1000 ? 0.6 : 1;
  const ageFactor = Math.min(1, ((p.addedDaysAgo ?? 30) + 5) / 60);
  return Math.round(base * priceFactor * ageFactor * 1.2);
}

/**
 * A catalogue written in TypeScript as the import's rows, so it is written by the same code as
 * a shop owner's file: keys become paths and names, every default explicit (slugs from titles
 * as the seed always made them, sales counts, dates, the drawn picture's kind).
 */
export function toImportCatalogue(
  seed: CatalogueSeed,
  site: { languages: string[]; mainLanguage: string; storeCount: number; pictures?: boolean },
): { catalogue: ImportCatalogue; keys: CatalogueKeys } {
  const main = site.mainLanguage;
  const text = (map: Texts | undefined, lang: string) => map?.[lang] ?? map?.[main] ?? "";
  const keys: CatalogueKeys = { categories: {}, brands: {} };
  const categories: ImportCategory[] = [];
  const walk = (items: CategorySeed[], parent: string) => {
    for (const item of items) {
      const slug = text(item.slug, main);
      const path = parent ? `${parent}/${slug}` : slug;
      keys.categories[item.key] = path;
      categories.push({
        path,
        slug: { ...item.slug },
        title: { ...item.title },
        description: { ...item.description },
        seoTitle: { ...item.seoTitle },
        seoDescription: { ...item.seoDescription },
        adultsOnly: item.show18Popup ?? false,
      });
      walk(item.children ?? [], path);
    }
  };
  walk(seed.categories, "");
  for (const b of seed.brands) keys.brands[b.key] = b.name;
  const codes = new Set(seed.products.map((p) => p.code));
  const usedSlugs = new Map<string, Set<string>>(site.languages.map((lang) => [lang, new Set()]));
  const products = seed.products.map((p) => {
    const slug: Texts = {};
    for (const lang of site.languages) {
      const used = usedSlugs.get(lang) as Set<string>;
      let s = slugify(text(p.title, lang)) || slugify(p.code);
      if (used.has(s)) s = `${s}-${slugify(p.code)}`;
      used.add(s);
      slug[lang] = s;
    }
    const properties: Record<string, string[]> = {};
    for (const [spec, values] of Object.entries(p.specs)) properties[spec] = [...new Set([values].flat())];
    const related = (list: string[] | undefined) =>
      [...new Set(list ?? [])].filter((c) => codes.has(c) && c !== p.code);
    return {
      code: p.code,
      categories: [...new Set(p.categories)].map((key) => keys.categories[key] ?? `?${key}`),
      brand: keys.brands[p.brand] ?? null,
      title: { ...p.title },
      slug,
      shortDescription: { ...p.shortDescription },
      description: { ...p.description },
      leaflet: { ...p.leaflet },
      unit: { ...p.unit },
      seoTitle: {},
      seoDescription: {},
      price: p.price,
      oldPrice: p.oldPrice ?? null,
      stock: new Map(
        Array.from({ length: site.storeCount }, (_, i) => [i + 1, Math.max(0, p.stock[i] ?? 0)]),
      ),
      multiplicity: p.multiplicity ?? 1,
      weightGr: p.weightGr ?? null,
      prescription: p.isRecipe ?? false,
      homeDelivery: p.homeDelivery ?? !p.isRecipe,
      cardPayment: p.cardPaymentAvailable ?? true,
      loyaltyPoints: p.loyaltyGive ?? 0,
      sortPriority: p.sortPriority ?? 0,
      preorder: p.preorder ?? false,
      active: true,
      salesCount: p.salesCount ?? demoSalesCount(p),
      added: new Date(SEED_DATE - (p.addedDaysAgo ?? 30) * DAY_MS).toISOString().slice(0, 10),
      color: p.color ? { hex: p.color.hex, title: { ...p.color.title } } : null,
      variantGroup: p.variantGroup ?? null,
      properties,
      associated: related(p.associated),
      similar: related(p.similar),
      compatible: related(p.compatible),
      art: site.pictures === false ? null : { kind: productKind(p), color: p.art.color },
    };
  });
  return {
    keys,
    catalogue: {
      categories,
      brands: seed.brands.map((b) => ({
        name: b.name,
        slug: slugify(b.name) || b.key,
        country: b.country ?? null,
      })),
      specifications: seed.specifications.map((s) => ({
        key: s.key,
        type: s.type,
        title: s.title,
        values: s.values.map((v) => ({ key: v.key, title: v.title })),
      })),
      products,
    },
  };
}
