import { createTranslator } from "../packages/i18n/src/index.ts";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The board's seller pages and terms (issue 17): from an advert to its seller's page and the
 * seller's adverts, in ro and ru; the terms page showing the spec's static content 2; the terms
 * linked under the phone sign-in. Only on the terenuri site.
 */
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(themeOf(testInfo) !== "terenuri", "the board is the terenuri theme's");
});

type Card = { id: number; slug: string; title: string };
type Detail = Card & { owner: { id: number; name: string; adverts: number } };
type Seller = {
  id: number;
  name: string;
  adverts: { results: Card[]; totalCount: number; pages: number };
};
type StaticContent = { id: number; title: string; content: string };

for (const lang of ["ro", "ru"] as const) {
  test(`${lang}: an advert leads to its seller's page with the seller's adverts`, async ({ page }) => {
    const t = createTranslator(lang);
    // The dearest seeded advert: its seller is a demo member, whose adverts other specs do not
    // change (they post cheaper ones, as new members, meanwhile).
    const [first] = (
      await apiGet<{ results: Card[] }>("terenuri", "/general/v2/product?page_size=5&sortBy=price_desc", lang)
    ).results as [Card];
    const advert = await apiGet<Detail>("terenuri", `/api/adverts/${first.slug}/`, lang);
    const seller = await apiGet<Seller>("terenuri", `/api/users/${advert.owner.id}/`, lang);
    expect(seller.adverts.totalCount).toBe(advert.owner.adverts);

    await page.goto(`/${lang}/advert/${first.slug}`);
    const box = page.getByTestId("advert-seller");
    await expect(box).toContainText(advert.owner.name);
    await box.getByTestId("seller-link").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/user/${advert.owner.id}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seller.name);
    await expect(page.getByTestId("seller-advert-count")).toHaveText(
      t("board.sellerAdverts", { count: seller.adverts.totalCount }),
    );
    const cards = page.getByTestId("seller-adverts").getByTestId("advert-card");
    await expect(cards).toHaveCount(seller.adverts.results.length);
    for (const card of seller.adverts.results)
      await expect(page.getByTestId("seller-adverts")).toContainText(card.title);
    // A card leads to its advert.
    const [newest] = seller.adverts.results as [Card];
    await page
      .getByTestId("seller-adverts")
      .getByRole("link", { name: newest.title, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/advert/${newest.slug}$`));
    await page.goBack();

    // SEO: the title names the seller; canonical and each language's address.
    await expect(page).toHaveTitle(
      new RegExp(t("board.sellerTitle", { name: seller.name }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/${lang}/user/${seller.id}$`),
    );
    for (const other of ["ro", "ru"])
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        "href",
        new RegExp(`/${other}/user/${seller.id}$`),
      );
    await expectAccessible(page);
  });

  test(`${lang}: the terms page is the board's static content 2, linked under the phone sign-in`, async ({
    page,
  }) => {
    const t = createTranslator(lang);
    const terms = await apiGet<StaticContent>("terenuri", "/api/static-content/2/", lang);
    expect(terms.id).toBe(2);
    await page.goto(`/${lang}/login`);
    const notice = page.getByTestId("member-terms");
    await expect(notice).toContainText(t("member.termsBefore"));
    await notice.getByRole("link", { name: t("member.termsLink") }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/terms$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms.title);
    // The first section's heading and paragraph as the API sends them.
    const heading = /<h2>([^<]+)<\/h2>/.exec(terms.content)?.[1] as string;
    const paragraph = /<p>([^<]{20,80})/.exec(terms.content)?.[1] as string;
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText(paragraph.trim(), { exact: false }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(terms.title));
    await expectAccessible(page);
  });
}

test("an unknown or malformed seller is the 404 page", async ({ page }) => {
  for (const path of ["/ro/user/999999", "/ru/user/abc", "/ro/user/0"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("the advert page links the terms beside its safety tip", async ({ page }) => {
  const [first] = (
    await apiGet<{ results: Card[] }>("terenuri", "/general/v2/product?page_size=1&sortBy=price_desc", "ro")
  ).results as [Card];
  await page.goto(`/ro/advert/${first.slug}`);
  const tip = page.getByTestId("advert-safety");
  await expect(tip).toContainText(createTranslator("ro")("board.safetyTip"));
  await expect(tip.getByRole("link")).toHaveAttribute("href", "/ro/terms");
});
