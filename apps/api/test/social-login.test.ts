import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * Google and Facebook sign-in against fake providers on localhost that answer the documented
 * shapes (Google's tokeninfo; Facebook's debug_token and /me) for a few known tokens.
 */
const { app, database, outboxDir } = await build();
const { call, linkFor } = accountHelpers(app, outboxDir);
const SOCIAL_TOKEN = "social-shop";

const GOOGLE: Record<string, object> = {
  "google-token-ana": {
    aud: "shop-client",
    sub: "g-1",
    email: "Ana.Social@example.md",
    email_verified: "true",
    given_name: "Ana",
  },
  "google-token-other-app": {
    aud: "someone-else",
    sub: "g-2",
    email: "x@example.md",
    email_verified: "true",
  },
  "google-token-unverified": {
    aud: "shop-client",
    sub: "g-3",
    email: "u@example.md",
    email_verified: "false",
  },
  "google-token-pending": {
    aud: "shop-client",
    sub: "g-4",
    email: "pending@example.md",
    email_verified: true,
  },
};
const FACEBOOK: Record<
  string,
  { app_id: string; user: { id: string; email?: string; first_name?: string } }
> = {
  "facebook-token-ion": {
    app_id: "shop-app",
    user: { id: "f-1", email: "ion.social@example.md", first_name: "Ion" },
  },
  "facebook-token-no-email": { app_id: "shop-app", user: { id: "f-2", first_name: "Fără" } },
  "facebook-token-other-app": { app_id: "other-app", user: { id: "f-3", email: "y@example.md" } },
};
let server: Server;
const appTokens: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const json = (status: number, body: object) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/google/tokeninfo") {
      const info = GOOGLE[url.searchParams.get("access_token") ?? ""];
      return info ? json(200, info) : json(400, { error: "invalid_token" });
    }
    if (url.pathname === "/facebook/debug_token") {
      appTokens.push(url.searchParams.get("access_token") ?? "");
      const token = FACEBOOK[url.searchParams.get("input_token") ?? ""];
      return json(200, {
        data: token ? { app_id: token.app_id, is_valid: true, user_id: token.user.id } : { is_valid: false },
      });
    }
    if (url.pathname === "/facebook/me") {
      const token = FACEBOOK[url.searchParams.get("access_token") ?? ""];
      return token ? json(200, token.user) : json(400, { error: { message: "Invalid OAuth access token." } });
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.GOOGLE_OAUTH_BASE_URL = `${base}/google`;
  process.env.FACEBOOK_GRAPH_BASE_URL = `${base}/facebook`;
  process.env.SOCIAL_TEST_FB_SECRET = "fb-secret";
  await addTestShop(database.db);
  await addTestShop(database.db, {
    token: SOCIAL_TOKEN,
    code: "social-shop",
    settings: {
      additional_settings: {
        social_login: {
          google: { client_id: "shop-client" },
          facebook: { app_id: "shop-app", app_secret_env: "SOCIAL_TEST_FB_SECRET" },
        },
      },
    },
  });
}, 60_000);

afterAll(() => {
  server.close();
  delete process.env.GOOGLE_OAUTH_BASE_URL;
  delete process.env.FACEBOOK_GRAPH_BASE_URL;
});

const social = (provider: string, access_token: string, token = SOCIAL_TOKEN) =>
  call(`/users/${provider}-auth/`, { body: { access_token, platform: "web" }, token });
const me = async (access: string) =>
  (await call("/auth/users/me/", { method: "GET", bearer: access, token: SOCIAL_TOKEN })).json() as {
    email: string;
    first_name: string;
  };

describe("social sign-in", () => {
  it("signs in with Google and Facebook, making the account on first use", async () => {
    const google = await social("google", "google-token-ana");
    expect(google.statusCode, google.body).toBe(200);
    expect(await me((google.json() as { access: string }).access)).toMatchObject({
      email: "ana.social@example.md",
      first_name: "Ana",
    });
    // The same person again: the same account.
    const again = await social("google", "google-token-ana");
    expect((await me((again.json() as { access: string }).access)).email).toBe("ana.social@example.md");

    const facebook = await social("facebook", "facebook-token-ion");
    expect(facebook.statusCode, facebook.body).toBe(200);
    expect((await me((facebook.json() as { access: string }).access)).email).toBe("ion.social@example.md");
    // The app's token (id|secret) asked Facebook about the user's token.
    expect(appTokens).toContain("shop-app|fb-secret");
  });

  it("activates an account registered but never activated: the provider vouched for the e-mail", async () => {
    await call("/auth/users/", {
      body: { email: "pending@example.md", password: "parola-buna-2026" },
      token: SOCIAL_TOKEN,
    });
    const res = await social("google", "google-token-pending");
    expect(res.statusCode).toBe(200);
    // The activation link is spent-looking now: the account is active.
    const { uid, token } = await linkFor("pending@example.md", "activate");
    expect(
      (await call("/auth/users/activation/", { body: { uid, token }, token: SOCIAL_TOKEN })).statusCode,
    ).toBe(403);
  });

  it("refuses tokens of other apps, unverified or missing e-mails, and shops without the provider", async () => {
    const cases: [string, string, string, string?][] = [
      ["google", "google-token-other-app", "social_token_invalid"],
      ["google", "google-token-unknown", "social_token_invalid"],
      ["google", "google-token-unverified", "social_no_email"],
      ["facebook", "facebook-token-no-email", "facebook_no_email"],
      ["facebook", "facebook-token-other-app", "social_token_invalid"],
      ["google", "google-token-ana", "social_not_configured", TEST_TOKEN],
    ];
    for (const [provider, accessToken, code, token] of cases) {
      const res = await social(provider, accessToken, token);
      expect(res.statusCode, accessToken).toBe(400);
      expect(res.json(), accessToken).toMatchObject({ code });
    }
    expect((await social("google", "short")).statusCode).toBe(400);
  });

  it("publishes the Facebook app only while the API has its secret", async () => {
    const appId = async () =>
      (
        (await call("/settings/global_site_settings/", { method: "GET", token: SOCIAL_TOKEN })).json() as {
          additional_settings: { social_login: { facebook: { app_id: string | null } } };
        }
      ).additional_settings.social_login.facebook.app_id;
    expect(await appId()).toBe("shop-app");
    delete process.env.SOCIAL_TEST_FB_SECRET;
    try {
      // No button that can only fail, and the API says it is not set up.
      expect(await appId()).toBeNull();
      expect((await social("facebook", "facebook-token-ion")).json()).toMatchObject({
        code: "social_not_configured",
      });
    } finally {
      process.env.SOCIAL_TEST_FB_SECRET = "fb-secret";
    }
  });
});
