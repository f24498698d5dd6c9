import { demoSites } from "@sf/db/seed";
import { describe, expect, it } from "vitest";
import { build, site, tokens } from "./helper.ts";

const { app } = await build();

describe("site token (tenancy)", () => {
  it("answers 401 with {detail, code} when the token is missing", async () => {
    const res = await app.inject({ url: "/settings/global_site_settings" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Site token header is missing.", code: "invalid_site_token" });
  });

  it("answers 401 for an unknown token", async () => {
    const res = await app.inject({ url: "/general/menu_tree", headers: { token: "nope" } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("invalid_site_token");
  });

  it("serves each site its own settings and never another site's", async () => {
    for (const seed of demoSites) {
      const res = await app.inject({ url: "/settings/global_site_settings", headers: site(seed.code) });
      expect(res.statusCode).toBe(200);
      expect(res.json().project).toBe(seed.settings.project ?? seed.name);
      expect(res.json().langs).toEqual(seed.languages);
    }
  });

  it("scopes content, menus, pages and files by site", async () => {
    const pharmacy = demoSites.find((s) => s.code === "farmacie");
    const other = demoSites.find((s) => s.code === "ecom");
    if (!pharmacy || !other) throw new Error("demo sites missing");
    const pharmacyPage = pharmacy.pages[0]?.byLang.ro;
    if (!pharmacyPage) throw new Error("pharmacy has no ro page");

    const own = await app.inject({ url: `/page/${pharmacyPage.slug}`, headers: site("farmacie", "ro") });
    expect(own.statusCode).toBe(200);
    const foreign = await app.inject({ url: `/page/${pharmacyPage.slug}`, headers: site("ecom", "ro") });
    const otherHasSlug = other.pages.some((p) => p.byLang.ro?.slug === pharmacyPage.slug);
    if (!otherHasSlug) expect(foreign.statusCode).toBe(404);

    const menuA = await app.inject({ url: "/general/menu_tree", headers: site("farmacie", "ro") });
    const menuB = await app.inject({ url: "/general/menu_tree", headers: site("ecom", "ro") });
    const idsA = new Set(menuA.json().map((m: { id: number }) => m.id));
    expect(menuB.json().some((m: { id: number }) => idsA.has(m.id))).toBe(false);

    const banner = await app.inject({ url: "/base/slides_banner", headers: site("farmacie") });
    const image = banner.json()[0].image.replace(/^\/media\//, "");
    expect((await app.inject({ url: `/media/${image}`, headers: site("farmacie") })).statusCode).toBe(200);
    expect((await app.inject({ url: `/media/${image}`, headers: site("ecom") })).statusCode).toBe(404);
  });

  it("keeps /health and /docs public", async () => {
    expect((await app.inject({ url: "/health" })).statusCode).toBe(200);
    const docs = await app.inject({ url: "/docs/json" });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain("/settings/global_site_settings");
    expect(Object.keys(tokens)).toHaveLength(7);
  });
});
