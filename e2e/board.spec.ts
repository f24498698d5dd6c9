import { demoSiteTokens } from "../packages/themes/src/index.ts";
import { API_URL, apiGet, expect, expectAccessible, test } from "./support.ts";

/**
 * The land board's public screens (issue 17, decision 0060) on the terenuri site, in ro and ru:
 * finding adverts by place and price, sorting, the map, an advert's page (phone, currency,
 * report, SEO), the filter form without JavaScript, and no trace of the shop.
 * Runs on the terenuri project only (playwright.config.ts).
 */
type Place = { id: number; slug: string; name: string };
type Card = { id: number; slug: string; title: string; display_price: { amount: number; currency: string } };
type List = { results: Card[]; totalCount: number };
type Detail = Card & { phone_views: number; title_ro: string; title_ru: string; images: unknown[] };

const adverts = (lang: string, query: Record<string, string> = {}) =>
  apiGet<List>("terenuri", `/general/v2/product?${new URLSearchParams(query)}`, lang);
const regions = (lang: string) => apiGet<Place[]>("terenuri", "/api/advert-regions/", lang);
const detail = (slug: string, lang = "ro") => apiGet<Detail>("terenuri", `/api/adverts/${slug}/`, lang);
/** "28 000 €" -> 28000 (spec section 9: space thousands, a decimal point). */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, "").replace(/\.$/, ""));

const SHOP_WORDS =
  /coș(ul)?\b|adaugă în coș|în stoc|livrare gratuit|корзин|в наличии|добавить в корзину|rețet|рецепт/i;

for (const lang of ["ro", "ru"] as const) {
  test(`finds adverts by region and by price (${lang})`, async ({ page }) => {
    const chisinau = (await regions(lang)).find((r) => r.slug === "chisinau") as Place;
    const expected = await adverts(lang, { filters: JSON.stringify({ region: chisinau.id }) });
    await page.goto(`/${lang}/adverts`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await page.locator("#filter-region").selectOption(String(chisinau.id));
    // The cascade loads the region's places once a region is chosen.
    await expect(page.locator("#filter-location option")).not.toHaveCount(1);
    await page.getByTestId("advert-search").click();
    await expect(page).toHaveURL(new RegExp(`region=${chisinau.id}`));
    await expect(page.getByTestId("adverts-total")).toContainText(String(expected.totalCount));
    const places = await page.getByTestId("advert-place").allTextContents();
    expect(places.length).toBeGreaterThan(0);

    // A price ceiling in euros: every advert shown costs at most that.
    const ceiling = 30_000;
    const cheap = await adverts(lang, {
      filters: JSON.stringify({ region: chisinau.id, price_to: ceiling }),
    });
    await page.locator('input[name="price_to"]').fill(String(ceiling));
    await page.getByTestId("advert-search").click();
    await expect(page).toHaveURL(/price_to=30000/);
    await expect(page.getByTestId("adverts-total")).toContainText(String(cheap.totalCount));
    for (const text of await page.getByTestId("advert-price").allTextContents()) {
      expect(text).toContain("€");
      expect(amountOf(text)).toBeLessThanOrEqual(ceiling);
    }
    // The first load shows half a page (spec section 4); "show more" shows the rest.
    if (cheap.totalCount > 10) {
      await expect(page.getByTestId("advert-card")).toHaveCount(10);
      await page.getByTestId("adverts-more").click();
      await expect(page.getByTestId("advert-card")).toHaveCount(Math.min(20, cheap.totalCount));
    }
    await expectAccessible(page);
  });
}

test("a region picked before the page has hydrated still loads its places", async ({ page }) => {
  const chisinau = (await regions("ro")).find((r) => r.slug === "chisinau") as Place;
  // The page hydrates once its messages have arrived: held back until after the pick.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/ro-[^/]+\.json$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/ro/adverts", { waitUntil: "domcontentloaded" });
  await page.locator("#filter-region").selectOption(String(chisinau.id));
  // Nothing handles the choice yet: the region's places are not there.
  await expect(page.locator("#filter-location option")).toHaveCount(1);
  release();
  // Once hydrated the page tells the form of the choice, which loads the region's places.
  await expect(page.locator("#filter-location option")).not.toHaveCount(1);
  await expect(page.locator("#filter-region")).toHaveValue(String(chisinau.id));
  await page.getByTestId("advert-search").click();
  await expect(page).toHaveURL(new RegExp(`region=${chisinau.id}`));
});

test("sorts through the sorting modal", async ({ page }) => {
  await page.goto("/ro/adverts");
  await page.getByTestId("sort-open").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("link", { name: "Prețul: crescător" }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(dialog).toBeHidden();
  const prices = (await page.getByTestId("advert-price").allTextContents()).map(amountOf);
  expect(prices.length).toBeGreaterThan(1);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  const cheapest = (await adverts("ro", { sortBy: "price_asc" })).results[0] as Card;
  await expect(page.getByTestId("advert-card").first()).toContainText(cheapest.title);
});

test("the map opens on demand, draws the server's clusters without tiles, and a pin leads to its advert", async ({
  page,
}) => {
  const leaflet: string[] = [];
  const tiles: string[] = [];
  page.on("request", (request) => {
    if (/leaflet|adverts-map\.client/i.test(request.url())) leaflet.push(request.url());
    if (/tile\.openstreetmap|\/\d+\/\d+\/\d+\.png/.test(request.url())) tiles.push(request.url());
  });
  // Above the prices of the adverts other specs post meanwhile (some without a point on the map).
  await page.goto("/ru/adverts?price_from=20000");
  await page.waitForLoadState("networkidle");
  expect(leaflet, "Leaflet is not part of the listing's first load").toEqual([]);
  const { totalCount } = await adverts("ru", { filters: JSON.stringify({ price_from: 20000 }) });
  await page.getByTestId("map-toggle").click();
  const map = page.getByTestId("adverts-map");
  await expect(map.locator(".advert-map-cluster, .advert-map-pin").first()).toBeVisible();
  await expect(page.getByTestId("map-total")).toHaveText(new RegExp(`^${totalCount} объявлени\\S* на карте`));
  // The clusters' counts add up to the adverts on the map.
  const counts = await map.locator(".advert-map-cluster span").allTextContents();
  const singles = await map.locator(".advert-map-pin").count();
  expect(counts.reduce((sum, c) => sum + Number(c), 0) + singles).toBe(totalCount);
  expect(tiles).toEqual([]);
  // Zoom into groups until one advert stands alone, then open it.
  for (let i = 0; i < 8 && (await map.locator(".advert-map-pin").count()) === 0; i++) {
    await map.locator(".advert-map-cluster").first().click();
    await page.waitForTimeout(600);
  }
  await map.locator(".advert-map-pin").first().click();
  const link = map.getByTestId("map-advert-link");
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/ru\/advert\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

for (const [lang, index] of [
  ["ro", 2],
  ["ru", 3],
] as const) {
  test(`an advert's page: price and currency, phone, report, SEO (${lang})`, async ({ page }) => {
    // The dearest seeded adverts: other specs post cheaper ones (some without a point) meanwhile.
    const card = (await adverts(lang, { sortBy: "price_desc" })).results[index] as Card;
    const before = await detail(card.slug, lang);
    const response = await page.goto(`/${lang}/advert/${card.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      lang === "ro" ? before.title_ro : before.title_ru,
    );
    await expect(page.getByTestId("advert-gallery")).toBeVisible();
    await expect(page.getByTestId("advert-price")).toContainText("€");
    await expect(page.getByTestId("advert-price-per-are")).toContainText(lang === "ro" ? "€ / ar" : "€ / ар");

    // SEO: JSON-LD, canonical and hreflang between ro and ru.
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
    expect(jsonLd).toContain('"@type":"RealEstateListing"');
    expect(jsonLd).toContain('"@type":"Offer"');
    expect(jsonLd).toContain('"@type":"GeoCoordinates"');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/${lang}/advert/${card.slug}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ro"]')).toHaveAttribute(
      "href",
      new RegExp(`/ro/advert/${card.slug}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
      "href",
      new RegExp(`/ru/advert/${card.slug}$`),
    );

    // The currency switch: the price and the price per are in lei.
    await page.getByTestId("currency-switch").getByRole("link", { name: "MDL" }).click();
    await expect(page).toHaveURL(/currency=MDL/);
    await expect(page.getByTestId("advert-price")).toContainText(lang === "ro" ? "lei" : "лей");
    await expect(page.getByTestId("advert-price-per-are")).toContainText(
      lang === "ro" ? "lei / ar" : "лей / ар",
    );

    // Show phone: the numbers, and the count goes up by one.
    await page.getByTestId("show-phone").click();
    await expect(page.getByTestId("advert-phones")).toContainText("+373");
    expect((await detail(card.slug, lang)).phone_views).toBe(before.phone_views + 1);
    await expect(page.getByTestId("phone-views")).not.toHaveText("");
    if (before.phone_views + 1 > 1)
      await expect(page.getByTestId("phone-views")).toContainText(String(before.phone_views + 1));

    // The report modal and its success message.
    await page.getByTestId("report-open").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog
      .locator("textarea")
      .fill(lang === "ro" ? "Cere avans fără acte." : "Просит предоплату без документов.");
    await expectAccessible(page);
    await dialog.getByTestId("report-send").click();
    await expect(dialog.getByTestId("report-success")).toBeVisible();
    await expectAccessible(page);
  });
}

test("an unknown advert is the 404 page", async ({ page }) => {
  for (const path of [
    "/ro/advert/nu-exista-1",
    "/ru/advert/Bad_Slug",
    "/ro/product/orice",
    "/ro/cart",
    "/ro/compare",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form is a GET form whose place cascade is rendered by the server", async ({ page }) => {
    const chisinau = (await regions("ro")).find((r) => r.slug === "chisinau") as Place;
    await page.goto("/ro/adverts");
    await page.locator("#filter-region").selectOption(String(chisinau.id));
    await page.getByTestId("advert-search").click();
    await expect(page).toHaveURL(new RegExp(`region=${chisinau.id}`));
    // The server listed the region's places; choose one and search again.
    const options = page.locator("#filter-location option");
    expect(await options.count()).toBeGreaterThan(1);
    const location = (await options.nth(1).getAttribute("value")) as string;
    await page.locator("#filter-location").selectOption(location);
    await page.locator('select[name="currency"]').selectOption("MDL");
    await page.getByTestId("advert-search").click();
    await expect(page).toHaveURL(new RegExp(`location=${location}`));
    await expect(page).toHaveURL(/currency=MDL/);
    const expected = await adverts("ro", {
      filters: JSON.stringify({ region: chisinau.id, location: Number(location), price_unit: "MDL" }),
    });
    await expect(page.getByTestId("adverts-total")).toContainText(String(expected.totalCount));
    for (const text of await page.getByTestId("advert-price").allTextContents())
      expect(text).toContain("lei");
  });

  test("show phone and a report are form posts that answer on the page", async ({ page }) => {
    const card = (await adverts("ro")).results[4] as Card;
    const before = await detail(card.slug);
    await page.goto(`/ro/advert/${card.slug}`);
    await page.getByTestId("show-phone").click();
    await expect(page.getByTestId("advert-phones")).toContainText("+373");
    expect((await detail(card.slug)).phone_views).toBe(before.phone_views + 1);
    await page.getByTestId("report-open").click();
    await expect(page).toHaveURL(/report=1/);
    await page.locator("#report textarea").fill("Anunț dublat.");
    await page.locator("#report").getByRole("button").click();
    await expect(page.getByTestId("report-success")).toBeVisible();
  });
});

test("nothing of the shop shows on the board", async ({ page }) => {
  const card = (await adverts("ro")).results[0] as Card;
  for (const path of [
    "/ro",
    "/ro/adverts",
    `/ro/advert/${card.slug}`,
    "/ro/about",
    "/ru",
    "/ru/adverts",
    `/ru/advert/${card.slug}`,
  ]) {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    expect(text, path).not.toMatch(SHOP_WORDS);
    await expect(
      page.locator('[data-counter="cart"], [data-counter="compare"], a[href$="/cart"]'),
    ).toHaveCount(0);
  }
  // The sitemap lists the adverts in both languages.
  const sitemap = await (
    await fetch(`${API_URL}/sitemap.xml`, { headers: { token: demoSiteTokens.terenuri } })
  ).text();
  expect(sitemap).toContain(`/ro/advert/${card.slug}</loc>`);
  expect(sitemap).toContain(`/ru/advert/${card.slug}</loc>`);
});

test("on a phone the header and the menu lead to the adverts, with no catalogue or cart", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/ro/about");
  // The header's search is the listing (the demo site hides the bottom bar: mobileBarUiType "hide").
  await expect(page.locator("header").getByRole("link", { name: "Caută anunțuri" })).toBeVisible();
  await page.locator("header").getByRole("button").first().click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "Anunțuri imobiliare" })).toBeVisible();
  await expect(drawer.getByRole("tab")).toHaveCount(0);
  await expectAccessible(page);
  await drawer.getByRole("link", { name: "Anunțuri imobiliare" }).click();
  await expect(page).toHaveURL(/\/ro\/adverts$/);
  await expect(page.getByTestId("advert-card").first()).toBeVisible();
});
