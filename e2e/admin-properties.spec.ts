import type { Page } from "@playwright/test";
import { API_URL, apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The back-office's properties (issue 16) on the default theme: the demo owner creates a
 * property with two values, gives one to a product in its editor, and the storefront's category
 * listing offers it as a filter at once (its page cache follows the catalogue version).
 */
const OWNER = { shop: "default", email: "owner@example.com", password: "demo-owner-2026" };
const ADMIN = `${API_URL}/admin`;
/** A category of the default shop's demo catalogue the other back-office specs leave alone. */
const CATEGORY = "textile/covoare";

async function signIn(page: Page) {
  await page.goto(`${ADMIN}/`);
  await expect(page).toHaveURL(`${ADMIN}/sign-in`);
  await page.getByLabel("Codul magazinului").fill(OWNER.shop);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Parola").fill(OWNER.password);
  await page.getByRole("button", { name: "Intră" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Panou" })).toBeVisible();
}

test("an owner creates a property with two values, gives one to a product, and the category listing offers it as a filter", async ({
  page,
}, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
  const run = Date.now().toString(36);
  const title = `Țesătură ${run}`;
  const key = `tesatura-${run}`;
  const listing = await apiGet<{ products: { productId: number; title: string }[] }>(
    "default",
    `/general/v2/category/${CATEGORY}/`,
    "ro",
  );
  const product = listing.products[0] as { productId: number; title: string };

  await signIn(page);
  await page.getByRole("navigation", { name: "Meniu" }).getByRole("link", { name: "Catalog" }).click();
  await page.getByRole("link", { name: "Proprietăți", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Proprietăți și filtre" })).toBeVisible();
  await expectAccessible(page);

  // The property: its title in four languages (the key follows the Romanian one), one option at a time.
  await page.getByRole("button", { name: "Proprietate nouă" }).click();
  const dialog = page.getByRole("dialog", { name: "Proprietate nouă" });
  await dialog.getByLabel("Titlu (Română)").fill(title);
  await expect(dialog.getByLabel("Cheie")).toHaveValue(key);
  for (const [tab, text] of [
    ["Русский", `Ткань ${run}`],
    ["Українська", `Тканина ${run}`],
    ["English", `Fabric ${run}`],
  ] as const) {
    await dialog.getByRole("tab", { name: tab }).click();
    await dialog.getByLabel(`Titlu (${tab})`).fill(text);
  }
  await dialog.getByLabel("Tip de filtru").selectOption({ label: "O singură opțiune" });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Salvează" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("cell", { name: title, exact: true })).toBeVisible();

  // Its two values, in the panel of the property just made.
  // (The list inside is a scrolling region of the same name.)
  const values = page.getByRole("region", { name: `Valorile proprietății „${title}”`, exact: true }).first();
  await expect(values.getByText("Proprietatea nu are încă valori.")).toBeVisible();
  for (const [ro, en] of [
    ["Lână", "Wool"],
    ["Bumbac", "Cotton"],
  ] as const) {
    await page.getByRole("button", { name: "Valoare nouă" }).click();
    const form = page.getByRole("dialog", { name: "Valoare nouă" });
    await form.getByLabel("Titlu (Română)").fill(ro);
    await form.getByRole("tab", { name: "English" }).click();
    await form.getByLabel("Titlu (English)").fill(en);
    await form.getByRole("button", { name: "Salvează" }).click();
    await expect(form).toBeHidden();
  }
  await expect(values.getByRole("cell", { name: "lana", exact: true })).toBeVisible();
  await expect(values.getByRole("cell", { name: "bumbac", exact: true })).toBeVisible();
  // The second value goes first.
  await values.getByRole("button", { name: "Mută mai sus: Bumbac" }).click();
  await expect(values.getByRole("row").nth(1)).toContainText("Bumbac");

  // The product's editor offers the new property; it gets "Lână".
  await page.goto(`${ADMIN}/products/${product.productId}`);
  await page.getByLabel(title, { exact: true }).selectOption({ label: "Lână" });
  await page.getByRole("button", { name: "Salvează" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Salvat." })).toBeVisible();

  // The storefront's listing of the category offers it as a filter, with the product under it.
  const filters = page.getByRole("complementary", { name: "Filtre" }).first();
  await expect(async () => {
    await page.goto(`/ro/${CATEGORY}`);
    await expect(filters.getByRole("heading", { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const filter = filters.getByRole("region", { name: title });
  await expect(filter.getByRole("link")).toHaveCount(1);
  await filter.getByRole("link", { name: /Lână/ }).click();
  await expect(page).toHaveURL(new RegExp(`filter=${key}%3Alana`));
  await expect(page.getByRole("main")).toContainText(product.title);
});
