import type { Page } from "@playwright/test";
import sharp from "sharp";
import { API_URL, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The back-office's product editor on the default theme (the same app serves every shop): the
 * demo owner creates a product with an uploaded picture in Romanian and Russian, and the
 * storefront shows it at once in both, picture included; a price edit shows at once too.
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

/** The storefront's product page shows `text` (retried: the page cache follows the version within a second). */
async function storefrontShows(page: Page, url: string, heading: string, text?: string) {
  await expect(async () => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { timeout: 1000 });
    if (text) await expect(page.locator("main")).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

test("an owner creates a product with a picture in two languages; the storefront shows it and a price edit at once", async ({
  page,
}, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
  const stamp = Date.now();
  const code = `E2E-${stamp}`;
  const ro = { title: `Ceai de tei E2E ${stamp}`, slug: `ceai-de-tei-e2e-${stamp}` };
  const ru = { title: `Липовый чай E2E ${stamp}`, slug: `lipovyj-chaj-e2e-${stamp}` };
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();

  await signIn(page);
  await page.getByRole("navigation", { name: "Meniu" }).getByRole("link", { name: "Produse" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Produse" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Produs nou" }).click();

  await page.getByLabel("Denumire", { exact: true }).fill(ro.title);
  await page.getByLabel("Adresă (slug)").fill(ro.slug);
  await page.getByLabel("Unitate").fill("cutie");
  await page.getByRole("tab", { name: /Русский/ }).click();
  await page.getByLabel("Denumire", { exact: true }).fill(ru.title);
  await page.getByLabel("Adresă (slug)").fill(ru.slug);
  await page.getByLabel("Cod", { exact: true }).fill(code);
  await page.getByLabel("Preț", { exact: true }).fill("123,45");
  const firstStore = page.getByRole("table").getByRole("textbox").first();
  await firstStore.fill("7");
  await expect(page.getByText("Total: 7")).toBeVisible();
  await page
    .getByLabel("Adaugă o imagine")
    .setInputFiles({ name: "tei.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Imaginea 1" })).toHaveAttribute(
    "src",
    /^\/admin\/api\/media\/uploads\/[0-9a-f]{16}\.webp$/,
  );
  // The upload's name (a hash of the picture): the storefront serves it and its variants.
  const src = await page.getByRole("img", { name: "Imaginea 1" }).getAttribute("src");
  const name = /uploads\/([0-9a-f]{16})\.webp$/.exec(src ?? "")?.[1];
  expect(name).toBeTruthy();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Salvează" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Salvat." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(ro.title);

  // The storefront, in both languages, at once: title, price and the uploaded picture.
  const storefront = await page.context().newPage();
  await storefrontShows(storefront, `/ro/product/${ro.slug}`, ro.title, "123.45");
  const shown = storefront.locator(`main img[src*="/media/uploads/${name}"]`).first();
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await storefrontShows(storefront, `/ru/product/${ru.slug}`, ru.title);

  // A price edit shows at once too (the cached page is purged).
  await page.getByLabel("Preț", { exact: true }).fill("98,76");
  await page.getByRole("button", { name: "Salvează" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Salvat." })).toBeVisible();
  await storefrontShows(storefront, `/ro/product/${ro.slug}`, ro.title, "98.76");
  await expect(storefront.locator("main")).not.toContainText("123.45");

  // Deleting asks first (a modal the back-office's CSP allows: no inline styles); Escape keeps it.
  await page.getByRole("button", { name: "Șterge" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Ștergeți acest produs?" });
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(ro.title);
});
