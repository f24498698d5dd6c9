import { createTranslator, type Locale } from "../packages/i18n/src/index.ts";
import { themeConfigs } from "../packages/themes/src/index.ts";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/** The board has no catalogue tab, category menu or product search (decision 0060; board.spec.ts). */
const skipOnBoard = (testInfo: Parameters<typeof themeOf>[0]) =>
  test.skip(
    themeConfigs[themeOf(testInfo)].product === "board",
    "the board has no catalogue or product search",
  );

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
    skipOnBoard(testInfo);
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

  test("the desktop navigation bar opens a category's submenu; a phone never loads its code", async ({
    page,
  }, testInfo) => {
    skipOnBoard(testInfo);
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang as Locale;
    const t = createTranslator(lang);
    const menu = await apiGet<{ title: string; url: string; subcategories: { title: string }[] }[]>(
      theme,
      "/general/menu_tree",
      lang,
    );
    const parent = menu.find((item) => item.subcategories.length);
    test.skip(!parent, `the ${theme} demo menu has no submenus`);
    if (!parent) return;

    // A phone: the bar is hidden, so its code (lazy-block.ts) is never requested.
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/${lang}`);
    await page.locator("header").getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.some((path) => path.includes("/nav-bar-"))).toBe(false);
    await page.keyboard.press("Escape");

    // A desktop: the bar loads and hydrates where it shows. The category is a link; its button
    // opens the submenu.
    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole("navigation", { name: t("chrome.catalog") });
    const link = nav.getByRole("link", { name: parent.title, exact: true });
    await expect(link).toHaveAttribute("href", new RegExp(`^/${lang}/`));
    const trigger = nav.getByRole("button", {
      name: t("chrome.subcategoriesOf", { category: parent.title }),
    });
    await expect(async () => {
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    expect(scripts.some((path) => path.includes("/nav-bar-"))).toBe(true);
    const submenu = nav.getByRole("link", { name: t("chrome.allInCategory", { category: parent.title }) });
    await expect(submenu).toBeVisible();
    await expect(nav.getByRole("link", { name: parent.subcategories[0]?.title, exact: true })).toBeVisible();
    // Open, the menu is accessible too (Radix's menu had focusable aria-hidden focus proxies).
    await expectAccessible(page);
    // Tab goes from the button into its submenu; Escape closes it and returns to the button.
    await trigger.focus();
    await page.keyboard.press("Tab");
    await expect(submenu).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(submenu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    // A mouse resting on the category opens it; moving down into the submenu keeps it open.
    await page.mouse.move(0, 790);
    await link.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await submenu.hover();
    await page.waitForTimeout(500);
    await expect(submenu).toBeVisible();
    await page.mouse.move(0, 790);
    await expect(submenu).toBeHidden();

    // Following the category's link lands on the category.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}${parent.url}$`));
    await expect(page.locator("main article").first()).toBeVisible();
    await expectAccessible(page);
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
    skipOnBoard(testInfo);
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang as Locale;
    const t = createTranslator(lang);
    await page.goto(`/${lang}/contacts`);
    await page
      .locator("header")
      .getByRole("button", { name: new RegExp(`^(${t("search.placeholder")}|${t("search.open")})$`) })
      .first()
      .click();
    const box = page.getByRole("combobox");
    await box.fill("a");
    await expect(page.getByRole("dialog").getByRole("button", { disabled: true })).toHaveCount(1);
    await box.fill("ab");
    await expect(page.getByRole("dialog").locator("button[type=submit]")).toBeEnabled();
  });

  test("a press of the header's search before the page has hydrated opens it once it has", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    test.skip(theme !== "default", "the page's hydration is the same on every theme");
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang as Locale;
    const t = createTranslator(lang);
    // The page hydrates once its messages have arrived: held back until after the press.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(new RegExp(`/assets/${lang}-[^/]+\\.json$`), async (route) => {
      await held;
      await route.continue();
    });
    // By DOMContentLoaded the client entry (a module script) has run: it holds early clicks, and
    // waits for the messages to hydrate.
    await page.goto(`/${lang}/contacts`, { waitUntil: "domcontentloaded" });
    await page
      .locator("header")
      .getByRole("button", { name: new RegExp(`^(${t("search.placeholder")}|${t("search.open")})$`) })
      .first()
      .click();
    await expect(page.getByRole("combobox")).toHaveCount(0);
    release();
    await expect(page.getByRole("combobox")).toBeVisible();
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

  test("one toast at a time, above the phone's bottom bar and away from the search", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    test.skip(theme !== "default" && theme !== "farmacie", "the toasts are the same in every theme");
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang;
    const [category] = await apiGet<{ url: string }[]>(theme, "/general/menu_tree", lang);
    for (const size of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/${lang}${category?.url ?? ""}`);
      const card = page
        .locator("main article")
        .filter({ has: page.getByTestId("compare-toggle") })
        .first();
      await card.getByTestId("favorite-toggle").click();
      await card.getByTestId("compare-toggle").click();
      const toasts = page.locator("[data-sonner-toast][data-visible='true']");
      await expect(toasts).toHaveCount(1);
      // Where toasts rest (the list's place, not a toast's slide-in): low on the screen, clear
      // of the header and its search box, and above the phone's bottom bar.
      const place = await page.evaluate(() => {
        const list = document.querySelector("[data-sonner-toaster]");
        if (!list) return null;
        return {
          bottom: Number.parseFloat(getComputedStyle(list).bottom),
          y: list.getBoundingClientRect().top,
        };
      });
      if (!place) throw new Error("no toast list");
      const header = await page.locator("header").first().boundingBox();
      expect(place.y).toBeGreaterThan((header?.y ?? 0) + (header?.height ?? 0));
      const bar = page.locator("nav.fixed.bottom-0").first();
      const barHeight =
        size.width < 1024 && (await bar.isVisible()) ? ((await bar.boundingBox())?.height ?? 0) : 0;
      expect(place.bottom).toBeGreaterThanOrEqual(barHeight);
      // Undo, for the next viewport.
      await card.getByTestId("favorite-toggle").click();
      await card.getByTestId("compare-toggle").click();
    }
  });

  test("nothing floats over the page: call-us is docked, scroll-to-top waits for a gutter", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    test.skip(theme !== "default" && theme !== "farmacie", "the widgets are the same in every theme");
    /** Fixed elements that show, other than the header, the phone's bottom bar and the skip link. */
    const floating = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("body *")]
          .filter((el) => getComputedStyle(el).position === "fixed" && el.getClientRects().length > 0)
          .filter((el) => !el.closest("header, nav[aria-label], a[href='#content'], [data-sonner-toaster]"))
          .map((el) => el.outerHTML.slice(0, 120)),
      );
    for (const lang of ["ro", "ru"] as const) {
      const t = createTranslator(lang);
      // A phone: the bar holds the call-us widget; nothing else is fixed over the page.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${lang}`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await expect.poll(floating).toEqual([]);
      const bar = page.getByRole("navigation", { name: t("chrome.mobileBar") });
      await bar.getByRole("button", { name: t("chrome.call") }).click();
      const phones = page.getByRole("dialog");
      await expect(phones.locator("a[href^='tel:']").first()).toBeVisible();
      await page.keyboard.press("Escape");
      // At the very bottom, the footer's last line ends above the bar, and leads back to the top.
      // (Scrolled again until the page stops growing: blocks below the fold load as they near.)
      const barTop = (await bar.boundingBox())?.y ?? 0;
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.body.scrollHeight);
            const boxes = [...(document.querySelector("footer")?.querySelectorAll("p, a, li, span") ?? [])]
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.height > 0);
            return Math.max(...boxes.map((r) => r.bottom));
          }),
        )
        .toBeLessThanOrEqual(barTop);
      await page
        .locator("footer")
        .getByRole("link", { name: t("chrome.scrollToTop") })
        .click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      // A wide desktop: scroll-to-top sits in the gutter beside the 80rem page, clear of its content.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
      const up = page.getByRole("button", { name: t("chrome.scrollToTop") });
      await expect(up).toBeVisible();
      const contentRight = await page.evaluate(() =>
        Math.max(
          ...[...document.querySelectorAll<HTMLElement>(".max-w-7xl")].map(
            (el) => el.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(el).paddingRight),
          ),
        ),
      );
      expect((await up.boundingBox())?.x ?? 0).toBeGreaterThanOrEqual(contentRight);
      await up.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // No gutter, no floating button; the top bar lists the phones.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
      await expect.poll(floating).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page
        .locator("header")
        .getByRole("button", { name: t("chrome.callUs") })
        .click();
      await expect(page.getByRole("dialog").locator("a[href^='tel:']").first()).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
    }
  });
});

test.describe("the desktop menu without JavaScript", () => {
  test.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });

  test("its top items are links to their categories", async ({ page }, testInfo) => {
    skipOnBoard(testInfo);
    const theme = themeOf(testInfo);
    const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
    const lang = settings.mainUiInterface.mainLang as Locale;
    const t = createTranslator(lang);
    const menu = await apiGet<{ title: string; url: string; subcategories: unknown[] }[]>(
      theme,
      "/general/menu_tree",
      lang,
    );
    const item = menu.find((m) => m.subcategories.length) ?? menu[0];
    if (!item) throw new Error("empty menu");
    await page.goto(`/${lang}/about`);
    const nav = page.getByRole("navigation", { name: t("chrome.catalog") });
    await nav.getByRole("link", { name: item.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}${item.url}$`));
    await expect(page.locator("main article").first()).toBeVisible();
  });
});
