import type { Page } from "@playwright/test";
import { buyable, openCart, openProduct, productFor, setup } from "./shop-data.ts";
import { API_URL, apiPost, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * Issue 16's promotions and payment switches in the back-office (default theme only, like the
 * other back-office specs): a code for one customer picked by a search; cash on delivery turned
 * off and the storefront's checkout no longer offering it (turned back on whatever happens,
 * since other specs pay in cash).
 */
const OWNER = { shop: "default", email: "owner@example.com", password: "demo-owner-2026" };
const ADMIN = `${API_URL}/admin`;

async function signIn(page: Page) {
  await page.goto(`${ADMIN}/`);
  await expect(page).toHaveURL(`${ADMIN}/sign-in`);
  await page.getByLabel("Codul magazinului").fill(OWNER.shop);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Parola").fill(OWNER.password);
  await page.getByRole("button", { name: "Intră" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Panou" })).toBeVisible();
}

/** Ticks or unticks "cash on delivery" in the delivery area and saves. */
async function setCash(page: Page, on: boolean) {
  await page.goto(`${ADMIN}/delivery`);
  await expect(page.getByRole("heading", { level: 1, name: "Livrare și magazine" })).toBeVisible();
  await page.getByLabel("Numerar la livrare").setChecked(on);
  await page.getByRole("button", { name: "Salvează" }).last().click();
  await expect(page.getByText("Livrarea a fost salvată.")).toBeVisible();
}

test("the owner switches cash on delivery off and the checkout no longer offers it", async ({
  page,
}, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Meniu" })
    .getByRole("link", { name: "Livrare și magazine" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Livrare și magazine" })).toBeVisible();

  // Both ways of paying in person off is refused before anything is sent.
  await page.getByLabel("Numerar la livrare").uncheck();
  await page.getByLabel("Card la primire").uncheck();
  await page.getByRole("button", { name: "Salvează" }).last().click();
  await expect(page.getByText("Lăsați cel puțin una dintre acestea activă.")).toBeVisible();
  await page.getByLabel("Card la primire").check();
  await page.getByRole("button", { name: "Salvează" }).last().click();
  await expect(page.getByText("Livrarea a fost salvată.")).toBeVisible();
  await expectAccessible(page);

  try {
    const { lang, t, cards } = await setup("default");
    const card = productFor(cards).find(buyable);
    if (!card) throw new Error("no product to buy");
    await openProduct(page, lang, card);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await openCart(page, lang);
    const payments = page.getByRole("group", { name: t("checkout.payment") });
    const onReceipt = payments.getByRole("radio", { name: t("checkout.pay_card_on_receipt") });
    await expect(onReceipt).toBeVisible();
    await expect(onReceipt).toBeChecked();
    await expect(payments.getByRole("radio", { name: t("checkout.pay_cash") })).toHaveCount(0);
  } finally {
    await setCash(page, true);
  }
});

test("the owner makes a promo code for one customer found by e-mail", async ({ page }, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
  const stamp = Date.now().toString(36);
  const email = `vip.${stamp}@example.md`;
  await apiPost("default", "/auth/users/", {
    email,
    password: "parola-buna-2026",
    re_password: "parola-buna-2026",
    first_name: "Vasile",
  });
  const code = `VIP${stamp.toUpperCase()}`;
  await signIn(page);
  await page.goto(`${ADMIN}/promotions`);
  await expect(page.getByRole("heading", { level: 1, name: "Coduri promoționale" })).toBeVisible();
  await page.getByLabel("Cod", { exact: true }).fill(code);
  await page.getByLabel("Valoare", { exact: true }).fill("15");
  await page.getByLabel("Cumpărători").selectOption("listed");
  // Nobody chosen: refused before anything is sent.
  await page.getByRole("button", { name: "Creează codul" }).click();
  // The domain rule's message, shown in the back-office's language.
  await expect(
    page.getByRole("alert").filter({ hasText: "Alegeți cel puțin un client pentru acest cod." }),
  ).toBeVisible();
  await page.getByLabel("Căutați un client după nume, e-mail sau telefon").fill(email);
  await page.getByLabel("Căutați un client după nume, e-mail sau telefon").press("Enter");
  await page.getByRole("button", { name: `Adăugați Vasile · ${email}` }).click();
  await expect(page.getByRole("button", { name: `Eliminați Vasile · ${email}` })).toBeVisible();
  await page.getByLabel("Utilizări per client (gol: fără limită)").fill("1");
  await page.getByRole("button", { name: "Creează codul" }).click();
  await expect(page.getByText(`Codul ${code} a fost creat.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(code) })).toContainText("1 per client");
  await expectAccessible(page);
});
