import { expect, test } from "./support.ts";

/**
 * Behaviour of the shell shared by every theme (server middleware, routing, scrolling, storage),
 * checked once against the default theme's server; the other projects skip this file.
 */
test.describe("routing and server middleware", () => {
  test("/ redirects by cookie, then browser language, then main language, and sets the cookie", async ({
    playwright,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL as string;
    const plain = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "accept-language": "de-DE" },
    });
    const main = await plain.get("/", { maxRedirects: 0 });
    expect(main.status()).toBe(302);
    expect(main.headers().location).toBe("/ro");
    expect(main.headers()["set-cookie"]).toMatch(/i18n_redirected=ro; Path=\/; Max-Age=31536000/);

    const russian = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "accept-language": "ru-RU,ru;q=0.9,en;q=0.8" },
    });
    expect((await russian.get("/", { maxRedirects: 0 })).headers().location).toBe("/ru");

    const cookie = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "accept-language": "ru", cookie: "i18n_redirected=uk" },
    });
    expect((await cookie.get("/", { maxRedirects: 0 })).headers().location).toBe("/uk");
    await Promise.all([plain.dispose(), russian.dispose(), cookie.dispose()]);
  });

  test("double slashes and trailing slashes redirect with 301", async ({ request }, testInfo) => {
    const double = await request.get(`${testInfo.project.use.baseURL}//ro//about`, { maxRedirects: 0 });
    expect(double.status()).toBe(301);
    expect(double.headers().location).toBe("/ro/about");
    const trailing = await request.get("/ro/about/?x=1", { maxRedirects: 0 });
    expect(trailing.status()).toBe(301);
    expect(trailing.headers().location).toBe("/ro/about?x=1");
  });

  test("an unknown language prefix is a 404 page", async ({ page }) => {
    const response = await page.goto("/de/about");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("link", { name: /pagina principală|home page|главную|головну/i }),
    ).toBeVisible();
  });

  test("malformed query values and odd paths never give a 500", async ({ request }) => {
    for (const path of [
      "/ro?page=%E0%A4%A",
      "/ro/about?lang=<script>",
      "/ro/page/%00",
      `/ro/page/${"x".repeat(500)}`,
      "/%ZZ",
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(500);
    }
  });

  test("the shop's settings, footer and menu come as one file cached for a year, not in every page", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/ro/about")).text();
    const href = /<link rel="preload" href="(\/ro\/site-data\/[\w-]+)" as="fetch"[^>]*data-site-data/.exec(
      html,
    )?.[1];
    if (!href) throw new Error("the page names no site data");
    // The page's hydration data holds none of it (settings keys, the footer's text).
    expect(html).not.toContain("additional_settings");
    expect(html).not.toContain("socialNetworkLinks");
    const file = await request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const siteData = (await file.json()) as {
      settings: { langs: string[] };
      menu: { title: string }[];
      footer: object;
    };
    expect(siteData.settings.langs).toContain("ro");
    expect(siteData.menu.length).toBeGreaterThan(0);
    // Another language has its own file; a stale name gets the current data, not cached.
    const russian = await (await request.get("/ru/about")).text();
    expect(russian).toMatch(/href="\/ru\/site-data\/[\w-]+"/);
    const stale = await request.get("/ro/site-data/stale");
    expect(stale.headers()["cache-control"]).toBe("no-store");
    expect(await stale.json()).toEqual(siteData);
    // The browser hydrates with it: the drawer menu (rendered in the browser) lists the categories.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/ro/about");
    await page.locator("header").getByRole("button").first().click();
    await page.getByRole("dialog").getByRole("tab").nth(1).click();
    await expect(
      page
        .getByRole("dialog")
        .getByText(siteData.menu[0]?.title ?? "?")
        .first(),
    ).toBeVisible();
  });

  test("the sitemap is served from the API", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    expect(await res.text()).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/ro\/about<\/loc>/);
  });

  test("the page cache serves repeat visits, never signed-in ones or the first visit", async ({
    request,
    playwright,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL as string;
    const first = await request.get("/en/terms");
    expect(first.headers()["x-page-cache"]).toBeUndefined();
    expect(first.headers()["set-cookie"]).toContain("i18n_redirected=en");

    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: "i18n_redirected=en" },
    });
    await visitor.get("/en/terms");
    const repeat = await visitor.get("/en/terms");
    expect(repeat.headers()["x-page-cache"]).toBe("hit");

    const signedIn = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: "i18n_redirected=en; token=abc" },
    });
    expect((await signedIn.get("/en/terms")).headers()["x-page-cache"]).toBeUndefined();

    const otherGroup = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: "i18n_redirected=en; user-group-id=7" },
    });
    expect((await otherGroup.get("/en/terms")).headers()["x-page-cache"]).toBe("miss");
    await Promise.all([visitor.dispose(), signedIn.dispose(), otherGroup.dispose()]);
  });
});

test.describe("browser-side shell", () => {
  test("back restores the scroll position after 500 ms, new pages start at the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/en/terms");
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY >= 800);
    await page.locator("footer").getByRole("link").first().click();
    await page.waitForURL((url) => !url.pathname.endsWith("/terms"));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(700);
  });

  test("UTM parameters are stored on the first visit only", async ({ page }) => {
    // The web server keeps them in a cookie (sent with the order): the first campaign wins.
    const utm = async () =>
      JSON.parse(
        decodeURIComponent((await page.context().cookies()).find((c) => c.name === "utm")?.value ?? "{}"),
      ) as Record<string, string>;
    await page.goto("/ro/about?utm_source=newsletter&utm_campaign=spring");
    expect(await utm()).toEqual({ utm_source: "newsletter", utm_campaign: "spring" });
    await page.goto("/ro/about?utm_source=other");
    expect((await utm()).utm_source).toBe("newsletter");
  });

  test("without storage the storage-error screen explains it in ro, ru and en", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.goto("/ro");
    const screen = page.getByRole("alertdialog");
    await expect(screen).toBeVisible();
    await expect(screen.locator('[lang="ro"] h2')).toHaveText("Cookie-urile și stocarea sunt blocate");
    await expect(screen.locator('[lang="ru"] h2')).toHaveText("Файлы cookie и хранилище заблокированы");
    await expect(screen.locator('[lang="en"] h2')).toHaveText("Cookies and storage are blocked");
  });
});
