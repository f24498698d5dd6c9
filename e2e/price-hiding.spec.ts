import type { Page } from "@playwright/test";
import { createTranslator, formatNumber, formatPrice, type Locale } from "../packages/i18n/src/index.ts";
import { emailedLink } from "./outbox.ts";
import { API_URL, expect, test } from "./support.ts";

/**
 * A shop that shows prices to customers only (`is_price_hidden_for_guests`; the demo variant
 * `default-members` of the default shop, served by its own web server). A guest is asked to sign
 * in and the pages carry no price; the same visitor, once a customer, sees the real prices on
 * the home page, a category, the search results and the product page (never "0 lei").
 */
type Product = { productId: number; title: string; url: string; price: number };
type Settings = {
  is_price_hidden_for_guests: boolean;
  mainUiInterface: { mainLang: Locale };
  project_currency: string;
};

async function shopGet<T>(token: string, path: string, lang?: string): Promise<T> {
  const res = await fetch(API_URL + path, {
    headers: { token, ...(lang ? { "accept-language": lang } : {}) },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** What the shop's API holds (with prices: hiding them is the storefront's job). */
async function shopData(token: string) {
  const settings = await shopGet<Settings>(token, "/settings/global_site_settings");
  expect(settings.is_price_hidden_for_guests).toBe(true);
  const lang = settings.mainUiInterface.mainLang;
  const menu = await shopGet<{ url: string }[]>(token, "/general/menu_tree", lang);
  let category: { url: string; product: Product } | null = null;
  for (const item of menu) {
    const listing = await shopGet<{ products: Product[] }>(token, `/general/v2/category${item.url}/`, lang);
    const product = listing.products.find((p) => p.price > 0);
    if (product) {
      category = { url: item.url, product };
      break;
    }
  }
  if (!category) throw new Error("no priced product in any category");
  const [newest] = (await shopGet<{ products: Product[] }>(token, `/${lang}/main/slider-new_products/`, lang))
    .products;
  if (!newest || newest.price <= 0) throw new Error("the home page's new products have no price");
  const price = (value: number) => formatPrice(value, settings.project_currency, lang);
  return { lang, t: createTranslator(lang), category, newest, price };
}

/** The page's server-rendered HTML as this browser gets it (its cookies: guest or customer). */
async function html(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return res.text();
}

test("prices are for customers only: a guest is asked to sign in, a customer sees them", async ({
  page,
}, testInfo) => {
  const token = testInfo.project.metadata.siteToken as string;
  const { lang, t, category, newest, price } = await shopData(token);
  const { product } = category;
  const searchWord = product.title.split(/\s+/).find((word) => word.length >= 4) ?? product.title;
  const pages = {
    home: { path: `/${lang}`, product: newest },
    category: { path: `/${lang}${category.url}`, product },
    search: { path: `/${lang}/product_list?search=${encodeURIComponent(searchWord)}`, product },
    product: { path: `/${lang}/product/${product.url}`, product },
  };

  for (const [name, { path, product: shown }] of Object.entries(pages)) {
    await test.step(`guest: ${name}`, async () => {
      await page.goto(path);
      await expect(page.getByTestId("price-hidden").first()).toBeVisible();
      await expect(page.getByTestId("price-hidden").first()).toHaveText(t("catalogue.signInForPrice"));
      const body = await html(page, path);
      expect(body).not.toContain(price(shown.price));
      if (name === "product") expect(body).not.toContain(formatNumber(shown.price));
    });
  }

  // The guest becomes a customer: registration, then the e-mailed activation link signs them in.
  const email = `prices-${Date.now()}@example.md`;
  await page.goto(`/${lang}/registration`);
  const form = page.locator("form#registration");
  await form.getByLabel(t("account.email"), { exact: true }).fill(email);
  await form.getByLabel(t("account.password"), { exact: true }).fill("Parola-clientului-1");
  await form.getByLabel(t("account.passwordRepeat"), { exact: true }).fill("Parola-clientului-1");
  await form.getByRole("button", { name: t("account.register") }).click();
  await expect(page.getByTestId("registered")).toBeVisible();
  await page.goto(await emailedLink(email, "activate"));
  await page.getByRole("button", { name: t("account.activateButton") }).click();
  await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "true");

  for (const [name, { path, product: shown }] of Object.entries(pages)) {
    await test.step(`customer: ${name}`, async () => {
      await page.goto(path);
      await expect(page.getByText(price(shown.price)).first()).toBeVisible();
      await expect(page.getByTestId("price-hidden")).toHaveCount(0);
      const body = await html(page, path);
      expect(body).toContain(price(shown.price));
      expect(body).not.toContain(`>${price(0)}<`);
    });
  }
});
