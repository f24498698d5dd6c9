import type { Page } from "@playwright/test";
import { createTranslator } from "../packages/i18n/src/index.ts";
import { THEMES } from "../packages/themes/src/index.ts";
import { expect, expectAccessible, test } from "./support.ts";

/**
 * The shop's view types (issue 14, decision 0042) change the page: the demo variant
 * `default-view-types` (every view type off its default, on its own web server, which is this
 * project's) beside the default shop of the same theme, on defaults (the default theme's server).
 */
const defaultShop = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 4100) - 999 + THEMES.indexOf("default")}`;
const t = createTranslator("ro");

/** What the home page draws, measured as a visitor sees it. */
async function homeLayout(page: Page) {
  const categories = page.locator("section[aria-labelledby=home-categories]");
  await categories.scrollIntoViewIfNeeded();
  const tiles = await categories
    .locator("li")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const scrolls = await categories.locator("ul").evaluate((list) => list.scrollWidth > list.clientWidth + 1);
  const card = page
    .locator("article")
    .filter({ has: page.getByTestId("card-add-to-cart") })
    .first();
  const button = card.getByTestId("card-add-to-cart");
  await button.scrollIntoViewIfNeeded();
  const cardBox = await card.boundingBox();
  const buttonBox = await button.boundingBox();
  const cardPadding = await card.evaluate((element) => getComputedStyle(element).paddingTop);
  const about = page.locator("footer #footer-about");
  const footer = page.locator("footer");
  await footer.scrollIntoViewIfNeeded();
  return {
    header: await page.locator("header").getAttribute("data-header-view"),
    headerSearchIcon: await page
      .locator("header")
      .getByRole("button", { name: t("search.open") })
      .isVisible(),
    tilesInOneRow: new Set(tiles).size === 1,
    categoriesScroll: scrolls,
    buttonWidthShare: (buttonBox?.width ?? 0) / (cardBox?.width ?? 1),
    // The button stays inside its card (a long label wraps rather than overflows).
    buttonInside:
      Boolean(buttonBox && cardBox) &&
      (buttonBox?.x ?? 0) + (buttonBox?.width ?? 0) <= (cardBox?.x ?? 0) + (cardBox?.width ?? 0) + 0.5,
    // The label the eye sees (the name, for a screen reader, is in a visually hidden span).
    buttonText: await button.evaluate(
      (element) => element.querySelector(':scope > span[aria-hidden="true"]')?.textContent ?? "",
    ),
    cardPadding,
    aboutShown: await about.isVisible(),
    footerHeight: (await footer.boundingBox())?.height ?? 0,
  };
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each view type changes the home page, and the page stays accessible", async ({ page }) => {
    await page.goto(`${defaultShop}/ro`);
    const defaults = await homeLayout(page);
    await page.goto("/ro");
    const chosen = await homeLayout(page);

    // Header: the theme's classic row (search in the bottom bar) against the compact one.
    expect([defaults.header, chosen.header]).toEqual(["classic", "compact"]);
    expect([defaults.headerSearchIcon, chosen.headerSearchIcon]).toEqual([false, true]);
    // Main categories: a grid of tiles against one row that scrolls sideways.
    expect([defaults.tilesInOneRow, defaults.categoriesScroll]).toEqual([false, false]);
    expect([chosen.tilesInOneRow, chosen.categoriesScroll]).toEqual([true, true]);
    // Product card: compact, with less padding.
    expect(Number.parseFloat(chosen.cardPadding)).toBeLessThan(Number.parseFloat(defaults.cardPadding));
    // Cart button: an icon against a labelled bar across the card.
    expect(defaults.buttonText).toBe("");
    expect(defaults.buttonWidthShare).toBeLessThan(0.4);
    expect(chosen.buttonText).toBe(t("cart.add"));
    expect(chosen.buttonWidthShare).toBeGreaterThan(0.8);
    expect([defaults.buttonInside, chosen.buttonInside]).toEqual([true, true]);
    // Footer: compact, without the about text, and shorter.
    expect([defaults.aboutShown, chosen.aboutShown]).toEqual([true, false]);
    expect(chosen.footerHeight).toBeLessThan(defaults.footerHeight);

    // Nothing wider than the phone's screen but the categories' own scrolling row.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});

test("on a desktop the variants hold, and the labelled cart button adds to the cart", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${defaultShop}/ro`);
  // The default shop's classic header has the wide search field; the compact one an icon.
  await expect(page.locator("header").getByRole("button", { name: t("search.placeholder") })).toBeVisible();
  await page.goto("/ro");
  const header = page.locator("header");
  await expect(header.getByRole("button", { name: t("search.placeholder") })).toBeHidden();
  await expect(header.getByRole("button", { name: t("search.open") })).toBeVisible();
  const categories = page.locator("section[aria-labelledby=home-categories] ul");
  expect(await categories.locator("li").count()).toBeGreaterThan(4);
  expect(await categories.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  await expectAccessible(page);

  const button = page.getByTestId("card-add-to-cart").first();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAccessibleName(new RegExp(`^${t("cart.add")}: `));
  await button.click();
  await expect(page.locator("header [data-counter=cart]")).toHaveText("1");
});
