import { demoSiteTokens } from "../packages/themes/src/index.ts";
import { API_URL, apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

type Settings = { langs: string[]; mainUiInterface: { mainLang: string }; project: string };

/** Every page of the foundation, in every language of the theme's site: SSR, no console errors, axe clean. */
const STATIC_PAGES = ["", "/about", "/contacts", "/delivery", "/cookies", "/policy", "/terms"];

test("every page renders in every language without errors or serious axe violations", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const theme = themeOf(testInfo);
  const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
  const sitemap = await (
    await fetch(`${API_URL}/sitemap.xml`, { headers: { token: demoSiteTokens[theme] } })
  ).text();

  for (const lang of settings.langs) {
    const cmsPages = [...sitemap.matchAll(new RegExp(`<loc>[^<]*?(/${lang}/page/[^<]+)</loc>`, "g"))].map(
      (m) => m[1],
    );
    expect(cmsPages.length, `CMS pages in ${lang}`).toBeGreaterThan(0);
    const paths = [...STATIC_PAGES.map((p) => `/${lang}${p}`), ...cmsPages].filter((p): p is string =>
      Boolean(p),
    );
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("h1").first()).toBeVisible();
        expect(await page.title()).not.toBe("");
        await expectAccessible(page);
      });
    }
    for (const path of [`/${lang}/404`, `/${lang}/no-such-page/at-all`, `/${lang}/page/no-such-slug`]) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectAccessible(page);
      });
    }
  }
});

test("the server renders the page before any script runs", async ({ browser }, testInfo) => {
  const theme = themeOf(testInfo);
  const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const lang = settings.mainUiInterface.mainLang;
  await page.goto(`/${lang}/about`);
  const about = await apiGet<{ title: string }>(theme, "/settings/about_us_page", lang);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.title);
  await expect(page.locator("footer")).toContainText(settings.project);
  await context.close();
});
