import type { Page } from "@playwright/test";
import { createTranslator, type Locale, type MessageKey } from "../packages/i18n/src/index.ts";
import { sentCode } from "./outbox.ts";
import { expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The land board's members (issue 17, decision 0058): sign-up and sign-in by phone with the SMS
 * code (read from the dev outbox), and the profile's name, phones and e-mails, each confirmed by
 * a code. Only on the terenuri site.
 */
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(themeOf(testInfo) !== "terenuri", "the board is the terenuri theme's");
});

/** Signs in with a phone on the login page; the page after it. */
async function signInByPhone(page: Page, lang: Locale, phone: string, sentTo: string) {
  const t = createTranslator(lang);
  await page.goto(`/${lang}/login`);
  await page.getByLabel(t("member.phone")).fill(phone);
  await page.getByRole("button", { name: t("member.sendCode") }).click();
  await expect(page.getByText(t("member.codeSent", { phone: sentTo }))).toBeVisible();
  await page.getByLabel(t("member.code")).fill(await sentCode(sentTo));
  await page.getByRole("button", { name: t("member.signIn") }).click();
}

for (const lang of ["ro", "ru"] as const) {
  test(`${lang}: a new number signs up by its SMS code and fills in the profile`, async ({ page }) => {
    const t = createTranslator(lang);
    const n = lang === "ro" ? "1" : "2";
    const phone = `+37369${n}77001`;
    await signInByPhone(page, lang, `069 ${n}77 001`, phone);
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile\\?welcome=1$`));
    await expect(page.getByText(t("member.welcome"))).toBeVisible();
    await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "true");
    await expect(page.getByText(phone)).toBeVisible();
    await expect(page.getByText(t("member.signsIn"))).toBeVisible();

    const name = page.locator("form#name");
    await name.getByLabel(t("member.fullName")).fill(lang === "ro" ? "Ana Botnaru" : "Анна Ботнару");
    await name.getByRole("button", { name: t("account.save") }).click();
    await expect(page.getByText(t("account.saved"))).toBeVisible();
    await expect(name.getByLabel(t("member.fullName"))).toHaveValue(
      lang === "ro" ? "Ana Botnaru" : "Анна Ботнару",
    );

    // A second number: a wrong code is refused, the right one adds it.
    const second = `+37378${n}77002`;
    await page.locator("form#phone-send").getByLabel(t("member.addPhone")).fill(`078 ${n}77 002`);
    await page
      .locator("form#phone-send")
      .getByRole("button", { name: t("member.sendCode") })
      .click();
    await expect(page.getByText(t("member.codeSentTo", { to: second }))).toBeVisible();
    const code = await sentCode(second);
    const confirm = page.locator("form#phone-confirm");
    await confirm.getByLabel(t("member.code")).fill(code === "000000" ? "111111" : "000000");
    await confirm.getByRole("button", { name: t("member.confirm") }).click();
    await expect(page.locator("form#phone-confirm").getByText(t("account.codeWrong"))).toBeVisible();
    await page.locator("form#phone-confirm").getByLabel(t("member.code")).fill(code);
    await page
      .locator("form#phone-confirm")
      .getByRole("button", { name: t("member.confirm") })
      .click();
    await expect(page.getByText(second)).toBeVisible();
    await expect(page.getByRole("button", { name: t("member.removeThis", { what: second }) })).toBeVisible();

    // An e-mail address, confirmed by the code e-mailed to it, becomes the account's.
    const email = `ana.${lang}.${Date.now()}@example.md`;
    await page.locator("form#email-send").getByLabel(t("member.addEmail")).fill(email);
    await page
      .locator("form#email-send")
      .getByRole("button", { name: t("member.sendCode") })
      .click();
    await page
      .locator("form#email-confirm")
      .getByLabel(t("member.code"))
      .fill(await sentCode(email));
    await page
      .locator("form#email-confirm")
      .getByRole("button", { name: t("member.confirm") })
      .click();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(t("member.mainEmail"))).toBeVisible();
    await expectAccessible(page);

    // The header's account button leads here; signing out ends the session.
    await page.goto(`/${lang}`);
    await page.getByTestId("account-link").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));
    await page.getByRole("button", { name: t("account.logout") }).click();
    await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "false");
    await page.goto(`/${lang}/profile`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?next=`));
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ru: the seeded seller signs in by phone and sees their profile; the login page has no password", async ({
    page,
  }) => {
    const t = createTranslator("ru");
    await page.goto("/ru/login");
    await expect(page.getByLabel(t("account.password" as MessageKey))).toHaveCount(0);
    await signInByPhone(page, "ru", "+373 78 654 321", "+37378654321");
    await expect(page).toHaveURL(/\/ru$/);
    await page.goto("/ru/profile");
    await expect(page.locator("form#name").getByLabel(t("member.fullName"))).toHaveValue("Elena Ceban");
    // The registration page of a shop leads to the phone sign-in here.
    await page.goto("/ru/registration");
    await expect(page).toHaveURL(/\/ru\/login$/);
  });
});
