import type { TestInfo } from "@playwright/test";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * Information pages (issue 14) on the pharmacy only: CI time is tight, and the screens are the
 * same module on every theme (the API tests cover every shop's content).
 */
const farmacieOnly = (testInfo: TestInfo) =>
  test.skip(themeOf(testInfo) !== "farmacie", "information pages are checked on farmacie");

type FaqItem = { question: string; answer: string };
type Store = { title: string; lat: number | null };

test("the FAQ opens an answer from the keyboard and describes itself as an FAQPage", async ({
  page,
}, testInfo) => {
  farmacieOnly(testInfo);
  const faq = await apiGet<FaqItem[]>(themeOf(testInfo), "/base/faq", "ro");
  const first = faq[0];
  if (!first) throw new Error("farmacie has no FAQ");
  await page.goto("/ro/faq");
  const answer = page.getByText(first.answer);
  await expect(answer).toBeHidden();
  await page.locator("summary", { hasText: first.question }).focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = jsonLd.map((text) => JSON.parse(text)).find((doc) => doc["@type"] === "FAQPage");
  expect(faqPage.mainEntity).toHaveLength(faq.length);
  expect(faqPage.mainEntity[0]).toMatchObject({
    name: first.question,
    acceptedAnswer: { text: first.answer },
  });
  await expectAccessible(page);
});

test("the store locator lists the stores without JavaScript", async ({ browser }, testInfo) => {
  farmacieOnly(testInfo);
  const stores = await apiGet<Store[]>(themeOf(testInfo), "/shop/get-stores/", "ro");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto("/ro/stores");
  await expect(page.getByTestId("store")).toHaveCount(stores.length);
  for (const store of stores) await expect(page.getByRole("heading", { name: store.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Traseu" })).toHaveCount(
    stores.filter((s) => s.lat !== null).length,
  );
  await expect(page.getByTestId("store-map")).toHaveCount(0);
  const business = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(business.map((text) => JSON.parse(text)["@type"]).filter((t) => t === "LocalBusiness")).toHaveLength(
    stores.length,
  );
  await context.close();
});

test("the store locator shows a marker per store with JavaScript; other pages never load the map", async ({
  page,
}, testInfo) => {
  farmacieOnly(testInfo);
  const stores = await apiGet<Store[]>(themeOf(testInfo), "/shop/get-stores/", "ro");
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/ro/faq");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /store-map|leaflet/i.test(url))).toEqual([]);

  await page.goto("/ro/stores");
  await expect(page.locator(".leaflet-marker-icon")).toHaveCount(stores.filter((s) => s.lat !== null).length);
  expect(scripts.some((url) => /store-map|leaflet/i.test(url))).toBe(true);
  await expectAccessible(page);
});

test("each information page the pharmacy has renders, and the footer links them", async ({
  page,
}, testInfo) => {
  farmacieOnly(testInfo);
  await page.goto("/ro");
  const footer = page.locator("footer").getByRole("navigation", { name: "Informații" });
  for (const [path, name] of [
    ["/ro/faq", "Întrebări frecvente"],
    ["/ro/order-guide", "Cum comand"],
    ["/ro/payment-systems", "Modalități de plată"],
    ["/ro/delivery-services", "Servicii de livrare"],
    ["/ro/services", "Servicii"],
    ["/ro/credit", "Cumpărare în credit"],
    ["/ro/discount", "Reduceri"],
    ["/ro/insurance", "Asigurare"],
    ["/ro/service-center", "Centru de service"],
    ["/ro/stores", "Magazinele noastre"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: /./ }).first()).toBeVisible();
    await expectAccessible(page);
    await page.goto("/ro");
  }
});
