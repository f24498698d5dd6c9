type Lang = "ro" | "ru" | "uk" | "en";

/** One offer in one language: its slug is made from the title. */
export type PromotionText = { title: string; short: string; paragraphs: string[] };

/** Which of the shop's products an offer covers, by the catalogue seed's keys. */
export type PromotionProducts =
  | { category: string; discountedOnly?: boolean }
  | { brand: string }
  | { discountedOnly: true };

export type PromotionSeed = {
  /** Days from the seeding day: the start (usually negative) and the end (negative: already ended). */
  startDay: number;
  endDay: number;
  /** Switched off by the shop: hidden whatever its dates. */
  inactive?: boolean;
  showOnMainPage?: boolean;
  priority?: number;
  /** The generated banner's gradient colours. */
  art: [string, string];
  /** A YouTube or Vimeo page address. */
  video?: string;
  products: PromotionProducts;
  byLang: Partial<Record<Lang, PromotionText>>;
};
