import type { Localized } from "../../schema.ts";

type Lang = "ro" | "ru" | "uk" | "en";

/** A review of the shop, written in one language. */
export type ShopReviewSeed = {
  name: string;
  rating: number;
  text: string;
  /** YYYY-MM-DD */
  date: string;
  likes?: number;
  dislikes?: number;
};

/**
 * A demo shop's reviews page, gallery and partners (issue 14 C): reviews per language, video
 * reviews, albums of generated pictures, partners by region, the stores' staff. Languages the
 * shop lacks are skipped when seeding.
 */
export type ShopShowcaseSeed = {
  reviews: Partial<Record<Lang, ShopReviewSeed[]>>;
  videos: { url: string; title: Localized; art: [string, string] }[];
  albums: {
    title: Localized;
    description: Localized;
    /** The generated pictures' gradient colours. */
    art: [string, string];
    images: { caption: Localized; portrait?: boolean }[];
  }[];
  regions: { name: Localized; partners: { name: string; url: string | null }[] }[];
  /** `shop`: the index of the store (in the shop's seed) the person works in. */
  sellers: { name: string; role: Localized; shop: number | null; phone?: string; email?: string }[];
};
