import type { Localized } from "../schema.ts";

/**
 * A shop's demo catalogue, written by hand per site. Keys (`key`, `code`) are stable ids used
 * to link records inside the seed; the database assigns numeric ids.
 */
export type CatalogueSeed = {
  categories: CategorySeed[];
  brands: BrandSeed[];
  /** Filterable specifications; `key` is the spec's `sp_key` used in filter query strings. */
  specifications: SpecificationSeed[];
  products: ProductSeed[];
};

export type CategorySeed = {
  key: string;
  title: Localized;
  /** Per-language slug, lowercase ascii with dashes, without slashes. Top-level categories use
   * the slug of the matching menu item url (e.g. menu url "/medicamente" -> slug "medicamente"). */
  slug: Localized;
  description?: Localized;
  seoTitle?: Localized;
  seoDescription?: Localized;
  /** 18+ age gate (alcohol, tobacco, adult products). */
  show18Popup?: boolean;
  children?: CategorySeed[];
};

export type BrandSeed = { key: string; name: string; country?: string };

export type SpecificationSeed = {
  key: string;
  title: Localized;
  type: "checkbox" | "radio";
  values: { key: string; title: Localized }[];
};

/** How the seed draws the product's picture (no downloads): a shape in a colour, with text. */
export type ProductArt = {
  shape:
    | "box"
    | "bottle"
    | "tube"
    | "blister"
    | "jar"
    | "spray"
    | "sachet"
    | "device"
    | "phone"
    | "laptop"
    | "tv"
    | "appliance"
    | "headphones"
    | "dish"
    | "plot"
    | "furniture"
    | "plant"
    | "tool";
  /** Main colour, hex. */
  color: string;
};

export type ProductSeed = {
  /** Shop's article code, unique within the site, e.g. "FF-10234". */
  code: string;
  /** Keys of the categories the product is in; the first is its main (breadcrumb) category. Use leaf categories. */
  categories: string[];
  brand: string;
  title: Localized;
  shortDescription: Localized;
  /** HTML: a few paragraphs and/or a list. */
  description: Localized;
  /** HTML: a medicine's leaflet (what the pharmacy product page shows in its own tab). */
  leaflet?: Localized;
  /** Unit of measurement shown after the price ("buc.", "шт.", "pcs", "kg"). */
  unit?: Localized;
  price: number;
  oldPrice?: number;
  /** Stock per shop of the site, in the order of the site's `shops`; missing entries mean 0. */
  stock: number[];
  /** Quantity step (e.g. 0.5 for kg); default 1. */
  multiplicity?: number;
  weightGr?: number;
  /** Specification values by specification key: value key(s). */
  specs: Record<string, string | string[]>;
  art: ProductArt;
  /** Prescription-only medicine (pharmacy). */
  isRecipe?: boolean;
  /** Deliverable to a home address; default true (false for prescription items). */
  homeDelivery?: boolean;
  cardPaymentAvailable?: boolean;
  /** Loyalty points given per unit. */
  loyaltyGive?: number;
  sortPriority?: number;
  /** Units sold so far (ranks the popular-products slider); default: a deterministic estimate. */
  salesCount?: number;
  /** Days since the product was added (for "newer" sorting and the new-products slider). */
  addedDaysAgo?: number;
  /** Out of stock but orderable in advance (use with an all-zero `stock`). */
  preorder?: boolean;
  /** This product's colour; products with the same `variantGroup` are its colour variants. */
  color?: { hex: string; title: Localized };
  variantGroup?: string;
  /** Codes of other products of the same site. */
  associated?: string[];
  similar?: string[];
  compatible?: string[];
};
