import { dataLayerEvents, openProduct, productFor, setup } from "./shop-data.ts";
import { expect, expectAccessible, test, themeOf } from "./support.ts";

/** A message with a `{number}` as a pattern matching any order number. */
function withNumber(message: (number: string) => string): RegExp {
  const escaped = message("#").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(escaped.replace("#", "\\d+"));
}

test("buys in one click from the product page: an empty form is refused, then the order is placed", async ({
  page,
}, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t, cards } = await setup(theme);
  // Its own product (one unit may be all there is): no other test orders it.
  const [card] = productFor(cards, "quick-order");
  if (!card) throw new Error("no product to buy");
  await openProduct(page, lang, card);

  await page.getByRole("button", { name: t("quick.buy") }).click();
  const dialog = page.getByRole("dialog", { name: t("quick.buy") });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(card.title);
  await expectAccessible(page);

  const submit = dialog.getByRole("button", { name: t("quick.submit") });
  const name = dialog.getByLabel(t("checkout.name"), { exact: true });
  const phone = dialog.getByLabel(t("checkout.phone"), { exact: true });
  await submit.click();
  await expect(dialog.getByText(t("checkout.errorName"))).toBeVisible();
  await expect(dialog.getByText(t("checkout.errorPhone"))).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(t("checkout.errorPhone"));
  await expectAccessible(page);

  await name.fill("Ana Rusu");
  await phone.fill("+373 69 123 456");
  // A prescription product (pharmacy) needs the shopper's confirmation.
  for (const box of await dialog.locator('input[name="prescription_checked"]').all()) await box.check();
  await submit.click();
  const done = dialog.getByTestId("quick-order-done");
  await expect(done).toContainText(withNumber((number) => t("quick.thanks", { number })));
  await expect(name).toBeHidden();
  await expect.poll(async () => (await dataLayerEvents(page, "purchase")).length).toBe(1);
  // The cart is not touched by a one-click order.
  await expect(page.locator('[data-counter="cart"]')).toHaveText("0");
  await expectAccessible(page);

  await done.getByRole("link", { name: t("quick.viewOrder") }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/order-checkout/\\d+$`));
  await expect(page.getByText(t("checkout.methodQuick"))).toBeVisible();
  await expect(page.getByText(card.title).first()).toBeVisible();
});

test("the one-click order's own page (the link before hydration) shows refusals and is accessible", async ({
  page,
}, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t, cards } = await setup(theme);
  const [card] = productFor(cards, "quick-order");
  if (!card) throw new Error("no product to buy");
  await page.goto(`/${lang}/quick-order?product=${card.productId}`);
  await expect(page.getByRole("heading", { name: t("quick.buy") })).toBeVisible();
  await expect(page.getByRole("link", { name: card.title })).toBeVisible();
  await expectAccessible(page);
  // Clicks before hydration post the plain form: either way the refusal shows on this page.
  await page.getByRole("button", { name: t("quick.submit") }).click();
  await expect(page.getByText(t("checkout.errorName"))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${lang}/quick-order\\?product=${card.productId}$`));
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a preorder request goes through its own page: refused empty, then placed", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang, t, cards } = await setup(theme);
    // A preorder out of stock takes no stock: other tests are not affected.
    const card = cards.find((c) => c.preorder && !c.available && !c.title.includes("Rx"));
    test.skip(!card, `${theme} sells nothing in advance`);
    if (!card) return;
    await page.goto(`/${lang}/product/${card.url}`);
    await page.getByRole("link", { name: t("quick.preorder") }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/quick-order\\?product=${card.productId}$`));
    await expect(page.getByRole("heading", { name: t("quick.preorder") })).toBeVisible();

    const submit = page.getByRole("button", { name: t("quick.submitPreorder") });
    await submit.click();
    await expect(page.getByText(t("checkout.errorName"))).toBeVisible();
    await expect(page.getByLabel(t("checkout.phone"), { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    await page.getByLabel(t("checkout.name"), { exact: true }).fill("Ion Ceban");
    await page.getByLabel(t("checkout.phone"), { exact: true }).fill("+373 79 000 111");
    for (const box of await page.locator('input[name="prescription_checked"]').all()) await box.check();
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart/success\\?order=\\d+$`));
    await expect(page.getByRole("heading", { name: t("checkout.successTitle") })).toBeVisible();
    await expect(page.getByTestId("order-receiving")).toContainText(t("checkout.methodQuick"));
  });
});
