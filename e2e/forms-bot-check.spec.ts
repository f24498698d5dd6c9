import { mailTo } from "./outbox.ts";
import { setup } from "./shop-data.ts";
import { expect, expectAccessible, test } from "./support.ts";

/**
 * The public forms of a shop with a reCAPTCHA v2 checkbox (the demo variant `default-bot-check`
 * of the default shop, served by its own web server; the script and `siteverify` are the fake
 * of test/fake-recaptcha.ts). A form is not sent until the box is ticked; then the API verifies
 * the token and the request reaches the shop.
 */
test("books a consultation once the bot check is passed", async ({ page }) => {
  const { lang, t } = await setup("default");
  await page.goto(`/${lang}/consultation`);
  const main = page.getByRole("main");
  const robot = main.getByRole("button", { name: "I'm not a robot" });
  await expect(robot).toBeVisible();
  const who = `Bot checked ${Date.now()}`;
  await main.getByLabel(t("forms.name"), { exact: true }).fill(who);
  await main.getByLabel(t("forms.phone"), { exact: true }).fill("+373 69 555 222");
  const send = main.getByRole("button", { name: t("forms.send") });
  await send.click();
  await expect(main.getByRole("alert").first()).toHaveText(t("forms.botCheckRequired"));
  await expectAccessible(page);

  await robot.click();
  await send.click();
  await expect(main.getByRole("status")).toHaveText(t("forms.consultation.created"));
  await expect(mailTo("info@casamea.md", new RegExp(`(${who})`))).resolves.toBe(who);
});

test("subscribes in the footer with the bot check", async ({ page }) => {
  const { lang, t } = await setup("default");
  await page.goto(`/${lang}/support`);
  const footer = page.getByRole("contentinfo");
  const address = `robot-free-${Date.now()}@example.md`;
  await footer.getByRole("textbox", { name: t("forms.email") }).fill(address);
  await footer.getByRole("button", { name: "I'm not a robot" }).click();
  await footer.getByRole("button", { name: t("forms.newsletter.submit") }).click();
  await expect(footer.getByRole("status")).toHaveText(t("forms.newsletter.created"));
  await expect(mailTo(address, /(newsletter|рассылк|розсилк)/i)).resolves.toBeTruthy();
  await expectAccessible(page);
});

test("a shop review is not posted until the bot check is passed", async ({ page }) => {
  const { lang, t } = await setup("default");
  await page.goto(`/${lang}/review`);
  const form = page.getByRole("form", { name: t("reviews.write") });
  const robot = form.getByRole("button", { name: "I'm not a robot" });
  await expect(robot).toBeVisible();
  const who = `Robot-free ${Date.now()}`;
  await form.getByLabel(t("reviews.form.name")).fill(who);
  await form.locator('label:has(input[name="rating"][value="5"])').click();
  await form.getByLabel(t("reviews.form.text")).fill("Un magazin de încredere, livrare rapidă.");
  const send = form.getByRole("button", { name: t("reviews.form.submit") });
  await send.click();
  await expect(form.getByRole("alert").first()).toHaveText(t("forms.botCheckRequired"));
  await expectAccessible(page);

  await robot.click();
  await send.click();
  await expect(form.getByRole("status")).toHaveText(t("reviews.thanks"));
});

test("without a token the API refuses the form (a script skipping the widget)", async ({
  request,
}, testInfo) => {
  const token = testInfo.project.metadata.siteToken as string;
  const { API_URL } = await import("./support.ts");
  const res = await request.post(`${API_URL}/settings/news-letter/`, {
    headers: { token },
    data: { email: `scripted-${Date.now()}@example.md` },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toHaveProperty("recaptcha_token");
});
