import type { Page } from "@playwright/test";
import type { createTranslator } from "../packages/i18n/src/index.ts";
import type { ThemeName } from "../packages/themes/src/index.ts";
import { buyable, type Card, openCart, openProduct, setup } from "./shop-data.ts";
import { apiGet, apiPost, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * Paying in instalments through iute (decision 0048), on the shop that has iute's programmes
 * (PrimeBuy), against the fake iute (test/fake-iute.ts), which answers by the phone's last two
 * digits: approved, refused (the order is cancelled and its stock released), iute down (nothing
 * ordered, the cart kept).
 */
function primebuyOnly(testInfo: Parameters<typeof themeOf>[0]): ThemeName {
  const theme = themeOf(testInfo);
  test.skip(theme !== "primebuy", "iute is checked on the primebuy theme (the shop with iute's programmes)");
  return theme;
}

type Programme = { title: string; partner: string; min_sum: number; max_sum: number | null };

/** Products each test buys alone (the tests run side by side and compare stock). */
async function iuteProducts(theme: ThemeName) {
  const settings = await apiGet<{ credits: Programme[] }>(theme, "/settings/global_site_settings");
  const iute = settings.credits.filter((p) => /\biute\b/i.test(p.partner || p.title));
  const min = Math.min(...iute.map((p) => p.min_sum));
  const max = Math.max(...iute.map((p) => p.max_sum ?? Number.POSITIVE_INFINITY));
  const shop = await setup(theme);
  // From the end of the list: the cart and checkout tests take theirs from its start.
  const cards = shop.cards.filter(
    (c) => buyable(c) && c.count >= 3 && c.price >= min && c.price * 1.1 <= max,
  );
  return { ...shop, cards: cards.reverse() };
}

async function stockOf(theme: ThemeName, card: Card): Promise<number> {
  const [answer] = await apiPost<{ stores: { qty: number }[] }[]>(theme, "/general/product-availability/", {
    products: [{ id: card.productId, count: 1 }],
  });
  return (answer?.stores ?? []).reduce((sum, store) => sum + store.qty, 0);
}

async function checkoutWithIute(page: Page, t: ReturnType<typeof createTranslator>, phone: string) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: t("checkout.submit") }) });
  await form.getByLabel(t("checkout.name"), { exact: true }).fill("Ion Rusu");
  await form.getByLabel(t("checkout.phone"), { exact: true }).fill(phone);
  await form.getByLabel(t("checkout.email"), { exact: true }).fill("ion@example.md");
  await form.getByRole("radio", { name: t("checkout.methodDelivery") }).check();
  await form.getByLabel(t("checkout.street"), { exact: true }).fill("str. Columna");
  await form.getByLabel(t("checkout.building"), { exact: true }).fill("5");
  const plan = form.getByLabel(t("checkout.iuteTerm"), { exact: true });
  await expect(plan).toBeHidden();
  await form.getByRole("radio", { name: t("checkout.pay_iute") }).check();
  await expect(plan).toBeVisible();
  await expect(plan.locator("option").first()).toContainText("Iute");
  await form.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) }).check();
  await form.getByRole("button", { name: t("checkout.submit") }).click();
}

async function cartWith(page: Page, lang: string, card: Card) {
  await openProduct(page, lang, card);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await openCart(page, lang);
  await expect(page.getByTestId("cart-line")).toContainText(card.title);
}

test("iute approves the instalments: the order is confirmed", async ({ page }, testInfo) => {
  const theme = primebuyOnly(testInfo);
  const { lang, t, cards } = await iuteProducts(theme);
  const card = cards[0] as Card;
  await cartWith(page, lang, card);
  await checkoutWithIute(page, t, "+373 69 123 423");
  await expect(page).toHaveURL(new RegExp(`/${lang}/order-checkout/\\d+`));
  await expect(page.getByTestId("payment-status")).toHaveText(t("order.iuteApproved"));
  await expectAccessible(page);
});

test("iute refuses: the order is cancelled and its stock released", async ({ page }, testInfo) => {
  const theme = primebuyOnly(testInfo);
  const { lang, t, cards } = await iuteProducts(theme);
  const card = cards[1] as Card;
  const before = await stockOf(theme, card);
  await cartWith(page, lang, card);
  await checkoutWithIute(page, t, "+373 69 123 411");
  await expect(page).toHaveURL(new RegExp(`/${lang}/order-checkout/\\d+`));
  await expect(page.getByTestId("payment-status")).toHaveText(t("order.iuteRefused"));
  expect(await stockOf(theme, card)).toBe(before);
  await expectAccessible(page);
});

test("iute is down: nothing is ordered, the shopper is told, the cart is kept", async ({
  page,
}, testInfo) => {
  const theme = primebuyOnly(testInfo);
  const { lang, t, cards } = await iuteProducts(theme);
  const card = cards[2] as Card;
  const before = await stockOf(theme, card);
  await cartWith(page, lang, card);
  await checkoutWithIute(page, t, "+373 69 123 455");
  await expect(page.getByText(t("checkout.iuteUnavailable"))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cart`));
  await expect(page.getByTestId("cart-line")).toContainText(card.title);
  expect(await stockOf(theme, card)).toBe(before);
  await expectAccessible(page);
});
