import type { Localized } from "../../schema.ts";

type Lang = "ro" | "ru" | "uk" | "en";

/** One article in one language: its slug is made from the title. */
export type ArticleText = { title: string; summary: string; paragraphs: string[] };

export type ArticleSeed = {
  /** The key of one of the set's statuses. */
  status: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** The generated picture's gradient colours. */
  art: [string, string];
  byLang: Partial<Record<Lang, ArticleText>>;
};

/** A demo shop's articles and the list's tabs; languages the shop lacks are skipped when seeding. */
export type ArticleSetSeed = {
  statuses: { key: string; name: Localized }[];
  articles: ArticleSeed[];
};
