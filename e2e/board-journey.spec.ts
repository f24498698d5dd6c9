import type { Browser, Page } from "@playwright/test";
import { createTranslator } from "../packages/i18n/src/index.ts";
import { ADMIN, OWNER, signIn as staffSignIn } from "./admin-support.ts";
import { memberSignIn, picture } from "./board-support.ts";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The board from end to end (issue 17, "done when"), in Romanian and in Russian: a new member
 * signs up by phone, saves an advert with three pictures as a draft and publishes it; a visitor
 * finds it by region and price, and on the map; another member saves it and reports it; the
 * board's moderator hides it from the back-office's inbox, and it is gone from the listing; its
 * owner sees it hidden, with the reason. (Editing and deleting a picture: board-advert-form.spec.)
 */
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(themeOf(testInfo) !== "terenuri", "the board is the terenuri theme's");
});

type Place = { id: number; slug: string; name: string };

/** A fresh page in a context of its own (another person), on the same site. */
async function person(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  return context.newPage();
}

for (const [lang, n] of [
  ["ro", "3"],
  ["ru", "4"],
] as ["ro" | "ru", string][]) {
  test(`${lang}: posted, found, saved, reported and hidden by the moderator`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    const t = createTranslator(lang);
    const stamp = Date.now();
    const title = { ro: `Teren lângă Ialoveni ${stamp}`, ru: `Участок у Яловен ${stamp}` };
    const shown = title[lang];
    // A price no seeded advert has, so the price filter finds this one alone.
    const price = 24_000 + Number(n) * 7 + (stamp % 5);
    const ialoveni = (await apiGet<Place[]>("terenuri", "/api/advert-regions/", lang)).find(
      (r) => r.slug === "ialoveni",
    ) as Place;

    // 1. A new member saves a draft with three pictures, then publishes it.
    await memberSignIn(page, lang, `069 ${n}77 201`, `+37369${n}77201`);
    await page.getByTestId("add-advert").click();
    await expect(page.getByTestId("advert-pictures")).toHaveAttribute("data-ready", "true");
    await page.locator("select[name=category]").selectOption({ index: 1 });
    await page
      .getByLabel(`${t("advertForm.title")} (${t("advertForm.inRomanian")})`, { exact: true })
      .fill(title.ro);
    await page
      .getByLabel(`${t("advertForm.title")} (${t("advertForm.inRussian")})`, { exact: true })
      .fill(title.ru);
    await page
      .getByLabel(`${t("board.description")} (${t("advertForm.inRomanian")})`, { exact: true })
      .fill("Teren pentru construcție, lumină și apă la hotar.");
    await page.getByLabel(t("board.price"), { exact: true }).fill(String(price));
    await page.getByLabel(t("board.area"), { exact: true }).fill("8");
    await page.locator("select[name=region]").selectOption(String(ialoveni.id));
    const location = page.locator("select[name=location]");
    await expect(location.locator("option")).not.toHaveCount(1);
    await location.selectOption({ index: 1 });
    await page.getByLabel(t("advertForm.latitude")).fill("46.9431");
    await page.getByLabel(t("advertForm.longitude")).fill("28.7812");
    await page
      .getByTestId("advert-pictures-add")
      .setInputFiles([await picture("green"), await picture("red"), await picture("blue")]);
    await expect(page.getByTestId("advert-picture")).toHaveCount(3);
    await page.getByRole("button", { name: t("advertForm.saveDraft") }).click();
    const draftSaved = page.getByRole("dialog", { name: t("advertForm.draftTitle") });
    await expect(draftSaved).toBeVisible({ timeout: 30_000 });
    await draftSaved.getByRole("link", { name: t("advertForm.myDrafts") }).click();
    await page.getByRole("link", { name: t("advertForm.editThis", { title: shown }), exact: true }).click();
    await expect(page.getByTestId("advert-pictures")).toHaveAttribute("data-ready", "true");
    await expect(page.getByTestId("advert-picture")).toHaveCount(3);
    await page.getByRole("button", { name: t("advertForm.publish") }).click();
    const added = page.getByRole("dialog", { name: t("advertForm.addedTitle") });
    await expect(added).toBeVisible({ timeout: 30_000 });
    await added.getByRole("link", { name: t("advertForm.viewAdvert") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(shown);
    const advertPath = new URL(page.url()).pathname;
    await expect(page.getByTestId("advert-gallery").locator("img")).toHaveCount(3);

    // 2. A visitor finds it by region and price, then on the map.
    const visitor = await person(browser, page);
    await visitor.goto(`/${lang}/adverts`);
    await visitor.locator("#filter-region").selectOption(String(ialoveni.id));
    await expect(visitor.locator("#filter-location option")).not.toHaveCount(1);
    await visitor.locator('input[name="price_from"]').fill(String(price - 1));
    await visitor.locator('input[name="price_to"]').fill(String(price + 1));
    await visitor.getByTestId("advert-search").click();
    await expect(visitor).toHaveURL(new RegExp(`region=${ialoveni.id}`));
    const found = visitor.getByTestId("advert-card");
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(shown);
    const listingUrl = visitor.url();
    await visitor.getByTestId("map-toggle").click();
    const map = visitor.getByTestId("adverts-map");
    await expect(map.locator(".advert-map-pin")).toHaveCount(1);
    await map.locator(".advert-map-pin").click();
    await map.getByTestId("map-advert-link").click();
    await expect(visitor).toHaveURL(new RegExp(`${advertPath}$`));

    // 3. Another member saves it, finds it among their saved adverts, and reports it.
    const buyer = await person(browser, page);
    await memberSignIn(buyer, lang, `078 ${n}77 202`, `+37378${n}77202`);
    await buyer.goto(advertPath);
    const save = buyer.getByTestId("advert-favourite").getByRole("button");
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();
    await expect(buyer.getByTestId("advert-favourite").getByRole("button")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await buyer.goto(`/${lang}/favorites`);
    await expect(buyer.getByTestId("favourite-adverts").getByRole("link", { name: shown })).toBeVisible();
    await buyer.goto(advertPath);
    await buyer.getByTestId("report-open").click();
    const report = buyer.getByRole("dialog");
    await report
      .locator("textarea")
      .fill(
        lang === "ro"
          ? "Vânzătorul cere avans înainte de vizionare."
          : "Продавец просит предоплату до осмотра.",
      );
    await report.getByTestId("report-send").click();
    await expect(report.getByTestId("report-success")).toBeVisible();

    // 4. The board's moderator hides it from the inbox (the back-office speaks Romanian).
    const moderator = await person(browser, page);
    await staffSignIn(moderator, { ...OWNER, shop: "terenuri" });
    await moderator.goto(`${ADMIN}/inboxes?tab=complaints`);
    const item = moderator.getByRole("listitem").filter({ hasText: title.ro }).first();
    await expect(item).toBeVisible();
    await item.getByRole("button", { name: `Ascunde anunțul ${title.ro}` }).click();
    const dialog = moderator.getByRole("dialog");
    const reason = "Cere plata în avans: înșelătorie.";
    await dialog.getByLabel("Motivul ascunderii (îl vede autorul)").fill(reason);
    await dialog.getByRole("button", { name: "Ascunde anunțul" }).click();
    await expect(dialog).toBeHidden();

    // Gone from the listing the visitor found it in, and its page is gone.
    await visitor.goto(listingUrl);
    await expect(visitor.getByTestId("adverts-empty")).toBeVisible();
    await expect(visitor.getByTestId("advert-card")).toHaveCount(0);
    expect((await visitor.goto(advertPath))?.status()).toBe(404);

    // 5. Its owner finds it under hidden, with the moderator's reason.
    await page.goto(`/${lang}/my-adverts?status=hidden`);
    const mine = page.getByTestId("my-advert").filter({ hasText: shown });
    await expect(mine).toContainText(reason);
    await expectAccessible(page);
    for (const other of [visitor, buyer, moderator]) await other.context().close();
  });
}
