import type { BrowserContext, Locator, Page } from "@playwright/test";
import type { MessageKey } from "../packages/i18n/src/index.ts";
import { buyable, openCart, openProduct, productFor, setup } from "./shop-data.ts";
import { apiGet, expect, test, themeOf } from "./support.ts";

/**
 * The cookie banner gates every tracking tag (decision 0037). Run on the default theme, whose
 * demo shop names all of them (made-up ids); the trackers' hosts answer locally with nothing, so
 * no request leaves the machine and each one is recorded.
 */
const TRACKERS = /googletagmanager\.com|google-analytics\.com|facebook\.net|mc\.yandex\.ru|jivosite\.com/;

test.use({ consentChosen: false });
// biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures argument comes first
test.beforeEach(({}, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the default demo shop names every tracker");
});

/** Answers the trackers' hosts locally and returns the list of what was asked of them. */
async function recordTrackers(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(TRACKERS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return asked;
}

const banner = (page: Page) => page.locator("[data-consent-banner]");
const consentCookie = async (context: BrowserContext) =>
  decodeURIComponent((await context.cookies()).find((c) => c.name === "cookie_consent")?.value ?? "");
const pressIn = (area: Locator, t: (key: MessageKey) => string, key: MessageKey) =>
  area.getByRole("button", { name: t(key), exact: true }).click();

test("no tracker is asked before the visitor chooses; accepting loads every tag", async ({
  page,
  context,
}, testInfo) => {
  const { lang, t } = await setup(themeOf(testInfo));
  const asked = await recordTrackers(context);
  await page.goto(`/${lang}`);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading", { name: t("consent.title") })).toBeVisible();
  // Consent Mode's defaults are set (all denied), and the verification metas are there.
  expect(
    await page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).some(
        (entry) => entry[0] === "consent" && entry[1] === "default",
      ),
    ),
  ).toBe(true);
  await expect(page.locator('meta[name="google-site-verification"]')).toHaveAttribute("content", /demo/);
  await page.waitForLoadState("networkidle");
  await page.goto(`/${lang}/about`);
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);

  await pressIn(banner(page), t, "consent.acceptAll");
  await expect(page).toHaveURL(new RegExp(`/${lang}/about$`));
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(context)).toBe("necessary,analytics,marketing");
  for (const tag of [
    /gtag\/js\?id=G-DEMO123/,
    /gtm\.js\?id=GTM-DEMO123/,
    /fbevents\.js/,
    /mc\.yandex\.ru\/metrika\/tag\.js/,
    /jivosite\.com\/widget\/DemoJivo123/,
  ])
    await expect.poll(() => asked.some((url) => tag.test(url)), { message: String(tag) }).toBe(true);
  expect(
    await page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).some(
        (entry) =>
          entry[0] === "consent" && entry[1] === "update" && entry[2]?.analytics_storage === "granted",
      ),
    ),
  ).toBe(true);
});

test("rejecting loads no tag, on this page or the next", async ({ page, context }, testInfo) => {
  const { lang, t } = await setup(themeOf(testInfo));
  const asked = await recordTrackers(context);
  await page.goto(`/${lang}/contacts`);
  await pressIn(banner(page), t, "consent.rejectAll");
  await expect(page).toHaveURL(new RegExp(`/${lang}/contacts$`));
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(context)).toBe("necessary");
  await page.goto(`/${lang}`);
  await page.waitForLoadState("networkidle");
  await expect(banner(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});

test("choosing analytics only loads GA4, Tag Manager and Metrika, not the pixel nor the chat", async ({
  page,
  context,
}, testInfo) => {
  const { lang, t } = await setup(themeOf(testInfo));
  const asked = await recordTrackers(context);
  await page.goto(`/${lang}`);
  // "Choose" opens the cookie settings page, which sends the visitor back once saved.
  await banner(page)
    .getByRole("link", { name: t("consent.choose") })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/consent\\?return=`));
  await page.getByRole("checkbox", { name: t("consent.analytics") }).check();
  await pressIn(page.locator("main"), t, "consent.save");
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(context)).toBe("necessary,analytics");
  await expect.poll(() => asked.some((url) => url.includes("gtag/js?id=G-DEMO123"))).toBe(true);
  await expect.poll(() => asked.some((url) => url.includes("mc.yandex.ru"))).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(asked.filter((url) => /facebook\.net|jivosite/.test(url))).toEqual([]);
  // The cookie settings page shows the choice and changes it.
  await page.goto(`/${lang}/consent`);
  await expect(page.getByRole("checkbox", { name: t("consent.analytics") })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: t("consent.marketing") })).not.toBeChecked();
  await pressIn(page.locator("main"), t, "consent.rejectAll");
  await expect(page).toHaveURL(new RegExp(`/${lang}/consent$`));
  expect(await consentCookie(context)).toBe("necessary");
});

test("a box ticked before the page has hydrated stays ticked, and the choice is saved", async ({
  page,
  context,
}, testInfo) => {
  const { lang, t } = await setup(themeOf(testInfo));
  await recordTrackers(context);
  // The page hydrates once its messages have arrived: held back until after the tick. The
  // cookie choice is a plain form, so the page does not hold the press for a handler.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${lang}-[^/]+\\.json$`), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/${lang}/consent`, { waitUntil: "domcontentloaded" });
  const analytics = page.getByRole("checkbox", { name: t("consent.analytics") });
  await analytics.check();
  release();
  await page.waitForLoadState("networkidle");
  await expect(analytics).toBeChecked();
  await pressIn(page.locator("main"), t, "consent.save");
  await expect(page).toHaveURL(new RegExp(`/${lang}/consent$`));
  expect(await consentCookie(context)).toBe("necessary,analytics");
});

test("without JavaScript the banner's form sets the cookie", async ({ browser }, testInfo) => {
  const { lang, t } = await setup(themeOf(testInfo));
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL as string,
  });
  try {
    const asked = await recordTrackers(context);
    const page = await context.newPage();
    await page.goto(`/${lang}/about`);
    await expect(banner(page)).toBeVisible();
    expect(asked).toEqual([]);
    await pressIn(banner(page), t, "consent.acceptAll");
    await expect(page).toHaveURL(new RegExp(`/${lang}/about$`));
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCookie(context)).toBe("necessary,analytics,marketing");
    // Without scripts only Tag Manager's noscript frame can load, and now it does.
    await expect.poll(() => asked.some((url) => url.includes("ns.html?id=GTM-DEMO123"))).toBe(true);
  } finally {
    await context.close();
  }
});

test("the first visit's UTM fields travel with the order and the API shows them", async ({
  page,
  context,
}, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t, cards } = await setup(theme);
  await recordTrackers(context);
  await page.goto(`/${lang}/about?utm_source=newsletter&utm_medium=email&utm_campaign=winter`);
  await pressIn(banner(page), t, "consent.rejectAll");
  // The choice is posted (a navigation back to the page): wait for it before going on.
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(context)).toBe("necessary");
  // A later campaign does not replace the first.
  await page.goto(`/${lang}/contacts?utm_source=other`);
  const card = productFor(cards, "utm-order").find(buyable);
  if (!card) throw new Error("no product for the UTM order");
  await openProduct(page, lang, card);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await openCart(page, lang);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: t("checkout.submit") }) });
  await form.getByLabel(t("checkout.name"), { exact: true }).fill("Ion Utm");
  await form.getByLabel(t("checkout.phone"), { exact: true }).fill("+373 69 555 777");
  await form.getByLabel(t("checkout.email"), { exact: true }).fill("ion@example.md");
  const pickup = form.getByRole("radio", { name: t("checkout.methodPickup") });
  if (await pickup.isEnabled()) await pickup.check();
  else {
    await form.getByRole("radio", { name: t("checkout.methodDelivery") }).check();
    await form.getByLabel(t("checkout.street"), { exact: true }).fill("str. Mihai Eminescu");
    await form.getByLabel(t("checkout.building"), { exact: true }).fill("5");
  }
  await form.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) }).check();
  await form.getByRole("button", { name: t("checkout.submit") }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cart/success\\?order=\\d+`));
  const orderId = new URL(page.url()).searchParams.get("order");
  const browserId = (await context.cookies()).find((c) => c.name === "browser_id")?.value ?? "";
  const order = await apiGet<{ utm: Record<string, string> | null }>(
    theme,
    `/general/v2/order/${orderId}?no_user_id=${encodeURIComponent(browserId)}`,
    lang,
  );
  expect(order.utm).toEqual({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "winter" });
});
