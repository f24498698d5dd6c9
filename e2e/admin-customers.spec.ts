import type { Page } from "@playwright/test";
import { API_URL, apiGet, apiPost, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The back-office's customers and inboxes, on the default theme only (one app for every shop):
 * the demo owner adjusts a customer's points with a reason, and hides then approves a review,
 * which leaves and returns to the storefront's product page (its cached copy purged each time).
 */
const OWNER = { shop: "default", email: "owner@example.com", password: "demo-owner-2026" };
const ADMIN = `${API_URL}/admin`;

type MenuItem = { url: string };
type Listing = { products: { productId: number; url: string }[] };

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

const menu = (page: Page) => page.getByRole("navigation", { name: "Meniu" });

test("an owner finds a customer and adjusts their points with a reason", async ({ page }, testInfo) => {
  defaultOnly(testInfo);
  const email = `elena.puncte.${Date.now()}@example.md`;
  await apiPost("default", "/auth/users/", {
    email,
    password: "parola-buna-2026",
    re_password: "parola-buna-2026",
    first_name: "Elena",
  });

  await signIn(page);
  await menu(page).getByRole("link", { name: "Clienți" }).click();
  await page.getByLabel("Caută un client").fill(email);
  await page.getByRole("button", { name: "Caută" }).click();
  await expect(page.getByText("Clienți găsiți: 1")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Elena" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Elena" })).toBeVisible();
  await expect(page.getByTestId("points-balance")).toHaveText("0");
  // No reason: refused before anything is sent.
  await page.getByLabel("Puncte de adăugat (sau de scăzut, cu minus)").fill("40");
  await page.getByRole("button", { name: "Ajustează punctele" }).click();
  await expect(page.getByRole("alert")).toContainText("Scrieți motivul ajustării.");
  await page.getByLabel("Motivul (obligatoriu)").fill("Compensație pentru o livrare întârziată");
  await page.getByRole("button", { name: "Ajustează punctele" }).click();
  await expect(page.getByTestId("points-balance")).toHaveText("40");
  await expect(page.getByRole("status")).toContainText("Sold nou: 40");
  await expect(page.getByRole("list", { name: "Istoricul ajustărilor" })).toContainText(
    "Compensație pentru o livrare întârziată",
  );
  // Taking more than the balance is refused; the balance stays.
  await page.getByLabel("Puncte de adăugat (sau de scăzut, cu minus)").fill("-50");
  await page.getByLabel("Motivul (obligatoriu)").fill("Prea mult");
  await page.getByRole("button", { name: "Ajustează punctele" }).click();
  await expect(page.getByRole("alert")).toContainText("soldul nu poate deveni negativ");
  await page.reload();
  await expect(page.getByTestId("points-balance")).toHaveText("40");
  await expectAccessible(page);
});

test("an owner hides and approves a review, and the storefront's product page follows", async ({
  page,
}, testInfo) => {
  defaultOnly(testInfo);
  const settings = await apiGet<{ additional_settings: { enable_product_reviews: boolean } }>(
    "default",
    "/settings/global_site_settings",
  );
  test.skip(!settings.additional_settings.enable_product_reviews, "reviews are off in this shop");
  const [first] = await apiGet<MenuItem[]>("default", "/general/menu_tree", "ro");
  const listing = await apiGet<Listing>("default", `/general/v2/category${first?.url}/`, "ro");
  const product = listing.products.at(-1);
  if (!product) throw new Error("no product to review");
  const text = `Recenzie de moderat în panou, produs foarte bun. ${Date.now()}`;
  await apiPost(
    "default",
    "/general/product-review",
    { product_id: product.productId, name: "Radu Moderat", rating: 5, text },
    "ro",
  );
  const productPage = `/ro/product/${product.url}`;
  const reviews = page.locator("section#reviews");
  // Seen once: the storefront may now serve this page from its cache.
  await page.goto(productPage);
  await expect(reviews).toContainText(text);

  await signIn(page);
  await menu(page).getByRole("link", { name: "Mesaje primite" }).click();
  await expect(page.getByRole("tab", { name: /Recenzii produse/ })).toHaveAttribute("aria-selected", "true");
  const item = page.getByRole("listitem").filter({ hasText: text });
  await item.getByRole("button", { name: "Ascunde" }).click();
  await expect(item.getByText("Ascunsă")).toBeVisible();
  await expectAccessible(page);

  await page.goto(productPage);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(reviews).not.toContainText(text);

  await page.goto(`${ADMIN}/inboxes?tab=product-reviews`);
  await page.getByLabel("Starea").selectOption("hidden");
  await item.getByRole("button", { name: "Aprobă" }).click();
  await expect(item).toHaveCount(0);

  await page.goto(productPage);
  await expect(reviews).toContainText(text);
});
