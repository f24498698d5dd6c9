import type { Page } from "@playwright/test";
import { menuPlanPrice } from "../packages/domain/src/menu-calculator.ts";
import { createTranslator, formatPrice, type Locale, type MessageKey } from "../packages/i18n/src/index.ts";
import { expect, expectAccessible, expectAccessibleWithoutScripts, test, themeOf } from "./support.ts";

/** The caterer's meal-plan calculator (issue 15): on the ecaterix theme only, on a phone. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

function catererOnly(testInfo: Parameters<typeof themeOf>[0]) {
  test.skip(themeOf(testInfo) !== "ecaterix", "meal plans are checked on the ecaterix theme only");
}

const day = (t: ReturnType<typeof createTranslator>, n: number) =>
  t(`menuCalculator.weekday${n}` as MessageKey);

async function placeOrder(page: Page, t: ReturnType<typeof createTranslator>) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: t("checkout.submit") }) });
  await form.getByLabel(t("checkout.name"), { exact: true }).fill("Ana Rusu");
  await form.getByLabel(t("checkout.phone"), { exact: true }).fill("+373 69 123 456");
  await form.getByLabel(t("checkout.email"), { exact: true }).fill("ana@example.md");
  await form.getByRole("radio", { name: t("checkout.methodDelivery") }).check();
  await form.getByLabel(t("checkout.street"), { exact: true }).fill("str. Albișoara");
  await form.getByLabel(t("checkout.building"), { exact: true }).fill("42");
  await form.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) }).check();
  await form.getByRole("button", { name: t("checkout.submit") }).click();
}

for (const lang of ["ro", "ru"] as const satisfies Locale[]) {
  test(`${lang}: build a meal plan (defaults, city, calories, days) and order it`, async ({
    page,
  }, testInfo) => {
    catererOnly(testInfo);
    test.setTimeout(120_000);
    const t = createTranslator(lang);
    await page.goto(`/${lang}/menu-calculator`);
    await expect(page.getByRole("heading", { level: 1, name: t("mealPlan.title") })).toBeVisible();
    // The defaults: 1200 kcal, 7 days, week 1, Monday; the city is still to choose.
    const calories = page.getByRole("group", { name: t("mealPlan.calories") });
    await expect(
      calories.getByRole("radio", { name: t("menuCalculator.kcal", { calories: 1200 }) }),
    ).toBeChecked();
    const days = page.getByRole("group", { name: t("mealPlan.duration") });
    await expect(days.getByRole("radio", { name: t("menuCalculator.days", { count: 7 }) })).toBeChecked();
    await expect(page.getByRole("tab", { name: day(t, 1) })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: t("mealPlan.week", { week: 1 }) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByTestId("meal-plan-price")).toContainText(
      formatPrice(menuPlanPrice(260, 7, 10), "MDL", lang),
    );
    await expect(page.getByRole("alert").filter({ hasText: t("mealPlan.cityNotChosen") })).toBeVisible();
    const add = page.getByRole("button", { name: t("mealPlan.addToCart") });
    await expect(add).toBeDisabled();
    await expectAccessible(page);

    // With scripts every choice shows at once, without leaving the page.
    await page.getByLabel(t("mealPlan.city")).selectOption("1");
    await expect(page).toHaveURL(/city=1/);
    await expect(page.getByRole("alert").filter({ hasText: t("mealPlan.cityNotChosen") })).toHaveCount(0);
    await calories.getByText(t("menuCalculator.kcal", { calories: 1500 }), { exact: true }).click();
    await expect(page).toHaveURL(/calories=1500/);
    await days.getByText(t("menuCalculator.days", { count: 14 }), { exact: true }).click();
    await expect(page).toHaveURL(/days=14/);
    await expect(page.getByTestId("meal-plan-price")).toContainText(
      formatPrice(menuPlanPrice(290, 14, 12), "MDL", lang),
    );
    // The day tabs: a tap, then the arrow keys.
    await page.getByRole("tab", { name: day(t, 3) }).click();
    await expect(page.getByRole("tab", { name: day(t, 3) })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(t("mealPlan.menuOf", { day: day(t, 3), week: 1 }));
    await page.getByRole("tab", { name: day(t, 3) }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: day(t, 4) })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("meal-day-dishes").getByRole("listitem")).toHaveCount(4);
    await expectAccessible(page);

    await add.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
    const line = page.getByTestId("cart-meal-plan");
    await expect(line).toContainText(t("menuCalculator.kcal", { calories: 1500 }));
    await expect(line).toContainText(t("menuCalculator.days", { count: 14 }));
    await expect(page.getByTestId("cart-total")).toContainText(
      formatPrice(menuPlanPrice(290, 14, 12), "MDL", lang),
    );
    const title = (await line.locator("p").first().textContent()) ?? "";
    await placeOrder(page, t);
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart/success\\?order=\\d+`));
    await expect(page.getByRole("table")).toContainText(title);
    await expectAccessible(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ro: weeks, days and choices are links and forms; the plan goes to the cart", async ({
    page,
  }, testInfo) => {
    catererOnly(testInfo);
    const t = createTranslator("ro");
    await page.goto("/ro/menu-calculator");
    await page.getByRole("link", { name: t("mealPlan.week", { week: 3 }) }).click();
    await page.getByRole("tab", { name: day(t, 5) }).click();
    await expect(page).toHaveURL(/week=3&day=5/);
    await expect(page.getByRole("tabpanel")).toContainText(t("mealPlan.menuOf", { day: day(t, 5), week: 3 }));
    // The last week of the four-week rotation is there too.
    await expect(page.getByRole("link", { name: t("mealPlan.week", { week: 4 }) })).toBeVisible();
    await page.getByLabel(t("mealPlan.city")).selectOption("1");
    await page
      .getByRole("group", { name: t("mealPlan.calories") })
      .getByText(t("menuCalculator.kcal", { calories: 2000 }), { exact: true })
      .click();
    await page.getByRole("button", { name: t("mealPlan.show") }).click();
    await expect(page).toHaveURL(/calories=2000/);
    await expect(page.getByRole("tabpanel")).toContainText(t("mealPlan.menuOf", { day: day(t, 5), week: 3 }));
    await expectAccessibleWithoutScripts(page);
    await page.getByRole("button", { name: t("mealPlan.addToCart") }).click();
    await expect(page).toHaveURL(/\/ro\/cart$/);
    await expect(page.getByTestId("cart-meal-plan")).toContainText(
      t("menuCalculator.kcal", { calories: 2000 }),
    );
    // Removing it is a form too.
    await page.getByRole("button", { name: t("mealPlan.remove") }).click();
    await expect(page.getByTestId("cart-meal-plan")).toHaveCount(0);
  });
});
