import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

type Settings = {
  langs: string[];
  mainUiInterface: { mainLang: string; mobileBarUiType: string };
  phones: { main: string | null };
};

test.describe("page chrome", () => {
  test("language switcher keeps the page and remembers the choice", async ({ page, context }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const [from, to] = settings.langs as [string, string];
    await page.goto(`/${from}/delivery`);
    await page
      .getByRole("navigation", { name: /./ })
      .getByRole("link", { name: to, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${to}/delivery$`));
    await expect(page.locator("html")).toHaveAttribute("lang", to);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "i18n_redirected")?.value).toBe(to);
  });

  test("drawer menu opens on either tab, one modal at a time", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/${settings.mainUiInterface.mainLang}`);
    await page.locator("header").getByRole("button").first().click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("tab").first()).toHaveAttribute("aria-selected", "true");
    await drawer.getByRole("tab").nth(1).click();
    await expect(drawer.getByRole("tabpanel")).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    if (settings.mainUiInterface.mobileBarUiType === "hide") {
      await expect(
        page.getByRole("navigation", { name: /./ }).filter({ has: page.locator(".h-mobile-bar") }),
      ).toHaveCount(0);
      return;
    }
    const bar = page.locator("nav.h-mobile-bar");
    await expect(bar).toBeVisible();
    await bar.getByRole("button").first().click();
    await expect(page.getByRole("dialog").getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await bar.getByRole("button").nth(1).click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(page.getByRole("combobox")).toBeVisible();
  });

  test("the mobile bar follows mobileBarUiType", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/${settings.mainUiInterface.mainLang}/about`);
    await expect(page.locator("nav.h-mobile-bar")).toHaveCount(
      settings.mainUiInterface.mobileBarUiType === "hide" ? 0 : 1,
    );
  });

  test("search needs at least two characters", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    await page.goto(`/${settings.mainUiInterface.mainLang}/contacts`);
    await page.locator("header").getByRole("button").nth(1).click();
    const box = page.getByRole("combobox");
    await box.fill("a");
    await expect(page.getByRole("dialog").getByRole("button", { disabled: true })).toHaveCount(1);
    await box.fill("ab");
    await expect(page.getByRole("dialog").locator("button[type=submit]")).toBeEnabled();
  });

  test("canonical and hreflang links name every language of the site", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.langs.at(-1) as string;
    await page.goto(`/${lang}/about`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/${lang}/about$`),
    );
    for (const other of settings.langs) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        "href",
        new RegExp(`/${other}/about$`),
      );
    }
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      new RegExp(`/${settings.mainUiInterface.mainLang}/about$`),
    );
  });

  test("the footer shows social links but hides viber and telegram", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings & { socialNetworkLinks: { type: string; url: string }[] }>(
      theme,
      "/settings/global_site_settings",
    );
    await page.goto(`/${settings.mainUiInterface.mainLang}/contacts`);
    const footer = page.locator("footer");
    for (const link of settings.socialNetworkLinks) {
      const hidden = ["viber", "telegram"].includes(link.type.toLowerCase());
      await expect(footer.locator(`a[href="${link.url}"]`)).toHaveCount(hidden ? 0 : 1);
    }
    if (settings.phones.main) await expect(footer).toContainText(settings.phones.main);
  });
});
