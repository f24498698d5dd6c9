import { readFile } from "node:fs/promises";
import {
  type CatalogueTables,
  decodeUtf8,
  type ImportCatalogue,
  parseCsv,
  readCatalogue,
  SHEETS,
} from "@sf/domain/catalogue-import";
import type { CatalogueKeys } from "./catalogue-rows.ts";
import { PRODUCT_KINDS } from "./product-kinds.ts";

/** The demo shops' catalogues as the import's data files, one folder per theme. */
const dataDir = (theme: string) => new URL(`../../seed-data/${theme}/`, import.meta.url);

/**
 * A demo shop's catalogue, read from its data files by the import's reader (the same checks a
 * shop owner's file gets; a mistake in the data fails the seed with its line and column), or
 * null for a theme without one.
 */
export async function loadDemoCatalogue(
  theme: string,
  site: { languages: string[]; mainLanguage: string; storeCount: number },
): Promise<{ catalogue: ImportCatalogue; keys: CatalogueKeys } | null> {
  let keys: CatalogueKeys;
  try {
    keys = JSON.parse(await readFile(new URL("keys.json", dataDir(theme)), "utf8")) as CatalogueKeys;
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return null;
    throw error;
  }
  const tables: CatalogueTables = {};
  const failures: string[] = [];
  for (const sheet of SHEETS) {
    const text = decodeUtf8(await readFile(new URL(`${sheet}.csv`, dataDir(theme))));
    const parsed = text.ok ? parseCsv(text.text) : text;
    if (parsed.ok) tables[sheet] = parsed.table;
    else failures.push(`${sheet}.csv:${parsed.line}: ${parsed.reason}`);
  }
  const { catalogue, problems } = readCatalogue(tables, {
    ...site,
    artKinds: new Set(PRODUCT_KINDS),
    existing: {
      categoryPaths: new Set(),
      brandNames: new Set(),
      specValues: new Set(),
      productCodes: new Set(),
      productSlugs: new Map(),
    },
  });
  failures.push(...problems.map((p) => `${p.sheet}.csv:${p.line} ${p.column}: ${p.reason}`));
  if (failures.length)
    throw new Error(`Demo catalogue of ${theme} (seed-data/${theme}):\n${failures.slice(0, 20).join("\n")}`);
  return { catalogue, keys };
}
