import { demoSiteTokens } from "../packages/themes/src/index.ts";
import { ADMIN, OWNER, signIn } from "./admin-support.ts";
import { API_URL, apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The land board's new adverts queue in the back-office (issue 17, decision 0064), run with the
 * default theme's browser project like the other back-office specs: the board's owner opens New
 * adverts (the demo leaves the day's adverts unreviewed), approves one (it stays on the board and
 * leaves the queue), hides another with a reason (it leaves the public listing and shows under
 * hidden with its reason).
 */
type Listing = { pages: number; results: { slug: string }[] };

/** Every slug the public listing shows, over all its pages. */
async function listedSlugs(): Promise<string[]> {
  const first = await apiGet<Listing>("terenuri", "/general/v2/product?page_size=60", "ro");
  const slugs = first.results.map((r) => r.slug);
  for (let page = 2; page <= first.pages; page++)
    slugs.push(
      ...(
        await apiGet<Listing>("terenuri", `/general/v2/product?page_size=60&page=${page}`, "ro")
      ).results.map((r) => r.slug),
    );
  return slugs;
}

test("a moderator approves one new advert and hides another with a reason", async ({ page }, testInfo) => {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
  test.setTimeout(120_000);

  await signIn(page, { ...OWNER, shop: "terenuri" });
  await page.goto(`${ADMIN}/inboxes?tab=new-adverts`);
  await expect(page.getByRole("tab", { name: /Anunțuri noi/ })).toHaveAttribute("aria-selected", "true");
  const table = page.getByRole("table", { name: "Anunțuri noi" });
  const links = table.getByRole("link");
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);

  // Each row's title links to the public advert page.
  const linkTo = (slug: string) => page.locator(`a[href$="/advert/${encodeURIComponent(slug)}"]`);
  const rowOf = (slug: string) => table.getByRole("row").filter({ has: linkTo(slug) });
  const advertOf = async (index: number) => {
    const link = links.nth(index);
    const href = (await link.getAttribute("href")) ?? "";
    const slug = decodeURIComponent(/\/ro\/advert\/([^/?#]+)$/.exec(href)?.[1] ?? "");
    const title = ((await link.textContent()) ?? "")
      .replace(/\s*\(se deschide într-o filă nouă\)\s*$/, "")
      .trim();
    expect(slug, href).not.toBe("");
    return { slug, title, row: rowOf(slug) };
  };
  const approved = await advertOf(0);
  const hidden = await advertOf(1);

  await approved.row.getByRole("button", { name: `Aprobă ${approved.title}` }).click();
  await expect(rowOf(approved.slug)).toHaveCount(0);
  expect(await listedSlugs()).toContain(approved.slug);

  await hidden.row.getByRole("button", { name: `Ascunde anunțul ${hidden.title}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Motivul ascunderii (îl vede autorul)").fill("Fotografiile sunt de pe alt anunț.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Ascunde anunțul" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(hidden.slug)).toHaveCount(0);

  // Gone from the board at once: the listing and its page.
  await expect.poll(listedSlugs).not.toContain(hidden.slug);
  const advertPage = await fetch(`${API_URL}/api/adverts/${encodeURIComponent(hidden.slug)}/`, {
    headers: { token: demoSiteTokens.terenuri },
  });
  expect(advertPage.status).toBe(404);

  // Under "hidden", with its reason; found by its title.
  await page.getByLabel("Lista").selectOption("hidden");
  await page.getByLabel("Caută după titlu sau adresa paginii").fill(hidden.title);
  await page.getByRole("button", { name: "Caută", exact: true }).click();
  const hiddenRow = rowOf(hidden.slug);
  await expect(hiddenRow).toContainText("Fotografiile sunt de pe alt anunț.");
  await expect(hiddenRow.getByRole("button", { name: `Restabilește anunțul ${hidden.title}` })).toBeVisible();
  await expectAccessible(page);
});
