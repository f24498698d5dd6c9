import type { BrowserContext } from "@playwright/test";
import sharp from "sharp";
import { createTranslator } from "../packages/i18n/src/index.ts";
import { demoSiteTokens } from "../packages/themes/src/index.ts";
import { memberSignIn } from "./board-support.ts";
import { API_URL, apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * A board member's own adverts and saved adverts (issue 17): an advert posted through the API as
 * the signed-in member is listed in "my adverts", paused, put back up and deleted (after the
 * confirmation); another advert is saved from its page and removed from the saved list. Only on
 * the terenuri site.
 */
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(themeOf(testInfo) !== "terenuri", "the board is the terenuri theme's");
});

type Place = { id: number; name: string };

/** Posts a published advert with one picture as the browser's signed-in member. */
async function postAdvert(context: BrowserContext, title: string): Promise<{ slug: string }> {
  const bearer = (await context.cookies()).find((c) => c.name === "token")?.value;
  const token = demoSiteTokens.terenuri;
  const regions = await apiGet<Place[]>("terenuri", "/api/advert-regions/", "ro");
  const region = regions[0] as Place;
  const locations = await apiGet<Place[]>("terenuri", `/api/advert-regions/${region.id}/locations/`, "ro");
  const categories = await apiGet<{ id: number }[]>("terenuri", "/api/adverts-categories/", "ro");
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#6a8f3c" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title_ro: title,
    title_ru: `${title} (ru)`,
    description_ro: "Teren drept, acces din drum asfaltat.",
    price: "15000",
    default_currency: "EUR",
    area: "6",
    default_area_unit: "ari",
    region: String(region.id),
    location: String((locations[0] as Place).id),
    category: String((categories[0] as { id: number }).id),
    is_draft: "false",
  }))
    form.append(name, value);
  form.append("images", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "teren.jpg");
  const res = await fetch(`${API_URL}/api/adverts/`, {
    method: "POST",
    headers: { token, authorization: `Bearer ${bearer}`, "accept-language": "ro" },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { slug: string };
}

test("ro: a member's advert is listed in my adverts, paused, put back up and deleted", async ({ page }) => {
  const t = createTranslator("ro");
  await memberSignIn(page, "ro", "069 377 001", "+37369377001");
  const title = `Teren de test ${Date.now()}`;
  const { slug } = await postAdvert(page.context(), title);

  await page.goto("/ro/profile");
  await page
    .getByRole("navigation", { name: t("member.profile") })
    .getByRole("link", { name: t("owner.title") })
    .click();
  await expect(page).toHaveURL(/\/ro\/my-adverts$/);
  const row = page.getByTestId("my-advert").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByRole("link", { name: title, exact: true })).toHaveAttribute(
    "href",
    `/ro/advert/${slug}`,
  );
  await expect(row.getByRole("link", { name: t("advertForm.editThis", { title }) })).toHaveAttribute(
    "href",
    `/ro/my-adverts/${slug}/edit`,
  );
  await expectAccessible(page);

  await row.getByRole("button", { name: `${t("owner.pause")}: ${title}` }).click();
  await expect(page.getByText(t("account.saved"))).toBeVisible();
  await expect(page.getByTestId("my-advert").filter({ hasText: title })).toHaveCount(0);
  expect(
    (await fetch(`${API_URL}/api/adverts/${slug}/`, { headers: { token: demoSiteTokens.terenuri } })).status,
  ).toBe(404);

  await page.getByRole("link", { name: new RegExp(t("owner.tabInactive")) }).click();
  const paused = page.getByTestId("my-advert").filter({ hasText: title });
  await paused.getByRole("button", { name: `${t("owner.renew")}: ${title}` }).click();
  await expect(page.getByText(t("account.saved"))).toBeVisible();
  expect(
    (await fetch(`${API_URL}/api/adverts/${slug}/`, { headers: { token: demoSiteTokens.terenuri } })).status,
  ).toBe(200);

  await page.goto("/ro/my-adverts");
  await page
    .getByTestId("my-advert")
    .filter({ hasText: title })
    .getByRole("button", { name: `${t("owner.delete")}: ${title}` })
    .click();
  await expect(page.getByText(t("owner.deleteConfirm"))).toBeVisible();
  await page.getByRole("button", { name: t("owner.deleteYes") }).click();
  await expect(page.getByText(t("owner.deleted"))).toBeVisible();
  await expect(page.getByTestId("my-advert").filter({ hasText: title })).toHaveCount(0);
  expect((await page.goto(`/ro/advert/${slug}`))?.status()).toBe(404);
});

test("ru: an advert is saved from its page and removed from the saved list", async ({ page }) => {
  const t = createTranslator("ru");
  // A guest pressing "save" is asked to sign in first.
  const listing = await apiGet<{ results: { slug: string; title: string }[] }>(
    "terenuri",
    "/general/v2/product?sortBy=price_desc",
    "ru",
  );
  const advert = listing.results[0] as { slug: string; title: string };
  await page.goto(`/ru/advert/${advert.slug}`);
  await page
    .getByTestId("advert-favourite")
    .getByRole("button", { name: t("owner.save") })
    .click();
  await expect(page).toHaveURL(/\/ru\/login\?next=/);

  await memberSignIn(page, "ru", "078 377 002", "+37378377002");
  await page.goto(`/ru/advert/${advert.slug}`);
  const save = page.getByTestId("advert-favourite").getByRole("button");
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(page.getByTestId("advert-favourite").getByRole("button")).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByTestId("advert-favourite")).toContainText(t("owner.saved"));

  await page.goto("/ru/favorites");
  const saved = page.getByTestId("favourite-adverts");
  await expect(saved.getByRole("link", { name: advert.title })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: t("owner.unsaveThis", { title: advert.title }) }).click();
  await expect(page.getByTestId("no-favourites")).toBeVisible();
});
