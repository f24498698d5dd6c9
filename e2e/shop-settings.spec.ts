import { createTranslator } from "../packages/i18n/src/index.ts";
import type { ThemeName } from "../packages/themes/src/index.ts";
import { expect, expectAccessible, test, themeOf } from "./support.ts";

/** Each setting is checked on the demo shop that has it switched on (browser time is tight). */
function on(testInfo: Parameters<typeof themeOf>[0], theme: ThemeName) {
  test.skip(themeOf(testInfo) !== theme, `checked on the ${theme} theme only`);
}

test.describe("the shop's popup", () => {
  test.use({ popupsSeen: false });

  test("opens once the cookie banner has its answer, in the visitor's language, and stays closed once closed", async ({
    page,
    context,
  }, testInfo) => {
    on(testInfo, "primebuy");
    const t = createTranslator("ru");
    await page.goto("/ru");
    const popup = page.getByRole("dialog", { name: "Добро пожаловать в PrimeBuy!" });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup).toContainText("1500");
    await expectAccessible(page);
    await popup.getByRole("button", { name: t("chrome.popupOk") }).click();
    await expect(popup).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "popups_seen")?.value).toBe("2");
    // The next page, past the delay: no popup.
    await page.goto("/ru/contacts");
    await page.waitForTimeout(4_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Another language has its own notice; Escape closes it too.
    await page.goto("/ro");
    const ro = page.getByRole("dialog", { name: "Bun venit la PrimeBuy!" });
    await expect(ro).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press("Escape");
    await expect(ro).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "popups_seen")?.value).toBe("2.1");
  });
});

test.describe("the shop's popup waits for the cookie banner", () => {
  test.use({ popupsSeen: false, consentChosen: false });

  test("no popup over an unanswered banner", async ({ page }, testInfo) => {
    on(testInfo, "primebuy");
    await page.goto("/ro");
    await expect(page.locator("[data-consent-banner]")).toBeVisible();
    await page.waitForTimeout(4_500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("the call-us panel lists the shop's messengers beside its phones", async ({ page }, testInfo) => {
  on(testInfo, "default");
  const t = createTranslator("ro");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/ro");
  await page.locator("header [data-testid=call-us]:visible").first().click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByText(t("chrome.writeUs"))).toBeVisible();
  await expect(panel.getByRole("link", { name: "Viber" })).toHaveAttribute("href", /^viber:\/\/chat/);
  await expect(panel.getByRole("link", { name: "Telegram" })).toHaveAttribute(
    "href",
    "https://t.me/casamea_md",
  );
  await expect(panel.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expectAccessible(page);
});

test("the footer links the shop's apps", async ({ page }, testInfo) => {
  on(testInfo, "farmacie");
  const t = createTranslator("ru");
  await page.goto("/ru");
  const apps = page.locator("footer").getByRole("list", { name: t("chrome.mobileApps") });
  await expect(apps.getByRole("link", { name: t("chrome.appStore") })).toHaveAttribute(
    "href",
    /^https:\/\/apps\.apple\.com\//,
  );
  await expect(apps.getByRole("link", { name: t("chrome.googlePlay") })).toHaveAttribute(
    "href",
    /^https:\/\/play\.google\.com\//,
  );
});

test("the home page shows the shop's information block in each language", async ({ page }, testInfo) => {
  on(testInfo, "ecaterix");
  await page.goto("/ro");
  await expect(page.getByTestId("home-info-block")).toContainText("Comenzile pentru evenimente");
  await page.goto("/ru");
  await expect(page.getByTestId("home-info-block")).toContainText("Заказы на мероприятия");
  await expectAccessible(page);
});
