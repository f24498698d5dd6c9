import { type InfoScreen, infoPageLinks } from "../packages/domain/src/info-pages.ts";
import { demoSiteTokens, themeConfigs } from "../packages/themes/src/index.ts";
import { API_URL, apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

type Settings = { langs: string[]; mainUiInterface: { mainLang: string }; project: string };

/** Every page of the foundation, in every language of the theme's site: SSR, no console errors, axe clean. */
const STATIC_PAGES = [
  "",
  "/about",
  "/contacts",
  "/delivery",
  "/cookies",
  "/policy",
  "/terms",
  "/articles",
  "/career",
  // The shop's reviews (with video reviews), gallery and partners.
  "/review",
  "/gallery",
  "/partners",
  "/special-offers",
  "/consultation",
  "/support",
  "/consent",
  // Accounts and the browser-kept lists (their empty states for a new visitor).
  "/login",
  "/registration",
  "/password/forgot",
  "/favorites",
  "/compare",
  // The empty cart and the brands index (the deep flows of both run on default and farmacie).
  "/cart",
  "/brands",
  // The theme's components for theme authors (noindex, not in the sitemap).
  "/ui-kit-demo",
];

/** The shop's pages a board has not (decision 0060): its visitor's lists, cart and brands. */
const SHOP_ONLY_PAGES = new Set(["/favorites", "/compare", "/cart", "/brands"]);
/** The board's own pages (an advert's page is taken from the sitemap). */
const BOARD_PAGES = ["/adverts", "/adverts?sort=price_asc"];

// One test per language, so the sweep spreads over the workers.
for (const lang of ["ro", "ru", "uk", "en"] as const)
  test(`every page renders in ${lang} without errors or serious axe violations`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    test.skip(!settings.langs.includes(lang), `the shop does not speak ${lang}`);
    const sitemap = await (
      await fetch(`${API_URL}/sitemap.xml`, { headers: { token: demoSiteTokens[theme] } })
    ).text();
    // The information screens this shop has (its footer links to them).
    const footer = await apiGet<{ info_pages?: InfoScreen[] }>(theme, "/settings/footer_settings", lang);
    const infoPages = infoPageLinks(footer.info_pages).map((link) => link.path);
    const cmsPages = [...sitemap.matchAll(new RegExp(`<loc>[^<]*?(/${lang}/page/[^<]+)</loc>`, "g"))].map(
      (m) => m[1],
    );
    expect(cmsPages.length, `CMS pages in ${lang}`).toBeGreaterThan(0);
    // One article per language is enough for a smoke test (e2e/articles.spec.ts goes deeper).
    const article = sitemap.match(new RegExp(`<loc>[^<]*?(/${lang}/articles/[^<]+)</loc>`))?.[1];
    expect(article, `an article in ${lang}`).toBeTruthy();
    // Likewise one special offer (e2e/special-offers.spec.ts goes deeper).
    const offer = sitemap.match(new RegExp(`<loc>[^<]*?(/${lang}/special-offers/[^<]+)</loc>`))?.[1];
    expect(offer, `a special offer in ${lang}`).toBeTruthy();
    // The meal-plan calculator, in the shops that have meal plans (the caterer's).
    const plans = await apiGet<{ menu: unknown[] }>(theme, "/general/menu-calculator?locality_id=1", lang);
    const board = themeConfigs[theme].product === "board";
    const ownPages = board
      ? [...STATIC_PAGES.filter((p) => !SHOP_ONLY_PAGES.has(p)), ...BOARD_PAGES]
      : STATIC_PAGES;
    // One advert's page per language on a board.
    const advert = board
      ? sitemap.match(new RegExp(`<loc>[^<]*?(/${lang}/advert/[^<]+)</loc>`))?.[1]
      : undefined;
    if (board) expect(advert, `an advert in ${lang}`).toBeTruthy();
    const paths = [
      ...[...ownPages, ...infoPages, ...(plans.menu.length ? ["/menu-calculator"] : [])].map(
        (p) => `/${lang}${p}`,
      ),
      ...cmsPages,
      article,
      offer,
      advert,
    ];
    for (const path of paths.filter((p): p is string => Boolean(p))) {
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

test("hydration keeps the server's page: one <html>, the stylesheet, the head, the content", async ({
  browser,
  page,
}, testInfo) => {
  // The browser hydrates with Preact what React rendered (decision 0012): compare the page
  // before any script ran with the page after hydration and after a client-side navigation.
  const theme = themeOf(testInfo);
  const lang = (await apiGet<Settings>(theme, "/settings/global_site_settings")).mainUiInterface.mainLang;
  const shape = () => ({
    roots: document.querySelectorAll("html").length,
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href")),
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    h1: document.querySelector("h1")?.textContent,
    sections: document.querySelectorAll("main section").length,
  });
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const serverPage = await noScript.newPage();
  await serverPage.goto(`/${lang}`);
  const before = await serverPage.evaluate(shape);
  await noScript.close();

  await page.goto(`/${lang}`);
  await page.waitForLoadState("networkidle");
  const after = await page.evaluate(shape);
  expect(after).toEqual(before);
  expect(after.stylesheets.length).toBeGreaterThan(0);
  // Styles still apply: the header has its theme background, not the default transparent.
  expect(
    await page
      .locator("header")
      .first()
      .evaluate((h) => getComputedStyle(h).backgroundColor),
  ).not.toBe("rgba(0, 0, 0, 0)");

  // A client-side navigation updates the head that hydration took over.
  await page.locator(`main a[href^="/${lang}/"]`).first().click();
  await expect(page).not.toHaveURL(new RegExp(`/${lang}$`));
  await expect.poll(() => page.evaluate(() => document.title)).not.toBe(before.title);
  const navigated = await page.evaluate(shape);
  expect(navigated.roots).toBe(1);
  expect(navigated.stylesheets).toEqual(before.stylesheets);
  expect(navigated.canonical).toContain(new URL(page.url()).pathname);
});
