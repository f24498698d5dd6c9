import {
  type CreditProgrammeSettings,
  creditFigures,
  creditFrom,
  lowestInstalment,
  programmeFromSettings,
} from "../packages/domain/src/index.ts";
import { formatPrice } from "../packages/i18n/src/index.ts";
import { mailTo } from "./outbox.ts";
import { setup } from "./shop-data.ts";
import {
  apiGet,
  expect,
  expectAccessible,
  expectAccessibleWithoutScripts,
  test,
  themeOf,
} from "./support.ts";

/**
 * Buying on credit (decision 0044) on one theme (browser time is tight): PrimeBuy, whose demo
 * shop has three programmes. The figures the pages show are the domain's, DAE included; the
 * application reaches the shop's main_email through the dev outbox.
 */
const SHOP_EMAIL = "sales@primebuy.md";

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(themeOf(testInfo) !== "primebuy", "credit is checked on the primebuy theme");
});

async function programmes() {
  const calculator = await apiGet<{ programmes: CreditProgrammeSettings[] }>(
    "primebuy",
    "/calculator/credit-calculator/",
  );
  return calculator.programmes.map(programmeFromSettings);
}
const percent = (n: number, lang: string) =>
  `${n.toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

test("the calculator follows the typing with the domain's figures, and the application is sent", async ({
  page,
}, testInfo) => {
  const { lang, t, price } = await setup(themeOf(testInfo));
  const all = await programmes();
  const iute = all.find((p) => p.id === 2);
  if (!iute) throw new Error("primebuy has programme 2");
  await page.goto(`/${lang}/credit`);
  const main = page.getByRole("main");
  await main.getByLabel(t("credit.amount", { currency: "MDL" })).fill("12500");
  await main
    .getByRole("radio", { name: new RegExp(iute.title.replace("+", "\\+")) })
    .first()
    .check();
  await main.getByLabel(t("credit.term"), { exact: true }).selectOption("12");
  const expected = creditFigures(iute, 12_500, 12);
  const figures = page.getByTestId("credit-figures");
  await expect(figures.locator('[data-figure="monthly"]')).toHaveText(price(expected.monthly));
  await expect(figures.locator('[data-figure="total-repaid"]')).toHaveText(price(expected.totalRepaid));
  await expect(figures.locator('[data-figure="total-cost"]')).toHaveText(price(expected.totalCost));
  await expect(figures.locator('[data-figure="dae"]')).toHaveText(percent(expected.dae, lang));
  expect(expected.dae).toBeGreaterThan(iute.annualRatePercent);
  // Below the programme's minimum: no figures, the reason instead.
  await main.getByLabel(t("credit.amount", { currency: "MDL" })).fill("900");
  await expect(page.getByTestId("credit-problem")).toBeVisible();
  await main.getByLabel(t("credit.amount", { currency: "MDL" })).fill("12500");
  await expect(figures.locator('[data-figure="monthly"]')).toHaveText(price(expected.monthly));
  await expect(page.getByTestId("credit-filials").getByRole("listitem").first()).toBeVisible();

  const who = `Credit ${Date.now()}`;
  await main.getByLabel(t("forms.name"), { exact: true }).fill(who);
  await main.getByLabel(t("forms.phone"), { exact: true }).fill("+373 69 555 222");
  const idnp = main.getByLabel(t("credit.idnp"), { exact: true });
  await idnp.fill("2002000000007");
  await main.getByRole("checkbox").check();
  const send = main.getByRole("button", { name: t("credit.request.send") });
  await send.click();
  await expect(idnp).toHaveAttribute("aria-invalid", "true");
  await idnp.fill("2002000000008");
  await send.click();
  await expect(main.getByRole("status").last()).toHaveText(t("credit.request.created"));
  await expect(mailTo(SHOP_EMAIL, new RegExp(`(${who})`))).resolves.toBe(who);
  await expectAccessible(page);
});

test("a product shows 'from X a month' with its DAE, the figures one tap away; its card too", async ({
  page,
}, testInfo) => {
  const { lang, t, cards, price } = await setup(themeOf(testInfo));
  const all = await programmes();
  const card = cards.find((c) => c.available && creditFrom(c.price, all));
  if (!card) throw new Error("a primebuy product is sold on credit");
  const offer = creditFrom(card.price, all);
  if (!offer) return;
  await page.goto(`/${lang}/product/${card.url}`);
  const teaser = page.getByTestId("product-credit");
  await expect(teaser.locator("summary")).toContainText(t("credit.from", { amount: price(offer.monthly) }));
  await teaser.locator("summary").click();
  const figures = page.getByTestId("product-credit-figures");
  await expect(figures.locator('[data-figure="monthly"]')).toHaveText(price(offer.monthly));
  await expect(figures.locator('[data-figure="dae"]')).toHaveText(percent(offer.dae, lang));
  await expectAccessible(page);
  // The link carries the product's price and offer to the calculator.
  await teaser.getByRole("link", { name: t("credit.apply") }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/credit\\?amount=${card.price}&programme=${offer.id}`));
  await expect(page.getByTestId("credit-figures").locator('[data-figure="monthly"]')).toHaveText(
    price(offer.monthly),
  );

  // On a listing the card says "from" the lowest instalment over every term.
  const menu = await apiGet<{ url: string }[]>("primebuy", "/general/menu_tree", lang);
  await page.goto(`/${lang}${menu[0]?.url ?? ""}`);
  const first = page.getByTestId("card-credit-from").first();
  await expect(first).toBeVisible();
  const cardPrice = await first.evaluate((el) =>
    el.closest("article")?.querySelector("a")?.getAttribute("href"),
  );
  const listed = cards.find((c) => cardPrice?.endsWith(`/product/${c.url}`));
  if (listed) {
    const lowest = lowestInstalment(listed.price, all) ?? 0;
    await expect(first).toHaveText(t("credit.fromShort", { amount: formatPrice(lowest, "MDL", lang) }));
  }
});

test("the credit page and a product's offer fit a 390 px phone", async ({ page }, testInfo) => {
  const { lang, cards } = await setup(themeOf(testInfo));
  const all = await programmes();
  const card = cards.find((c) => c.available && creditFrom(c.price, all));
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    `/${lang}/credit?amount=12500&programme=2&months=12`,
    `/${lang}/product/${card?.url}`,
  ]) {
    await page.goto(path);
    if (path.includes("/product/")) await page.getByTestId("product-credit").locator("summary").click();
    await expect(
      page.getByTestId(path.includes("/product/") ? "product-credit-figures" : "credit-figures"),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calculator answers the form with the same figures", async ({ page }, testInfo) => {
    const { lang, t, price } = await setup(themeOf(testInfo));
    const all = await programmes();
    const zero = all.find((p) => p.id === 1);
    if (!zero) throw new Error("primebuy has programme 1");
    await page.goto(`/${lang}/credit`);
    const main = page.getByRole("main");
    await main.getByLabel(t("credit.amount", { currency: "MDL" })).fill("6000");
    await main
      .getByRole("radio", { name: new RegExp(zero.title) })
      .first()
      .check();
    await main.getByRole("button", { name: t("credit.calculate") }).click();
    await expect(page).toHaveURL(/amount=6000/);
    // The term list is now the chosen programme's; its longest term is picked.
    const months = Math.max(...(zero.terms ?? [zero.months]));
    const expected = creditFigures(zero, 6000, months);
    const figures = page.getByTestId("credit-figures");
    await expect(figures.locator('[data-figure="monthly"]')).toHaveText(price(expected.monthly));
    await expect(figures.locator('[data-figure="dae"]')).toHaveText(percent(0, lang));
    await main
      .getByLabel(t("credit.term"), { exact: true })
      .selectOption(String(Math.min(...(zero.terms ?? []))));
    await main.getByRole("button", { name: t("credit.calculate") }).click();
    const shorter = creditFigures(zero, 6000, Math.min(...(zero.terms ?? [])));
    await expect(figures.locator('[data-figure="monthly"]')).toHaveText(price(shorter.monthly));
    await expectAccessibleWithoutScripts(page);
  });
});
