import type { ThemeName } from "../packages/themes/src/index.ts";
import {
  apiGet,
  expect,
  expectAccessible,
  expectAccessibleWithoutScripts,
  test,
  themeOf,
} from "./support.ts";

type Card = { id: number; slug: string; title: string };
type List = { statuses: { id: number; name: string }[]; list: Card[]; pages: number; totalCount: number };
type Detail = Card & { alternates: Record<string, string> };

/** Articles run on one theme only (browser time is tight): the pharmacy, in four languages. */
function pharmacyOnly(testInfo: Parameters<typeof themeOf>[0]): ThemeName {
  const theme = themeOf(testInfo);
  test.skip(theme !== "farmacie", "articles are checked on the farmacie theme only");
  return theme;
}

test("the list pages and its tabs filter, with page 1 and tab 0 left out of the URL", async ({
  page,
}, testInfo) => {
  const theme = pharmacyOnly(testInfo);
  const first = await apiGet<List>(theme, "/base/articles", "ro");
  const second = await apiGet<List>(theme, "/base/articles?page=2", "ro");
  expect(first.pages).toBeGreaterThan(1);

  await page.goto("/ro/articles");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articole");
  const cards = page.locator("main li[data-size]");
  await expect(cards).toHaveCount(first.list.length);
  // In each chunk of six, the first two cards are large and the other four small.
  expect(await cards.evaluateAll((items) => items.map((i) => i.getAttribute("data-size")))).toEqual(
    first.list.map((_, i) => (i % 6 < 2 ? "large" : "small")),
  );
  await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(first.list[0]?.title ?? "");
  await expectAccessible(page);

  const pages = page.getByRole("navigation", { name: "Pagini" });
  await pages.getByRole("link", { name: "Pagina 2", exact: true }).click();
  await expect(page).toHaveURL(/\/ro\/articles\?page=2$/);
  await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(second.list[0]?.title ?? "");
  await pages.getByRole("link", { name: "Pagina 1", exact: true }).click();
  await expect(page).toHaveURL(/\/ro\/articles$/);

  const news = first.statuses.find((s) => s.name === "Noutăți");
  if (!news) throw new Error("farmacie has a news status");
  const onlyNews = await apiGet<List>(theme, `/base/articles?status_id=${news.id}`, "ro");
  const tabs = page.getByRole("navigation", { name: "Teme ale articolelor" });
  await tabs.getByRole("link", { name: "Noutăți" }).click();
  await expect(page).toHaveURL(new RegExp(`/ro/articles\\?tab=${news.id}$`));
  await expect(tabs.getByRole("link", { name: "Noutăți" })).toHaveAttribute("aria-current", "page");
  await expect(cards).toHaveCount(onlyNews.totalCount);
  await tabs.getByRole("link", { name: "Toate" }).click();
  await expect(page).toHaveURL(/\/ro\/articles$/);

  // Another spelling of the first tab or page redirects to the canonical URL.
  await page.goto("/ro/articles?tab=0&page=1");
  await expect(page).toHaveURL(/\/ro\/articles$/);
  expect((await page.goto("/ro/articles?page=99"))?.status()).toBe(404);
});

test("an article reads without scripts and switching its language follows its slug", async ({
  page,
}, testInfo) => {
  const theme = pharmacyOnly(testInfo);
  const card = (await apiGet<List>(theme, "/base/articles", "ro")).list[0] as Card;
  const ro = await apiGet<Detail>(theme, `/base/articles/${card.id}`, "ro");
  const uk = await apiGet<Detail>(theme, `/base/articles/${card.id}`, "uk");
  expect(uk.slug).not.toBe(ro.slug);

  await page.goto("/ro/articles");
  await page.getByRole("link", { name: ro.title }).click();
  await expect(page).toHaveURL(new RegExp(`/ro/articles/${ro.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ro.title);
  await expect(
    page.getByRole("navigation", { name: /./ }).getByRole("link", { name: "Articole" }).first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Citiți și" })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((t) => JSON.parse(t))).toContainEqual(
    expect.objectContaining({ "@type": "Article", headline: ro.title, inLanguage: "ro" }),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute(
    "href",
    new RegExp(`/uk/articles/${uk.slug}$`),
  );
  await expectAccessible(page);
  await expectAccessibleWithoutScripts(page);

  // The share modal: a dialog with the article's link, closed by its close button.
  await page.getByRole("button", { name: "Distribuie" }).click();
  const dialog = page.getByRole("dialog", { name: "Distribuiți articolul" });
  await expect(dialog.getByRole("textbox", { name: "Linkul articolului" })).toHaveValue(
    new RegExp(`/ro/articles/${ro.slug}$`),
  );
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Închide" }).click();
  await expect(dialog).toHaveCount(0);

  await page
    .getByRole("navigation", { name: /./ })
    .getByRole("link", { name: "uk", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/uk/articles/${uk.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(uk.title);

  // The Romanian slug under /uk redirects to the Ukrainian one; an unknown slug is a 404.
  await page.goto(`/uk/articles/${ro.slug}`);
  await expect(page).toHaveURL(new RegExp(`/uk/articles/${uk.slug}$`));
  expect((await page.goto("/ro/articles/no-such-article"))?.status()).toBe(404);
});

test("the server renders the article before any script runs", async ({ browser }, testInfo) => {
  const theme = pharmacyOnly(testInfo);
  const card = (await apiGet<List>(theme, "/base/articles", "en")).list[0] as Card;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/en/articles/${card.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.title);
  await page.goto("/en/articles?page=2");
  await expect(page.locator("main li[data-size]").first()).toBeVisible();
  await context.close();
});
