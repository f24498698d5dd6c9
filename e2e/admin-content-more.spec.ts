import sharp from "sharp";
import { ADMIN, newStaff, signIn } from "./admin-support.ts";
import { expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The content area's gallery and vacancies, on the default theme only (the same app for every
 * shop): a content editor adds an album with an uploaded picture and a vacancy, in Romanian and
 * Russian; the storefront's cached gallery and career pages show both at once, the picture
 * served with its resized variants.
 */
test("a content editor adds a gallery album with an uploaded picture and a vacancy; the storefront shows both at once", async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
  test.setTimeout(120_000);
  const stamp = Date.now();
  const album = { ro: `Deschiderea ${stamp}`, ru: `Открытие ${stamp}`, caption: `Intrarea ${stamp}` };
  const job = { ro: `Farmacist ${stamp}`, ru: `Фармацевт ${stamp}` };
  const png = await sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: 30, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();

  // Both storefront pages visited twice: the second answer comes from the page cache.
  for (const path of ["/ro/gallery", "/ro/career", "/ro/gallery", "/ro/career"]) {
    await page.goto(`${baseURL}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await expect(page.getByText(job.ro)).toHaveCount(0);

  await signIn(page, await newStaff("content_editor", "gallery"));
  await page.getByRole("navigation", { name: "Meniu" }).getByRole("link", { name: "Conținut" }).click();
  const tabs = page.getByRole("navigation", { name: "Conținut" });

  // The album: titles in two languages, a picture uploaded, its caption.
  await tabs.getByRole("link", { name: "Galerie" }).click();
  await expect(page.getByRole("table", { name: "Galerie" })).toBeVisible();
  await page.getByRole("button", { name: "Album nou" }).click();
  const albumDialog = page.getByRole("dialog", { name: "Album nou" });
  await albumDialog.getByLabel("Titlu, ro").fill(album.ro);
  await albumDialog.getByRole("tab", { name: /Русский/ }).click();
  await albumDialog.getByLabel("Titlu, ru").fill(album.ru);
  await albumDialog
    .getByLabel("Adaugă o imagine")
    .setInputFiles({ name: "intrarea.png", mimeType: "image/png", buffer: png });
  await expect(albumDialog.getByRole("img", { name: "Imaginea 1" })).toHaveAttribute(
    "src",
    /^\/admin\/api\/media\/uploads\/[0-9a-f]{16}\.webp$/,
  );
  await albumDialog.getByLabel("Descrierea imaginii, ro (1)").fill(album.caption);
  await expectAccessible(page);
  await albumDialog.getByRole("button", { name: "Salvează" }).click();
  await expect(albumDialog).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Galerie" })).toContainText(album.ro);

  // The vacancy: in two languages, its description HTML.
  await tabs.getByRole("link", { name: "Posturi vacante" }).click();
  await page.getByRole("button", { name: "Post vacant nou" }).click();
  const jobDialog = page.getByRole("dialog", { name: "Post vacant nou" });
  await jobDialog.getByLabel("Salariu de la").fill("9000");
  await jobDialog.getByLabel("Moneda salariului").selectOption("MDL");
  await jobDialog.getByLabel("Titlu, ro").fill(job.ro);
  await jobDialog.getByLabel("Locul de muncă, ro").fill("Chișinău");
  await jobDialog.getByLabel("Text (HTML), ro").fill("<p>Căutăm un coleg.</p><script>alert(1)</script>");
  await jobDialog.getByRole("tab", { name: /Русский/ }).click();
  await jobDialog.getByLabel("Titlu, ru").fill(job.ru);
  await jobDialog.getByLabel("Text (HTML), ru").fill("<p>Ищем коллегу.</p>");
  await jobDialog.getByRole("button", { name: "Salvează" }).click();
  await expect(jobDialog).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Posturi vacante" })).toContainText(job.ro);
  await expectAccessible(page);
  // The editor links to the storefront page in the editor's language.
  await page.getByRole("button", { name: `Editează ${job.ro}` }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Editează postul vacant" })
      .getByRole("link", { name: /Deschide în magazin/ }),
  ).toHaveAttribute("href", /\/ro\/career#vacancy-\d+$/);

  // The storefront: the cached pages show both at once (the save purged them; the web server
  // reads the page version at most once a second).
  await expect(async () => {
    await page.goto(`${baseURL}/ro/career`);
    await expect(page.getByRole("link", { name: job.ro }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.goto(`${baseURL}/ru/career`);
  await expect(page.getByRole("link", { name: job.ru }).first()).toBeVisible();
  await expect(async () => {
    await page.goto(`${baseURL}/ro/gallery`);
    await expect(page.getByRole("link", { name: album.ro })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole("link", { name: album.ro }).click();
  await expect(page.getByRole("heading", { level: 2, name: album.ro })).toBeVisible();
  const picture = page.getByRole("img", { name: album.caption });
  await expect(picture).toBeVisible();
  // The uploaded picture is served with its resized variants, and the browser shows one.
  await expect(page.locator("picture source[type='image/avif']").first()).toHaveAttribute(
    "srcset",
    /\/media\/uploads\/[0-9a-f]{16}-\d+\.avif \d+w/,
  );
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.goto(`${baseURL}/ru/gallery`);
  await expect(page.getByRole("link", { name: album.ru })).toBeVisible();
});

test("a content editor adds a partner region and a partner with a logo; the storefront's partners page shows them at once", async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
  test.setTimeout(90_000);
  const stamp = Date.now();
  const region = { ro: `Nord ${stamp}`, ru: `Север ${stamp}` };
  const partner = `Clinica Bălți ${stamp}`;
  const logo = await sharp({
    create: { width: 120, height: 60, channels: 3, background: { r: 20, g: 60, b: 160 } },
  })
    .png()
    .toBuffer();
  for (let i = 0; i < 2; i++) await page.goto(`${baseURL}/ro/partners`);

  await signIn(page, await newStaff("content_editor", "partners"));
  await page.goto(`${ADMIN}/content/partners`);
  await page.getByRole("button", { name: "Regiune nouă" }).click();
  const regionDialog = page.getByRole("dialog", { name: "Regiune nouă" });
  await regionDialog.getByLabel("Numele regiunii, ro").fill(region.ro);
  await regionDialog.getByRole("tab", { name: /Русский/ }).click();
  await regionDialog.getByLabel("Numele regiunii, ru").fill(region.ru);
  await regionDialog.getByRole("button", { name: "Salvează" }).click();
  await expect(page.getByRole("table", { name: "Regiuni" })).toContainText(region.ro);

  await page.getByRole("button", { name: "Partener nou" }).click();
  const partnerDialog = page.getByRole("dialog", { name: "Partener nou" });
  await partnerDialog.getByLabel("Numele partenerului").fill(partner);
  await partnerDialog.getByLabel("Regiunea").selectOption({ label: region.ro });
  await partnerDialog
    .getByLabel("Sigla")
    .setInputFiles({ name: "sigla.png", mimeType: "image/png", buffer: logo });
  await expect(partnerDialog.locator("img")).toHaveAttribute("src", /\/admin\/api\/media\/uploads\//);
  await partnerDialog.getByLabel("Site-ul (https://...)").fill("https://clinica.example.md");
  await expectAccessible(page);
  await partnerDialog.getByRole("button", { name: "Salvează" }).click();
  await expect(page.getByRole("table", { name: "Parteneri" })).toContainText(partner);

  await expect(async () => {
    await page.goto(`${baseURL}/ro/partners`);
    await expect(page.getByRole("heading", { level: 2, name: region.ro })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const card = page.getByRole("link", { name: new RegExp(partner) });
  await expect(card).toHaveAttribute("href", "https://clinica.example.md");
  await expect
    .poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.goto(`${baseURL}/ru/partners`);
  await expect(page.getByRole("heading", { level: 2, name: region.ru })).toBeVisible();
});
