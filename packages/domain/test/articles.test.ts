import { describe, expect, it } from "vitest";
import {
  ARTICLES_PAGE_SIZE,
  articleCardSizes,
  articleListRedirect,
  articleListSearch,
  articlePaging,
  parseArticleListQuery,
} from "../src/articles.ts";

describe("articleCardSizes", () => {
  it("makes the first two of every six large and the other four small", () => {
    const sizes = articleCardSizes(Array.from({ length: 14 }, (_, i) => i)).map((c) => c.size[0]);
    expect(sizes.join("")).toBe("llssssllssssll");
  });

  it("keeps the items in order and handles an empty list", () => {
    expect(articleCardSizes(["a", "b", "c"]).map((c) => c.item)).toEqual(["a", "b", "c"]);
    expect(articleCardSizes([])).toEqual([]);
  });
});

describe("articlePaging", () => {
  it("counts pages and names the neighbours", () => {
    expect(articlePaging(13, 1, 6)).toEqual({ pages: 3, offset: 0, next: 2, previous: null });
    expect(articlePaging(13, 2, 6)).toEqual({ pages: 3, offset: 6, next: 3, previous: 1 });
    expect(articlePaging(13, 3, 6)).toEqual({ pages: 3, offset: 12, next: null, previous: 2 });
  });

  it("gives an empty list one page and refuses pages past the last", () => {
    expect(articlePaging(0, 1)).toEqual({ pages: 1, offset: 0, next: null, previous: null });
    expect(articlePaging(0, 2)).toBeNull();
    expect(articlePaging(ARTICLES_PAGE_SIZE, 2)).toBeNull();
    expect(articlePaging(5, 0)).toBeNull();
    expect(articlePaging(5, 1.5)).toBeNull();
  });
});

describe("article list URL", () => {
  const q = (s: string) => parseArticleListQuery(new URLSearchParams(s));

  it("reads tab and page, anything unreadable as the first", () => {
    expect(q("tab=2&page=3")).toEqual({ tab: 2, page: 3 });
    expect(q("")).toEqual({ tab: 0, page: 1 });
    expect(q("tab=x&page=-4")).toEqual({ tab: 0, page: 1 });
    expect(q("page=0")).toEqual({ tab: 0, page: 1 });
    expect(q("page=99999999999999")).toEqual({ tab: 0, page: 1 });
  });

  it("drops tab 0 and page 1", () => {
    expect(articleListSearch({ tab: 0, page: 1 })).toBe("");
    expect(articleListSearch({ tab: 0, page: 2 })).toBe("?page=2");
    expect(articleListSearch({ tab: 3, page: 1 })).toBe("?tab=3");
    expect(articleListSearch({ tab: 3, page: 2 })).toBe("?tab=3&page=2");
  });

  it("redirects a non-canonical tab or page and keeps other parameters", () => {
    const r = (s: string) => articleListRedirect(new URLSearchParams(s));
    expect(r("")).toBeNull();
    expect(r("tab=2&page=2")).toBeNull();
    expect(r("utm_source=x")).toBeNull();
    expect(r("tab=0")).toBe("");
    expect(r("page=1&utm_source=x")).toBe("?utm_source=x");
    expect(r("tab=02&page=1")).toBe("?tab=2");
    expect(r("page=abc")).toBe("");
    expect(r("page=2&page=3")).toBe("?page=2");
  });
});
