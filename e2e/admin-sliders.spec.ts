import { ADMIN, newStaff, signIn } from "./admin-support.ts";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The content area's product sliders, on the default theme only (the same app for every shop):
 * a content editor adds a slider of two products by code, the storefront's home page shows it
 * where its sliders load, and the editor removes it again.
 */
type Slider = { slug: string; carouselName: string; products: { code: string }[] };

test("a content editor adds a product slider by codes and the home page shows it", async ({
  page,
}, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Alese E2E ${stamp}`;
  const existing = await apiGet<Slider[]>("default", "/general/sliders", "ro");
  const codes = (existing[0]?.products ?? []).slice(0, 2).map((p) => p.code);
  expect(codes).toHaveLength(2);

  await signIn(page, await newStaff("content_editor", "sliders"));
  await page.goto(`${ADMIN}/content/sliders`);
  await expect(page.getByRole("link", { name: "Slidere de produse" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("button", { name: "Adaugă un slider" }).click();
  const slider = page.getByRole("group").last();
  await slider.getByLabel("Cheie (litere latine mici, cifre, cratime)").fill(`alese-e2e-${stamp}`);
  await slider.getByLabel("Titlu (Română)").fill(title);
  // No codes yet: refused in the form, in Romanian.
  await page.getByRole("button", { name: "Salvează", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Enumerați cel puțin un cod de produs.");
  await slider
    .getByLabel("Codurile produselor (câte unul pe rând sau separate prin virgulă)")
    .fill(codes.join("\n"));
  await expectAccessible(page);
  await page.getByRole("button", { name: "Salvează", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Salvat");

  // The storefront's sliders follow at once; the home page loads them as they near the screen.
  await page.goto("/ro");
  await page.getByTestId("home-sliders").scrollIntoViewIfNeeded();
  const block = page.locator("section", { has: page.getByRole("heading", { level: 2, name: title }) });
  await expect(block.locator("article")).toHaveCount(2);

  await page.goto(`${ADMIN}/content/sliders`);
  await page.getByRole("button", { name: `Șterge ${title}` }).click();
  await page.getByRole("button", { name: "Salvează", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Salvat");
  const after = await apiGet<Slider[]>("default", "/general/sliders", "ro");
  expect(after.map((s) => s.carouselName)).not.toContain(title);
});
