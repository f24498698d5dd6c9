import type { Page } from "@playwright/test";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

type Settings = { langs: string[]; mainUiInterface: { mainLang: string } };
type Popular = { query: string; hits: number }[];
type Suggestions = { products: { title: string; url: string }[]; categories: { title: string }[] };

const SEARCH_BUTTON = /search|căut|поиск|пошук/i;

async function openSearch(page: Page) {
  await page.locator("header").getByRole("button", { name: SEARCH_BUTTON }).first().click();
  const box = page.getByRole("dialog").getByRole("combobox");
  await expect(box).toBeFocused();
  return box;
}

/** Requests the search box makes for suggestions (popular queries are asked for without `q`). */
function suggestionRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith("/search-suggestions") && url.searchParams.has("q")) urls.push(request.url());
  });
  return urls;
}

/** A popular query of the shop in the language that finds products (the demo seeds some). */
async function popularWithProducts(theme: ReturnType<typeof themeOf>, lang: string) {
  const popular = await apiGet<Popular>(theme, "/general/popular_query", lang);
  for (const { query } of popular) {
    const suggestions = await apiGet<Suggestions>(
      theme,
      `/general/v2/search/suggest/?query=${encodeURIComponent(query)}`,
      lang,
    );
    if (suggestions.products.length) return { popular, query, suggestions };
  }
  throw new Error(`no popular query with products for ${theme} ${lang}`);
}

test.describe("search box", () => {
  test("one character makes no request; two or more show products and categories", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang;
    const { query, suggestions } = await popularWithProducts(theme, lang);
    const requests = suggestionRequests(page);
    // A slow phone: a box whose value lagged a render behind once lost keystrokes here.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto(`/${lang}`);
    const box = await openSearch(page);

    await box.pressSequentially(query.slice(0, 1));
    await page.waitForTimeout(600);
    expect(requests, "a single character asks for nothing").toEqual([]);
    await expect(page.getByRole("dialog").getByRole("button", { name: /./, disabled: true })).toHaveCount(1);

    await box.pressSequentially(query.slice(1), { delay: 20 });
    const listbox = page.getByRole("listbox");
    const firstProduct = suggestions.products[0]?.title as string;
    await expect(listbox.getByRole("option", { name: firstProduct }).first()).toBeVisible();
    await expect(listbox.getByRole("group")).not.toHaveCount(0);
    expect(requests.length, "typing is debounced").toBeLessThan(query.length - 1);
    for (const url of requests)
      expect(new URL(url).searchParams.get("q")?.trim().length).toBeGreaterThanOrEqual(2);
    await expect(
      listbox
        .getByRole("option")
        .filter({ has: page.locator("img") })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    // Back under two characters: the suggestions go, the popular queries come back.
    await box.fill(query.slice(0, 1));
    await expect(listbox.getByRole("option", { name: firstProduct })).toHaveCount(0);
  });

  test("arrow keys and Enter open a suggested product", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang;
    const { query } = await popularWithProducts(theme, lang);
    await page.goto(`/${lang}`);
    const box = await openSearch(page);
    await box.fill(query);
    const products = page.getByRole("group").filter({ has: page.locator("#search-products") });
    await expect(products.getByRole("option").first()).toBeVisible();
    // Categories come first: move down until a product is the active option.
    for (let i = 0; i < 10 && !(await products.locator('[aria-selected="true"]').count()); i++) {
      await page.keyboard.press("ArrowDown");
    }
    const active = products.locator('[aria-selected="true"]');
    await expect(active).toHaveCount(1);
    await expect(box).toHaveAttribute("aria-activedescendant", (await active.getAttribute("id")) as string);
    const title = (await active.locator("span").first().textContent()) as string;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${lang}/product/`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("popular queries show in every language and open their results", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    for (const lang of settings.langs) {
      const popular = await apiGet<Popular>(theme, "/general/popular_query", lang);
      expect(popular.length, `${theme} ${lang} has popular queries`).toBeGreaterThan(0);
      await page.goto(`/${lang}`);
      await openSearch(page);
      const options = page.getByRole("listbox").getByRole("option");
      await expect(options).toHaveText(popular.map((p) => p.query));
      if (lang === settings.mainUiInterface.mainLang) await expectAccessible(page);
    }
    const lang = settings.mainUiInterface.mainLang;
    const { query } = await popularWithProducts(theme, lang);
    await page.goto(`/${lang}`);
    await openSearch(page);
    await page.getByRole("listbox").getByRole("option", { name: query, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/product_list\\?search=`));
    expect(new URL(page.url()).searchParams.get("search")).toBe(query);
    await expect(page.locator("main article").first()).toBeVisible();
  });

  test("a search that finds nothing offers the popular queries", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang;
    const { query } = await popularWithProducts(theme, lang);
    await page.goto(`/${lang}`);
    const box = await openSearch(page);
    await box.fill("qqxzzv");
    await box.press("Enter");
    await expect(page).toHaveURL(/product_list\?search=qqxzzv/);
    const popular = page.getByRole("region", { name: /./ }).filter({ has: page.locator("#popular-queries") });
    await expect(popular.getByRole("link").first()).toBeVisible();
    await expectAccessible(page);
    await popular.getByRole("link", { name: query, exact: true }).click();
    await expect(page).not.toHaveURL(/qqxzzv/);
    expect(new URL(page.url()).searchParams.get("search")).toBe(query);
    await expect(page.locator("main article").first()).toBeVisible();
  });
});

test.describe("spelling help", () => {
  test("a misspelt brand finds the brand and says so; nothing found offers a corrected query", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    test.skip(
      theme !== "default" && theme !== "farmacie",
      "the demo words are the default and farmacie shops'",
    );
    if (theme === "default") {
      await page.goto("/ro/product_list?search=fiskrs");
      await expect(page.getByTestId("search-corrected")).toHaveText("Afișăm rezultatele pentru „fiskars”.");
      await expect(page.locator("main article").first()).toContainText(/Fiskars/i);
      await page.goto("/ru/product_list?search=fiskrs");
      await expect(page.getByTestId("search-corrected")).toHaveText(
        "Показаны результаты по запросу «fiskars».",
      );
      await expectAccessible(page);
    } else {
      await page.goto("/ro/product_list?search=paracetmoll");
      const offer = page.getByTestId("search-did-you-mean");
      await expect(offer).toContainText("Ați vrut să spuneți:");
      await expectAccessible(page);
      await offer.getByRole("link", { name: "paracetamol" }).click();
      await expect(page).toHaveURL(/product_list\?search=paracetamol$/);
      await expect(page.locator("main article").first()).toBeVisible();
    }
  });
});
