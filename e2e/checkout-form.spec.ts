import type { Locator, Page } from "@playwright/test";
import { createTranslator, type Locale } from "../packages/i18n/src/index.ts";
import { buyable, openCart, openProduct, productFor, setup, siteLanguages } from "./shop-data.ts";
import { expect, expectAccessible, test, themeOf } from "./support.ts";

/** The checkout form on a phone: an empty submit, the option cards, with and without scripts. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A product any test may put in a cart (never one the ordering tests take). */
async function someProduct(testInfo: Parameters<typeof themeOf>[0]) {
  const { lang, cards } = await setup(themeOf(testInfo));
  const card = productFor(cards).find((c) => buyable(c) && !c.title.includes("Rx"));
  if (!card) throw new Error("no product to put in the cart");
  return { mainLang: lang, card };
}

const checkoutForm = (page: Page, submit: string) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: submit }) });

/** The field is in view and not under the sticky header. */
async function expectClearOfHeader(page: Page, field: Locator) {
  await expect(field).toBeInViewport();
  const header = await page.locator("header").first().boundingBox();
  const box = await field.boundingBox();
  expect(header && box, "header and field boxes").toBeTruthy();
  if (!header || !box) return;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
}

for (const lang of ["ro", "ru"] as const satisfies Locale[]) {
  const t = createTranslator(lang);

  test(`${lang}: an empty submit shows the shop's own messages and focuses the first field below the header`, async ({
    page,
  }, testInfo) => {
    test.skip(!(await siteLanguages(themeOf(testInfo))).includes(lang), `the shop has no ${lang}`);
    const { mainLang, card } = await someProduct(testInfo);
    await openProduct(page, mainLang, card);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await openCart(page, lang);
    const form = checkoutForm(page, t("checkout.submit"));
    // The browser's own (English) bubbles are off; the fields still say they are required.
    expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
    const name = form.getByLabel(t("checkout.name"), { exact: true });
    const phone = form.getByLabel(t("checkout.phone"), { exact: true });
    await expect(name).toHaveAttribute("required", "");

    await form.getByRole("button", { name: t("checkout.submit") }).click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(t("checkout.errorName"));
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(t("checkout.errorPhone"));
    await expect(form.getByText(t("checkout.errorTerms"))).toBeVisible();
    // The summary at the top of the form links to each field.
    const summary = page.getByTestId("checkout-errors");
    await expect(summary).toContainText(t("checkout.errorSummaryTitle"));
    await expect(page.getByRole("alert").filter({ has: summary })).toHaveCount(1);
    await expect(summary.getByRole("link", { name: t("checkout.phone"), exact: true })).toBeVisible();
    // The first refused field has the focus, in view below the sticky header.
    await expect(name).toBeFocused();
    await expectClearOfHeader(page, name);
    await expectAccessible(page);

    // A summary link takes the shopper to its field, below the header too.
    await name.fill("Ana Rusu");
    await summary.getByRole("link", { name: t("checkout.termsLink") }).click();
    const terms = form.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) });
    await expect(terms).toBeFocused();
    await expectClearOfHeader(page, terms);

    // Corrected fields lose their message at the next submit; a bad phone keeps its own.
    await phone.fill("123");
    await form.getByRole("button", { name: t("checkout.submit") }).click();
    await expect(name).toHaveAttribute("aria-invalid", "false");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(t("checkout.errorPhone"));
    await expectClearOfHeader(page, phone);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test(`${lang}: the server answers an empty submit with the same messages, at the first field`, async ({
      page,
    }, testInfo) => {
      test.skip(!(await siteLanguages(themeOf(testInfo))).includes(lang), `the shop has no ${lang}`);
      const { mainLang, card } = await someProduct(testInfo);
      await page.goto(`/${mainLang}/product/${card.url}`);
      await page.getByTestId("add-to-cart").click();
      await expect(page).toHaveURL(new RegExp(`/${mainLang}/cart$`));
      await page.goto(`/${lang}/cart`);
      const form = checkoutForm(page, t("checkout.submit"));
      await form.getByLabel(t("checkout.email"), { exact: true }).fill("not-an-address");
      await form.getByRole("button", { name: t("checkout.submit") }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));

      const name = form.getByLabel(t("checkout.name"), { exact: true });
      const phone = form.getByLabel(t("checkout.phone"), { exact: true });
      const email = form.getByLabel(t("checkout.email"), { exact: true });
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(t("checkout.errorName"));
      await expect(phone).toHaveAccessibleDescription(t("checkout.errorPhone"));
      await expect(email).toHaveAccessibleDescription(t("checkout.errorEmail"));
      await expect(form.getByText(t("checkout.errorTerms"))).toBeVisible();
      await expect(page.getByTestId("checkout-errors")).toContainText(t("checkout.errorSummaryTitle"));
      // What was typed is still there, and the page opens at the first refused field.
      await expect(email).toHaveValue("not-an-address");
      await expect(name).toBeFocused();
      await expectClearOfHeader(page, name);
    });
  });
}

test("option cards: full-width, described, chosen by keyboard and by a tap anywhere on the card", async ({
  page,
}, testInfo) => {
  const { mainLang: lang, card } = await someProduct(testInfo);
  const t = createTranslator(lang as Locale);
  await openProduct(page, lang, card);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await openCart(page, lang);
  const form = checkoutForm(page, t("checkout.submit"));

  const payments = form.getByRole("group", { name: t("checkout.payment") });
  const cash = payments.getByRole("radio", { name: t("checkout.pay_cash") });
  const onReceipt = payments.getByRole("radio", { name: t("checkout.pay_card_on_receipt") });
  await expect(cash).toBeChecked();
  await expect(cash).toHaveAccessibleDescription(t("checkout.pay_cash_hint"));
  await cash.focus();
  await page.keyboard.press("ArrowDown");
  await expect(onReceipt).toBeChecked();
  await expect(onReceipt).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(cash).toBeChecked();
  // The card is the radio's label: a tap on its description chooses it.
  await payments.getByText(t("checkout.pay_card_on_receipt_hint")).click();
  await expect(onReceipt).toBeChecked();
  const cardBox = await onReceipt.locator("xpath=ancestor::label").boundingBox();
  expect(cardBox?.width ?? 0).toBeGreaterThan(300);

  // Delivery and pickup, when this cart may have both: the arrow keys switch the fields shown.
  const methods = form.getByRole("group", { name: t("checkout.deliveryMethod") });
  const delivery = methods.getByRole("radio", { name: t("checkout.methodDelivery") });
  const pickup = methods.getByRole("radio", { name: t("checkout.methodPickup") });
  if ((await delivery.isEnabled()) && (await pickup.isEnabled())) {
    await delivery.check();
    await expect(form.getByLabel(t("checkout.street"), { exact: true })).toBeVisible();
    await delivery.focus();
    await page.keyboard.press("ArrowDown");
    await expect(pickup).toBeChecked();
    await expect(form.locator('select[name="shop_id"]')).toBeVisible();
    await expect(form.getByLabel(t("checkout.street"), { exact: true })).toHaveCount(0);
    await expect(pickup).toHaveAccessibleDescription(
      new RegExp(`${t("checkout.methodPickupHint")}.*${t("checkout.free")}`),
    );
  }
  await expectAccessible(page);
});
