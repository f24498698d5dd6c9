import { dataLayerEvents, openCart, openProduct, productFor, setup } from "./shop-data.ts";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

type Settings = { additional_settings: { novapost: { enabled: boolean } } };

test("sends the order by Nova Post: town, branch and the carrier's price in the total", async ({
  page,
}, testInfo) => {
  const theme = themeOf(testInfo);
  const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
  test.skip(!settings.additional_settings.novapost.enabled, "this shop does not send by Nova Post");
  const { lang, t, cards, price } = await setup(theme);
  const [card] = productFor(cards, "postal-order");
  if (!card) throw new Error("no product to send");
  await openProduct(page, lang, card);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog")).toBeVisible();

  await openCart(page, lang);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: t("checkout.submit") }) });
  await form.getByRole("radio", { name: t("checkout.methodNovaPost") }).check();
  await form.getByLabel(t("checkout.npTown"), { exact: true }).fill("Bălți");
  const town = form.getByRole("combobox", { name: t("checkout.npTownChoice"), exact: true });
  // The first choice says "choose"; the town found is the second.
  await expect(town.getByRole("option")).toHaveCount(2);
  await town.selectOption({ index: 1 });
  // Without a branch the parcel has no price and the order is refused with the field.
  await expect(form.getByTestId("delivery-price")).toHaveText("…");
  const branch = form.getByRole("combobox", { name: t("checkout.npBranch"), exact: true });
  await expect(branch).toBeEnabled();
  await expect(branch.getByRole("option")).not.toHaveCount(1);
  await form.getByLabel(t("checkout.name"), { exact: true }).fill("Ion Ceban");
  await form.getByLabel(t("checkout.phone"), { exact: true }).fill("+373 79 000 111");
  await form.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) }).check();
  await form.getByRole("button", { name: t("checkout.submit") }).click();
  await expect(form.getByText(t("checkout.errorBranch"))).toBeVisible();
  await expectAccessible(page);

  await branch.selectOption({ index: 1 });
  await expect(form.getByTestId("delivery-price")).not.toHaveText("…");
  const delivery = (await form.getByTestId("delivery-price").textContent()) ?? "";
  const amount = Number(delivery.replace(/[^\d,.]/g, "").replace(",", "."));
  expect(amount).toBeGreaterThan(0);
  await expect(form.getByTestId("checkout-total")).toHaveText(price(card.price + amount));
  await expectAccessible(page);

  await form.getByRole("checkbox", { name: new RegExp(t("checkout.termsLink")) }).check();
  await form.getByRole("button", { name: t("checkout.submit") }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/cart/success\\?order=\\d+`));
  await expect.poll(async () => (await dataLayerEvents(page, "purchase")).length).toBe(1);
});
