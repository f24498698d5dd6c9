/**
 * Articles (spec: "News"): the list's paging, its status tabs in the URL, and the list's layout
 * of large and small cards.
 */

/** Articles per page of the list: one chunk of the layout (two large cards, four small). */
export const ARTICLES_PAGE_SIZE = 6;

/** The list's layout repeats every ARTICLE_CHUNK cards: the first ARTICLE_LARGE_PER_CHUNK are large. */
export const ARTICLE_CHUNK = 6;
export const ARTICLE_LARGE_PER_CHUNK = 2;

/** How many recommended articles the detail page shows. */
export const RECOMMENDED_ARTICLES = 4;

export type ArticleCardSize = "large" | "small";

/** Each card's size: in every chunk of six, the first two are large and the other four small. */
export function articleCardSizes<T>(items: readonly T[]): { item: T; size: ArticleCardSize }[] {
  return items.map((item, index) => ({
    item,
    size: index % ARTICLE_CHUNK < ARTICLE_LARGE_PER_CHUNK ? "large" : "small",
  }));
}

export type ArticlePaging = {
  /** Pages in all, at least 1 (an empty list has one empty page). */
  pages: number;
  offset: number;
  next: number | null;
  previous: number | null;
};

/** Where a page starts and its neighbours; null when the page is past the last. */
export function articlePaging(
  total: number,
  page: number,
  pageSize = ARTICLES_PAGE_SIZE,
): ArticlePaging | null {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return {
    pages,
    offset: (page - 1) * pageSize,
    next: page < pages ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
  };
}

/** The list's state in its URL: `tab` is a status id (0: every status), `page` starts at 1. */
export type ArticleListQuery = { tab: number; page: number };

const WHOLE = /^\d{1,9}$/;

/** Reads the list's query string; anything unreadable is the first tab or the first page. */
export function parseArticleListQuery(params: URLSearchParams): ArticleListQuery {
  const tab = params.get("tab") ?? "";
  const page = params.get("page") ?? "";
  return {
    tab: WHOLE.test(tab) ? Number(tab) : 0,
    page: WHOLE.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/** The query string of a list state: `tab` dropped when 0, `page` dropped for page 1 (spec section 2). */
export function articleListSearch(query: ArticleListQuery): string {
  const params = new URLSearchParams();
  if (query.tab > 0) params.set("tab", String(query.tab));
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * The canonical query string when `tab` or `page` is spelled otherwise (`tab=0`, `page=1`,
 * junk) so the page redirects to it, keeping other parameters; null when the URL is canonical.
 */
export function articleListRedirect(params: URLSearchParams): string | null {
  const query = parseArticleListQuery(params);
  const tab = params.getAll("tab");
  const page = params.getAll("page");
  const tabOk = tab.length === 0 || (tab.length === 1 && query.tab > 0 && tab[0] === String(query.tab));
  const pageOk = page.length === 0 || (page.length === 1 && query.page > 1 && page[0] === String(query.page));
  if (tabOk && pageOk) return null;
  const out = new URLSearchParams(params);
  out.delete("tab");
  out.delete("page");
  if (query.tab > 0) out.set("tab", String(query.tab));
  if (query.page > 1) out.set("page", String(query.page));
  const search = out.toString();
  return search ? `?${search}` : "";
}
