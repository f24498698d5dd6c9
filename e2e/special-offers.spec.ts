import type { Request } from "@playwright/test";
import { createTranslator } from "../packages/i18n/src/index.ts";
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
type Detail = Card & { alternates: Record<string, string>; video: { embed_url: string } | null };
type Option = { keyword: string; title: string; count: number };
type Products = { totalCount: number; filters: { keyword: string; options: Option[] }[] };

const t = createTranslator("ro");
const VIDEO_HOSTS = /youtube|youtu\.be|ytimg|vimeo/;

/** Special offers run on one theme only (browser time is tight): ecom, which shows them at home. */
function ecomOnly(testInfo: Parameters<typeof themeOf>[0]): ThemeName {
  const theme = themeOf(testInfo);
  test.skip(theme !== "ecom", "special offers are checked on the ecom theme only");
  return theme;
}

/** An offer whose products a filter narrows, and that filter's option. */
async function filterableOffer(theme: ThemeName, offers: Card[]) {
  for (const offer of offers) {
    const products = await apiGet<Products>(theme, `/general/promotions/${offer.id}/products`, "ro");
    for (const filter of products.filters) {
      const option = filter.options.find((o) => o.count > 0 && o.count < products.totalCount);
      if (option) return { offer, products, filter, option };
    }
  }
  throw new Error("no offer with a narrowing filter");
}

test("an offer opens from the list, its products filter, and its language switch keeps it", async ({
  page,
}, testInfo) => {
  const theme = ecomOnly(testInfo);
  const { list } = await apiGet<{ list: Card[] }>(theme, "/general/promotions", "ro");
  const { offer, products, filter, option } = await filterableOffer(theme, list);
  const en = await apiGet<Detail>(theme, `/general/promotions/${offer.id}`, "en");

  await page.goto("/ro/special-offers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("offers.title"));
  await expect(page.locator("main li article")).toHaveCount(list.length);
  await expect(page.getByRole("link", { name: "Black Friday" })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("link", { name: offer.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ro/special-offers/${offer.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offer.title);
  await expect(
    page
      .getByRole("navigation", { name: t("chrome.breadcrumbs") })
      .getByRole("link", { name: t("offers.title") }),
  ).toBeVisible();
  const total = page.locator("main").getByText(t("catalogue.productCount", { count: products.totalCount }), {
    exact: true,
  });
  await expect(total).toBeVisible();
  await expectAccessible(page);

  // The sidebar's option narrows the offer's products to its count.
  await page
    .getByRole("complementary", { name: t("catalogue.filters") })
    .getByRole("link", { name: new RegExp(`^${option.title}\\s*${option.count}$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`filter=${filter.keyword}%3A${option.keyword}`));
  await expect(
    page.locator("main").getByText(t("catalogue.productCount", { count: option.count }), { exact: true }),
  ).toBeVisible();
  await expect(page.locator("main section[aria-label] article")).toHaveCount(Math.min(option.count, 24));

  // On a phone the same filters open in the category page's sheet, which counts before Apply.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ro/special-offers/${offer.slug}`);
  await page
    .getByTestId("filter-bar")
    .getByRole("button", { name: t("catalogue.filters") })
    .click();
  const sheet = page.getByRole("dialog", { name: t("catalogue.filters") });
  await sheet.getByRole("checkbox", { name: option.title }).check();
  await expect(sheet.getByRole("status")).toHaveText(t("catalogue.productCount", { count: option.count }));
  await sheet.getByRole("button", { name: t("catalogue.apply") }).click();
  await expect(page).toHaveURL(new RegExp(`filter=${filter.keyword}%3A${option.keyword}`));
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/ro/special-offers/${offer.slug}`);
  await page
    .getByRole("navigation", { name: /./ })
    .getByRole("link", { name: "en", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/special-offers/${en.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.title);
  // The Romanian slug under /en redirects to the English one; an ended or unknown offer is a 404.
  await page.goto(`/en/special-offers/${offer.slug}`);
  await expect(page).toHaveURL(new RegExp(`/en/special-offers/${en.slug}$`));
  expect((await page.goto("/ro/special-offers/black-friday"))?.status()).toBe(404);
});

test("the video player loads only when pressed", async ({ page }, testInfo) => {
  const theme = ecomOnly(testInfo);
  const { list } = await apiGet<{ list: Card[] }>(theme, "/general/promotions", "ro");
  const details = await Promise.all(
    list.map((c) => apiGet<Detail>(theme, `/general/promotions/${c.id}`, "ro")),
  );
  const withVideo = details.find((d) => d.video);
  if (!withVideo?.video) throw new Error("an ecom offer has a video");
  const thirdParty: string[] = [];
  page.on("request", (request: Request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) thirdParty.push(request.url());
  });
  // No network here: the player's page is answered locally.
  await page.route(VIDEO_HOSTS, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
  await page.goto(`/ro/special-offers/${withVideo.slug}`);
  const play = page.getByTestId("offer-video");
  await expect(play).toContainText(t("offers.playVideo"));
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
  await play.click();
  await expect(page.locator(`iframe[src="${withVideo.video.embed_url}"]`)).toBeVisible();
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
});

test("the home page shows at most three offers and links to all", async ({ page }, testInfo) => {
  const theme = ecomOnly(testInfo);
  const { list } = await apiGet<{ list: Card[] }>(theme, "/general/promotions?main_page=true", "ro");
  expect(list).toHaveLength(3);
  await page.goto("/ro");
  const block = page.getByTestId("home-promotions");
  await expect(block.getByRole("heading", { level: 2 })).toHaveText(t("offers.title"));
  await expect(block.getByRole("heading", { level: 3 })).toHaveText(list.map((c) => c.title));
  await block.getByRole("link", { name: t("offers.all") }).click();
  await expect(page).toHaveURL(/\/ro\/special-offers$/);
});

test("the list and an offer render before any script runs", async ({ browser }, testInfo) => {
  const theme = ecomOnly(testInfo);
  const { list } = await apiGet<{ list: Card[] }>(theme, "/general/promotions", "en");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/special-offers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Special offers");
  await expect(page.locator("main li article")).toHaveCount(list.length);
  await expectAccessibleWithoutScripts(page);
  const first = list[0] as Card;
  await page.getByRole("link", { name: first.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  await expect(page.locator("main article").first()).toBeVisible();
  await context.close();
});
