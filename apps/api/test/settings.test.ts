import { demoSites } from "@sf/db/seed";
import { describe, expect, it } from "vitest";
import { build, site } from "./helper.ts";

const { app } = await build();

describe("GET /settings/global_site_settings", () => {
  it("fills every field with the spec's defaults", async () => {
    const res = await app.inject({ url: "/settings/global_site_settings", headers: site("default") });
    const body = res.json();
    expect(body.mainUiInterface.mainTheme).toBe("light_theme");
    expect(body.additional_settings.header_style).toBe("fixed");
    expect(body.product_display).toBe("grid");
    expect(body.pagination_option).toBe("pagination");
    expect(body.styles.additional_js_items).toEqual([]);
    // Trackers are off unless a shop sets them (the default demo shop sets made-up ones; ecom none).
    const ecom = await app.inject({ url: "/settings/global_site_settings", headers: site("ecom") });
    expect(ecom.json().sitesettingsstatistic.google_analytics_4).toBeNull();
  });

  it("reports the site's currency, languages and main language", async () => {
    const body = (await app.inject({ url: "/settings/global_site_settings", headers: site("ecom") })).json();
    expect(body.project_currency).toBe("RON");
    expect(body.is_romanian).toBe(true);
    expect(body.mainUiInterface.mainLang).toBe("ro");
    const ecaterix = (
      await app.inject({ url: "/settings/global_site_settings", headers: site("ecaterix") })
    ).json();
    expect(ecaterix.mainUiInterface.mainLang).toBe("ru");
  });

  it("names every demo shop's navigation types, which the original platform's clients read", async () => {
    for (const seed of demoSites) {
      // Stored with the shop, not only the contract's defaults.
      expect(seed.settings.mainUiInterface?.mainNavigationType, seed.code).toBeTruthy();
      expect(seed.settings.mainUiInterface?.topNavigationType, seed.code).toBeTruthy();
      const body = (
        await app.inject({ url: "/settings/global_site_settings", headers: site(seed.code) })
      ).json();
      expect(body.mainUiInterface, seed.code).toMatchObject({
        mainNavigationType: seed.settings.mainUiInterface?.mainNavigationType,
        topNavigationType: seed.settings.mainUiInterface?.topNavigationType,
      });
    }
  });

  it("answers with or without the trailing slash", async () => {
    const a = await app.inject({ url: "/settings/footer_settings/", headers: site("default") });
    const b = await app.inject({ url: "/settings/footer_settings", headers: site("default") });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
  });
});

describe("per-language content documents", () => {
  const urls = [
    ["/settings/footer_settings", "footer_settings"],
    ["/settings/terms_and_privacy_policy", "terms_and_privacy_policy"],
    ["/settings/delivery_page", "delivery_page"],
    ["/settings/about_us_page", "about_us_page"],
    ["/settings/main_page_settings", "main_page_settings"],
    ["/base/page-contacts", "page_contacts"],
    ["/settings/default-site-files/", "default_site_files"],
  ] as const;

  it("serves each document in each of the site's languages", async () => {
    for (const seed of demoSites) {
      for (const lang of seed.languages) {
        for (const [url, key] of urls) {
          const res = await app.inject({ url, headers: site(seed.code, lang) });
          expect(res.statusCode, `${seed.code} ${lang} ${url}`).toBe(200);
          // The footer also names the shop's information screens (info-pages.test.ts checks them).
          const { info_pages: _, ...stored } = res.json();
          expect(stored).toEqual(seed.content[key][lang]);
        }
      }
    }
  });

  it("falls back to the main language for a language the site lacks", async () => {
    const seed = demoSites.find((s) => !s.languages.includes("uk"));
    if (!seed) throw new Error("every demo site has uk");
    const res = await app.inject({
      url: "/settings/about_us_page",
      headers: site(seed.code, "uk-UA,uk;q=0.9"),
    });
    expect(res.json()).toEqual(seed.content.about_us_page[seed.mainLanguage]);
  });

  it("picks the language from a full Accept-Language header", async () => {
    const res = await app.inject({
      url: "/settings/delivery_page",
      headers: site("farmacie", "de-DE,ru;q=0.8,en;q=0.5"),
    });
    expect(res.json().title).toBe(
      demoSites.find((s) => s.code === "farmacie")?.content.delivery_page.ru?.title,
    );
  });
});
