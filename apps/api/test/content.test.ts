import { demoSites } from "@sf/db";
import { describe, expect, it } from "vitest";
import { build, site } from "./helper.ts";

const { app } = await build();
const farmacie = demoSites.find((s) => s.code === "farmacie");
if (!farmacie) throw new Error("farmacie seed missing");

describe("GET /general/menu_tree", () => {
  it("returns nested items with the spec's fields, titles in the request language", async () => {
    const res = await app.inject({ url: "/general/menu_tree", headers: site("farmacie", "ru") });
    expect(res.statusCode).toBe(200);
    const tree = res.json();
    expect(tree).toHaveLength(farmacie.menu.length);
    expect(Object.keys(tree[0]).sort()).toEqual(
      ["badge", "icon", "id", "image", "product_count", "subcategories", "title", "url"].sort(),
    );
    expect(tree[0].title).toBe(farmacie.menu[0]?.title.ru);
    const withChildren = farmacie.menu.findIndex((m) => m.children?.length);
    expect(tree[withChildren].subcategories).toHaveLength(farmacie.menu[withChildren]?.children?.length ?? 0);
  });
});

describe("GET /page/{slug}/", () => {
  const page = farmacie.pages[0];
  if (!page?.byLang.ro || !page.byLang.ru) throw new Error("farmacie needs a page in ro and ru");
  const ro = page.byLang.ro;
  const ru = page.byLang.ru;

  it("returns html, ignore_layout and show_breadcrumbs", async () => {
    const res = await app.inject({ url: `/page/${ro.slug}/`, headers: site("farmacie", "ro") });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: ro.slug,
      title: ro.title,
      html: ro.html,
      ignore_layout: page.ignoreLayout ?? false,
      show_breadcrumbs: page.showBreadcrumbs ?? true,
    });
    expect(res.json().alternates.ru).toBe(ru.slug);
  });

  it("resolves another language's slug to the page in the requested language", async () => {
    const res = await app.inject({ url: `/page/${ro.slug}`, headers: site("farmacie", "ru") });
    expect(res.json()).toMatchObject({ slug: ru.slug, lang: "ru", title: ru.title });
  });

  it("answers 404 for an unknown slug and 400 for a malformed one", async () => {
    const missing = await app.inject({ url: "/page/no-such-page", headers: site("farmacie") });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Page not found.", code: "not_found" });
    const bad = await app.inject({ url: "/page/%3Cscript%3E", headers: site("farmacie") });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().slug).toEqual(["Invalid slug."]);
  });
});

describe("contacts and banners", () => {
  it("lists shops with an open flag and a schedule", async () => {
    const res = await app.inject({ url: "/base/contacts", headers: site("farmacie", "ro") });
    const shops = res.json();
    expect(shops).toHaveLength(farmacie.shops.length);
    expect(typeof shops[0].isOpen).toBe("boolean");
    expect(shops[0].schedule).not.toBe("");
    const allDay = shops.find((s: { hours: string[] }) => s.hours.every((h) => h === "00:00-24:00"));
    if (allDay) expect(allDay.isOpen).toBe(true);
  });

  it("filters banners by show_on and rejects an unknown value with 400", async () => {
    const all = (await app.inject({ url: "/base/slides_banner", headers: site("farmacie", "ro") })).json();
    expect(all).toHaveLength(farmacie.slides.length);
    const main = (
      await app.inject({ url: "/base/slides_banner?show_on=main", headers: site("farmacie") })
    ).json();
    expect(main.every((s: { show_on: string }) => s.show_on === "main")).toBe(true);
    const bad = await app.inject({ url: "/base/slides_banner?show_on=sideways", headers: site("farmacie") });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["show_on"]);
  });
});

describe("bad input", () => {
  it("answers 404 JSON for an unknown route and 400 for malformed JSON, never 500", async () => {
    const unknown = await app.inject({ url: "/nowhere", headers: site("default") });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("not_found");
    const body = await app.inject({
      method: "POST",
      url: "/settings/global_site_settings",
      headers: { ...site("default"), "content-type": "application/json" },
      payload: "{oops",
    });
    expect(body.statusCode).toBeGreaterThanOrEqual(400);
    expect(body.statusCode).toBeLessThan(500);
  });

  it("rejects a media path that climbs out", async () => {
    const res = await app.inject({ url: "/media/..%2F..%2Fetc/passwd", headers: site("default") });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every page in every language with hreflang alternates", async () => {
    const res = await app.inject({
      url: "/sitemap.xml?origin=https://shop.example",
      headers: site("farmacie"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    for (const lang of farmacie.languages) {
      expect(res.body).toContain(`<loc>https://shop.example/${lang}/about</loc>`);
      expect(res.body).toContain(`hreflang="${lang}"`);
    }
    expect(res.body).toContain(`/ro/page/${farmacie.pages[0]?.byLang.ro?.slug}`);
    expect(res.body).toContain('hreflang="x-default"');
  });

  it("rejects an origin that is not an http(s) URL", async () => {
    const res = await app.inject({
      url: "/sitemap.xml?origin=javascript:alert(1)",
      headers: site("farmacie"),
    });
    expect(res.statusCode).toBe(400);
  });
});
