import { buyable, type Card, openCart, openProduct, productFor, setup } from "./shop-data.ts";
import { expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * "Continue with X": the default demo shop's Twitter app against the fake Twitter the browser
 * tests start (playwright.config.ts, test/fake-twitter.ts), whose sign-in page sends the shopper
 * back to the storefront like Twitter does. The fake checks every OAuth 1.0a signature.
 */
const DEFAULT_ONLY = "the demo Twitter app is the default shop's";

test.describe("Twitter (X) sign-in", () => {
  test("signs in with X and returns to the page the shopper came from", async ({ page }, testInfo) => {
    test.skip(themeOf(testInfo) !== "default", DEFAULT_ONLY);
    const { lang, t, cards } = await setup(themeOf(testInfo));
    // A guest's cart becomes the customer's, as with every sign-in.
    const card = productFor(cards).find(buyable) as Card;
    await openProduct(page, lang, card);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByRole("dialog")).toBeVisible();

    await page.goto(`/${lang}/login?next=${encodeURIComponent(`/${lang}/favorites`)}`);
    await expectAccessible(page);
    await page.getByRole("button", { name: t("account.withTwitter") }).click();
    await expect(page.getByRole("heading", { name: "Authorize app?" })).toBeVisible();
    await page.getByRole("link", { name: "Sign in as @maria_md" }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/favorites`));
    await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "true");
    await page.goto(`/${lang}/account`);
    await expect(page.getByText("maria.twitter@example.md")).toBeVisible();
    await openCart(page, lang);
    await expect(page.getByTestId("cart-line").filter({ hasText: card.title })).toHaveCount(1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an X account without e-mail, a cancelled sign-in and a replayed callback are explained", async ({
      page,
    }, testInfo) => {
      test.skip(themeOf(testInfo) !== "default", DEFAULT_ONLY);
      const { lang, t } = await setup(themeOf(testInfo));
      await page.goto(`/${lang}/login`);
      await page.getByRole("button", { name: t("account.withTwitter") }).click();
      await page.getByRole("link", { name: "Sign in as @fara_email" }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?social=twitter_no_email`));
      await expect(page.getByRole("alert")).toHaveText(t("account.twitterNoEmail"));

      // Cancelled on Twitter.
      await page.getByRole("button", { name: t("account.withTwitter") }).click();
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?social=failed`));
      await expect(page.getByRole("alert")).toHaveText(t("account.socialFailed"));

      // Somebody else's callback link (this browser started no sign-in): refused, not signed in.
      await page.goto(`/${lang}/social-login/twitter/callback?oauth_token=someone&oauth_verifier=else`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?social=failed`));
      await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "false");
    });
  });
});
