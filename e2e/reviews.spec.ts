import type { Page } from "@playwright/test";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

type Settings = {
  mainUiInterface: { mainLang: string };
  additional_settings: { enable_product_reviews: boolean };
};
type MenuItem = { url: string };
type Listing = { products: { productId: number; url: string; title: string }[] };
type ReviewList = {
  enabled: boolean;
  summary: { average: number; count: number };
  results: { id: number; name: string; text: string; likes: number; dislikes: number }[];
  totalCount: number;
};

type Theme = ReturnType<typeof themeOf>;

/** Products of the first menu categories, each with its reviews, in the shop's main language. */
async function productsWithReviews(theme: Theme, lang: string) {
  const menu = await apiGet<MenuItem[]>(theme, "/general/menu_tree", lang);
  const found: { product: Listing["products"][number]; reviews: ReviewList }[] = [];
  for (const item of menu) {
    const listing = await apiGet<Listing>(theme, `/general/v2/category${item.url}/`, lang).catch(() => null);
    for (const product of listing?.products.slice(0, 8) ?? []) {
      const reviews = await apiGet<ReviewList>(
        theme,
        `/general/product-review/?product_id=${product.productId}`,
        lang,
      );
      found.push({ product, reviews });
    }
    if (found.some((f) => f.reviews.totalCount > 1) && found.length >= 4) break;
  }
  return found;
}

/**
 * The shop's settings and language, a reviewed product (read and voted on) and two other
 * products to post reviews to, so tests running side by side do not disturb each other.
 */
async function setup(theme: Theme) {
  const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
  const lang = settings.mainUiInterface.mainLang;
  const products = await productsWithReviews(theme, lang);
  // Two or more reviews: the products the posting tests write to have none or one before this
  // run, so the voting test never shares its product with them (they run side by side).
  const reviewed =
    products.find((p) => p.reviews.totalCount > 1) ?? products.find((p) => p.reviews.totalCount > 0);
  const others = products.filter((p) => p !== reviewed);
  const [postTo, postWithoutJs] = [
    ...others.filter((p) => p.reviews.totalCount === 0),
    ...others.filter((p) => p.reviews.totalCount > 0),
  ];
  if (!postTo || !postWithoutJs) throw new Error(`not enough products in ${theme}`);
  return { settings, lang, reviewed, postTo, postWithoutJs };
}

const reviews = (page: Page) => page.locator("section#reviews");

test.describe("product reviews", () => {
  test("render server-side with a summary, JSON-LD rating and no axe violations", async ({
    page,
    request,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { settings, lang, reviewed, postTo } = await setup(theme);
    if (!settings.additional_settings.enable_product_reviews) {
      await page.goto(`/${lang}/product/${postTo.product.url}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(reviews(page)).toHaveCount(0);
      return;
    }
    if (!reviewed) throw new Error(`no reviewed product in ${theme}`);
    const path = `/${lang}/product/${reviewed.product.url}`;

    // The HTML itself (before any script runs) holds the reviews.
    const html = await (await request.get(path)).text();
    expect(html).toContain('id="reviews"');
    const first = reviewed.reviews.results[0];
    if (!first) throw new Error("no first review");
    expect(html).toContain(first.name);
    expect(html).toContain('"@type":"AggregateRating"');

    await page.goto(path);
    const section = reviews(page);
    await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(section.locator("article").first()).toContainText(first.text.slice(0, 30));
    await expect(section.locator("article")).toHaveCount(Math.min(10, reviewed.reviews.totalCount));
    // The rating near the title links to the section.
    const summaryLink = page.locator('main a[href="#reviews"]').first();
    await expect(summaryLink).toContainText(reviewed.reviews.summary.average.toFixed(1));
    await summaryLink.click();
    await expect(section).toBeInViewport();
    await expectAccessible(page);
  });

  test("posting a review: errors for invalid input, then the new review is shown", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { settings, lang, postTo } = await setup(theme);
    test.skip(!settings.additional_settings.enable_product_reviews, "reviews are off in this shop");
    await page.goto(`/${lang}/product/${postTo.product.url}`);
    const form = reviews(page)
      .locator("form")
      .filter({ has: page.locator('textarea[name="text"]') });

    await form.locator('input[name="name"]').fill("A");
    await form.locator('textarea[name="text"]').fill("Too short");
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(2);
    await expect(form.getByRole("alert").first()).toBeVisible();
    await expect(form.locator('input[name="name"]')).toBeFocused();
    await expectAccessible(page);

    const text = `Am folosit produsul o lună întreagă și sunt foarte mulțumit. ${Date.now()}`;
    await form.locator('input[name="name"]').fill("Vera Test");
    await form.locator('label:has(input[name="rating"][value="4"])').click();
    await form.locator('textarea[name="text"]').fill(text);
    await form.locator('button[type="submit"]').click();
    await expect(page.locator("[data-sonner-toast]")).toBeVisible();
    await expect(reviews(page).locator("article").first()).toContainText(text);
    await expect(reviews(page).locator("article").first()).toContainText("Vera Test");
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(form.locator('textarea[name="text"]')).toHaveValue("");
  });

  test("without JavaScript the form posts and the server's messages are shown", async ({
    browser,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { settings, lang, postWithoutJs } = await setup(theme);
    test.skip(!settings.additional_settings.enable_product_reviews, "reviews are off in this shop");
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto(`/${lang}/product/${postWithoutJs.product.url}`);
    const form = reviews(page)
      .locator("form")
      .filter({ has: page.locator('textarea[name="text"]') });
    await form.locator('input[name="name"]').fill("I");
    await form.locator('textarea[name="text"]').fill("Scurt");
    await form.locator('input[name="email"]').fill("not-an-email");
    await form.locator('button[type="submit"]').click();
    // name, text and e-mail are marked invalid; the rating group names its error too.
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(3);
    await expect(form.locator("fieldset[aria-describedby]")).toHaveCount(1);
    await expect(form.getByRole("alert").first()).toBeVisible();

    const text = `Funcționează bine și fără JavaScript, livrare rapidă. ${Date.now()}`;
    await form.locator('input[name="name"]').fill("Ion Fără Script");
    await form.locator('input[name="rating"][value="5"]').check({ force: true });
    await form.locator('textarea[name="text"]').fill(text);
    await form.locator('input[name="email"]').fill("");
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole("status")).toBeVisible();
    await expect(reviews(page).locator("article").first()).toContainText(text);
    await context.close();
  });

  test("like and dislike update the counts without a reload and show the shopper's vote", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { settings, lang, reviewed } = await setup(theme);
    test.skip(!settings.additional_settings.enable_product_reviews, "reviews are off in this shop");
    if (!reviewed) throw new Error(`no reviewed product in ${theme}`);
    await page.goto(`/${lang}/product/${reviewed.product.url}`);
    // Other tests may post to this product meanwhile: follow one review by its id, not position.
    const labelledBy = await reviews(page).locator("article").first().getAttribute("aria-labelledby");
    const reviewId = Number(labelledBy?.match(/^review-(\d+)-author$/)?.[1]);
    expect(reviewId).toBeGreaterThan(0);
    const reviewArticle = (p: Page) => p.locator(`section#reviews article[aria-labelledby="${labelledBy}"]`);
    const article = reviewArticle(page);
    const like = article.locator('button[value="like"]');
    const dislike = article.locator('button[value="dislike"]');
    const count = async (button: typeof like) => Number(await button.locator("span").last().textContent());
    const likes = await count(like);
    const dislikes = await count(dislike);
    // A reload or a plain form post asks the server for a new document. Not "framenavigated":
    // it also fires for the history.replaceState React Router makes as the page hydrates, which
    // on a loaded machine comes after goto has returned (CI saw 1 "navigation" that way).
    let navigations = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations++;
    });

    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like.locator("span").last()).toHaveText(String(likes + 1));
    await like.click();
    await expect(like.locator("span").last()).toHaveText(String(likes + 1));

    await dislike.click();
    await expect(dislike).toHaveAttribute("aria-pressed", "true");
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like.locator("span").last()).toHaveText(String(likes));
    await expect(dislike.locator("span").last()).toHaveText(String(dislikes + 1));
    expect(navigations).toBe(0);

    // The counts shown at once are optimistic; the server settles on the same numbers.
    await expect
      .poll(async () =>
        (
          await apiGet<ReviewList>(
            theme,
            `/general/product-review/?product_id=${reviewed.product.productId}`,
            lang,
          )
        ).results.find((r) => r.id === reviewId),
      )
      .toMatchObject({ likes, dislikes: dislikes + 1 });
    await page.reload();
    await expect(reviewArticle(page).locator('button[value="dislike"]')).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
