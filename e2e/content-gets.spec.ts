import type { TestInfo } from "@playwright/test";
import { demoSiteTokens } from "../packages/themes/src/index.ts";
import { API_URL, apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The content blocks wired in issue 14 part D (similar categories, the delivery note, "why us")
 * and the UI kit page, on the default theme only: CI time is tight, and the API tests cover
 * every shop's content.
 */
const defaultOnly = (testInfo: TestInfo) => {
  const theme = themeOf(testInfo);
  test.skip(theme !== "default", "content blocks are checked on the default theme");
  return theme;
};

type Category = { id: number; title: string; url: string };
type Card = { url: string; title: string };

test("the home page shows the shop's similar categories, each linking to its listing", async ({
  page,
}, testInfo) => {
  const theme = defaultOnly(testInfo);
  const similar = await apiGet<{ categories: Category[]; view_mode: string }>(
    theme,
    "/base/main_page_similar_category",
    "ru",
  );
  expect(similar.view_mode).toBe("grid");
  await page.goto("/ru");
  const block = page.getByTestId("similar-categories");
  await expect(block.getByRole("heading", { level: 2 })).toHaveText("Вам может понравиться");
  const links = block.getByRole("link");
  await expect(links).toHaveCount(similar.categories.length);
  const first = similar.categories[0] as Category;
  await expect(links.first()).toHaveAttribute("href", `/ru${first.url}`);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/ru${first.url}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
});

test("a product page shows the delivery note by the buy button and why to buy here", async ({
  page,
}, testInfo) => {
  const theme = defaultOnly(testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  const [product] = (await apiGet<{ products: Card[] }>(theme, "/ro/main/slider-new_products/", "ro"))
    .products;
  const note = await apiGet<{ title: string; text: string }>(theme, "/mi/delivery_info_text", "ro");
  const whyUs = await apiGet<{ title: string }[]>(theme, "/base/advantage/product_why_we", "ro");
  await page.goto(`/ro/product/${product?.url}`);
  const delivery = page.getByTestId("delivery-info");
  await expect(delivery).toContainText(note.title);
  await expect(delivery).toContainText(note.text);
  const why = page.getByTestId("why-us");
  await expect(why.getByRole("heading", { level: 2 })).toHaveText("De ce să cumpărați de la noi");
  await expect(why.getByRole("listitem")).toHaveCount(whyUs.length);
  await expect(why).toContainText(whyUs[0]?.title ?? "");
  await expectAccessible(page);
});

test("the UI kit page is not indexed, not in the sitemap, and its dialog, tabs and toast work", async ({
  page,
}, testInfo) => {
  const theme = defaultOnly(testInfo);
  const sitemap = await (
    await fetch(`${API_URL}/sitemap.xml`, { headers: { token: demoSiteTokens[theme] } })
  ).text();
  expect(sitemap).not.toContain("ui-kit-demo");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/ui-kit-demo");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("UI kit");
  // A field with its error tied to it.
  await expect(page.locator("#kit-email")).toHaveAccessibleDescription("Enter a valid e-mail address.");
  // Tabs.
  await page.getByRole("tab", { name: "Characteristics" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Blue");
  // A dialog opens and closes with Escape, giving focus back to its trigger.
  const share = page.getByRole("button", { name: "Share" });
  await share.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(share).toBeFocused();
  // A toast.
  await page.getByRole("button", { name: "Show a notification" }).click();
  await expect(page.getByText("This is how a notification looks.")).toBeVisible();
  // Pagination keeps the page it shows.
  await page.getByRole("link", { name: "Page 3" }).click();
  await expect(page).toHaveURL(/\/en\/ui-kit-demo\?page=3$/);
  await expect(page.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
});
