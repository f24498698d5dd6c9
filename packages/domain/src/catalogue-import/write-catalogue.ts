import { REQUIRED_COLUMNS, SHEET_COLUMNS } from "./columns.ts";
import type { ImportCatalogue, ImportProduct, SheetName, Texts } from "./types.ts";

export type SheetRows = { header: string[]; rows: string[][] };

export type WriteOptions = {
  languages: string[];
  mainLanguage: string;
  storeCount: number;
  /** Leave out columns empty in every row (but the required ones): smaller demo data files. */
  dropEmptyColumns?: boolean;
};

const yesNo = (value: boolean) => (value ? "yes" : "no");
const num = (value: number | null) => (value === null ? "" : String(value));

/** The catalogue as the four sheets, in the layout the import reads back (decision 0051). */
export function writeCatalogue(
  catalogue: ImportCatalogue,
  options: WriteOptions,
): Record<SheetName, SheetRows> {
  const localized = (prefix: string, texts: Texts) =>
    Object.fromEntries(options.languages.map((lang) => [`${prefix}:${lang}`, texts[lang] ?? ""]));
  const sheet = (name: SheetName, records: Record<string, string>[]): SheetRows => {
    const { plain, localized: prefixes } = SHEET_COLUMNS[name];
    const stockColumns =
      name === "products" ? Array.from({ length: options.storeCount }, (_, i) => `stock:${i + 1}`) : [];
    const all = [
      ...plain.slice(0, name === "products" ? 3 : plain.length),
      ...prefixes.flatMap((prefix) => options.languages.map((lang) => `${prefix}:${lang}`)),
      ...(name === "products" ? plain.slice(3, 5) : []),
      ...stockColumns,
      ...(name === "products" ? plain.slice(5) : []),
    ];
    const required = new Set(
      REQUIRED_COLUMNS[name].map((c) => (c.endsWith(":") ? `${c}${options.mainLanguage}` : c)),
    );
    const header = options.dropEmptyColumns
      ? all.filter((column) => required.has(column) || records.some((r) => (r[column] ?? "") !== ""))
      : all;
    return { header, rows: records.map((record) => header.map((column) => record[column] ?? "")) };
  };
  return {
    categories: sheet(
      "categories",
      catalogue.categories.map((c) => ({
        path: c.path,
        adults_only: c.adultsOnly ? "yes" : "",
        ...localized("title", c.title),
        // The main language's slug is the path's last part: written once, in the path.
        ...localized("slug", { ...c.slug, [options.mainLanguage]: "" }),
        ...localized("description", c.description),
        ...localized("seo_title", c.seoTitle),
        ...localized("seo_description", c.seoDescription),
      })),
    ),
    brands: sheet(
      "brands",
      catalogue.brands.map((b) => ({ name: b.name, slug: b.slug, country: b.country ?? "" })),
    ),
    specifications: sheet(
      "specifications",
      catalogue.specifications.flatMap((s) =>
        s.values.map((v, i) => ({
          spec: s.key,
          type: i === 0 ? s.type : "",
          value: v.key,
          ...(i === 0 ? localized("title", s.title) : {}),
          ...localized("value_title", v.title),
        })),
      ),
    ),
    products: sheet(
      "products",
      catalogue.products.map((p) => productRecord(p, localized)),
    ),
  };
}

function productRecord(
  p: ImportProduct,
  localized: (prefix: string, texts: Texts) => Record<string, string>,
): Record<string, string> {
  return {
    code: p.code,
    categories: p.categories.join("|"),
    brand: p.brand ?? "",
    ...localized("title", p.title),
    ...localized("slug", p.slug),
    ...localized("short_description", p.shortDescription),
    ...localized("description", p.description),
    ...localized("leaflet", p.leaflet),
    ...localized("unit", p.unit),
    ...localized("seo_title", p.seoTitle),
    ...localized("seo_description", p.seoDescription),
    ...localized("color_title", p.color?.title ?? {}),
    price: String(p.price),
    old_price: num(p.oldPrice),
    ...Object.fromEntries([...p.stock].map(([store, qty]) => [`stock:${store}`, String(qty)])),
    multiplicity: p.multiplicity === 1 ? "" : String(p.multiplicity),
    weight_g: num(p.weightGr),
    prescription: p.prescription ? "yes" : "",
    home_delivery: p.homeDelivery === !p.prescription ? "" : yesNo(p.homeDelivery),
    card_payment: p.cardPayment ? "" : "no",
    loyalty_points: p.loyaltyPoints ? String(p.loyaltyPoints) : "",
    sort_priority: p.sortPriority ? String(p.sortPriority) : "",
    preorder: p.preorder ? "yes" : "",
    active: p.active ? "" : "no",
    sales_count: num(p.salesCount),
    added: p.added ?? "",
    color: p.color?.hex ?? "",
    variant_group: p.variantGroup ?? "",
    properties: Object.entries(p.properties)
      .filter(([, values]) => values.length > 0)
      .map(([key, values]) => `${key}=${values.join("|")}`)
      .join("; "),
    associated: p.associated.join("|"),
    similar: p.similar.join("|"),
    compatible: p.compatible.join("|"),
    art: p.art ? `${p.art.kind}:${p.art.color}` : "",
  };
}
