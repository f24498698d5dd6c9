import { dataLayerEvents, openCart, openProduct, productFor, setup } from "./shop-data.ts";
import {
  API_URL,
  apiGet,
  expect,
  expectAccessible,
  expectAccessibleWithoutScripts,
  test,
  themeOf,
} from "./support.ts";

type Settings = { additional_settings: { novapost: { enabled: boolean } } };

/** Nova Post's steps for browsers without JavaScript. */
const STEPS = '[data-testid="np-steps"]';

test("sends the order by Nova Post: town, branch and the carrier's price in the total", async ({
  page,
}, testInfo) => {
  const theme = themeOf(testInfo);
  const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
  test.skip(!settings.additional_settings.novapost.enabled, "this shop does not send by Nova Post");
  const { lang, t, cards, price } = await setup(theme);
  const [card] = productFor(cards, "postal-order");
  if (!card) throw new Error("no product to send");
  await openProduct(page, lang, card);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog")).toBeVisible();

  await openCart(page, lang);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: t("checkout.submit") }) });
  await form.getByRole("radio", { name: t("checkout.methodNovaPost") }).check();
  await form.getByLabel(t("checkout.npTown"), { exact: true }).fill("Bălți");
  const town = form.getByRole("combobox", { name: t("checkout.npTownChoice"), exact: true });
  // The first choice says "choose"; the town found is the second.
  await expect(town.getByRole("option")).toHaveCount(2);
  await town.selectOption({ index: 1 });
  // Without a branch the parcel has no price and the order is refused with the field.
  await expect(form.getByTestId("delivery-price")).toHaveText("…");
  const branch = form.getByRole("combobox", { name: t("checkout.npBranch"), exact: true });
  await expect(branch).toBeEnabled();
  await expect(branch.getByRole("option")).not.toHaveCount(1);
  await form.getByLabel(t("checkout.name"), { exact: true }).fill("Ion Ceban");
  await form.getByLabel(t("checkout.phone"), { exact: true }).fill("+373 79 000 111");
  await form.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) }).check();
  await form.getByRole("button", { name: t("checkout.submit") }).click();
  await expect(form.getByText(t("checkout.errorBranch"))).toBeVisible();
  await expectAccessible(page);

  await branch.selectOption({ index: 1 });
  await expect(form.getByTestId("delivery-price")).not.toHaveText("…");
  const delivery = (await form.getByTestId("delivery-price").textContent()) ?? "";
  const amount = Number(delivery.replace(/[^\d,.]/g, "").replace(",", "."));
  expect(amount).toBeGreaterThan(0);
  await expect(form.getByTestId("checkout-total")).toHaveText(price(card.price + amount));
  await expectAccessible(page);

  await form.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) }).check();
  await form.getByRole("button", { name: t("checkout.submit") }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cart/success\\?order=\\d+`));
  // The thanks says how the parcel travels and where to.
  await expect(page.getByTestId("order-receiving")).toContainText(t("checkout.methodNovaPost"));
  await expect(page.getByTestId("order-receiving")).toContainText("Bălți");
  await expect.poll(async () => (await dataLayerEvents(page, "purchase")).length).toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sends the order by Nova Post in steps: town search, branch, price, then the order and its e-mail", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    test.skip(!settings.additional_settings.novapost.enabled, "this shop does not send by Nova Post");
    const { lang, t, cards, price } = await setup(theme);
    const [card] = productFor(cards, "no-js-postal-order");
    if (!card) throw new Error("no product to send");
    // The product page's form posts to the cart, which answers with the cart page.
    await page.goto(`/${lang}/product/${card.url}`);
    await page.getByTestId("add-to-cart").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
    await expect(page.getByTestId("cart-line")).toContainText(card.title);

    // Step 1: the town, searched by a GET form of its own (the loader asks the carrier).
    const steps = page.locator(STEPS);
    await expect(steps.getByRole("heading", { name: t("checkout.npStepsTitle") })).toBeVisible();
    await steps.getByLabel(t("checkout.npTown"), { exact: true }).fill("Bălți");
    await steps.getByRole("button", { name: t("checkout.npFind") }).click();
    await expect(page).toHaveURL(/np_q=B%C4%83l%C8%9Bi/);
    const towns = steps.getByRole("group", { name: t("checkout.npTownChoice") }).getByRole("radio");
    await expect(towns).toHaveCount(1);
    await towns.first().check();
    await steps.getByRole("radio", { name: t("checkout.npWarehouse") }).check();
    await steps.getByRole("button", { name: t("checkout.npContinue") }).click();
    await expect(page).toHaveURL(/np_city=/);
    await expectAccessibleWithoutScripts(page, [STEPS]);

    // Step 2: the town's branches, then the carrier's price for this cart.
    const branch = steps.getByRole("combobox", { name: t("checkout.npBranch"), exact: true });
    await expect(branch.getByRole("option")).not.toHaveCount(1);
    await branch.selectOption({ index: 1 });
    const place = ((await branch.locator("option:checked").textContent()) ?? "").trim();
    await steps.getByRole("button", { name: t("checkout.npShowPrice") }).click();
    await expect(page).toHaveURL(/np_division=/);
    await expect(steps.getByTestId("np-steps-price")).toBeVisible();

    // The order's form has Nova Post chosen, names the branch and counts the price in the total.
    const form = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: t("checkout.submit") }) });
    await expect(form.getByRole("radio", { name: t("checkout.methodNovaPost") })).toBeChecked();
    await expect(form.getByTestId("np-choice")).toContainText(place);
    const delivery = (await form.getByTestId("delivery-price").textContent()) ?? "";
    const amount = Number(delivery.replace(/[^\d,.]/g, "").replace(",", "."));
    expect(amount).toBeGreaterThan(0);
    await expect(steps.getByTestId("np-steps-price")).toContainText(price(amount));
    await expect(form.getByTestId("checkout-total")).toHaveText(price(card.price + amount));
    await expectAccessibleWithoutScripts(page, [STEPS]);

    const email = `np-no-js-${theme}@example.md`;
    await form.getByLabel(t("checkout.name"), { exact: true }).fill("Vasile Rotaru");
    await form.getByLabel(t("checkout.phone"), { exact: true }).fill("+373 69 222 333");
    await form.getByLabel(t("checkout.email"), { exact: true }).fill(email);
    await form.getByRole("radio", { name: t("checkout.pay_cash") }).check();
    await form.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) }).check();
    await form.getByRole("button", { name: t("checkout.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart/success\\?order=\\d+`));
    await expect(page.getByRole("heading", { name: t("checkout.successTitle") })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get("order");

    // The API priced and placed the parcel as the picker's order would be.
    const browserId = (await page.context().cookies()).find((c) => c.name === "browser_id")?.value ?? "";
    const order = await apiGet<{
      delivery_method: string;
      payment_type: string;
      delivery_price: number;
      final_price: number;
      shippingInformation: { address: string; city: string; email: string };
    }>(theme, `/general/v2/order/${orderId}?no_user_id=${encodeURIComponent(browserId)}`, lang);
    expect(order.delivery_method).toBe("novapost");
    expect(order.payment_type).toBe("cash");
    expect(order.delivery_price).toBe(amount);
    expect(order.final_price).toBeCloseTo(card.price + amount, 2);
    expect(order.shippingInformation.address).toBe(place);
    expect(order.shippingInformation.city).toMatch(/^B/);

    // The confirmation e-mail is in the dev outbox, to the shopper, under the order's number.
    const row = new RegExp(
      `${email.replace(/\./g, "\\.")}</td>\\s*<td><a href="/dev/outbox/([^"]+)">([^<]*)</a>`,
    );
    await expect
      .poll(async () => row.exec(await fetch(`${API_URL}/dev/outbox`).then((r) => r.text()))?.[2] ?? "")
      .toContain(`${orderId}`);
    const id = row.exec(await fetch(`${API_URL}/dev/outbox`).then((r) => r.text()))?.[1] ?? "";
    const message = await fetch(`${API_URL}/dev/outbox/${id}`).then((r) => r.text());
    expect(message).toContain(order.shippingInformation.city);
  });
});
