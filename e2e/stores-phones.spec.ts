import type { ThemeName } from "../packages/themes/src/index.ts";
import { mailTo } from "./outbox.ts";
import { setup } from "./shop-data.ts";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * Issue 14's leftovers, on one theme (browser time is tight): the caterer, a Moldovan shop with
 * consultants in its store. The store locator shows who serves in each store; its map fails
 * quietly without network; a phone typed in the national form (069 ...) is a Moldovan number.
 */
function catererOnly(testInfo: Parameters<typeof themeOf>[0]): ThemeName {
  const theme = themeOf(testInfo);
  test.skip(theme !== "ecaterix", "checked on the ecaterix theme only");
  return theme;
}

type Seller = { id: number; name: string; role: string; store: { id: number; title: string } | null };

test("the store locator shows each store's consultants, server-rendered, on a phone", async ({
  browser,
}, testInfo) => {
  const theme = catererOnly(testInfo);
  const sellers = await apiGet<Seller[]>(theme, "/base/store_sellers", "ro");
  const inStore = sellers.filter((s) => s.store !== null);
  expect(inStore.length).toBeGreaterThan(0);
  // Without JavaScript: the consultants are in the HTML itself.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/ro/stores");
  for (const seller of inStore) {
    const store = page
      .getByTestId("store")
      .filter({ has: page.getByRole("heading", { name: seller.store?.title }) });
    const team = store.getByRole("region", { name: "Consultanți în acest magazin" });
    await expect(team.getByText(seller.name, { exact: true })).toBeVisible();
    await expect(team.getByText(seller.role, { exact: true })).toBeVisible();
  }
  // No photo in the demo data: the initials stand in for it.
  const [first] = inStore;
  const initials = first?.name
    .split(" ")
    .map((word) => word[0])
    .filter(Boolean);
  await expect(page.getByTestId("store-sellers").first()).toContainText(
    `${initials?.[0]}${initials?.at(-1)}`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test("without network the map asks for one tile, not one per tile, and says it could not load", async ({
  page,
  consoleErrors,
}, testInfo) => {
  catererOnly(testInfo);
  // The default OpenStreetMap tiles with no network (the test servers draw no tiles at all).
  const tiles: string[] = [];
  await page.route("https://tile.openstreetmap.org/**", (route) => {
    tiles.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/ro/stores");
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  const mapModule = scripts.find((url) => /store-map\.client/.test(url));
  if (!mapModule) throw new Error("the store locator loads its map module");

  // The page's own map module, with the default tile URL, as the page mounts it.
  const outcome = await page.evaluate(async (url) => {
    type Mount = (
      element: HTMLElement,
      stores: { id: number; title: string; address: string; lat: number; lng: number }[],
      options: {
        tileUrl: string;
        attribution: string;
        iconUrl: string | null;
        label: (store: { title: string }) => string;
        onTilesFailed: () => void;
      },
    ) => () => void;
    const { mountStoreMap } = (await import(url)) as { mountStoreMap: Mount };
    const element = document.createElement("div");
    element.style.cssText = "width: 360px; height: 300px";
    document.body.append(element);
    const failed = new Promise<boolean>((resolve) => {
      mountStoreMap(
        element,
        [
          { id: 1, title: "A", address: "a", lat: 47.02, lng: 28.83 },
          { id: 2, title: "B", address: "b", lat: 47.05, lng: 28.86 },
        ],
        {
          tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
          attribution: "© OpenStreetMap",
          iconUrl: null,
          label: (store) => store.title,
          onTilesFailed: () => resolve(true),
        },
      );
      setTimeout(() => resolve(false), 10_000);
    });
    const result = await failed;
    // Give any further tile requests a moment to show up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { failed: result, tileImages: element.querySelectorAll("img.leaflet-tile").length };
  }, mapModule);
  expect(outcome).toEqual({ failed: true, tileImages: 0 });
  expect(tiles).toHaveLength(1);
  // The one failed request is the browser's own log line; nothing else may be logged.
  const offline = consoleErrors.filter((e) =>
    e.startsWith("Failed to load resource: net::ERR_INTERNET_DISCONNECTED"),
  );
  expect(offline).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !offline.includes(e)));
});

test("the store locator's map gives way to a note when its tiles fail", async ({
  page,
  consoleErrors,
}, testInfo) => {
  catererOnly(testInfo);
  // The served tile URL is empty here (no tiles): serve the page with the default one instead.
  await page.route("https://tile.openstreetmap.org/**", (route) => route.abort("internetdisconnected"));
  await page.route("**/ro/stores", async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const marker = String.raw`\"tileUrl\",\"\"`;
    if (!html.includes(marker)) throw new Error("the page carries its tile URL as expected");
    const osm = String.raw`\"tileUrl\",\"https://tile.openstreetmap.org/{z}/{x}/{y}.png\"`;
    await route.fulfill({ response, body: html.replace(marker, osm) });
  });
  await page.goto("/ro/stores");
  await expect(page.getByTestId("store-map-failed")).toHaveText(
    "Harta nu a putut fi încărcată. Lista magazinelor are toate adresele și câte un link spre traseu.",
  );
  await expect(page.getByTestId("store-map")).toHaveCount(0);
  await expect(page.getByTestId("store").first()).toBeVisible();
  await expectAccessible(page);
  const offline = consoleErrors.filter((e) =>
    e.startsWith("Failed to load resource: net::ERR_INTERNET_DISCONNECTED"),
  );
  expect(offline).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !offline.includes(e)));
});

test("a phone typed in the national form (069 ...) is taken as a Moldovan number", async ({
  page,
}, testInfo) => {
  const theme = catererOnly(testInfo);
  const { lang, t } = await setup(theme);
  const settings = await apiGet<{ main_email: string }>(theme, "/settings/global_site_settings");
  await page.goto(`/${lang}/consultation`);
  const main = page.getByRole("main");
  const who = `National ${Date.now()}`;
  await main.getByLabel(t("forms.name"), { exact: true }).fill(who);
  const phone = main.getByLabel(t("forms.phone"), { exact: true });
  await phone.fill("069 123 457");
  await main.getByRole("button", { name: t("forms.send") }).click();
  await expect(main.getByRole("status")).toHaveText(t("forms.consultation.created"));
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  // The shop is told the number in E.164.
  await expect(
    mailTo(settings.main_email, new RegExp(`^(?=[\\s\\S]*${who})[\\s\\S]*?(\\+37369123457)`)),
  ).resolves.toBe("+37369123457");
});
