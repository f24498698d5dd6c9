import { defineConfig } from "@playwright/test";
import { demoVariants } from "./packages/db/src/seed/variants.ts";
import { THEMES, themeConfigs } from "./packages/themes/src/index.ts";
import { type ServerKind, serverArgs, serverEnv } from "./scripts/lib/servers.mjs";

/**
 * Browser tests against the built storefront: one API (fresh embedded database) and one web
 * server per theme, each theme a project. `scripts/e2e.mjs` builds the themes and the servers
 * first; the servers run as `npm start` runs them (scripts/lib/servers.mjs).
 */
// E2E_PORT_BASE moves every port (API on base, themes on base - 999 + index) so that
// two checkouts can run their browser tests side by side.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4100);
const apiPort = portBase;
const webPort = (index: number) => portBase - 999 + index;
// A fake Twitter for the X sign-in (test/fake-twitter.ts); the default demo shop names its app.
const fakeTwitterPort = portBase + 50;
const fakeTwitterSecret = "casa-mea-demo-secret";
// A fake reCAPTCHA (test/fake-recaptcha.ts): the script and siteverify of the bot-check demo shop.
const fakeRecaptchaPort = portBase + 51;
const fakeRecaptchaSecret = "casa-mea-recaptcha-secret";
// A fake iute (test/fake-iute.ts): the shops on `auto` (PrimeBuy) send their instalment applications there.
const fakeIutePort = portBase + 52;
const fakeIute = { agentId: "primebuy-agent", apiKey: "primebuy-iute-key" };
const dataDir = process.env.E2E_PGLITE_DIR ?? ".tmp/e2e-pglite";
const themes = (process.env.E2E_THEMES?.split(",") ?? [...THEMES]) as (typeof THEMES)[number][];
// Demo shops that copy a theme's shop with a setting changed (packages/db/src/seed/variants.ts):
// each runs only its own spec, on its own web server after the themes' ones.
const variants = demoVariants.filter((variant) => themes.includes(variant.of));
const variantPort = (index: number) => webPort(THEMES.length + index);
/** The spec of each variant, by its code. */
const variantSpecs: Record<string, string> = {
  "default-members": "price-hiding.spec.ts",
  "default-bot-check": "forms-bot-check.spec.ts",
  "default-view-types": "view-types.spec.ts",
};
const variantSpec = (code: string) => {
  const spec = variantSpecs[code];
  if (!spec) throw new Error(`No browser spec for demo variant ${code}`);
  return `**/${spec}`;
};

/**
 * Deep flows run on the themes that own them (CI time, decision 0047): the specs below run on
 * default and farmacie, the two shops issue 13 names. A test tagged `@theme:<name>` also runs on
 * that theme (the shop that has the feature: foundation's browser-kept cart, primebuy's credit,
 * ecom's colour variants), and one tagged `@every-theme` on all of them. Every page of every theme
 * and language stays in the smoke tests: pages.spec (with the cart), catalogue.spec (listings and
 * product pages), chrome.spec, and the cabinet test tagged `@every-theme`.
 */
const DEEP_THEMES: readonly string[] = ["default", "farmacie"];
const DEEP_SPECS = [
  "account",
  "cart",
  "checkout-form",
  "content",
  "forms",
  "info-pages",
  "listing-extras",
  "listing-phone",
  "nova-post",
  "product-page",
  "quick-order",
  "reviews",
  "search",
  "twitter-login",
];
/** Specs of one product's screens: the land board's run on its theme only (decision 0060). */
const BOARD_SPECS = "**/board.spec.ts";
const BOARD_THEMES: readonly string[] = THEMES.filter((theme) => themeConfigs[theme].product === "board");
/** The back-office's specs: their own project, after the default theme's (below). */
const BACK_OFFICE_SPECS = "**/admin*.spec.ts";

/** Playwright matches `grepInvert` against "project file title @tags". */
const notOwnedBy = (theme: string) =>
  DEEP_THEMES.includes(theme)
    ? undefined
    : new RegExp(
        `^(?!.*@(?:theme:${theme}|every-theme)(?:\\s|$))(?=.*(?:^|[\\s/])(?:${DEEP_SPECS.join("|")})\\.spec\\.ts(?:\\s|$))`,
      );

/** The built server's command line (`env` gets serverEnv(kind)); the API runs on the embedded database. */
const serverCommand = (kind: ServerKind) => ["node", ...serverArgs(kind, { embedded: true })].join(" ");

export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { launchOptions: chromiumLaunch, trace: "off" },
  projects: [
    ...themes.map((theme) => ({
      name: theme,
      use: { baseURL: `http://127.0.0.1:${webPort(THEMES.indexOf(theme))}` },
      // The shell's shared behaviour (middleware, routing, scrolling) is checked on one theme.
      testIgnore: [
        ...(theme === "default" ? [] : ["**/shell.spec.ts"]),
        ...(BOARD_THEMES.includes(theme) ? [] : [BOARD_SPECS]),
        ...Object.values(variantSpecs).map((spec) => `**/${spec}`),
        BACK_OFFICE_SPECS,
      ],
      grepInvert: notOwnedBy(theme),
      metadata: { theme },
    })),
    // The back-office's specs change the default shop (a 1,000-product import, categories, a
    // promo code, settings): they run once the storefront's own tests of that shop are done, so
    // those see the demo catalogue as seeded. (Playwright runs a dependency whole: to run one
    // back-office spec alone, add --no-deps.)
    ...(themes.includes("default")
      ? [
          {
            name: "default-back-office",
            use: { baseURL: `http://127.0.0.1:${webPort(THEMES.indexOf("default"))}` },
            testMatch: BACK_OFFICE_SPECS,
            dependencies: ["default"],
            metadata: { theme: "default" },
          },
        ]
      : []),
    ...variants.map((variant, index) => ({
      name: variant.code,
      use: { baseURL: `http://127.0.0.1:${variantPort(index)}` },
      testMatch: variantSpec(variant.code),
      metadata: { theme: variant.of, siteToken: variant.token },
    })),
  ],
  webServer: [
    {
      command: `node --import tsx test/fake-twitter.ts`,
      url: `http://127.0.0.1:${fakeTwitterPort}/health`,
      env: {
        FAKE_TWITTER_PORT: String(fakeTwitterPort),
        FAKE_TWITTER_CONSUMER_KEY: "casa-mea-demo",
        FAKE_TWITTER_CONSUMER_SECRET: fakeTwitterSecret,
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node --import tsx test/fake-recaptcha.ts`,
      url: `http://127.0.0.1:${fakeRecaptchaPort}/health`,
      env: { FAKE_RECAPTCHA_PORT: String(fakeRecaptchaPort), FAKE_RECAPTCHA_SECRET: fakeRecaptchaSecret },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node --import tsx test/fake-iute.ts`,
      url: `http://127.0.0.1:${fakeIutePort}/health`,
      env: {
        FAKE_IUTE_PORT: String(fakeIutePort),
        FAKE_IUTE_AGENT_ID: fakeIute.agentId,
        FAKE_IUTE_API_KEY: fakeIute.apiKey,
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: serverCommand("api"),
      url: `http://127.0.0.1:${apiPort}/health`,
      env: {
        ...serverEnv("api"),
        API_PORT: String(apiPort),
        PGLITE_DIR: dataDir,
        DATABASE_URL: "",
        OUTBOX_DIR: `${dataDir}/outbox`,
        STORAGE_DIR: `${dataDir}/files`,
        PAYMENT_SANDBOX: "1",
        // Every browser of the run is 127.0.0.1: per-address limits would count all tests as one shopper.
        AUTH_LIMIT_PER_IP: "100000",
        TWITTER_API_BASE_URL: `http://127.0.0.1:${fakeTwitterPort}`,
        DEMO_TWITTER_CONSUMER_SECRET: fakeTwitterSecret,
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${fakeRecaptchaPort}/recaptcha/api/siteverify`,
        RECAPTCHA_SCRIPT_URL: `http://127.0.0.1:${fakeRecaptchaPort}/recaptcha/api.js`,
        RECAPTCHA_SECRET_KEY: fakeRecaptchaSecret,
        IUTE_API_URL: `http://127.0.0.1:${fakeIutePort}`,
        IUTE_AGENT_ID: fakeIute.agentId,
        IUTE_API_KEY: fakeIute.apiKey,
        IUTE_TIMEOUT_MS: "3000",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    ...themes.map((theme) => ({
      command: serverCommand("web"),
      url: `http://127.0.0.1:${webPort(THEMES.indexOf(theme))}/favicon.svg`,
      env: {
        ...serverEnv("web"),
        THEME: theme,
        PORT: String(webPort(THEMES.indexOf(theme))),
        API_URL: `http://127.0.0.1:${apiPort}`,
        NODE_ENV: "production",
        REDIS_URL: "",
        // No map tiles: nothing here may reach the internet (the store locator draws markers only).
        MAP_TILE_URL: "",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    })),
    ...variants.map((variant, index) => ({
      command: serverCommand("web"),
      url: `http://127.0.0.1:${variantPort(index)}/favicon.svg`,
      env: {
        ...serverEnv("web"),
        THEME: variant.of,
        SITE_TOKEN: variant.token,
        PORT: String(variantPort(index)),
        API_URL: `http://127.0.0.1:${apiPort}`,
        NODE_ENV: "production",
        REDIS_URL: "",
        // No map tiles: nothing here may reach the internet (the store locator draws markers only).
        MAP_TILE_URL: "",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    })),
  ],
});
