import type { ThemeName } from "../packages/themes/src/index.ts";
import {
  API_URL,
  apiGet,
  expect,
  expectAccessible,
  expectAccessibleWithoutScripts,
  test,
  themeOf,
} from "./support.ts";

type Vacancy = { id: number; title: string };

/** Careers run on one theme only (browser time is tight): the caterer, which hires the most. */
function catererOnly(testInfo: Parameters<typeof themeOf>[0]): ThemeName {
  const theme = themeOf(testInfo);
  test.skip(theme !== "ecaterix", "careers are checked on the ecaterix theme only");
  return theme;
}

const pdf = (name: string) => ({
  name: "CV Ion Popescu.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${name}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  ),
});
/** A Windows program under a PDF's name. */
const renamedExe = () => {
  const buffer = Buffer.alloc(1024);
  buffer.write("MZ", 0, "latin1");
  buffer.writeUInt32LE(0x80, 0x3c);
  buffer.write("PE\0\0", 0x80, "latin1");
  return { name: "cv.pdf", mimeType: "application/pdf", buffer };
};

/** The text of the dev outbox's message to `to` that mentions `mentioning`, once it is there. */
async function outboxMessage(to: string, mentioning: string): Promise<string> {
  const row = new RegExp(`${to.replace(/\./g, "\\.")}</td>\\s*<td><a href="/dev/outbox/([^"]+)">`, "g");
  const find = async () => {
    const list = await fetch(`${API_URL}/dev/outbox`).then((r) => r.text());
    for (const [, id] of list.matchAll(row)) {
      const message = await fetch(`${API_URL}/dev/outbox/${id}`).then((r) => r.text());
      if (message.includes(mentioning)) return message;
    }
    return "";
  };
  await expect.poll(find, { timeout: 10_000 }).not.toBe("");
  return find();
}

test("a vacancy opens in a dialog, and a PDF sent from it reaches the shop attached", async ({
  page,
}, testInfo) => {
  const theme = catererOnly(testInfo);
  const vacancies = await apiGet<Vacancy[]>(theme, "/base/vacancies", "ru");
  const [vacancy] = vacancies;
  if (!vacancy) throw new Error("ecaterix has vacancies");
  await page.goto("/ru/career");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вакансии");
  // Search engines' job listings: one JobPosting per vacancy (script text is not page text: read it).
  const postings = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")["@type"]));
  expect(postings.filter((type) => type === "JobPosting")).toHaveLength(vacancies.length);

  const card = page.locator(`#vacancy-${vacancy.id}`);
  await card.getByRole("link", { name: /Подробнее/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: vacancy.title })).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/career$/);
  await expectAccessible(page);

  await dialog.getByRole("button", { name: "Откликнуться" }).click();
  await expect(dialog.getByRole("heading", { name: `Отклик на вакансию: ${vacancy.title}` })).toBeVisible();
  const sender = `cv-${Date.now()}@example.com`;
  await dialog.getByLabel("Ваше имя").fill("Ион Попеску");
  await dialog.getByLabel("Телефон").fill("+373 69 123 456");
  await dialog.getByLabel("E-mail").fill(sender);
  await dialog.getByLabel("Файл резюме").setInputFiles(pdf(sender));
  await dialog.getByRole("button", { name: "Отправить резюме" }).click();
  await expect(dialog.getByRole("status")).toContainText("Резюме отправлено");
  await expectAccessible(page);

  // The sender is thanked, and the shop's copy carries the file.
  expect(await outboxMessage(sender, sender)).toContain(vacancy.title);
  const toShop = await outboxMessage("order@ecaterix.md", sender);
  expect(toShop).toContain("Ион Попеску");
  expect(toShop).toContain("CV Ion Popescu.pdf (application/pdf");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the vacancy and its form are pages of their own; a renamed program is refused, a PDF sent", async ({
    page,
  }, testInfo) => {
    const theme = catererOnly(testInfo);
    const [vacancy] = await apiGet<Vacancy[]>(theme, "/base/vacancies", "ro");
    if (!vacancy) throw new Error("ecaterix has vacancies");
    await page.goto("/ro/career");
    await page
      .locator(`#vacancy-${vacancy.id}`)
      .getByRole("link", { name: /Detalii/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ro/career\\?vacancy=${vacancy.id}$`));
    const selected = page.getByRole("article", { name: vacancy.title });
    await expect(selected).toBeVisible();
    await selected.getByRole("link", { name: "Aplică" }).click();
    await expect(page).toHaveURL(new RegExp(`/ro/career\\?apply=${vacancy.id}#apply$`));

    const form = page.locator("#apply");
    const fill = async () => {
      await form.getByLabel("Numele dumneavoastră").fill("Ion Popescu");
      await form.getByLabel("Telefon").fill("+373 69 123 456");
      await form.getByLabel("E-mail").fill("ion.nojs@example.com");
    };
    await fill();
    await form.getByLabel("Fișierul CV").setInputFiles(renamedExe());
    await form.getByRole("button", { name: "Trimite CV-ul" }).click();
    await expect(form.getByRole("alert")).toContainText(
      "Acest fișier nu este un document PDF, DOC, DOCX sau ODT.",
    );
    await expect(form.getByLabel("Fișierul CV")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Numele dumneavoastră")).toHaveValue("Ion Popescu");
    await expectAccessibleWithoutScripts(page);

    await fill();
    await form.getByLabel("Fișierul CV").setInputFiles(pdf("nojs"));
    await form.getByRole("button", { name: "Trimite CV-ul" }).click();
    await expect(form.getByRole("status")).toContainText("CV-ul a fost trimis");
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Nothing wider than the screen: the page does not scroll sideways. */
  const fitsTheScreen = async (page: import("@playwright/test").Page) =>
    expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(0);
  /** The box of `locator` lies within the 390 px width. */
  const within = async (locator: import("@playwright/test").Locator) => {
    const box = await locator.boundingBox();
    expect(box, "shown").not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  };

  test("the list, the vacancy dialog and the CV form fit the screen, accessibly", async ({
    page,
  }, testInfo) => {
    const theme = catererOnly(testInfo);
    const [vacancy] = await apiGet<Vacancy[]>(theme, "/base/vacancies", "ro");
    if (!vacancy) throw new Error("ecaterix has vacancies");
    await page.goto("/ro/career");
    const card = page.locator(`#vacancy-${vacancy.id}`);
    await within(card);
    await fitsTheScreen(page);
    await expectAccessible(page);

    await card.getByRole("link", { name: /Detalii/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: vacancy.title })).toBeVisible();
    await within(dialog);
    await expect
      .poll(() => dialog.evaluate((element) => element.scrollWidth - element.clientWidth))
      .toBeLessThanOrEqual(0);
    await fitsTheScreen(page);
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Aplică" }).click();
    const send = dialog.getByRole("button", { name: "Trimite CV-ul" });
    await expect(send).toBeVisible();
    for (const field of [
      dialog.getByLabel("Numele dumneavoastră"),
      dialog.getByLabel("Telefon"),
      dialog.getByLabel("E-mail"),
      dialog.getByLabel("Fișierul CV"),
      send,
    ])
      await within(field);
    await expect
      .poll(() => dialog.evaluate((element) => element.scrollWidth - element.clientWidth))
      .toBeLessThanOrEqual(0);
    await fitsTheScreen(page);
    await expectAccessible(page);

    // The form's own page (the links' target before the page has hydrated) fits too.
    await page.goto("/ro/career?apply=0#apply");
    const form = page.locator("#apply");
    await within(form);
    await within(form.getByRole("button", { name: "Trimite CV-ul" }));
    await fitsTheScreen(page);
    await expectAccessible(page);
  });
});
