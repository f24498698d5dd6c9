import { slugify } from "../slug.ts";
import { MAX_IMPORT_ROWS } from "./columns.ts";
import { booleanCell, HEX_COLOR, listCell, numberCell, readSheet, SLUG } from "./sheet-reader.ts";
import type { Table } from "./table.ts";
import type {
  ImportBrand,
  ImportCatalogue,
  ImportCategory,
  ImportContext,
  ImportProblem,
  ImportProduct,
  ImportSpecification,
  SheetName,
} from "./types.ts";

export type CatalogueTables = Partial<Record<SheetName, Table>>;
export type ReadResult = { catalogue: ImportCatalogue; problems: ImportProblem[] };

const CODE = /^[\p{L}\p{N}][\p{L}\p{N}._/+-]{0,63}$/u;
const KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z)?$/;

/**
 * Reads and checks every row of the sheets given (any may be left out: products refer to the
 * shop's existing categories, brands and properties then). Every bad row is reported with its
 * line, column and reason; the catalogue holds the good rows only, and is written only when
 * `problems` is empty.
 */
export function readCatalogue(tables: CatalogueTables, context: ImportContext): ReadResult {
  const problems: ImportProblem[] = [];
  const total = Object.values(tables).reduce((sum, t) => sum + (t?.rows.length ?? 0), 0);
  if (total > MAX_IMPORT_ROWS) {
    const sheet = (Object.keys(tables)[0] ?? "products") as SheetName;
    problems.push({
      sheet,
      line: 1,
      column: "",
      reason: `The import has ${total} rows; at most ${MAX_IMPORT_ROWS} are taken at once. Split it in parts.`,
    });
    return { catalogue: { categories: [], brands: [], specifications: [], products: [] }, problems };
  }
  const categories = tables.categories ? readCategories(tables.categories, context, problems) : [];
  const brands = tables.brands ? readBrands(tables.brands, context, problems) : [];
  const specifications = tables.specifications
    ? readSpecifications(tables.specifications, context, problems)
    : [];
  const known = {
    categories: new Set([...context.existing.categoryPaths, ...categories.map((c) => c.path)]),
    brands: new Set([...context.existing.brandNames, ...brands.map((b) => b.name)]),
    specValues: new Set([
      ...context.existing.specValues,
      ...specifications.flatMap((s) => s.values.map((v) => `${s.key}:${v.key}`)),
    ]),
  };
  const products = tables.products ? readProducts(tables.products, context, known, problems) : [];
  return { catalogue: { categories, brands, specifications, products }, problems };
}

function readCategories(table: Table, context: ImportContext, problems: ImportProblem[]): ImportCategory[] {
  const out: ImportCategory[] = [];
  const lines = new Map<string, number>();
  readSheet("categories", table, context, problems, (row) => {
    const before = problems.length;
    const path = row.get("path").replace(/^\/+|\/+$/g, "");
    const parts = path.split("/");
    if (!path) row.problem("path", "The category's path is empty.");
    else if (!parts.every((part) => SLUG.test(part)))
      row.problem(
        "path",
        `"${path}" is not a path of slugs (lowercase latin letters, digits and dashes, "/" between levels).`,
      );
    else if (lines.has(path))
      row.problem("path", `The category ${path} is already on line ${lines.get(path)}.`);
    else {
      const parent = parts.slice(0, -1).join("/");
      if (parent && !lines.has(parent) && !context.existing.categoryPaths.has(parent))
        row.problem(
          "path",
          `The parent category ${parent} is neither in the file (above this row) nor in the shop.`,
        );
    }
    const title = row.texts("title");
    if (!title[context.mainLanguage]) row.problem(`title:${context.mainLanguage}`, "The title is required.");
    const slug = row.texts("slug");
    const last = parts.at(-1) ?? "";
    for (const [lang, value] of Object.entries(slug)) {
      if (!SLUG.test(value ?? ""))
        row.problem(`slug:${lang}`, `"${value}" is not a slug (a-z, 0-9 and dashes).`);
      else if (lang === context.mainLanguage && value !== last)
        row.problem(`slug:${lang}`, `The main language's slug must be the path's last part, "${last}".`);
    }
    slug[context.mainLanguage] = last;
    const adultsOnly = booleanCell(row, "adults_only", false);
    if (problems.length > before || adultsOnly === undefined) return;
    lines.set(path, row.line);
    out.push({
      path,
      slug,
      title,
      description: row.texts("description"),
      seoTitle: row.texts("seo_title"),
      seoDescription: row.texts("seo_description"),
      adultsOnly,
    });
  });
  return out;
}

function readBrands(table: Table, context: ImportContext, problems: ImportProblem[]): ImportBrand[] {
  const out: ImportBrand[] = [];
  const names = new Map<string, number>();
  const slugs = new Map<string, number>();
  readSheet("brands", table, context, problems, (row) => {
    const before = problems.length;
    const name = row.get("name");
    if (!name) row.problem("name", "The brand's name is empty.");
    else if (name.length > 200) row.problem("name", "The name is longer than 200 characters.");
    else if (names.has(name)) row.problem("name", `The brand ${name} is already on line ${names.get(name)}.`);
    const slug = row.get("slug") || slugify(name);
    if (!SLUG.test(slug)) row.problem("slug", "Give the brand a slug (a-z, 0-9 and dashes).");
    else if (slugs.has(slug))
      row.problem("slug", `The slug ${slug} is already used on line ${slugs.get(slug)}.`);
    if (problems.length > before) return;
    names.set(name, row.line);
    slugs.set(slug, row.line);
    out.push({ name, slug, country: row.get("country") || null });
  });
  return out;
}

function readSpecifications(
  table: Table,
  context: ImportContext,
  problems: ImportProblem[],
): ImportSpecification[] {
  const byKey = new Map<string, ImportSpecification>();
  readSheet("specifications", table, context, problems, (row) => {
    const key = row.get("spec");
    const value = row.get("value");
    if (!KEY.test(key))
      return row.problem("spec", `"${key}" is not a property key (latin letters, digits, _ . -).`);
    if (!KEY.test(value))
      return row.problem("value", `"${value}" is not a value key (latin letters, digits, _ . -).`);
    let spec = byKey.get(key);
    if (!spec) {
      const type = row.get("type") || "checkbox";
      if (type !== "checkbox" && type !== "radio")
        return row.problem("type", "The type is checkbox or radio.");
      const title = row.texts("title");
      if (!title[context.mainLanguage])
        return row.problem(`title:${context.mainLanguage}`, "The property's first row needs its title.");
      spec = { key, type, title, values: [] };
      byKey.set(key, spec);
    } else if (row.get("type") && row.get("type") !== spec.type) {
      return row.problem("type", `The property ${key} was given the type ${spec.type} above.`);
    }
    if (spec.values.some((v) => v.key === value))
      return row.problem("value", `The value ${value} of ${key} is already in the file.`);
    const title = row.texts("value_title");
    if (!title[context.mainLanguage])
      return row.problem(`value_title:${context.mainLanguage}`, "The value's title is required.");
    spec.values.push({ key: value, title });
  });
  return [...byKey.values()];
}

type Known = { categories: Set<string>; brands: Set<string>; specValues: Set<string> };

function readProducts(
  table: Table,
  context: ImportContext,
  known: Known,
  problems: ImportProblem[],
): ImportProduct[] {
  const main = context.mainLanguage;
  const rows: { product: ImportProduct; line: number }[] = [];
  const codes = new Map<string, number>();
  // Codes first: related products may name a product further down the file.
  for (const { cells } of table.rows) {
    const i = table.header.indexOf("code");
    const code = i >= 0 ? (cells[i] ?? "").trim() : "";
    if (code) codes.set(code, codes.has(code) ? -1 : 0);
  }
  const lineOf = new Map<string, number>();
  readSheet("products", table, context, problems, (row) => {
    const before = problems.length;
    const code = row.get("code");
    if (!CODE.test(code))
      row.problem(
        "code",
        code
          ? `"${code}" is not a product code (letters, digits, . _ / + -, at most 64).`
          : "The code is empty.",
      );
    else if (lineOf.has(code))
      row.problem("code", `The product ${code} is already on line ${lineOf.get(code)}.`);
    const categories = listCell(row, "categories").map((p) => p.replace(/^\/+|\/+$/g, ""));
    if (!categories.length) row.problem("categories", "Give at least one category path.");
    for (const path of categories)
      if (!known.categories.has(path)) row.problem("categories", `No category with the path ${path}.`);
    const brand = row.get("brand") || null;
    if (brand && !known.brands.has(brand)) row.problem("brand", `No brand named ${brand}.`);
    const title = row.texts("title");
    if (!title[main]) row.problem(`title:${main}`, "The title is required.");
    for (const [lang, value] of Object.entries(title))
      if ((value ?? "").length > 500)
        row.problem(`title:${lang}`, "The title is longer than 500 characters.");
    const slug = row.texts("slug");
    for (const [lang, value] of Object.entries(slug))
      if (!SLUG.test(value ?? "") || (value ?? "").length > 200)
        row.problem(`slug:${lang}`, `"${value}" is not a slug (a-z, 0-9 and dashes, at most 200).`);
    const price = numberCell(row, "price", { above: 0, max: 1e9 });
    if (price === null) row.problem("price", "The price is required.");
    const oldPrice = numberCell(row, "old_price", { above: 0, max: 1e9 });
    const stock = new Map<number, number>();
    for (const column of table.header) {
      if (!column.startsWith("stock:")) continue;
      const qty = numberCell(row, column, { min: 0, integer: true, max: 1e9 });
      if (qty !== undefined) stock.set(Number(column.slice(6)), qty ?? 0);
    }
    const multiplicity = numberCell(row, "multiplicity", { above: 0, max: 1e6 });
    const weightGr = numberCell(row, "weight_g", { min: 0, integer: true, max: 1e9 });
    const loyaltyPoints = numberCell(row, "loyalty_points", { min: 0, integer: true, max: 1e9 });
    const sortPriority = numberCell(row, "sort_priority", { integer: true, min: -1e9, max: 1e9 });
    const salesCount = numberCell(row, "sales_count", { min: 0, integer: true, max: 2e9 });
    const prescription = booleanCell(row, "prescription", false);
    const homeDelivery = booleanCell(row, "home_delivery", !prescription);
    const cardPayment = booleanCell(row, "card_payment", true);
    const preorder = booleanCell(row, "preorder", false);
    const active = booleanCell(row, "active", true);
    const added = row.get("added") || null;
    if (added && !validDate(added))
      row.problem("added", `"${added}" is not a date (YYYY-MM-DD, or an ISO time in UTC).`);
    const hex = row.get("color");
    if (hex && !HEX_COLOR.test(hex)) row.problem("color", `"${hex}" is not a colour (#rrggbb).`);
    const variantGroup = row.get("variant_group") || null;
    if (variantGroup && !hex) row.problem("color", "A product in a variant group needs its colour.");
    const properties = readProperties(row.get("properties"), known, (reason) =>
      row.problem("properties", reason),
    );
    const links = { associated: [] as string[], similar: [] as string[], compatible: [] as string[] };
    for (const kind of ["associated", "similar", "compatible"] as const) {
      links[kind] = listCell(row, kind);
      for (const other of links[kind])
        if (!codes.has(other) && !context.existing.productCodes.has(other))
          row.problem(kind, `No product with the code ${other}.`);
    }
    const art = readArt(row.get("art"), context.artKinds, (reason) => row.problem("art", reason));
    if (problems.length > before || price == null || art === undefined || properties === undefined) return;
    if (oldPrice === undefined || multiplicity === undefined || weightGr === undefined) return;
    if (loyaltyPoints === undefined || sortPriority === undefined || salesCount === undefined) return;
    if (prescription === undefined || homeDelivery === undefined || cardPayment === undefined) return;
    if (preorder === undefined || active === undefined) return;
    lineOf.set(code, row.line);
    rows.push({
      line: row.line,
      product: {
        code,
        categories,
        brand,
        title,
        slug,
        shortDescription: row.texts("short_description"),
        description: row.texts("description"),
        leaflet: row.texts("leaflet"),
        unit: row.texts("unit"),
        seoTitle: row.texts("seo_title"),
        seoDescription: row.texts("seo_description"),
        price,
        oldPrice,
        stock,
        multiplicity: multiplicity ?? 1,
        weightGr,
        prescription,
        homeDelivery,
        cardPayment,
        loyaltyPoints: loyaltyPoints ?? 0,
        sortPriority: sortPriority ?? 0,
        preorder,
        active,
        salesCount,
        added,
        color: hex ? { hex, title: row.texts("color_title") } : null,
        variantGroup,
        properties,
        ...links,
        art,
      },
    });
  });
  assignSlugs(rows, context, problems);
  return rows.map((r) => r.product);
}

/** "form=tablets; age=adults|children" -> { form: ["tablets"], age: ["adults", "children"] }. */
function readProperties(
  raw: string,
  known: Known,
  report: (reason: string) => void,
): Record<string, string[]> | undefined {
  const out: Record<string, string[]> = {};
  let ok = true;
  for (const part of raw
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, values] = part.split("=", 2).map((s) => s.trim()) as [string, string | undefined];
    if (!values) {
      report(`"${part}" is not property=value.`);
      ok = false;
      continue;
    }
    for (const value of values
      .split("|")
      .map((v) => v.trim())
      .filter(Boolean)) {
      if (!known.specValues.has(`${key}:${value}`)) {
        report(`No value ${value} of the property ${key}.`);
        ok = false;
      } else {
        const list = out[key] ?? [];
        if (!list.includes(value)) list.push(value);
        out[key] = list;
      }
    }
  }
  return ok ? out : undefined;
}

function readArt(raw: string, kinds: ReadonlySet<string>, report: (reason: string) => void) {
  if (!raw) return null;
  const [kind, color] = raw.split(":", 2);
  if (!kind || !kinds.has(kind) || !color || !HEX_COLOR.test(color)) {
    report(`"${raw}" is not a drawn picture (kind:#rrggbb, a kind the artist knows).`);
    return undefined;
  }
  return { kind, color };
}

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(addedDate(value));
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value.slice(0, 10));
}

/** The instant of an `added` cell: a date alone is midnight UTC. */
export function addedDate(value: string): string {
  return value.length === 10 ? `${value}T00:00:00Z` : value;
}

/**
 * Every product gets a slug per language: the one given, or one made from its title (with the
 * code appended when taken). Slugs are unique per language within the shop: a slug of another
 * product that the file does not rewrite is taken.
 */
function assignSlugs(
  rows: { product: ImportProduct; line: number }[],
  context: ImportContext,
  problems: ImportProblem[],
): void {
  const inFile = new Set(rows.map((r) => r.product.code));
  const used = new Map<string, string>();
  const takenBy = (lang: string, slug: string, code: string): string | null => {
    const key = `${lang}:${slug}`;
    const file = used.get(key);
    if (file !== undefined && file !== code) return file;
    const shop = context.existing.productSlugs.get(key);
    if (shop !== undefined && shop !== code && !inFile.has(shop)) return shop;
    return null;
  };
  // Given slugs first, so a made-up one never takes a slug another row asks for.
  for (const { product, line } of rows)
    for (const [lang, slug] of Object.entries(product.slug)) {
      const owner = takenBy(lang, slug as string, product.code);
      if (owner)
        problems.push({
          sheet: "products",
          line,
          column: `slug:${lang}`,
          reason: `The slug ${slug} is already the product ${owner}'s.`,
        });
      else used.set(`${lang}:${slug}`, product.code);
    }
  for (const { product, line } of rows)
    for (const lang of context.languages) {
      if (product.slug[lang]) continue;
      const title = product.title[lang] ?? product.title[context.mainLanguage] ?? "";
      let slug = (slugify(title) || slugify(product.code)).slice(0, 180);
      if (takenBy(lang, slug, product.code)) slug = `${slug}-${slugify(product.code)}`;
      if (takenBy(lang, slug, product.code)) {
        problems.push({
          sheet: "products",
          line,
          column: `slug:${lang}`,
          reason: `The slug ${slug} is taken: give this product a slug.`,
        });
        continue;
      }
      used.set(`${lang}:${slug}`, product.code);
      product.slug[lang] = slug;
    }
}
