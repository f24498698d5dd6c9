import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { formatNumber, type MessageKey } from "../packages/i18n/src/index.ts";
import { demoSiteTokens } from "../packages/themes/src/index.ts";
import { emailedLink, sentCode } from "./outbox.ts";
import {
  buyable,
  type Card,
  dataLayerEvents,
  laneProduct,
  openCart,
  openProduct,
  productFor,
  RUSSIAN_TOO,
  setup,
} from "./shop-data.ts";
import { API_URL, apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * A stamp no other test of the run shares. Date.now() alone is not: tests of one file run on two
 * workers at once, and two that register in the same millisecond got the same address (the second
 * sign-up replaced the first's activation link; CI of 2026-11-28).
 */
const uniqueStamp = () => `${Date.now()}-${randomUUID().slice(0, 8)}`;

async function signIn(
  page: Page,
  lang: string,
  t: (key: MessageKey) => string,
  email: string,
  password: string,
) {
  // The header opens the login dialog over the page; signing in reloads that page, signed in.
  await page.goto(`/${lang}/product_list`);
  const from = page.url();
  await page.getByTestId("account-link").click();
  const form = page.getByTestId("login-dialog").locator("form#login");
  await form.getByLabel(t("account.email"), { exact: true }).fill(email);
  await form.getByLabel(t("account.password"), { exact: true }).fill(password);
  await form.getByRole("button", { name: t("account.login") }).click();
  await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "true");
  await expect(page.getByText(t("account.loggedIn"))).toBeVisible();
  await expect(page).toHaveURL(from);
}

async function signOut(page: Page, lang: string, t: (key: MessageKey) => string) {
  await page.goto(`/${lang}/account`);
  await page.getByRole("button", { name: t("account.logout") }).click();
  await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "false");
  // The sign-out notice: the page has run its script, which also cleared the browser's lists.
  await expect(page.getByText(t("account.loggedOut"))).toBeVisible();
}

const cartLines = (page: Page) => page.getByTestId("cart-line");

/** Raises the cart's only line to the shop's minimum order (the caterer has one); the units ordered. */
async function reachMinimum(page: Page, theme: Parameters<typeof apiGet>[0], card: Card): Promise<number> {
  const { cart_settings } = await apiGet<{ cart_settings: { min_order_sum: number } }>(
    theme,
    "/settings/global_site_settings",
  );
  const units = Math.max(1, Math.ceil(cart_settings.min_order_sum / card.price));
  test.skip(units > card.count, "not enough stock to reach the minimum order");
  if (units > 1) {
    const quantity = cartLines(page).first().getByRole("textbox");
    await quantity.fill(String(units));
    await quantity.press("Enter");
    await expect(quantity).toHaveValue(String(units));
    await expect(page.getByTestId("min-order")).toHaveCount(0);
  }
  return units;
}

test("registers, activates and keeps the cart across sign-out and sign-in; the order is the customer's", async ({
  page,
  context,
}, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t, cards } = await setup(theme);
  const card = productFor(cards, "account-order").find(buyable) as Card;
  const email = `client-${theme}-${uniqueStamp()}@example.md`;
  const password = "Parola-de-test-2026";

  // A guest puts a product in the cart.
  await openProduct(page, lang, card);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog")).toBeVisible();

  // Registration: a wrong repeat is refused in place, then the account is made.
  await page.goto(`/${lang}/registration`);
  const form = page.locator("form#registration");
  await form.getByLabel(t("account.email"), { exact: true }).fill(email);
  await form.getByLabel(t("account.firstName"), { exact: true }).fill("Ion");
  await form.getByLabel(t("account.password"), { exact: true }).fill(password);
  await form.getByLabel(t("account.passwordRepeat"), { exact: true }).fill("altceva-1234");
  await form.getByRole("button", { name: t("account.register") }).click();
  await expect(form.getByText(t("account.passwordMismatch"))).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel(t("account.password"), { exact: true }).fill(password);
  await form.getByLabel(t("account.passwordRepeat"), { exact: true }).fill(password);
  await form.getByRole("button", { name: t("account.register") }).click();
  await expect(page.getByTestId("registered")).toContainText(email);

  // Not active yet: signing in is refused.
  await page.goto(`/${lang}/login`);
  await page.locator("form#login").getByLabel(t("account.email"), { exact: true }).fill(email);
  await page.locator("form#login").getByLabel(t("account.password"), { exact: true }).fill(password);
  await page
    .locator("form#login")
    .getByRole("button", { name: t("account.login") })
    .click();
  await expect(page.getByRole("alert")).toHaveText(t("account.loginFailed"));

  // The e-mailed link activates the account and signs in; the guest's cart is now the customer's.
  await page.goto(await emailedLink(email, "activate"));
  await page.getByRole("button", { name: t("account.activateButton") }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/account`));
  await expect(page.getByTestId("account-summary")).toContainText(email);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "token")?.httpOnly).toBe(true);
  expect(cookies.find((c) => c.name === "refresh_token")?.httpOnly).toBe(true);
  // The sign-in notice (3 s); axe looks once it has faded in (a fading toast has no contrast yet).
  await expect(page.getByText(t("account.loggedIn"))).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every((el) => getComputedStyle(el).opacity === "1"),
  );
  await expectAccessible(page);
  await page.goto(`/${lang}/cart`);
  await expect(cartLines(page)).toContainText(card.title);

  // Signed out, the browser's cart is empty (the lines are the customer's now), except in a
  // shop whose cart lives in the browser; signed in again, the lines are back.
  await signOut(page, lang, t);
  await signIn(page, lang, t, email, password);
  await openCart(page, lang);
  await expect(cartLines(page)).toContainText(card.title);
  const units = await reachMinimum(page, theme, card);

  // The order is the customer's: pickup (or delivery), cash.
  const order = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: t("checkout.submit") }) });
  await order.getByLabel(t("checkout.name"), { exact: true }).fill("Ion Client");
  await order.getByLabel(t("checkout.phone"), { exact: true }).fill("+373 69 222 333");
  await order.getByLabel(t("checkout.email"), { exact: true }).fill(email);
  const pickup = order.getByRole("radio", { name: t("checkout.methodPickup") });
  if (await pickup.isEnabled()) await pickup.check();
  else {
    await order.getByRole("radio", { name: t("checkout.methodDelivery") }).check();
    await order.getByLabel(t("checkout.street"), { exact: true }).fill("str. Mihai Eminescu");
    await order.getByLabel(t("checkout.building"), { exact: true }).fill("5");
  }
  await order.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) }).check();
  await order.getByRole("button", { name: t("checkout.submit") }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cart/success\\?order=\\d+`));
  await expect.poll(async () => (await dataLayerEvents(page, "purchase")).length).toBe(1);
  const orderId = new URL(page.url()).searchParams.get("order");
  const after = await apiGet<{ product: { count: number } }>(
    theme,
    `/general/v2/product/${card.productId}/`,
    lang,
  );
  expect(after.product.count).toBe(card.count - units);
  await expect
    .poll(async () => (await fetch(`${API_URL}/dev/outbox`).then((r) => r.text())).includes(`${orderId}`))
    .toBe(true);

  // The cabinet's history shows it, and finds it by its number.
  await page.goto(`/${lang}/account`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/account/orders`));
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await expect(page.getByTestId("order-row")).toContainText(card.title);
  await page.getByRole("searchbox").fill(String(orderId));
  await page.getByRole("button", { name: t("account.filter") }).click();
  await expect(page).toHaveURL(new RegExp(`search=${orderId}`));
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await page.getByRole("searchbox").fill("999999999");
  await page.getByRole("button", { name: t("account.filter") }).click();
  await expect(page.getByTestId("no-orders")).toBeVisible();
  await expectAccessible(page);
});

test(
  "the cabinet edits the details, changes the password and deletes the account by the e-mailed link",
  { tag: "@every-theme" },
  async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    // The land board has no passwords nor a shop's cabinet: board-account.spec.ts signs in by phone.
    test.skip(theme === "terenuri", "the board's members sign in by phone");
    const { lang, t } = await setup(theme);
    const email = await newCustomer(page, lang, t, theme);
    await page.goto(`/${lang}/account/profile`);
    const profile = page.locator("form#profile");
    await profile.getByLabel(t("account.firstName"), { exact: true }).fill("Mihaela");
    await profile.getByLabel(t("account.phone"), { exact: true }).fill("12");
    await profile.getByRole("button", { name: t("account.save") }).click();
    await expect(profile.getByText(t("account.invalidPhone"))).toBeVisible();
    await profile.getByLabel(t("account.phone"), { exact: true }).fill("+373 69 555 666");
    await profile.getByRole("button", { name: t("account.save") }).click();
    await expect(profile.getByText(t("account.saved"))).toBeVisible();
    await expect(page.getByTestId("account-summary")).toContainText("Mihaela");
    // A shop with discount cards shows the customer's: its number, and its barcode for the till.
    const shop = await apiGet<{ discount_card_settings: { enabled: boolean } }>(
      theme,
      "/settings/global_site_settings",
    );
    const card = page.getByRole("region", { name: t("account.discountCard") });
    if (shop.discount_card_settings.enabled) {
      await expect(card.getByTestId("discount-card-number")).toHaveText(/^29\d{11}$/);
      await expect(card.locator("svg rect").nth(10)).toBeAttached();
    } else await expect(card).toHaveCount(0);
    await expectAccessible(page);

    // A company: refused with a bad fiscal code, then listed.
    await page.goto(`/${lang}/account/companies`);
    const company = page.locator("form#company");
    await company.getByLabel(t("account.companyName"), { exact: true }).fill("Mihaela Design SRL");
    await company.getByLabel(t("account.fiscalCode"), { exact: true }).fill("abc");
    await company.getByRole("button", { name: t("account.addCompany") }).click();
    await expect(company.getByText(t("account.fiscalCodeInvalid"))).toBeVisible();
    await company.getByLabel(t("account.fiscalCode"), { exact: true }).fill("1003600055555");
    await company.getByRole("button", { name: t("account.addCompany") }).click();
    await expect(page.getByTestId("company-list")).toContainText("Mihaela Design SRL");
    await expectAccessible(page);
    // The order history filters by the customer's companies (none of the orders is this one's yet).
    await page.goto(`/${lang}/account/orders`);
    await page
      .getByRole("combobox", { name: t("account.orderCompany"), exact: true })
      .selectOption({ label: "Mihaela Design SRL" });
    await page.getByRole("button", { name: t("account.filter") }).click();
    await expect(page).toHaveURL(/company_id=\d+/);
    await expect(page.getByTestId("no-orders")).toBeVisible();
    await expect(page.getByRole("combobox", { name: t("account.orderCompany"), exact: true })).toHaveValue(
      /\d+/,
    );
    await page.goto(`/${lang}/account/profile`);

    const password = page.locator("form#password");
    await password.getByLabel(t("account.currentPassword"), { exact: true }).fill("nu-este-parola-1");
    await password.getByLabel(t("account.newPassword"), { exact: true }).fill("Parola-noua-2027");
    await password.getByLabel(t("account.passwordRepeat"), { exact: true }).fill("Parola-noua-2027");
    await password.getByRole("button", { name: t("account.save") }).click();
    await expect(password.getByText(t("account.wrongPassword"))).toBeVisible();
    await password.getByLabel(t("account.currentPassword"), { exact: true }).fill("Parola-clientului-1");
    await password.getByLabel(t("account.newPassword"), { exact: true }).fill("Parola-noua-2027");
    await password.getByLabel(t("account.passwordRepeat"), { exact: true }).fill("Parola-noua-2027");
    await password.getByRole("button", { name: t("account.save") }).click();
    await expect(password.getByText(t("account.passwordSaved"))).toBeVisible();

    // Still signed in here; the new password signs in elsewhere.
    await page.getByRole("button", { name: t("account.deleteSend") }).click();
    await expect(page.getByText(t("account.deleteSent"))).toBeVisible();
    await page.goto(await emailedLink(email, "account/delete"));
    await page.getByRole("button", { name: t("account.deleteConfirm") }).click();
    await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "false");
    await page.goto(`/${lang}/login`);
    await page.locator("form#login").getByLabel(t("account.email"), { exact: true }).fill(email);
    await page
      .locator("form#login")
      .getByLabel(t("account.password"), { exact: true })
      .fill("Parola-noua-2027");
    await page
      .locator("form#login")
      .getByRole("button", { name: t("account.login") })
      .click();
    await expect(page.getByRole("alert")).toHaveText(t("account.loginFailed"));
  },
);

test("a forgotten password is reset by the e-mailed link, once", async ({ page }, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t } = await setup(theme);
  const email = `reset-${theme}-${uniqueStamp()}@example.md`;
  await page.goto(`/${lang}/registration`);
  const form = page.locator("form#registration");
  await form.getByLabel(t("account.email"), { exact: true }).fill(email);
  await form.getByLabel(t("account.password"), { exact: true }).fill("Prima-parola-1");
  await form.getByLabel(t("account.passwordRepeat"), { exact: true }).fill("Prima-parola-1");
  await form.getByRole("button", { name: t("account.register") }).click();
  await expect(page.getByTestId("registered")).toBeVisible();
  await page.goto(await emailedLink(email, "activate"));
  await page.getByRole("button", { name: t("account.activateButton") }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/account`));
  await signOut(page, lang, t);

  await page.goto(`/${lang}/password/forgot`);
  await page.locator("form#forgot").getByLabel(t("account.email"), { exact: true }).fill(email);
  await page
    .locator("form#forgot")
    .getByRole("button", { name: t("account.forgotSend") })
    .click();
  await expect(page.getByText(t("account.forgotSent"))).toBeVisible();
  const link = await emailedLink(email, "password/reset");
  await page.goto(link);
  const reset = page.locator("form#reset");
  await reset.getByLabel(t("account.newPassword"), { exact: true }).fill("A-doua-parola-2");
  await reset.getByLabel(t("account.passwordRepeat"), { exact: true }).fill("A-doua-parola-2");
  await reset.getByRole("button", { name: t("account.resetSave") }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/login`));
  await signIn(page, lang, t, email, "A-doua-parola-2");

  // The link works once.
  await signOut(page, lang, t);
  await page.goto(link);
  await page
    .locator("form#reset")
    .getByLabel(t("account.newPassword"), { exact: true })
    .fill("A-treia-parola-3");
  await page
    .locator("form#reset")
    .getByLabel(t("account.passwordRepeat"), { exact: true })
    .fill("A-treia-parola-3");
  await page
    .locator("form#reset")
    .getByRole("button", { name: t("account.resetSave") })
    .click();
  await expect(page.getByRole("alert")).toHaveText(t("account.resetInvalid"));
});

test("an ended session sends the shopper to the login, and /account needs one", async ({
  page,
  context,
}, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t } = await setup(theme);
  await page.goto(`/${lang}/account`);
  // Home, with the login dialog open (spec: `/?login=true`), which then leaves the address.
  const dialog = page.getByTestId("login-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: t("account.login"), exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));
  await expectAccessible(page);
  // A refused password is told inside the dialog, which stays open over the page.
  await dialog
    .locator("form#login")
    .getByLabel(t("account.email"), { exact: true })
    .fill("nobody@example.md");
  await dialog.locator("form#login").getByLabel(t("account.password"), { exact: true }).fill("Gresita-1");
  await dialog
    .locator("form#login")
    .getByRole("button", { name: t("account.login") })
    .click();
  await expect(dialog.getByRole("alert")).toHaveText(t("account.loginFailed"));
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // A forged token is refused by the API: cookies cleared, login open.
  await context.addCookies([
    {
      name: "token",
      value: "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.",
      domain: new URL(page.url()).hostname,
      path: "/",
    },
  ]);
  await page.goto(`/${lang}/account`);
  await expect(page.getByTestId("login-dialog")).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "token")).toBeUndefined();
});

/** A new customer, registered and activated through the pages: signed in on return. */
async function newCustomer(page: Page, lang: string, t: (key: MessageKey) => string, theme: string) {
  const email = `customer-${theme}-${uniqueStamp()}@example.md`;
  await page.goto(`/${lang}/registration`);
  const form = page.locator("form#registration");
  await form.getByLabel(t("account.email"), { exact: true }).fill(email);
  await form.getByLabel(t("account.password"), { exact: true }).fill("Parola-clientului-1");
  await form.getByLabel(t("account.passwordRepeat"), { exact: true }).fill("Parola-clientului-1");
  await form.getByRole("button", { name: t("account.register") }).click();
  await expect(page.getByTestId("registered")).toBeVisible();
  await page.goto(await emailedLink(email, "activate"));
  await page.getByRole("button", { name: t("account.activateButton") }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/account`));
  return email;
}

for (const inRussian of [false, true]) {
  test(`a customer without points is not offered them, and saves the delivery address for the next order${inRussian ? " (ru)" : ""}`, async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    test.skip(inRussian && !RUSSIAN_TOO.includes(theme), "Russian runs on the themes issue 13 names");
    const { lang, t, cards } = await setup(theme, inRussian ? "ru" : undefined);
    const settings = await apiGet<{ cart_settings: { mode: string } }>(
      theme,
      "/settings/global_site_settings",
    );
    test.skip(settings.cart_settings.mode === "local", "points need the server cart");
    const card = productFor(cards, inRussian ? "address-order-ru" : "address-order").find(buyable) as Card;
    const email = await newCustomer(page, lang, t, theme);
    await page.goto(`/${lang}/account/profile`);
    const profile = page.locator("form#profile");
    await profile.getByLabel(t("account.firstName"), { exact: true }).fill("Ion");
    await profile.getByLabel(t("account.lastName"), { exact: true }).fill("Client");
    await profile.getByLabel(t("account.phone"), { exact: true }).fill("+373 69 222 444");
    await profile.getByRole("button", { name: t("account.save") }).click();
    await expect(profile.getByText(t("account.saved"))).toBeVisible();
    await openProduct(page, lang, card);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await openCart(page, lang);
    await reachMinimum(page, theme, card);

    // No points yet: the line is not offered to be paid with them (it would only earn none).
    await expect(page.getByTestId("points-balance")).toContainText(formatNumber(0));
    await expect(page.getByTestId("loyalty-toggle")).toHaveCount(0);

    const order = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: t("checkout.submit") }) });
    const delivery = order.getByRole("radio", { name: t("checkout.methodDelivery") });
    test.skip(!(await delivery.isEnabled()), "this product is not delivered to an address");
    await delivery.check();
    // The checkout knows the customer: their name, phone and e-mail are filled in.
    await expect(order.getByLabel(t("checkout.name"), { exact: true })).toHaveValue("Ion Client");
    await expect(order.getByLabel(t("checkout.phone"), { exact: true })).toHaveValue(/^\+373 ?69 ?222 ?444$/);
    await expect(order.getByLabel(t("checkout.email"), { exact: true })).toHaveValue(email);
    await order.getByLabel(t("checkout.street"), { exact: true }).fill("str. Alba Iulia");
    await order.getByLabel(t("checkout.building"), { exact: true }).fill("77");
    await order.getByLabel(t("checkout.apartment"), { exact: true }).fill("12");
    await order.getByRole("checkbox", { name: t("checkout.saveAddress") }).check();
    await order.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) }).check();
    await order.getByRole("button", { name: t("checkout.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart/success\\?order=\\d+`));
    // The thanks says where it goes.
    await expect(page.getByTestId("order-receiving")).toContainText(t("checkout.methodDelivery"));
    await expect(page.getByTestId("order-receiving")).toContainText("str. Alba Iulia");

    // The next order offers the saved address; choosing it fills the fields.
    const other = productFor(cards).find((c) => buyable(c) && c.productId !== card.productId) as Card;
    await openProduct(page, lang, other);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await openCart(page, lang);
    const next = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: t("checkout.submit") }) });
    const nextDelivery = next.getByRole("radio", { name: t("checkout.methodDelivery") });
    test.skip(!(await nextDelivery.isEnabled()), "the second product is not delivered to an address");
    await nextDelivery.check();
    // The saved address is chosen to begin with, and can be changed.
    const saved = next.getByTestId("saved-address");
    await expect(saved.locator("option")).toContainText(["str. Alba Iulia, 77, 12"]);
    await expect(next.getByLabel(t("checkout.street"), { exact: true })).toHaveValue("str. Alba Iulia");
    await saved.selectOption({ index: 0 });
    await expect(next.getByLabel(t("checkout.street"), { exact: true })).toHaveValue("");
    await saved.selectOption({ label: "str. Alba Iulia, 77, 12" });
    await expect(next.getByLabel(t("checkout.street"), { exact: true })).toHaveValue("str. Alba Iulia");
    await expect(next.getByLabel(t("checkout.building"), { exact: true })).toHaveValue("77");
    await expectAccessible(page);
  });
}

/** The sandbox payment page's approve button (the API's page, in the order's language). */
const APPROVE: Record<string, string> = {
  ro: "Aprobă plata",
  ru: "Подтвердить оплату",
  uk: "Підтвердити оплату",
  en: "Approve payment",
};

test("a paid order earns points, which then pay for a line of the next order", async ({ page }, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t, cards, price } = await setup(theme);
  const settings = await apiGet<{ cart_settings: { mode: string } }>(theme, "/settings/global_site_settings");
  test.skip(settings.cart_settings.mode === "local", "points need the server cart");
  const card = laneProduct(cards, "loyalty-order");
  test.skip(!card, "no product of this shop earns points");
  if (!card) return;
  await newCustomer(page, lang, t, theme);
  const checkout = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: t("checkout.submit") }) });
  const fillAndSend = async (payment: "checkout.pay_card" | "checkout.pay_cash") => {
    await checkout.getByLabel(t("checkout.name"), { exact: true }).fill("Ion Client");
    await checkout.getByLabel(t("checkout.phone"), { exact: true }).fill("+373 69 222 555");
    const pickup = checkout.getByRole("radio", { name: t("checkout.methodPickup") });
    if (await pickup.isEnabled()) await pickup.check();
    else {
      await checkout.getByRole("radio", { name: t("checkout.methodDelivery") }).check();
      await checkout.getByLabel(t("checkout.street"), { exact: true }).fill("str. Mihai Eminescu");
      await checkout.getByLabel(t("checkout.building"), { exact: true }).fill("5");
    }
    const pay = checkout.getByRole("radio", { name: t(payment) });
    test.skip(!(await pay.isEnabled()), `this product cannot be paid with ${payment}`);
    await pay.check();
    await checkout.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) }).check();
    await checkout.getByRole("button", { name: t("checkout.submit") }).click();
  };

  // The first order, paid by card, earns the product's points once paid.
  await openProduct(page, lang, card);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await openCart(page, lang);
  const units = await reachMinimum(page, theme, card);
  test.skip(units * 2 > card.count, "not enough stock to order twice");
  await expect(page.getByTestId("points-balance")).toContainText(formatNumber(0));
  await fillAndSend("checkout.pay_card");
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  await page.getByRole("button", { name: APPROVE[lang] as string }).click();
  await expect(page.getByTestId("payment-status")).toHaveText(t("order.paymentPaid"));
  const earned = card.loyalty_give * units;
  await page.goto(`/${lang}/account/orders`);
  await expect(page.getByTestId("account-summary")).toContainText(formatNumber(earned));

  // The second: its line ticked "pay with points" is covered by them, up to what there is.
  await openProduct(page, lang, card);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await openCart(page, lang);
  await reachMinimum(page, theme, card);
  await expect(page.getByTestId("points-balance")).toContainText(formatNumber(earned));
  await page.getByTestId("loyalty-toggle").click();
  await expect(page.getByTestId("loyalty-toggle")).toHaveAttribute("aria-pressed", "true");
  const used = Math.min(earned, Math.round(card.price * units * 100) / 100);
  await expect(checkout.getByTestId("points-used")).toHaveText(`−${price(used)}`);
  await fillAndSend("checkout.pay_cash");
  await expect(page).toHaveURL(new RegExp(`/${lang}/cart/success\\?order=\\d+`));
  const orderId = new URL(page.url()).searchParams.get("order");
  await page.goto(`/${lang}/order-checkout/${orderId}`);
  await expect(page.getByTestId("order-points-used")).toHaveText(`−${price(used)}`);
  await page.goto(`/${lang}/account/orders`);
  await expect(page.getByTestId("account-summary")).toContainText(formatNumber(earned - used));
  await expectAccessible(page);
});

test("signs in with a six-digit code sent by e-mail", async ({ page }, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t } = await setup(theme);
  const email = await newCustomer(page, lang, t, theme);
  await signOut(page, lang, t);
  await page.goto(`/${lang}/login`);
  const send = page.locator("form#code-send");
  await send.getByLabel(t("account.emailOrPhone"), { exact: true }).fill(email);
  await send.getByRole("button", { name: t("account.codeSend") }).click();
  const form = page.locator("form#code-login");
  await expect(form.getByRole("status")).toContainText(email);
  const code = await sentCode(email);
  await form.getByLabel(t("account.code"), { exact: true }).fill(code === "000000" ? "111111" : "000000");
  await form.getByRole("button", { name: t("account.login") }).click();
  await expect(page.getByRole("alert")).toHaveText(t("account.codeWrong"));
  await expectAccessible(page);
  await page.locator("form#code-login").getByLabel(t("account.code"), { exact: true }).fill(code);
  await page
    .locator("form#code-login")
    .getByRole("button", { name: t("account.login") })
    .click();
  await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "true");
});

test("an account guessed at from many addresses asks for a code; its customer signs in with one", async ({
  page,
}, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t } = await setup(theme);
  const email = await newCustomer(page, lang, t, theme);
  await signOut(page, lang, t);
  // Twenty wrong passwords from twenty addresses (the API trusts this machine's forwarded one).
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${API_URL}/auth/jwt/create/`, {
      method: "POST",
      headers: {
        token: demoSiteTokens[theme],
        "content-type": "application/json",
        "x-forwarded-for": `203.0.113.${i + 1}`,
      },
      body: JSON.stringify({ email, password: `ghicit-${i}-2026` }),
    });
    expect(res.status).toBe(401);
  }
  // The right password from this browser's address (never signed in from) is not checked.
  await page.goto(`/${lang}/login`);
  const form = page.locator("form#login");
  await form.getByLabel(t("account.email"), { exact: true }).fill(email);
  await form.getByLabel(t("account.password"), { exact: true }).fill("Parola-clientului-1");
  await form.getByRole("button", { name: t("account.login") }).click();
  await expect(page.getByRole("alert")).toHaveText(t("account.codeRequired"));
  await expectAccessible(page);
  const send = page.locator("form#code-send");
  await send.getByLabel(t("account.emailOrPhone"), { exact: true }).fill(email);
  await send.getByRole("button", { name: t("account.codeSend") }).click();
  const code = page.locator("form#code-login");
  await code.getByLabel(t("account.code"), { exact: true }).fill(await sentCode(email));
  await code.getByRole("button", { name: t("account.login") }).click();
  await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "true");
});

test("signs in with a code sent by SMS, in the login dialog over the page", async ({ page }, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t } = await setup(theme);
  await newCustomer(page, lang, t, theme);
  const digits = String(Date.now()).slice(-6);
  await page.goto(`/${lang}/account/profile`);
  const profile = page.locator("form#profile");
  await profile.getByLabel(t("account.phone"), { exact: true }).fill(`+373 68 ${digits}`);
  await profile.getByRole("button", { name: t("account.save") }).click();
  await expect(profile.getByText(t("account.saved"))).toBeVisible();
  await signOut(page, lang, t);

  await page.goto(`/${lang}/product_list`);
  const from = page.url();
  await page.getByTestId("account-link").click();
  const dialog = page.getByTestId("login-dialog");
  const send = dialog.locator("form#code-send");
  await send.getByLabel(t("account.emailOrPhone"), { exact: true }).fill("not a phone");
  await send.getByRole("button", { name: t("account.codeSend") }).click();
  await expect(send.getByText(t("account.invalidLogin"))).toBeVisible();
  await send.getByLabel(t("account.emailOrPhone"), { exact: true }).fill(`+373 68 ${digits}`);
  await send.getByRole("button", { name: t("account.codeSend") }).click();
  const form = dialog.locator("form#code-login");
  await expect(form.getByRole("status")).toContainText(`+373 68 ${digits}`);
  // The SMS outbox holds the text sent to the number in its full form.
  const code = await sentCode(`+37368${digits}`);
  await form.getByLabel(t("account.code"), { exact: true }).fill(code === "000000" ? "111111" : "000000");
  await form.getByRole("button", { name: t("account.login") }).click();
  await expect(dialog.getByRole("alert")).toHaveText(t("account.codeWrong"));
  await expectAccessible(page);
  await dialog.locator("form#code-login").getByLabel(t("account.code"), { exact: true }).fill(code);
  await dialog
    .locator("form#code-login")
    .getByRole("button", { name: t("account.login") })
    .click();
  await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "true");
  await expect(page).toHaveURL(from);
});

test("another tab follows a sign-in and a sign-out", async ({ page, context }, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t, cards } = await setup(theme);
  const email = await newCustomer(page, lang, t, theme);
  await signOut(page, lang, t);
  const other = await context.newPage();
  // A product page (it has hydrated, and so listens, once it pushed view_item).
  await openProduct(other, lang, cards[0] as Card);
  await expect(other.getByTestId("account-link")).toHaveAttribute("data-signed-in", "false");
  await signIn(page, lang, t, email, "Parola-clientului-1");
  await expect(other.getByTestId("account-link")).toHaveAttribute("data-signed-in", "true");
  await signOut(page, lang, t);
  await expect(other.getByTestId("account-link")).toHaveAttribute("data-signed-in", "false");
});

test("favourites and the compare list: kept in the browser, across tabs and through sign-in; a customer's favourites follow them", async ({
  page,
}, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t, cards } = await setup(theme);
  // Two products of one category (the compare list takes one category).
  const pair = cards.flatMap((a) =>
    cards
      .filter((b) => b !== a && a.category && b.category?.subcategoryId === a.category.subcategoryId)
      .map((b) => [a, b]),
  )[0];
  test.skip(!pair, "no category with two products");
  const [first, second] = pair as [Card, Card];

  await openProduct(page, lang, first);
  await page.getByRole("main").getByTestId("favorite-toggle").first().click();
  await expect(page.getByRole("main").getByTestId("favorite-toggle").first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await dataLayerEvents(page, "add_to_wishlist")).toHaveLength(1);
  await page.getByRole("main").getByTestId("compare-toggle").first().click();
  await openProduct(page, lang, second);
  await page.getByRole("main").getByTestId("compare-toggle").first().click();
  await expect(page.getByRole("main").getByTestId("compare-toggle").first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Another tab shows the same list, and follows its changes without a reload.
  const other = await page.context().newPage();
  await openProduct(other, lang, second);
  const otherToggle = other.getByRole("main").getByTestId("compare-toggle").first();
  await expect(otherToggle).toHaveAttribute("aria-pressed", "true");
  await expect(other.locator('[data-counter="compare"]').first()).toHaveText("2");

  await page.goto(`/${lang}/compare`);
  const table = page.getByTestId("compare-table");
  await expect(table.locator("thead th")).toHaveCount(2);
  await expect(table).toContainText(first.title);
  await expect(table).toContainText(second.title);
  // The products' codes differ: that row is marked.
  await expect(table.locator('tbody tr[data-differs="true"]').first()).toBeVisible();
  await expectAccessible(page);
  const escaped = second.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await table.getByRole("button", { name: new RegExp(`: ${escaped}$`) }).click();
  await expect(table.locator("thead th")).toHaveCount(1);
  await expect(otherToggle).toHaveAttribute("aria-pressed", "false");
  await expect(other.locator('[data-counter="compare"]').first()).toHaveText("1");
  await other.close();

  await page.goto(`/${lang}/favorites`);
  await expect(page.getByTestId("favorites-list")).toContainText(first.title);
  await expectAccessible(page);

  // Signed up: the browser's favourites become the customer's; signed out they leave the browser,
  // signed in again they come back from the server.
  const email = await newCustomer(page, lang, t, theme);
  await page.goto(`/${lang}/favorites`);
  await expect(page.getByTestId("favorites-list")).toContainText(first.title);
  // The compare list stays through the sign-in too (it is the browser's).
  await page.goto(`/${lang}/compare`);
  await expect(page.getByTestId("compare-table")).toContainText(first.title);
  await signOut(page, lang, t);
  await page.goto(`/${lang}/favorites`);
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await page.goto(`/${lang}/compare`);
  await expect(page.getByTestId("compare-empty")).toBeVisible();
  await signIn(page, lang, t, email, "Parola-clientului-1");
  await page.goto(`/${lang}/favorites`);
  await expect(page.getByTestId("favorites-list")).toContainText(first.title);
  await page.getByRole("button", { name: t("lists.clearAll") }).click();
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
});

test("a social sign-in that fails lands on the right screen", async ({ page }, testInfo) => {
  const theme = themeOf(testInfo);
  const { lang, t } = await setup(theme);
  // The demo shops have no social apps: the API refuses, and the storefront says so.
  await page.goto(`/${lang}/login`);
  const post = async (provider: string) => {
    await page.evaluate(
      ({ action, provider }) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = action;
        for (const [name, value] of Object.entries({ provider, access_token: "a-token-nobody-issued" })) {
          const input = document.createElement("input");
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { action: `/${lang}/social-login`, provider },
    );
  };
  await post("facebook");
  await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?social=failed`));
  await expect(page.getByRole("alert")).toHaveText(t("account.socialFailed"));
  await expectAccessible(page);
  await post("google");
  await expect(page).toHaveURL(new RegExp(`/${lang}/registration$`));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login page stands in for the dialog, and comes back to the page", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang, t } = await setup(theme);
    const email = await newCustomer(page, lang, t, theme);
    await page.getByRole("button", { name: t("account.logout") }).click();
    await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "false");
    // Where an ended session is sent: the page says where to sign in.
    await page.goto(`/${lang}/product_list?login=true`);
    await page
      .getByRole("link", { name: t("account.login"), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/${lang}/login\\?next=${encodeURIComponent(`/${lang}/product_list`)}$`),
    );
    const form = page.locator("form#login");
    await form.getByLabel(t("account.email"), { exact: true }).fill(email);
    await form.getByLabel(t("account.password"), { exact: true }).fill("Parola-clientului-1");
    await form.getByRole("button", { name: t("account.login") }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/product_list\\?notice=loggedIn$`));
    await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "true");
  });
});
