import { ADMIN, OWNER, signIn } from "./admin-support.ts";
import { apiGet, apiPost, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The land board's moderation in the back-office (issue 17), run with the default theme's
 * browser project (the back-office serves every shop): a visitor reports a terenuri advert, the
 * board's owner hides it with a reason from the inbox, the listing drops it, and it is restored.
 */
type Listing = { results: { id: number; slug: string; title: string }[] };

test("a reported advert is hidden from the inbox with a reason and restored", async ({ page }, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
  test.setTimeout(120_000);
  const listing = await apiGet<Listing>("terenuri", "/general/v2/product?sortBy=area_desc", "ro");
  const advert = listing.results[0] as Listing["results"][number];
  const reasons = await apiGet<{ id: number; key: string }[]>("terenuri", "/api/complaint-categories/", "ro");
  await apiPost("terenuri", "/api/complaint/", {
    category: reasons.find((r) => r.key === "duplicate")?.id,
    body: `Același teren e publicat de două ori (${Date.now()}).`,
    advert: advert.id,
  });

  await signIn(page, { ...OWNER, shop: "terenuri" });
  await page.goto(`${ADMIN}/inboxes?tab=complaints`);
  const item = page.getByRole("listitem").filter({ hasText: advert.title });
  await expect(item.first()).toContainText("Anunț duplicat");
  await expectAccessible(page);

  await item
    .first()
    .getByRole("button", { name: `Ascunde anunțul ${advert.title}` })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Motivul ascunderii (îl vede autorul)").fill("Anunț publicat de două ori.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Ascunde anunțul" }).click();
  await expect(dialog).toBeHidden();

  // Gone from the listing at once.
  await expect
    .poll(async () =>
      (await apiGet<Listing>("terenuri", "/general/v2/product?sortBy=area_desc", "ro")).results.map(
        (r) => r.id,
      ),
    )
    .not.toContain(advert.id);

  await page.getByLabel("Starea").selectOption("all");
  await page
    .getByRole("listitem")
    .filter({ hasText: advert.title })
    .first()
    .getByRole("button", { name: `Restabilește anunțul ${advert.title}` })
    .click();
  await expect
    .poll(async () =>
      (await apiGet<Listing>("terenuri", "/general/v2/product?sortBy=area_desc", "ro")).results.map(
        (r) => r.id,
      ),
    )
    .toContain(advert.id);
});
