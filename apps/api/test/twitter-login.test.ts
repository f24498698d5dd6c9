import { createServer } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeTwitter, startFakeTwitter } from "../../../test/fake-twitter.ts";
import { accountHelpers } from "./fixtures/accounts.ts";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * Twitter (X) sign-in, OAuth 1.0a, against a fake Twitter on localhost that checks every
 * signature itself (test/fake-twitter.ts): request token, the shopper's visit to the authorize
 * page, then `/users/twitter-auth/auth/` with what Twitter sent back.
 */
const { app, database, outboxDir } = await build();
const { call, customer } = accountHelpers(app, outboxDir);
const SHOP = "twitter-shop";
const OTHER_SHOP = "twitter-shop-2";
const WRONG_SECRET_SHOP = "twitter-shop-wrong-secret";
const BAD_ENV_SHOP = "twitter-shop-bad-env";
const CALLBACK = "http://shop.example/ro/social-login/twitter/callback";
let twitter: FakeTwitter;
let ip = 1;

beforeAll(async () => {
  twitter = await startFakeTwitter({
    consumers: { "shop-key": "shop-secret", "other-key": "other-secret" },
    users: [
      { id: "101", name: "Ana Twitter Pop", screen_name: "ana", email: "Ana.Twitter@example.md" },
      { id: "102", name: "Fără", screen_name: "fara", email: null },
      { id: "103", name: "Ion", screen_name: "ion", email: "ion.existing@example.md" },
    ],
  });
  process.env.TWITTER_API_BASE_URL = twitter.url;
  process.env.TWITTER_CONSUMER_SECRET = "shop-secret";
  process.env.TWITTER_TEST_OTHER_SECRET = "other-secret";
  process.env.TWITTER_TEST_WRONG_SECRET = "not-the-secret";
  await addTestShop(database.db);
  const twitterShop = (token: string, consumer_key: string, consumer_secret_env?: string) =>
    addTestShop(database.db, {
      token,
      code: token,
      settings: {
        additional_settings: { social_login: { twitter: { consumer_key, consumer_secret_env } } },
      },
    });
  await twitterShop(SHOP, "shop-key");
  await twitterShop(OTHER_SHOP, "other-key", "TWITTER_TEST_OTHER_SECRET");
  await twitterShop(WRONG_SECRET_SHOP, "shop-key", "TWITTER_TEST_WRONG_SECRET");
  await twitterShop(BAD_ENV_SHOP, "shop-key", "not a variable");
}, 60_000);

afterAll(async () => {
  await twitter.close();
  for (const name of [
    "TWITTER_API_BASE_URL",
    "TWITTER_CONSUMER_SECRET",
    "TWITTER_TEST_OTHER_SECRET",
    "TWITTER_TEST_WRONG_SECRET",
  ])
    delete process.env[name];
});

beforeEach(() => {
  twitter.down = false;
});

/** Each sign-in from its own address: the per-address limit is not what these tests are about. */
const from = () => `10.7.0.${ip++}`;

async function requestToken(token = SHOP, callback_url = CALLBACK) {
  return call("/users/twitter-auth/request-token/", { body: { callback_url }, token, from: from() });
}

/** The shopper on Twitter's page: signs in as `user` (or cancels); the callback's query. */
async function authorize(authorizeUrl: string, user: string | null): Promise<URLSearchParams> {
  const url = new URL(authorizeUrl);
  if (user) url.searchParams.set("user", user);
  else url.searchParams.set("deny", "1");
  const res = await fetch(url, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location") ?? "");
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  return back.searchParams;
}

async function signIn(user: string, token = SHOP) {
  const started = await requestToken(token);
  expect(started.statusCode, started.body).toBe(200);
  const { oauth_token, authorize_url } = started.json() as { oauth_token: string; authorize_url: string };
  const back = await authorize(authorize_url, user);
  expect(back.get("oauth_token")).toBe(oauth_token);
  const body = { oauth_token, oauth_verifier: back.get("oauth_verifier") ?? "" };
  return { body, res: await call("/users/twitter-auth/auth/", { body, token, from: from() }) };
}

const me = async (access: string, token = SHOP) =>
  (await call("/auth/users/me/", { method: "GET", bearer: access, token })).json() as {
    id: number;
    email: string;
    first_name: string;
    last_name: string;
  };

describe("Twitter sign-in", () => {
  it("signs in with Twitter, making the account on first use, and the same account again", async () => {
    const started = await requestToken();
    expect(started.statusCode, started.body).toBe(200);
    const { authorize_url, oauth_token } = started.json() as { oauth_token: string; authorize_url: string };
    expect(authorize_url).toBe(`${twitter.url}/oauth/authenticate?oauth_token=${oauth_token}`);
    // The request token's secret stayed in the API.
    expect(started.body).not.toContain("secret");

    const { res } = await signIn("101");
    expect(res.statusCode, res.body).toBe(200);
    const first = await me((res.json() as { access: string }).access);
    expect(first).toMatchObject({
      email: "ana.twitter@example.md",
      first_name: "Ana",
      last_name: "Twitter Pop",
    });
    const again = await signIn("101");
    expect(again.res.statusCode).toBe(200);
    expect((await me((again.res.json() as { access: string }).access)).id).toBe(first.id);
    // Every call to Twitter was signed right (the fake checks each signature).
    expect(twitter.calls.length).toBeGreaterThanOrEqual(6);
    expect(twitter.calls.every((c) => c.signed)).toBe(true);
  });

  it("signs an existing customer into their own account", async () => {
    const pair = await customer("ion.existing@example.md", "parola-buna-2026", SHOP);
    const mine = await me(pair.access);
    const { res } = await signIn("103");
    expect(res.statusCode, res.body).toBe(200);
    expect(await me((res.json() as { access: string }).access)).toMatchObject({
      id: mine.id,
      email: "ion.existing@example.md",
    });
  });

  it("refuses a Twitter account without an e-mail address", async () => {
    const { res } = await signIn("102");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "twitter_no_email" });
    expect((res.json() as { detail: string }).detail).toMatch(/e-mail/);
  });

  it("refuses reused, unknown, forged and denied tokens", async () => {
    const { body, res } = await signIn("101");
    expect(res.statusCode).toBe(200);
    // The same token and verifier again: the request token was used.
    const reused = await call("/users/twitter-auth/auth/", { body, token: SHOP, from: from() });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: "twitter_token_invalid" });

    const unknown = await call("/users/twitter-auth/auth/", {
      body: { oauth_token: "never-issued", oauth_verifier: "x" },
      token: SHOP,
      from: from(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "twitter_token_invalid" });

    // A live token with a made-up verifier: Twitter refuses the exchange.
    const started = (await requestToken()).json() as { oauth_token: string; authorize_url: string };
    await authorize(started.authorize_url, "101");
    const forged = await call("/users/twitter-auth/auth/", {
      body: { oauth_token: started.oauth_token, oauth_verifier: "guessed" },
      token: SHOP,
      from: from(),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: "social_token_invalid" });

    // The shopper cancelled on Twitter: no verifier ever existed for this token.
    const denied = (await requestToken()).json() as { oauth_token: string; authorize_url: string };
    const back = await authorize(denied.authorize_url, null);
    expect(back.get("denied")).toBe(denied.oauth_token);
    const afterDeny = await call("/users/twitter-auth/auth/", {
      body: { oauth_token: denied.oauth_token, oauth_verifier: "none" },
      token: SHOP,
      from: from(),
    });
    expect(afterDeny.statusCode).toBe(400);
    expect(afterDeny.json()).toMatchObject({ code: "social_token_invalid" });

    const missing = await call("/users/twitter-auth/auth/", { body: {}, token: SHOP, from: from() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty("oauth_token");
  });

  it("binds a request token to the shop that asked for it", async () => {
    const started = (await requestToken()).json() as { oauth_token: string; authorize_url: string };
    const back = await authorize(started.authorize_url, "101");
    const body = { oauth_token: started.oauth_token, oauth_verifier: back.get("oauth_verifier") ?? "" };
    const elsewhere = await call("/users/twitter-auth/auth/", { body, token: OTHER_SHOP, from: from() });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: "twitter_token_invalid" });
    // A shop without Twitter says so.
    const without = await call("/users/twitter-auth/auth/", { body, token: TEST_TOKEN, from: from() });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: "social_not_configured" });
    // The shop that asked can still finish.
    const home = await call("/users/twitter-auth/auth/", { body, token: SHOP, from: from() });
    expect(home.statusCode, home.body).toBe(200);
  });

  it("each shop signs with its own app", async () => {
    const { res } = await signIn("101", OTHER_SHOP);
    expect(res.statusCode, res.body).toBe(200);
    expect((await me((res.json() as { access: string }).access, OTHER_SHOP)).email).toBe(
      "ana.twitter@example.md",
    );
  });

  it("a wrong consumer secret fails Twitter's signature check: a 502 that names the app", async () => {
    const before = twitter.calls.length;
    const res = await requestToken(WRONG_SECRET_SHOP);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: "social_provider_refused" });
    expect(twitter.calls.slice(before)).toEqual([{ path: "/oauth/request_token", signed: false }]);
  });

  it("answers 502 when Twitter is down or unreachable, never a 500", async () => {
    twitter.down = true;
    const start = await requestToken();
    expect(start.statusCode).toBe(502);
    expect(start.json()).toMatchObject({ code: "social_provider_unavailable" });
    twitter.down = false;

    // Twitter fails between the request token and the exchange.
    const started = (await requestToken()).json() as { oauth_token: string; authorize_url: string };
    const back = await authorize(started.authorize_url, "101");
    twitter.down = true;
    const exchange = await call("/users/twitter-auth/auth/", {
      body: { oauth_token: started.oauth_token, oauth_verifier: back.get("oauth_verifier") ?? "" },
      token: SHOP,
      from: from(),
    });
    expect(exchange.statusCode).toBe(502);
    expect(exchange.json()).toMatchObject({ code: "social_provider_unavailable" });
    twitter.down = false;

    // Nothing listens at all.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    process.env.TWITTER_API_BASE_URL = `http://127.0.0.1:${port}`;
    try {
      const unreachable = await requestToken();
      expect(unreachable.statusCode).toBe(502);
      expect(unreachable.json()).toMatchObject({ code: "social_provider_unavailable" });
    } finally {
      process.env.TWITTER_API_BASE_URL = twitter.url;
    }
  });

  it("refuses shops without Twitter and bad callbacks", async () => {
    const without = await requestToken(TEST_TOKEN);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: "social_not_configured" });
    for (const callback of ["javascript:alert(1)", "not a url", `http://x/${"a".repeat(2100)}`]) {
      const res = await requestToken(SHOP, callback);
      expect(res.statusCode, callback).toBe(400);
      expect(res.json(), callback).toHaveProperty("callback_url");
    }
  });

  it("the public settings offer Twitter only where it is usable", async () => {
    const enabled = async (token: string) =>
      (
        (await call("/settings/global_site_settings/", { method: "GET", token })).json() as {
          additional_settings: { social_login: { twitter: { enabled: boolean } } };
        }
      ).additional_settings.social_login.twitter;
    expect(await enabled(SHOP)).toEqual({ enabled: true });
    expect(await enabled(TEST_TOKEN)).toEqual({ enabled: false });
    // A secret variable named wrong turns Twitter off (no falling back to TWITTER_CONSUMER_SECRET).
    expect(await enabled(BAD_ENV_SHOP)).toEqual({ enabled: false });
    const secret = process.env.TWITTER_CONSUMER_SECRET;
    delete process.env.TWITTER_CONSUMER_SECRET;
    try {
      // The key without the API's secret: no button, and the API says it is not set up.
      expect(await enabled(SHOP)).toEqual({ enabled: false });
      expect((await requestToken()).json()).toMatchObject({ code: "social_not_configured" });
    } finally {
      process.env.TWITTER_CONSUMER_SECRET = secret;
    }
    // The consumer key itself is not published.
    const raw = (await call("/settings/global_site_settings/", { method: "GET", token: SHOP })).body;
    expect(raw).not.toContain("shop-key");
  });
});
