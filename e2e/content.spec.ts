import { createTranslator, type Locale } from "../packages/i18n/src/index.ts";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

type Settings = {
  langs: string[];
  mainUiInterface: { mainLang: Locale };
  has_product_of_the_day: boolean;
  pagination_option: string;
};
type Brand = { name: string; slug: string; product_count: number };
type BrandIndex = { letters: { letter: string; brands: Brand[] }[]; featured: Brand[] };
type ProductList = { products: { title: string }[] };
type Slider = { carouselName: string; products: unknown[] };
type MenuItem = { url: string };
type Listing = { category: { id: number; url: string } };

test.describe("home page content", () => {
  test("product blocks render server-side and accessibly in every language", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    for (const lang of settings.langs) {
      await test.step(lang, async () => {
        const fresh = await apiGet<ProductList>(theme, `/${lang}/main/slider-new_products/`, lang);
        const sliders = await apiGet<Slider[]>(theme, "/general/sliders", lang);
        // Server-rendered: the blocks are in the HTML before any script runs.
        const html = await (await page.request.get(`/${lang}`)).text();
        expect(html).toContain('data-carousel="home-new"');
        expect(html).toContain('data-carousel="home-category-carousel"');

        await page.goto(`/${lang}`);
        const newBlock = page.locator('[data-carousel="home-new"]');
        await expect(newBlock.getByRole("heading", { level: 2 })).toBeVisible();
        await expect(newBlock.locator("article")).toHaveCount(fresh.products.length);
        await expect(newBlock.locator("article h3").first()).toHaveText(fresh.products[0]?.title ?? "");
        // The sliders after the new products load as they near the screen (decision 0052).
        expect(html).not.toContain('data-carousel="home-discounts"');
        await page.getByTestId("home-sliders").scrollIntoViewIfNeeded();
        await expect(page.locator('[data-carousel="home-discounts"] article').first()).toBeVisible();
        await expect(page.locator('[data-carousel="home-popular"] article').first()).toBeVisible();
        for (const slider of sliders) {
          await expect(page.getByRole("heading", { level: 2, name: slider.carouselName })).toBeVisible();
        }
        await expect(page.locator('[data-carousel^="home-category-"] article').first()).toBeAttached();
        const deal = page.getByRole("heading", { name: /product of the day|produsul zilei|товар дня/i });
        if (settings.has_product_of_the_day) {
          await expect(deal).toBeVisible();
          await expect(page.getByRole("timer")).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
        } else {
          await expect(deal).toHaveCount(0);
        }
        await expect(page.getByRole("region", { name: /why|de ce|почему|чому/i })).toBeVisible();
        await expectAccessible(page);
      });
    }
  });

  test("slider buttons scroll the products", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang;
    const t = createTranslator(lang);
    await page.goto(`/${lang}`);
    const block = page.locator('[data-carousel="home-new"]');
    // The arrows (the cards have buttons of their own: add to cart).
    const prev = block.getByRole("button", { name: t("home.previous"), exact: true });
    const next = block.getByRole("button", { name: t("home.next"), exact: true });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(prev).toBeEnabled();
  });

  test("the product of the day counts down", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    test.skip(!settings.has_product_of_the_day, "the shop has the product of the day off");
    await page.goto(`/${settings.mainUiInterface.mainLang}`);
    const timer = page.getByRole("timer");
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? "", { timeout: 3000 });
  });
});

test.describe("brands", () => {
  test("brands by letter, featured brands, and a brand's products with sorting and paging", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang;
    const index = await apiGet<BrandIndex>(theme, "/general/brand/", lang);

    await page.goto(`/${lang}`);
    await page
      .locator("footer")
      .getByRole("link", { name: /brands|branduri|бренды|бренди/i })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/brands$`));
    const letters = page.getByRole("navigation", { name: /letter|literă|алфавит|абеткою/i });
    await expect(letters.getByRole("link")).toHaveCount(index.letters.length);
    const lastLetter = index.letters.at(-1)?.letter ?? "";
    await letters.getByRole("link", { name: lastLetter, exact: true }).click();
    await expect(page).toHaveURL(/#brands-/);
    await expect(page.getByRole("heading", { level: 2, name: lastLetter, exact: true })).toBeInViewport();
    await expect(page.getByRole("region", { name: /popular|популяр/i }).getByRole("link")).toHaveCount(
      index.featured.length,
    );
    await expectAccessible(page);

    const brand = index.featured[0] as Brand;
    await page
      .getByRole("region", { name: /popular|популяр/i })
      .getByRole("link", { name: new RegExp(brand.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/brands/${brand.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand.name);
    await expect(page.locator("main article").first()).toBeVisible();
    await expectAccessible(page);
    await page.locator("select#sort").selectOption("price+");
    await expect(page).toHaveURL(/sort=price%2B/);
    if (brand.product_count > 24 && settings.pagination_option !== "load_more") {
      await page.locator('main nav a[rel="next"]').click();
      await expect(page).toHaveURL(/page=2/);
    }
    expect((await page.goto(`/${lang}/brands/no-such-brand`))?.status()).toBe(404);
  });

  test("the brand name on a product page leads to the brand", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang;
    const index = await apiGet<BrandIndex>(theme, "/general/brand/", lang);
    const brand = index.featured[0] as Brand;
    const list = await apiGet<ProductList & { products: { url: string }[] }>(
      theme,
      `/general/brand/${brand.slug}`,
      lang,
    );
    await page.goto(`/${lang}/product/${list.products[0]?.url}`);
    await page.getByRole("link", { name: brand.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/brands/${brand.slug}$`));
  });
});

test.describe("category content", () => {
  test("a category with a banner shows it, with the category advantages", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang;
    const menu = await apiGet<MenuItem[]>(theme, "/general/menu_tree", lang);
    let found: { url: string; title: string } | null = null;
    for (const item of menu) {
      const listing = await apiGet<Listing>(theme, `/general/v2/category${item.url}/`, lang).catch(
        () => null,
      );
      if (!listing) continue;
      const banner = await apiGet<{ title: string }>(
        theme,
        `/general/banner-select/${listing.category.id}`,
        lang,
      ).catch(() => null);
      if (banner) {
        found = { url: listing.category.url, title: banner.title };
        break;
      }
    }
    if (!found) throw new Error(`no top-level category with a banner in ${theme}`);
    await page.goto(`/${lang}${found.url}`);
    const banner = page.getByTestId("category-banner");
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(found.title);
    expect(await banner.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(page.getByRole("region", { name: /why|de ce|почему|чому/i })).toBeVisible();
    await expectAccessible(page);
  });
});
