import { z } from "zod";

/** A tab of the article list (spec: news `statuses`): `status` is its stable key. */
export const articleStatusSchema = z.object({ id: z.number(), name: z.string(), status: z.string() });
export type ArticleStatus = z.infer<typeof articleStatusSchema>;

/** An article as the list and the recommendations show it. */
export const articleCardSchema = z.object({
  id: z.number(),
  /** The article's slug in the answer's language (its storefront URL is `/{lang}/articles/{slug}`). */
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  /** ISO date and time of publication. */
  published_at: z.string(),
  custom_status: articleStatusSchema.nullable(),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

/** `GET /base/articles`: one page of articles, newest first, and the tabs. */
export const articleListSchema = z.object({
  statuses: z.array(articleStatusSchema),
  list: z.array(articleCardSchema),
  totalCount: z.number(),
  pages: z.number(),
  /** The next and previous page numbers, null at either end. */
  next: z.number().nullable(),
  previous: z.number().nullable(),
  page_size: z.number(),
  current_page: z.number(),
  current_page_count: z.number(),
});
export type ArticleList = z.infer<typeof articleListSchema>;

/** `GET /base/articles/{id}`: the article in the request's language, and its slug in every language it has. */
export const articleDetailSchema = articleCardSchema.extend({
  lang: z.string(),
  /** Sanitised shop HTML. */
  html: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  /** Language -> the article's slug in it (for the language switcher and hreflang). */
  alternates: z.record(z.string(), z.string()),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const recommendedArticlesSchema = z.array(articleCardSchema);
