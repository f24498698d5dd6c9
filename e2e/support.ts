import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { demoSiteTokens, type ThemeName } from "../packages/themes/src/index.ts";

export const API_URL = `http://127.0.0.1:${process.env.E2E_PORT_BASE ?? 4100}`;

/** The theme of the running project (one project per theme). */
export function themeOf(testInfo: { project: { metadata: Record<string, unknown> } }): ThemeName {
  return testInfo.project.metadata.theme as ThemeName;
}

export async function apiGet<T>(theme: ThemeName, path: string, lang?: string): Promise<T> {
  const res = await fetch(API_URL + path, {
    headers: { token: demoSiteTokens[theme], ...(lang ? { "accept-language": lang } : {}) },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export async function apiPost<T>(theme: ThemeName, path: string, body: unknown, lang?: string): Promise<T> {
  const res = await fetch(API_URL + path, {
    method: "POST",
    headers: {
      token: demoSiteTokens[theme],
      "content-type": "application/json",
      ...(lang ? { "accept-language": lang } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Fails the test on any console error or uncaught page error. Every test's browser has already
 * answered the cookie banner ("reject all": no tracking tag, nothing leaves the machine), so the
 * banner covers nothing a test presses; `test.use({ consentChosen: false })` meets the banner.
 * Likewise the shops' popups count as closed (`popupsSeen`).
 */
export const test = base.extend<{ consoleErrors: string[]; consentChosen: boolean; popupsSeen: boolean }>({
  consentChosen: [true, { option: true }],
  popupsSeen: [true, { option: true }],
  context: async ({ context, baseURL, consentChosen, popupsSeen }, use) => {
    if (consentChosen && baseURL)
      await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL }]);
    // The demo shops' popups (ids 1 to 3, primebuy's welcome notice) have been closed before:
    // a dialog opening mid-test would cover what the test presses. `popupsSeen: false` meets them.
    if (popupsSeen && baseURL)
      await context.addCookies([{ name: "popups_seen", value: "1.2.3", url: baseURL }]);
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A page answered with an error status (our 404 page) makes Chromium log "Failed to load
      // resource" for the document itself: expected, and the tests assert the status instead.
      const errorDocuments = new Set<string>();
      page.on("response", (response) => {
        if (response.request().isNavigationRequest() && response.status() >= 400)
          errorDocuments.add(response.url());
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const url = message.location().url;
        if (errorDocuments.has(url) && message.text().startsWith("Failed to load resource")) return;
        errors.push(`${message.text()} @ ${url}`);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  expect(bad, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * expectAccessible for a page as a browser without JavaScript shows it (axe itself needs scripts):
 * the same URL with the same cookies, in a context that runs scripts but loads none of the
 * page's own, so nothing hydrates. `show` lists selectors of blocks hidden where scripts run
 * (`scripted:hidden`, the steps meant for browsers without them), shown here for axe to check.
 */
export async function expectAccessibleWithoutScripts(page: Page, show: string[] = []): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  // The test's options apply to new contexts too: turn scripts back on for axe.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    await context.addCookies(await page.context().cookies());
    await context.route("**/*", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.continue(),
    );
    const copy = await context.newPage();
    await copy.goto(page.url());
    if (show.length) await copy.addStyleTag({ content: `${show.join(", ")} { display: block !important; }` });
    await expectAccessible(copy);
  } finally {
    await context.close();
  }
}
