import { articleDetailSchema, articleListSchema, recommendedArticlesSchema } from "@sf/contract";
import type { Client } from "./client.server.ts";

/** The shop's articles: the same for every visitor, so never sent with a session. */
export const articlesApi = (client: Client) => ({
  /** A page of the list; `statusId` 0 is every status. */
  list: ({ statusId, page }: { statusId: number; page: number }) => {
    const params = new URLSearchParams();
    if (statusId > 0) params.set("status_id", String(statusId));
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return client.shared(`/base/articles${search ? `?${search}` : ""}`, articleListSchema);
  },
  /** The list narrowed to the article with this slug (in any language). */
  bySlug: (slug: string) =>
    client.shared(`/base/articles?slug=${encodeURIComponent(slug)}`, articleListSchema),
  detail: (id: number) => client.shared(`/base/articles/${id}`, articleDetailSchema),
  recommended: (id: number) => client.shared(`/base/articles/recommended/${id}`, recommendedArticlesSchema),
});
