import type { Localized } from "../../schema.ts";

/** One advantage block, written per language. `icon` is a lucide icon name the storefront knows. */
export type AdvantageSeed = { icon: string; title: Localized; text: Localized };

/**
 * The home page and content blocks of one demo shop. Categories and brands are named by the
 * catalogue's keys; the writer resolves them to ids once the catalogue is in the database.
 */
export type ShowcaseSeed = {
  /** Banners above category listings: generated artwork in two colours, a title, and the key
   * of the category the banner links to (its path in each language), if any. */
  banners: { category: string; art: { from: string; to: string }; title: Localized; link?: string }[];
  /** Categories of the home carousel, in order, each with a generated tile picture. */
  carousel: { category: string; art: { from: string; to: string } }[];
  /** Categories with product blocks on the home page. */
  categoryBlocks: string[];
  sliders: {
    slug: string;
    title: Localized;
    isProductPage?: boolean;
    rule: { codes: string[] } | { category: string } | { brand: string };
  }[];
  advantages: {
    main_page: AdvantageSeed[];
    product_page: AdvantageSeed[];
    category_page: AdvantageSeed[];
    product_why_we: AdvantageSeed[];
  };
};
