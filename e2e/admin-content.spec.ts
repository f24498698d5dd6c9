import type { Page } from "@playwright/test";
import { API_URL, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The back-office's content area, on the default theme only (the same app for every shop): a
 * content editor writes an article in Romanian and Russian and the storefront shows it at once
 * (its cached pages purged); the editor cannot open orders.
 */
const ADMIN = `${API_URL}/admin`;
const OWNER = { shop: "default", email: "owner@example.com", password: "demo-owner-2026" };

/** A content editor of the demo shop, added by its owner through the staff API. */
async function newEditor() {
  const signIn = await fetch(`${ADMIN}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  expect(signIn.status).toBe(200);
  const cookie = String(signIn.headers.get("set-cookie")).split(";")[0] as string;
  const editor = {
    shop: "default",
    email: `content.${Date.now()}@example.md`,
    password: "parola-editor-2026",
  };
  const created = await fetch(`${ADMIN}/api/staff`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ email: editor.email, password: editor.password, role: "content_editor" }),
  });
  expect(created.status).toBe(201);
  return editor;
}

async function signIn(page: Page, who: { shop: string; email: string; password: string }) {
  await page.goto(`${ADMIN}/`);
  await page.getByLabel("Codul magazinului").fill(who.shop);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Parola").fill(who.password);
  await page.getByRole("button", { name: "Intră" }).click();
  await expect(page.getByRole("button", { name: "Ieșire" })).toBeVisible();
}

test("a content editor writes an article in ro and ru, sees it on the storefront at once, and cannot open orders", async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
  test.setTimeout(90_000);
  const stamp = Date.now();
  const title = { ro: `Sfaturi de iarnă ${stamp}`, ru: `Зимние советы ${stamp}` };

  // The storefront's article list, visited twice: the second answer comes from the page cache.
  for (let i = 0; i < 2; i++) {
    await page.goto(`${baseURL}/ro/articles`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await expect(page.getByText(title.ro)).toHaveCount(0);

  await signIn(page, await newEditor());
  const menu = page.getByRole("navigation", { name: "Meniu" });
  await expect(menu.getByRole("link", { name: "Comenzi" })).toHaveCount(0);
  await page.goto(`${ADMIN}/orders`);
  await expect(page.getByRole("alert")).toContainText("Acces interzis");
  expect((await page.request.get(`${ADMIN}/api/orders`)).status()).toBe(403);

  await menu.getByRole("link", { name: "Conținut" }).click();
  await expect(page.getByRole("table", { name: "Articole" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Articol nou" }).click();

  await page.getByLabel("Titlu, ro").fill(title.ro);
  await expect(page.getByLabel("Adresa (slug), ro")).toHaveValue(`sfaturi-de-iarna-${stamp}`);
  await page
    .getByLabel("Text (HTML), ro")
    .fill(
      '<p>Beți apă <strong>caldă</strong>.</p><script>document.title="pwned"</script><p onclick="x()">Dormiți.</p>',
    );
  await page.getByRole("button", { name: "Previzualizare" }).click();
  const preview = page.getByRole("region", { name: "Previzualizare: Text (HTML), ro" });
  await expect(preview.getByText("Beți apă")).toBeVisible();
  await expect(preview.locator("script, [onclick]")).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("tab", { name: /Русский/ }).click();
  await page.getByLabel("Titlu, ru").fill(title.ru);
  await page.getByLabel("Text (HTML), ru").fill("<p>Пейте тёплую воду.</p>");
  await page.getByRole("button", { name: "Salvează" }).click();
  await expect(page.getByRole("status")).toContainText("Salvat");
  await expect(page.getByRole("link", { name: /Deschide în magazin/ })).toHaveAttribute(
    "href",
    new RegExp(`/ro/articles/sfaturi-de-iarna-${stamp}$`),
  );

  // The storefront: the cached list shows the new article, in both languages. The save purged the
  // shop's pages; the web server reads the site's page version at most once a second.
  await expect(async () => {
    await page.goto(`${baseURL}/ro/articles`);
    await expect(page.getByRole("link", { name: title.ro }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 5_000 });
  await page.getByRole("link", { name: title.ro }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.ro);
  await expect(page.getByText("Beți apă caldă.")).toBeVisible();
  expect(await page.title()).not.toBe("pwned");
  await page.goto(`${baseURL}/ru/articles/zimnie-sovety-${stamp}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.ru);
});
