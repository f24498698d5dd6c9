import type { Page } from "@playwright/test";
import { createTranslator, type Locale } from "../packages/i18n/src/index.ts";
import { siteLanguages } from "./shop-data.ts";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

type Theme = ReturnType<typeof themeOf>;
type MenuItem = { url: string; title: string; subcategories: MenuItem[] };
type Option = { keyword: string; title: string; count: number };
type Listing = {
  category: { url: string; title: string };
  products: { title: string }[];
  filters: { keyword: string; title: string; options: Option[] }[];
  totalCount: number;
};

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The menu's top-level categories with products, as the API lists them. */
async function categories(theme: Theme, lang: string): Promise<Listing[]> {
  const menu = await apiGet<MenuItem[]>(theme, "/general/menu_tree", lang);
  const listings = await Promise.all(
    menu.map((item) => apiGet<Listing>(theme, `/general/v2/category${item.url}/`, lang).catch(() => null)),
  );
  return listings.filter((l): l is Listing => Boolean(l?.totalCount));
}

/** A category with an option that narrows it, and that option. */
async function filterable(theme: Theme, lang: string) {
  for (const listing of await categories(theme, lang)) {
    for (const filter of listing.filters) {
      const option = filter.options.find((o) => o.count > 0 && o.count < listing.totalCount);
      if (option) return { listing, filter, option };
    }
  }
  throw new Error(`no category with a narrowing filter for ${theme}`);
}

const count = (theme: Theme, lang: string, url: string, search = "") =>
  apiGet<Listing>(theme, `/general/v2/category${url}/${search}`, lang).then((l) => l.totalCount);

/** The page has hydrated once its effects pushed view_item_list. */
async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
            (e) => e.event === "view_item_list",
          ).length,
      ),
    )
    .toBeGreaterThan(0);
}

test.describe("listing on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const lang of ["ro", "ru"] as const) {
    test(`the first product card is on the first screen of every category (${lang})`, async ({
      page,
    }, testInfo) => {
      const theme = themeOf(testInfo);
      test.skip(!(await siteLanguages(theme)).includes(lang), `the shop has no ${lang}`);
      const listings = await categories(theme, lang);
      expect(listings.length).toBeGreaterThan(0);
      for (const listing of listings) {
        await page.goto(`/${lang}${listing.category.url}`);
        const box = await page.locator("main article").first().boundingBox();
        expect(box, listing.category.url).not.toBeNull();
        // Its top is on the screen, above the phone's bottom bar.
        expect(box?.y ?? PHONE.height, listing.category.url).toBeLessThan(PHONE.height - 120);
        // The filter bar stays under the header while the products scroll (a listing long enough
        // to scroll past its first two rows).
        if (listing.products.length < 5) continue;
        const bar = page.getByTestId("filter-bar");
        await page.locator("main article").nth(4).scrollIntoViewIfNeeded();
        await expect(async () => {
          const header = await page.locator("header").first().boundingBox();
          const barBox = await bar.boundingBox();
          expect(barBox?.y).toBeGreaterThanOrEqual(0);
          expect(barBox?.y).toBeLessThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) + 1);
        }).toPass({ timeout: 5_000 });
      }
    });
  }

  test("the filter sheet counts each choice, applies and resets", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const languages = await siteLanguages(theme);
    for (const lang of (["ro", "ru"] as const).filter((l) => languages.includes(l))) {
      const t = createTranslator(lang as Locale);
      const { listing, filter, option } = await filterable(theme, lang);
      const search = `?filter=${encodeURIComponent(`${filter.keyword}:${option.keyword}`)}`;
      const narrowed = await count(theme, lang, listing.category.url, search);
      await page.goto(`/${lang}${listing.category.url}`);
      await hydrated(page);

      const open = page.getByTestId("filter-bar").getByRole("button", { name: t("catalogue.filters") });
      await open.click();
      const sheet = page.getByRole("dialog", { name: t("catalogue.filters") });
      await expect(sheet).toBeVisible();
      const status = sheet.getByRole("status");
      await expect(status).toHaveText(t("catalogue.productCount", { count: listing.totalCount }));

      // A choice: the sheet counts it, the URL waits for Apply.
      const group = sheet.getByRole("group", { name: filter.title });
      await group.getByRole("checkbox", { name: option.title }).check();
      await expect(status).toHaveText(t("catalogue.productCount", { count: narrowed }));
      await expect(status).toHaveAttribute("aria-busy", "false");
      expect(page.url()).not.toContain("filter=");
      await expectAccessible(page);

      await sheet.getByRole("button", { name: t("catalogue.apply") }).click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`filter=${filter.keyword}%3A${option.keyword}`));
      await expect(
        page.locator("main").getByText(t("catalogue.productCount", { count: narrowed }), { exact: true }),
      ).toBeVisible();
      await expect(open).toBeFocused();
      await expect(open).toContainText("1");

      // Reset clears the choices in the sheet; Apply shows the whole category again.
      await open.click();
      await expect(sheet.getByRole("checkbox", { name: option.title })).toBeChecked();
      await sheet.getByRole("button", { name: t("catalogue.resetShort") }).click();
      await expect(sheet.getByRole("checkbox", { name: option.title })).not.toBeChecked();
      await expect(status).toHaveText(t("catalogue.productCount", { count: listing.totalCount }));
      await sheet.getByRole("button", { name: t("catalogue.apply") }).click();
      await expect(page).not.toHaveURL(/filter=/);
      await expect(page.locator("main article").first()).toBeVisible();

      // Escape closes the sheet without applying anything.
      await open.click();
      await sheet.getByRole("checkbox", { name: option.title }).check();
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      expect(page.url()).not.toContain("filter=");
    }
  });
});

test.describe("listing on a phone without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the filter bar shows the filters in the page, and they filter", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const lang = "ro";
    const t = createTranslator(lang);
    const { listing, filter, option } = await filterable(theme, lang);
    const search = `?filter=${encodeURIComponent(`${filter.keyword}:${option.keyword}`)}`;
    const narrowed = await count(theme, lang, listing.category.url, search);
    await page.goto(`/${lang}${listing.category.url}`);
    const filters = page.getByRole("complementary", { name: t("catalogue.filters") });
    await expect(filters).toBeHidden();
    const box = await page.locator("main article").first().boundingBox();
    expect(box?.y ?? PHONE.height).toBeLessThan(PHONE.height - 120);

    await page
      .getByTestId("filter-bar")
      .getByRole("button", { name: t("catalogue.filters") })
      .click();
    await expect(page).toHaveURL(/#listing-filters$/);
    await expect(filters).toBeVisible();
    await filters.locator(`a[href*="${filter.keyword}%3A${option.keyword}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`filter=${filter.keyword}%3A${option.keyword}`));
    await expect(page.locator("main article")).toHaveCount(Math.min(narrowed, listing.products.length));
    // The filters fold away again once applied; the sort still works through its form.
    await expect(filters).toBeHidden();
  });
});

test.describe("listing on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("keeps the filters in the sidebar, without the phone's filter button", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const lang = "ro";
    const t = createTranslator(lang);
    const { listing, filter } = await filterable(theme, lang);
    await page.goto(`/${lang}${listing.category.url}`);
    const sidebar = page.getByRole("complementary", { name: t("catalogue.filters") });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("heading", { name: filter.title })).toBeVisible();
    const sidebarBox = await sidebar.boundingBox();
    const firstCard = await page.locator("main article").first().boundingBox();
    expect((sidebarBox?.x ?? 0) + (sidebarBox?.width ?? 0)).toBeLessThanOrEqual(firstCard?.x ?? 0);
    await expect(
      page.getByTestId("filter-bar").getByRole("button", { name: t("catalogue.filters") }),
    ).toBeHidden();
    await expect(page.locator("select#sort")).toBeVisible();
  });
});
