import { themeConfigs } from "../packages/themes/src/index.ts";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

type Settings = { langs: string[]; mainUiInterface: { mainLang: string }; pagination_option: string };
type MenuItem = { url: string; title: string; subcategories: MenuItem[] };
type Listing = {
  category: { url: string; alternates: Record<string, string> };
  products: { url: string; title: string }[];
  filters: { keyword: string; options: { keyword: string; count: number }[] }[];
  totalCount: number;
  pages: number;
};

/** The first top-level menu category with products (menu urls are category paths). */
async function firstCategory(theme: ReturnType<typeof themeOf>, lang: string) {
  const menu = await apiGet<MenuItem[]>(theme, "/general/menu_tree", lang);
  for (const item of menu) {
    const listing = await apiGet<Listing>(theme, `/general/v2/category${item.url}/`, lang).catch(() => null);
    if (listing?.totalCount) return listing;
  }
  throw new Error(`no category with products for ${theme}`);
}

test.describe("catalogue", () => {
  // A board has no catalogue, product pages or product search (decision 0060): e2e/board.spec.ts
  // covers its listing and adverts; only the 404 test below holds for it too.
  const skipOnBoard = (testInfo: Parameters<typeof themeOf>[0]) =>
    test.skip(themeConfigs[themeOf(testInfo)].product === "board", "the board has no catalogue");

  test("category listings and product pages render in every language, accessibly", async ({
    page,
  }, testInfo) => {
    skipOnBoard(testInfo);
    test.setTimeout(240_000);
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    for (const lang of settings.langs) {
      const listing = await firstCategory(theme, lang);
      await test.step(`${lang} listing`, async () => {
        const response = await page.goto(`/${lang}${listing.category.url}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("main article").first()).toBeVisible();
        await expectAccessible(page);
      });
      const product = listing.products[0];
      if (!product) throw new Error("listing without products");
      await test.step(`${lang} product`, async () => {
        const response = await page.goto(`/${lang}/product/${product.url}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(jsonLd.some((s) => s.includes('"@type":"Product"'))).toBe(true);
        expect(jsonLd.some((s) => s.includes('"@type":"BreadcrumbList"'))).toBe(true);
        await expectAccessible(page);
      });
    }
  });

  test("filters, sorting and paging change the listing through the URL", async ({ page }, testInfo) => {
    skipOnBoard(testInfo);
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang;
    const listing = await firstCategory(theme, lang);
    await page.goto(`/${lang}${listing.category.url}`);
    const filter = listing.filters.find((f) =>
      f.options.some((o) => o.count > 0 && o.count < listing.totalCount),
    );
    if (filter) {
      // The largest choice: many of its cards are ones the page had not hydrated yet (below the
      // first row); they must all show after the client-side navigation.
      const option = filter.options
        .filter((o) => o.count > 0 && o.count < listing.totalCount)
        .sort((a, b) => b.count - a.count)[0] as { keyword: string; count: number };
      await page.locator(`aside a[href*="${filter.keyword}%3A${option.keyword}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`filter=${filter.keyword}%3A${option.keyword}`));
      await expect(page.locator('aside a[aria-current="true"]')).toHaveCount(1);
      const pageSize = listing.pages > 1 ? listing.products.length : Number.POSITIVE_INFINITY;
      await expect(page.locator("main article")).toHaveCount(Math.min(option.count, pageSize));
      await page.getByRole("link", { name: /reset|resetează|сбросить|скинути/i }).click();
      await expect(page).not.toHaveURL(/filter=/);
    }
    await page.locator("select#sort").selectOption("price+");
    await expect(page).toHaveURL(/sort=price%2B/);
    if (listing.pages > 1) {
      const next =
        settings.pagination_option === "load_more"
          ? page.getByRole("link", { name: /show more|arată mai multe|показать ещё|показати ще/i })
          : page.locator('main nav a[rel="next"]');
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      const pastEnd = await page.goto(`/${lang}${listing.category.url}?page=${listing.pages + 1}`);
      expect(pastEnd?.status()).toBe(404);
    }
  });

  test("the language switcher on a product lands on the same product", async ({ page }, testInfo) => {
    skipOnBoard(testInfo);
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const [from, to] = settings.langs as [string, string];
    const listing = await firstCategory(theme, from);
    const product = listing.products[0] as { url: string };
    await page.goto(`/${from}/product/${product.url}`);
    await page.locator("header").getByRole("link", { name: to, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${to}/product/[a-z0-9-]+$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const wrongLanguage = await page.goto(`/${to}/product/${product.url}`);
    expect(wrongLanguage?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/${to}/product/`));
  });

  test("unknown categories and products are 404 pages", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang;
    for (const path of [
      `/${lang}/no-such-category`,
      `/${lang}/product/no-such-product`,
      `/${lang}/a/b/c/d/e/f/g/h`,
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });

  test("search finds products from the header", async ({ page }, testInfo) => {
    skipOnBoard(testInfo);
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang;
    const listing = await firstCategory(theme, lang);
    const word = (listing.products[0]?.title ?? "").split(/\s+/).find((w) => w.length > 3) ?? "";
    await page.goto(`/${lang}`);
    await page
      .locator("header")
      .getByRole("button", { name: /search|căut|поиск|пошук/i })
      .first()
      .click();
    await page.getByRole("combobox").fill(word);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/product_list\?search=/);
    await expect(page.locator("main article").first()).toBeVisible();
    await expectAccessible(page);
  });
});
