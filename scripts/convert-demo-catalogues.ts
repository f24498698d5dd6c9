// One-off (issue 16): writes each demo shop's TypeScript catalogue as the import's data files,
// packages/db/seed-data/<theme>/{categories,brands,specifications,products}.csv, plus keys.json
// (the category and brand keys the showcase and offers seeds name). Run once; the seed then
// loads those files through the import, and the TypeScript catalogues are deleted.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SHEETS, writeCatalogue, writeCsv } from "@sf/domain/catalogue-import";
import { toImportCatalogue } from "../packages/db/src/seed/catalogue-rows.ts";
import { demoCatalogues } from "../packages/db/src/seed/catalogues/index.ts";
import { demoSites } from "../packages/db/src/seed/sites.ts";

const root = join(import.meta.dirname, "..", "packages", "db", "seed-data");
for (const [theme, seed] of Object.entries(demoCatalogues)) {
  if (!seed) continue;
  const site = demoSites.find((s) => s.code === theme);
  if (!site) throw new Error(`no demo site ${theme}`);
  const options = {
    languages: site.languages,
    mainLanguage: site.mainLanguage,
    storeCount: site.shops.length,
  };
  const { catalogue, keys } = toImportCatalogue(seed, options);
  const sheets = writeCatalogue(catalogue, { ...options, dropEmptyColumns: true });
  const dir = join(root, theme);
  mkdirSync(dir, { recursive: true });
  for (const name of SHEETS)
    writeFileSync(join(dir, `${name}.csv`), writeCsv(sheets[name].header, sheets[name].rows));
  writeFileSync(join(dir, "keys.json"), `${JSON.stringify(keys, null, 2)}\n`);
  console.log(`${theme}: ${catalogue.products.length} products, ${catalogue.categories.length} categories`);
}
