/**
 * A catalogue as the import reads it and the export writes it: four sheets (categories, brands,
 * specifications, products) in the column layout of decision 0051. Categories are named by their
 * path of slugs in the shop's main language, brands by name, products by code.
 */

export type Texts = Partial<Record<string, string>>;

export type ImportCategory = {
  /** Main-language slugs from the root, joined by "/": "medicamente/analgezice". */
  path: string;
  /** Per-language slug of this level (the main language's is the path's last part). */
  slug: Texts;
  title: Texts;
  description: Texts;
  seoTitle: Texts;
  seoDescription: Texts;
  /** 18+ age gate. */
  adultsOnly: boolean;
};

export type ImportBrand = { name: string; slug: string; country: string | null };

export type ImportSpecification = {
  key: string;
  type: "checkbox" | "radio";
  title: Texts;
  values: { key: string; title: Texts }[];
};

export type ImportProduct = {
  code: string;
  /** Category paths; the first is the product's main (breadcrumb) category. */
  categories: string[];
  /** Brand name, or null for none. */
  brand: string | null;
  title: Texts;
  /** Per-language slug; a missing one is made from the title. */
  slug: Texts;
  shortDescription: Texts;
  description: Texts;
  leaflet: Texts;
  unit: Texts;
  seoTitle: Texts;
  seoDescription: Texts;
  price: number;
  oldPrice: number | null;
  /** Stock per store by the store's number (1-based position); a store without a column keeps its stock. */
  stock: Map<number, number>;
  multiplicity: number;
  weightGr: number | null;
  prescription: boolean;
  homeDelivery: boolean;
  cardPayment: boolean;
  loyaltyPoints: number;
  sortPriority: number;
  preorder: boolean;
  active: boolean;
  /** Units sold; null keeps an existing product's count (0 for a new one). */
  salesCount: number | null;
  /** Date added (YYYY-MM-DD); null keeps an existing product's (today for a new one). */
  added: string | null;
  color: { hex: string; title: Texts } | null;
  variantGroup: string | null;
  /** Specification key -> value keys. */
  properties: Record<string, string[]>;
  associated: string[];
  similar: string[];
  compatible: string[];
  /** A drawn picture (no upload): the kind of thing and its colour. */
  art: { kind: string; color: string } | null;
};

export type ImportCatalogue = {
  categories: ImportCategory[];
  brands: ImportBrand[];
  specifications: ImportSpecification[];
  products: ImportProduct[];
};

export const SHEETS = ["categories", "brands", "specifications", "products"] as const;
export type SheetName = (typeof SHEETS)[number];

/** One bad cell or row: where it is and why, in words a shop owner can fix it from. */
export type ImportProblem = { sheet: SheetName; line: number; column: string; reason: string };

/** What the shop already has, for rows that refer to it (and slugs that must stay unique). */
export type ImportContext = {
  languages: string[];
  mainLanguage: string;
  /** How many stores the shop has: stock columns stock:1 .. stock:N. */
  storeCount: number;
  /** Kinds of drawn pictures the seed's artist knows. */
  artKinds: ReadonlySet<string>;
  existing: {
    categoryPaths: ReadonlySet<string>;
    brandNames: ReadonlySet<string>;
    /** "spec:value". */
    specValues: ReadonlySet<string>;
    productCodes: ReadonlySet<string>;
    /** "lang:slug" -> code of the product that has it. */
    productSlugs: ReadonlyMap<string, string>;
  };
};
