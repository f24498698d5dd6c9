import { mailTo } from "./outbox.ts";
import { setup } from "./shop-data.ts";
import { expect, expectAccessible, expectAccessibleWithoutScripts, test, themeOf } from "./support.ts";

/**
 * The public forms of a shop without a bot check (the default demo shop): a consultation booked
 * and a support message sent without JavaScript, the footer's newsletter with it. Each reaches
 * the shop's main_email through the dev outbox. One theme only: the forms are the same in all.
 */
const SHOP_EMAIL = "info@casamea.md";

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the public forms are checked on the default theme");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("books a consultation from the footer's link: refused when empty, then sent", async ({
    page,
  }, testInfo) => {
    const { lang, t } = await setup(themeOf(testInfo));
    await page.goto(`/${lang}`);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: t("forms.consultation.title") })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/consultation$`));
    await expect(page.getByRole("heading", { level: 1, name: t("forms.consultation.title") })).toBeVisible();
    await expect(page.locator('input[name="recaptcha_token"]')).toHaveCount(0);

    const send = page.getByRole("button", { name: t("forms.send") });
    await send.click();
    const name = page.getByLabel(t("forms.name"), { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(t("forms.invalidName"));
    await expect(page.getByLabel(t("forms.phone"), { exact: true })).toHaveAttribute("aria-invalid", "true");

    const who = `Consult ${Date.now()}`;
    await name.fill(who);
    await page.getByLabel(t("forms.phone"), { exact: true }).fill("+373 69 555 111");
    await page.getByLabel(t("forms.emailOptional"), { exact: true }).fill("consult-nojs@example.md");
    await page.getByLabel(t("forms.comment"), { exact: true }).fill("Vitamins for a child");
    await send.click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(t("forms.consultation.created"));
    await expect(mailTo(SHOP_EMAIL, new RegExp(`(${who})`))).resolves.toBe(who);
    await expect(
      mailTo("consult-nojs@example.md", /(Bun[ăa] ziua|Здравствуйте|Hello|Вітаємо)/),
    ).resolves.toBeTruthy();
    await expectAccessibleWithoutScripts(page);
  });

  test("writes to support", async ({ page }, testInfo) => {
    const { lang, t } = await setup(themeOf(testInfo));
    await page.goto(`/${lang}/support`);
    const main = page.getByRole("main");
    await main.getByLabel(t("forms.name"), { exact: true }).fill("Support Nojs");
    await main.getByLabel(t("forms.email"), { exact: true }).fill("not-an-address");
    const body = `Where is my parcel ${Date.now()}?`;
    await main.getByLabel(t("forms.message"), { exact: true }).fill(body);
    await main.getByRole("button", { name: t("forms.send") }).click();
    await expect(main.getByLabel(t("forms.email"), { exact: true })).toHaveAccessibleDescription(
      t("forms.invalidEmail"),
    );
    await main.getByLabel(t("forms.email"), { exact: true }).fill("support-nojs@example.md");
    await main.getByRole("button", { name: t("forms.send") }).click();
    await expect(main.getByRole("status")).toHaveText(t("forms.support.created"));
    await expect(mailTo(SHOP_EMAIL, /(Where is my parcel \d+\?)/)).resolves.toBe(body);
  });

  test("subscribes from the footer: the page says the result", async ({ page }, testInfo) => {
    const { lang, t } = await setup(themeOf(testInfo));
    await page.goto(`/${lang}/consultation`);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: t("forms.email") }).fill(`nojs-${Date.now()}@example.md`);
    await footer.getByRole("button", { name: t("forms.newsletter.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/news-letter`));
    await expect(page.getByRole("main").getByRole("status")).toHaveText(t("forms.newsletter.created"));
  });
});

test("subscribes to the newsletter in the footer; a second time says so", async ({ page }, testInfo) => {
  const { lang, t } = await setup(themeOf(testInfo));
  await page.goto(`/${lang}/support`);
  const footer = page.getByRole("contentinfo");
  const email = footer.getByRole("textbox", { name: t("forms.email") });
  const subscribe = footer.getByRole("button", { name: t("forms.newsletter.submit") });
  const address = `footer-${Date.now()}@example.md`;
  // This test is the form's script path (the one above is the plain form's): wait for the footer's
  // forms to hydrate, which they do once near the screen, after the page (a press before that is
  // held and replayed; typing is not).
  await email.scrollIntoViewIfNeeded();
  await expect(footer.locator("form[data-hydrated]")).toBeAttached();
  await email.fill(address);
  await subscribe.click();
  await expect(footer.getByRole("status")).toHaveText(t("forms.newsletter.created"));
  await expect(page).toHaveURL(new RegExp(`/${lang}/support$`));
  await expect(mailTo(address, /(newsletter|рассылк|розсилк)/i)).resolves.toBeTruthy();
  await expectAccessible(page);

  await email.fill(address.toUpperCase());
  await subscribe.click();
  await expect(footer.getByRole("status")).toHaveText(t("forms.newsletter.repeated"));
  await email.fill("nope@");
  await subscribe.click();
  await expect(footer.getByRole("alert").last()).toHaveText(t("forms.invalidEmail"));
});
