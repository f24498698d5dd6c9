import type { ImportCatalogue } from "@sf/domain/catalogue-import";
import { writeCatalogue } from "../catalogue-import/write-catalogue.ts";
import type { Db } from "../client.ts";
import { type CatalogueKeys, toImportCatalogue } from "./catalogue-rows.ts";
import type { CatalogueSeed, CategorySeed } from "./catalogue-types.ts";

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
export { demoSalesCount } from "./catalogue-rows.ts";

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

export type CatalogueIds = {
  /** Category key -> id. */
  categoryIds: Map<string, number>;
  /** Brand key -> slug. */
  brandSlugs: Map<string, string>;
};

/**
 * Writes a catalogue written in TypeScript (the API tests' shop, the benchmark's synthetic one)
 * through the import's writer, as the demo shops' data files are.
 */
export async function seedCatalogue(
  db: Db,
  target: CatalogueTarget,
  catalogue: CatalogueSeed,
): Promise<CatalogueIds> {
  validateCatalogue(catalogue, target.languages);
  const { catalogue: rows, keys } = toImportCatalogue(catalogue, {
    languages: target.languages,
    mainLanguage: target.mainLanguage,
    storeCount: target.shopIds.length,
    ...(target.pictures === false ? { pictures: false } : {}),
  });
  const written = await writeCatalogue(db, target, rows);
  return catalogueIds(rows, keys, written.categoryIds);
}

/** The showcase's and the offers' keys resolved against what was written. */
export function catalogueIds(
  catalogue: ImportCatalogue,
  keys: CatalogueKeys,
  categoryIdsByPath: Map<string, number>,
): CatalogueIds {
  const slugByName = new Map(catalogue.brands.map((b) => [b.name, b.slug]));
  return {
    categoryIds: new Map(
      Object.entries(keys.categories).map(([key, path]) => [key, categoryIdsByPath.get(path) as number]),
    ),
    brandSlugs: new Map(
      Object.entries(keys.brands).map(([key, name]) => [key, slugByName.get(name) as string]),
    ),
  };
}
