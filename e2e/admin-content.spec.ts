import { ADMIN, newStaff, signIn } from "./admin-support.ts";
import { expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The back-office's content area, on the default theme only (the same app for every shop): a
 * content editor writes an article in Romanian and Russian and the storefront shows it at once
 * (its cached pages purged); the editor cannot open orders.
 */
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

  await signIn(page, await newStaff("content_editor", "content"));
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
