import { describe, expect, it } from "vitest";
import { isChunkLoadError, shouldReloadAfterChunkError } from "../src/chunk-reload.ts";
import { isPrivatePath, pageCacheKey } from "../src/page-cache.ts";
import { canonicalPathRedirect } from "../src/url.ts";
import { extractUtm } from "../src/utm.ts";

describe("canonicalPathRedirect", () => {
  it("collapses double slashes and strips the trailing slash, keeping the query", () => {
    expect(canonicalPathRedirect("//ro//about/", "?a=1")).toBe("/ro/about?a=1");
    expect(canonicalPathRedirect("/ro/about/")).toBe("/ro/about");
  });
  it("leaves the root and canonical paths alone", () => {
    expect(canonicalPathRedirect("/")).toBeNull();
    expect(canonicalPathRedirect("/ro/about")).toBeNull();
    expect(canonicalPathRedirect("//")).toBe("/");
  });
});

describe("pageCacheKey", () => {
  const base = { method: "GET", pathname: "/ro/about", search: "", cookies: { i18n_redirected: "ro" } };
  it("caches a repeat visit whose language cookie matches the path", () => {
    expect(pageCacheKey(base, "default")).toBe("page:default:.u:/ro/about");
  });
  it("varies by user-group-id", () => {
    const key = pageCacheKey({ ...base, cookies: { ...base.cookies, "user-group-id": "2" } }, "default");
    expect(key).toBe("page:default:2.u:/ro/about");
  });
  it("varies by the visitor's cookie consent (the banner and the tags differ)", () => {
    const key = (consent: string) =>
      pageCacheKey({ ...base, cookies: { ...base.cookies, cookie_consent: consent } }, "default");
    expect(key("necessary,analytics")).toBe("page:default:.a:/ro/about");
    expect(key("necessary")).toBe("page:default:.n:/ro/about");
    expect(key("garbage")).toBe("page:default:.u:/ro/about");
  });
  it.each([
    ["a first visit", { cookies: {} }],
    ["a cookie of another language", { cookies: { i18n_redirected: "ru" } }],
    ["a query string", { search: "?utm_source=x" }],
    ["a POST", { method: "POST" }],
    ["a trailing slash", { pathname: "/ro/about/" }],
    ["a signed-in visitor", { cookies: { i18n_redirected: "ro", token: "abc" } }],
    ["the cart", { pathname: "/ro/cart" }],
    ["favorites", { pathname: "/ro/favorites" }],
    ["compare", { pathname: "/ro/compare" }],
    ["the account", { pathname: "/ro/account/orders" }],
  ])("does not cache %s", (_label, override) => {
    expect(pageCacheKey({ ...base, ...override }, "default")).toBeNull();
  });
});

describe("extractUtm", () => {
  it("keeps only the five UTM fields that are present", () => {
    const utm = extractUtm(new URLSearchParams("utm_source=fb&utm_medium=cpc&x=1&utm_term="));
    expect(utm).toEqual({ utm_source: "fb", utm_medium: "cpc" });
  });
  it("returns null without UTM fields", () => {
    expect(extractUtm(new URLSearchParams("page=2"))).toBeNull();
  });
});

describe("chunk reload guard", () => {
  it("reloads at most once per 60 s", () => {
    expect(shouldReloadAfterChunkError(null, 1000)).toBe(true);
    expect(shouldReloadAfterChunkError(1000, 60_999)).toBe(false);
    expect(shouldReloadAfterChunkError(1000, 61_000)).toBe(true);
  });
  it("recognises dynamic import failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });
});

describe("isPrivatePath", () => {
  it("names the visitor's own pages", () => {
    expect(isPrivatePath("/ro/cart")).toBe(true);
    expect(isPrivatePath("/ro/cart/data")).toBe(true);
    expect(isPrivatePath("/ru/favorites")).toBe(true);
    expect(isPrivatePath("/ro/quick-order")).toBe(true);
    expect(isPrivatePath("/ro/product/cart")).toBe(false);
    expect(isPrivatePath("/ro")).toBe(false);
  });
});
