import { slugify } from "@sf/domain";
import { productPicturePath, searchText } from "../catalogue-import/pictures.ts";
import type { Db } from "../client.ts";
import {
  brands,
  categories,
  categoryTranslations,
  media,
  productCategories,
  productLinks,
  productSpecValues,
  productStock,
  products,
  productTranslations,
  specifications,
  specificationValues,
} from "../schema.ts";
import { brandLogoSvg } from "./brand-art.ts";
import type { CatalogueSeed, CategorySeed, ProductSeed } from "./catalogue-types.ts";
import { type ProductView, productSvg } from "./product-art.ts";
import { productKind, viewCount } from "./product-kinds.ts";

/** "Added N days ago" counts back from a fixed date, so every seed run gives the same order. */
const SEED_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

export type CatalogueTarget = {
  siteId: number;
  /** Draw a picture per product (default true); the benchmark's synthetic catalogue skips them. */
  pictures?: boolean;
  languages: string[];
  mainLanguage: string;
  /** Ids of the site's shops, in the order the seed's stock arrays use. */
  shopIds: number[];
};

export { productPicturePath, searchText } from "../catalogue-import/pictures.ts";

function chunks<T>(rows: T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (const batch of chunks(rows)) if (batch.length) await insert(batch);
}

/** Every reference inside a catalogue must resolve; a mistake in the data fails the seed loudly. */
export function validateCatalogue(catalogue: CatalogueSeed, languages: string[]): void {
  const problems: string[] = [];
  const categoryKeys = new Set<string>();
  const walk = (items: CategorySeed[]) => {
    for (const item of items) {
      if (categoryKeys.has(item.key)) problems.push(`duplicate category ${item.key}`);
      categoryKeys.add(item.key);
      for (const lang of languages) {
        if (!item.title[lang as keyof typeof item.title])
          problems.push(`category ${item.key}: no ${lang} title`);
        if (!/^[a-z0-9-]+$/.test(item.slug[lang as keyof typeof item.slug] ?? "")) {
          problems.push(`category ${item.key}: bad ${lang} slug`);
        }
      }
      walk(item.children ?? []);
    }
  };
  walk(catalogue.categories);
  const brandKeys = new Set(catalogue.brands.map((b) => b.key));
  const specValues = new Set(
    catalogue.specifications.flatMap((s) => s.values.map((v) => `${s.key}:${v.key}`)),
  );
  const codes = new Set<string>();
  for (const p of catalogue.products) {
    if (codes.has(p.code)) problems.push(`duplicate product code ${p.code}`);
    codes.add(p.code);
    if (!p.categories.length) problems.push(`${p.code}: no category`);
    for (const key of p.categories)
      if (!categoryKeys.has(key)) problems.push(`${p.code}: unknown category ${key}`);
    if (!brandKeys.has(p.brand)) problems.push(`${p.code}: unknown brand ${p.brand}`);
    for (const [spec, values] of Object.entries(p.specs)) {
      for (const value of [values].flat()) {
        if (!specValues.has(`${spec}:${value}`))
          problems.push(`${p.code}: unknown spec value ${spec}:${value}`);
      }
    }
    if (!(p.price > 0)) problems.push(`${p.code}: price must be positive`);
    if (p.color && !/^#[0-9a-fA-F]{6}$/.test(p.color.hex)) problems.push(`${p.code}: bad colour hex`);
    if (p.variantGroup && !p.color) problems.push(`${p.code}: a variant needs a colour`);
    for (const lang of languages) {
      if (!p.title[lang as keyof typeof p.title]) problems.push(`${p.code}: no ${lang} title`);
    }
  }
  if (problems.length) throw new Error(`Invalid catalogue:\n${problems.slice(0, 20).join("\n")}`);
}

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

export type CatalogueIds = {
  /** Category key -> id. */
  categoryIds: Map<string, number>;
  /** Brand key -> slug. */
  brandSlugs: Map<string, string>;
};

/** Writes one site's catalogue: categories, brands, specifications, products and their pictures. */
export async function seedCatalogue(
  db: Db,
  target: CatalogueTarget,
  catalogue: CatalogueSeed,
): Promise<CatalogueIds> {
  const { siteId, languages } = target;
  validateCatalogue(catalogue, languages);
  const text = (map: Partial<Record<string, string>> | undefined, lang: string) =>
    map?.[lang] ?? map?.[target.mainLanguage] ?? "";

  const categoryIds = new Map<string, number>();
  const insertCategories = async (
    items: CategorySeed[],
    parentId: number | null,
    parentPaths: Record<string, string>,
  ) => {
    for (const [position, item] of items.entries()) {
      const [row] = await db
        .insert(categories)
        .values({ siteId, parentId, position, show18Popup: item.show18Popup ?? false })
        .returning({ id: categories.id });
      if (!row) throw new Error(`category ${item.key} was not written`);
      categoryIds.set(item.key, row.id);
      const paths: Record<string, string> = {};
      await db.insert(categoryTranslations).values(
        languages.map((lang) => {
          const slug = text(item.slug, lang);
          paths[lang] = parentPaths[lang] ? `${parentPaths[lang]}/${slug}` : slug;
          return {
            categoryId: row.id,
            siteId,
            lang,
            title: text(item.title, lang),
            slug,
            path: paths[lang] as string,
            description: text(item.description, lang),
            seoTitle: text(item.seoTitle, lang),
            seoDescription: text(item.seoDescription, lang),
          };
        }),
      );
      if (item.children?.length) await insertCategories(item.children, row.id, paths);
    }
  };
  await insertCategories(catalogue.categories, null, {});

  const brandSlugs = new Map(catalogue.brands.map((b) => [b.key, slugify(b.name) || b.key]));
  const brandRows = await db
    .insert(brands)
    .values(
      catalogue.brands.map((b) => ({
        siteId,
        name: b.name,
        slug: brandSlugs.get(b.key) as string,
        country: b.country ?? null,
      })),
    )
    .returning({ id: brands.id });
  const brandIds = new Map(catalogue.brands.map((b, i) => [b.key, brandRows[i]?.id as number]));
  const brandNames = new Map(catalogue.brands.map((b) => [b.key, b.name]));

  const valueIds = new Map<string, number>();
  for (const [position, spec] of catalogue.specifications.entries()) {
    const [row] = await db
      .insert(specifications)
      .values({ siteId, spKey: spec.key, type: spec.type, position, title: spec.title })
      .returning({ id: specifications.id });
    if (!row) throw new Error(`specification ${spec.key} was not written`);
    const values = await db
      .insert(specificationValues)
      .values(
        spec.values.map((v, i) => ({
          siteId,
          specificationId: row.id,
          key: v.key,
          position: i,
          title: v.title,
        })),
      )
      .returning({ id: specificationValues.id });
    for (const [i, v] of spec.values.entries()) valueIds.set(`${spec.key}:${v.key}`, values[i]?.id as number);
  }

  const productIds = new Map<string, number>();
  for (const batch of chunks(catalogue.products)) {
    const rows = await db
      .insert(products)
      .values(
        batch.map((p) => ({
          siteId,
          code: p.code,
          brandId: brandIds.get(p.brand) ?? null,
          mainCategoryId: categoryIds.get(p.categories[0] ?? "") ?? null,
          price: p.price,
          oldPrice: p.oldPrice ?? null,
          multiplicity: p.multiplicity ?? 1,
          weightGr: p.weightGr ?? null,
          isRecipe: p.isRecipe ?? false,
          homeDelivery: p.homeDelivery ?? !p.isRecipe,
          cardPaymentAvailable: p.cardPaymentAvailable ?? true,
          loyaltyGive: p.loyaltyGive ?? 0,
          sortPriority: p.sortPriority ?? 0,
          preorder: p.preorder ?? false,
          imageCount: target.pictures === false ? 1 : viewCount(productKind(p)),
          color: p.color ?? null,
          variantGroup: p.variantGroup ?? null,
          stockTotal: p.stock.reduce((sum, qty) => sum + Math.max(0, qty), 0),
          salesCount: p.salesCount ?? demoSalesCount(p),
          createdAt: new Date(SEED_DATE - (p.addedDaysAgo ?? 30) * DAY_MS),
        })),
      )
      .returning({ id: products.id });
    for (const [i, p] of batch.entries()) productIds.set(p.code, rows[i]?.id as number);
  }

  const usedSlugs = new Map<string, Set<string>>(languages.map((lang) => [lang, new Set()]));
  const translationRows = catalogue.products.flatMap((p) =>
    languages.map((lang) => {
      const title = text(p.title, lang);
      const used = usedSlugs.get(lang) as Set<string>;
      let slug = slugify(title) || slugify(p.code);
      if (used.has(slug)) slug = `${slug}-${slugify(p.code)}`;
      used.add(slug);
      const short = text(p.shortDescription, lang);
      return {
        productId: productIds.get(p.code) as number,
        siteId,
        lang,
        title,
        slug,
        shortDescription: short,
        description: text(p.description, lang),
        leaflet: p.leaflet ? text(p.leaflet, lang) : "",
        unit: text(p.unit, lang),
        seoTitle: title,
        seoDescription: short.slice(0, 300),
        seoKeywords: [brandNames.get(p.brand), p.code].filter(Boolean).join(", "),
        searchText: searchText(title, brandNames.get(p.brand) ?? "", p.code),
      };
    }),
  );
  await insertAll(translationRows, (batch) => db.insert(productTranslations).values(batch));

  const id = (code: string) => productIds.get(code) as number;
  await insertAll(
    catalogue.products.flatMap((p) =>
      [...new Set(p.categories)].map((key) => ({
        productId: id(p.code),
        categoryId: categoryIds.get(key) as number,
        siteId,
      })),
    ),
    (batch) => db.insert(productCategories).values(batch),
  );
  await insertAll(
    catalogue.products.flatMap((p) =>
      Object.entries(p.specs).flatMap(([spec, values]) =>
        [...new Set([values].flat())].map((value) => ({
          productId: id(p.code),
          valueId: valueIds.get(`${spec}:${value}`) as number,
          siteId,
        })),
      ),
    ),
    (batch) => db.insert(productSpecValues).values(batch),
  );
  await insertAll(
    catalogue.products.flatMap((p) =>
      target.shopIds.map((shopId, i) => ({
        productId: id(p.code),
        shopId,
        siteId,
        qty: Math.max(0, p.stock[i] ?? 0),
      })),
    ),
    (batch) => db.insert(productStock).values(batch),
  );
  await insertAll(
    catalogue.products.flatMap((p) =>
      (["associated", "similar", "compatible"] as const).flatMap((kind) =>
        [...new Set(p[kind] ?? [])]
          .filter((code) => productIds.has(code) && code !== p.code)
          .map((code) => ({ productId: id(p.code), linkedId: id(code), kind, siteId })),
      ),
    ),
    (batch) => db.insert(productLinks).values(batch),
  );
  const ids = { categoryIds, brandSlugs };
  if (target.pictures === false) return ids;
  // Brand logos: a wordmark per brand, found by the brands page as `brands/{slug}.svg`.
  await insertAll(
    catalogue.brands.map((b) => ({
      siteId,
      path: `brands/${brandSlugs.get(b.key)}.svg`,
      contentType: "image/svg+xml",
      body: new TextEncoder().encode(brandLogoSvg(b.name)),
    })),
    (batch) => db.insert(media).values(batch),
  );
  // Pictures: a drawing of the product's kind; front, turned and close-up views for goods with a
  // shape (products/x.svg, products/x-view-2.svg, ...: productImages in the API names the same).
  await insertAll(
    catalogue.products.flatMap((p) => {
      const kind = productKind(p);
      return Array.from({ length: viewCount(kind) }, (_, i) => ({
        siteId,
        path: productPicturePath(p.code, i + 1),
        contentType: "image/svg+xml",
        body: new TextEncoder().encode(
          productSvg(p.art, brandNames.get(p.brand) ?? "", kind, (i + 1) as ProductView),
        ),
      }));
    }),
    (batch) => db.insert(media).values(batch),
  );
  return ids;
}
