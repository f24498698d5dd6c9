import type { Page } from "@playwright/test";
import { buyable, openCart, openProduct, productFor, setup } from "./shop-data.ts";
import { API_URL, apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The owner's shop areas of the back-office (default theme only, like admin.spec.ts): a promo
 * code made in the back-office applies in the storefront's cart; a settings change shows on the
 * storefront at once.
 */
const OWNER = { shop: "default", email: "owner@example.com", password: "demo-owner-2026" };
const ADMIN = `${API_URL}/admin`;

function defaultOnly(testInfo: Parameters<typeof themeOf>[0]) {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
}

async function signIn(page: Page) {
  await page.goto(`${ADMIN}/`);
  await expect(page).toHaveURL(`${ADMIN}/sign-in`);
  await page.getByLabel("Codul magazinului").fill(OWNER.shop);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Parola").fill(OWNER.password);
  await page.getByRole("button", { name: "Intră" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Panou" })).toBeVisible();
}

test("the owner creates a promo code and it applies in the storefront's cart", async ({ page }, testInfo) => {
  defaultOnly(testInfo);
  const code = `ADMIN${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);
  await page.getByRole("navigation", { name: "Meniu" }).getByRole("link", { name: "Promoții" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Coduri promoționale" })).toBeVisible();

  // A percent over 100 is refused before anything is sent.
  await page.getByLabel("Cod", { exact: true }).fill(code);
  await page.getByLabel("Valoare", { exact: true }).fill("120");
  await page.getByRole("button", { name: "Creează codul" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "între 1 și 100" })).toBeVisible();
  await page.getByLabel("Valoare", { exact: true }).fill("20");
  await page.getByRole("button", { name: "Creează codul" }).click();
  await expect(page.getByText(`Codul ${code} a fost creat.`)).toBeVisible();
  await expect(page.getByRole("cell", { name: code, exact: true })).toBeVisible();
  await expectAccessible(page);

  const { lang, t, cards } = await setup("default");
  const card = productFor(cards).find(buyable);
  if (!card) throw new Error("no product to buy");
  await openProduct(page, lang, card);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await openCart(page, lang);
  await page.getByLabel(t("checkout.promoCode"), { exact: true }).fill(code.toLowerCase());
  await page.getByRole("button", { name: t("checkout.promoApply") }).click();
  await expect(page.getByText(t("checkout.promoApplied", { code }))).toBeVisible();
});

test("the owner changes the shop's phone and the storefront shows it at once", async ({ page }, testInfo) => {
  defaultOnly(testInfo);
  const before = await apiGet<{ phones: { support: string | null } }>(
    "default",
    "/settings/global_site_settings",
  );
  const phone = `+373 22 ${String(Date.now() % 1000).padStart(3, "0")} 777`;
  const { lang } = await setup("default");
  // The page is in the storefront's cache before the change.
  await page.goto(`/${lang}/contacts`);
  await page.goto(`/${lang}/contacts`);
  await expect(page.getByRole("contentinfo")).not.toContainText(phone);

  await signIn(page);
  await page.getByRole("navigation", { name: "Meniu" }).getByRole("link", { name: "Setări" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Setările magazinului" })).toBeVisible();
  const field = page.getByLabel("Telefon suport");
  await field.fill("not a phone");
  await page.getByRole("button", { name: "Salvează" }).click();
  await expect(page.getByText("Corectați câmpurile marcate.")).toBeVisible();
  await field.fill(phone);
  await page.getByRole("button", { name: "Salvează" }).click();
  await expect(page.getByText("Setările au fost salvate; magazinul le arată imediat.")).toBeVisible();
  await expectAccessible(page);

  try {
    await page.goto(`/${lang}/contacts`);
    await expect(page.getByRole("contentinfo")).toContainText(phone);
  } finally {
    await field.page().goto(`${ADMIN}/settings`);
    await page.getByLabel("Telefon suport").fill(before.phones.support ?? "");
    await page.getByRole("button", { name: "Salvează" }).click();
    await expect(page.getByText("Setările au fost salvate; magazinul le arată imediat.")).toBeVisible();
  }
});
