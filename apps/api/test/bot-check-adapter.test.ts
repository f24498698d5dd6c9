import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { botCheckConfigFromEnv } from "../src/services/bot-check/config.ts";
import { build } from "./helper.ts";

/**
 * The bot check (reCAPTCHA) against a fake verification host on localhost: `siteverify` for
 * v2 and v3 (the fake checks the secret and answers by token), Enterprise assessments (the fake
 * checks the API key and the project). Shops with each kind post the public forms.
 */
const SECRET = "fake-recaptcha-secret-1234567890";
const ENTERPRISE_KEY = "fake-enterprise-api-key-0987654321";

type Seen = { path: string; query: URLSearchParams; body: string };
const seen: Seen[] = [];
let failNext: number | null = null;

/** Tokens say what the fake answers: `pass:<action>`, `low:<action>`, anything else is invalid. */
function verdictOf(token: string): { valid: boolean; score: number; action: string | null } {
  const [verdict, action = null] = token.split(":");
  return { valid: verdict === "pass" || verdict === "low", score: verdict === "pass" ? 0.9 : 0.1, action };
}

const server = createServer(async (req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");
  const url = new URL(req.url ?? "/", "http://fake");
  seen.push({ path: url.pathname, query: url.searchParams, body });
  const reply = (status: number, json: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(json));
  };
  if (failNext) {
    const status = failNext;
    failNext = null;
    return reply(status, { error: "down" });
  }
  if (url.pathname === "/recaptcha/api/siteverify" && req.method === "POST") {
    const form = new URLSearchParams(body);
    if (form.get("secret") !== SECRET)
      return reply(200, { success: false, "error-codes": ["invalid-input-secret"] });
    const v = verdictOf(form.get("response") ?? "");
    if (!v.valid) return reply(200, { success: false, "error-codes": ["invalid-input-response"] });
    return reply(200, { success: true, score: v.score, action: v.action, hostname: "localhost" });
  }
  const assessment = /^\/v1\/projects\/([^/]+)\/assessments$/.exec(url.pathname);
  if (assessment && req.method === "POST") {
    if (url.searchParams.get("key") !== ENTERPRISE_KEY) return reply(403, { error: { code: 403 } });
    const event = (JSON.parse(body) as { event: { token: string; siteKey: string } }).event;
    const v = verdictOf(event.token);
    return reply(200, {
      tokenProperties: {
        valid: v.valid,
        action: v.action,
        ...(v.valid ? {} : { invalidReason: "MALFORMED" }),
      },
      riskAnalysis: { score: v.score },
    });
  }
  reply(404, {});
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const logged: string[] = [];
const { app, database } = await build({
  logger: { level: "info", stream: { write: (line: string) => logged.push(line) } },
  botCheck: botCheckConfigFromEnv({
    RECAPTCHA_VERIFY_URL: `${origin}/recaptcha/api/siteverify`,
    RECAPTCHA_ENTERPRISE_URL: origin,
    RECAPTCHA_SECRET_KEY: SECRET,
    RECAPTCHA_ENTERPRISE_API_KEY: ENTERPRISE_KEY,
    SHOP_V3_SECRET: SECRET,
  }),
});

const SHOPS = {
  v2: { site_key: "site-key-v2", version: "2" },
  invisible: { site_key: "site-key-inv", version: "2", invisible: true },
  v3: { site_key: "site-key-v3", version: "3", min_score: 0.5, secret_key_env: "SHOP_V3_SECRET" },
  enterprise: { site_key: "site-key-ent", version: "3", enterprise: true, project_id: "shop-project" },
  noProject: { site_key: "site-key-ent2", version: "3", enterprise: true },
  noVersion: { site_key: "site-key-half" },
  wrongSecret: { site_key: "site-key-x", version: "2", secret_key_env: "NOT_SET_ANYWHERE" },
} as const;
type Shop = keyof typeof SHOPS;

beforeAll(async () => {
  await database.db.insert(schema.sites).values(
    Object.entries(SHOPS).map(([code, recaptcha]) => ({
      token: `bot-check-${code}`,
      code: `bot-check-${code}`,
      name: `Bot check ${code}`,
      theme: "default",
      languages: ["ro", "en"],
      mainLanguage: "ro",
      settings: { recaptcha, main_email: "shop@example.md" },
    })),
  );
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

let n = 0;
const subscribe = (shop: Shop, token?: string) =>
  app.inject({
    method: "POST",
    url: "/settings/news-letter/",
    headers: { token: `bot-check-${shop}`, "accept-language": "en" },
    remoteAddress: `10.20.${Math.floor(++n / 200)}.${n % 200}`,
    payload: { email: `sub${n}@example.md`, ...(token === undefined ? {} : { recaptcha_token: token }) },
  });
const stored = async (shop: Shop) => {
  const [site] = await database.db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(eq(schema.sites.token, `bot-check-${shop}`));
  return database.db
    .select()
    .from(schema.shopRequests)
    .where(eq(schema.shopRequests.siteId, site?.id ?? 0));
};

describe("reCAPTCHA v2 (siteverify)", () => {
  it("verifies the token with the secret and the client address, then stores", async () => {
    const res = await subscribe("v2", "pass");
    expect(res.statusCode).toBe(201);
    expect(seen).toHaveLength(1);
    const form = new URLSearchParams(seen[0]?.body);
    expect(form.get("secret")).toBe(SECRET);
    expect(form.get("response")).toBe("pass");
    expect(form.get("remoteip")).toMatch(/^10\.20\./);
    expect(await stored("v2")).toHaveLength(1);
  });

  it("refuses a missing or invalid token with 400 on recaptcha_token, storing nothing", async () => {
    const missing = await subscribe("v2");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().recaptcha_token).toEqual([expect.any(String)]);
    expect(seen).toHaveLength(0);
    const invalid = await subscribe("v2", "forged");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().recaptcha_token).toBeDefined();
    expect(await stored("v2")).toHaveLength(1);
  });

  it("guards the consultation and support forms too (invisible v2)", async () => {
    const headers = { token: "bot-check-invisible" };
    const consultation = { name: "Ion", phone: "+37369123456" };
    expect(
      (await app.inject({ method: "POST", url: "/base/book-consultation", headers, payload: consultation }))
        .statusCode,
    ).toBe(400);
    const ok = await app.inject({
      method: "POST",
      url: "/base/book-consultation",
      headers,
      payload: { ...consultation, recaptcha_token: "pass" },
    });
    expect(ok.statusCode).toBe(201);
    const support = { name: "Ion", email_address: "ion@example.md", body: "Hi" };
    expect(
      (await app.inject({ method: "POST", url: "/api/support", headers, payload: support })).statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/support",
          headers,
          payload: { ...support, recaptcha_token: "x" },
        })
      ).statusCode,
    ).toBe(400);
    expect(await stored("invisible")).toHaveLength(1);
  });

  it("answers 503 when the verification host fails, and when the API has no secret for the shop", async () => {
    failNext = 500;
    const down = await subscribe("v2", "pass");
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe("bot_check_unavailable");
    const noSecret = await subscribe("wrongSecret", "pass");
    expect(noSecret.statusCode).toBe(503);
    expect(seen).toHaveLength(1);
  });
});

describe("registration while the verification host is down", () => {
  it("answers 503 bot_check_unavailable and makes no account (the storefront then says: try again later)", async () => {
    const email = "host-down@example.md";
    failNext = 503;
    const res = await app.inject({
      method: "POST",
      url: "/auth/users/",
      headers: { token: "bot-check-v2" },
      payload: {
        email,
        password: "parola-buna-2026",
        re_password: "parola-buna-2026",
        recaptcha_token: "pass",
      },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("bot_check_unavailable");
    expect(await database.db.select().from(schema.users).where(eq(schema.users.email, email))).toHaveLength(
      0,
    );
    // Once the host answers again the same form goes through.
    const again = await app.inject({
      method: "POST",
      url: "/auth/users/",
      headers: { token: "bot-check-v2" },
      payload: {
        email,
        password: "parola-buna-2026",
        re_password: "parola-buna-2026",
        recaptcha_token: "pass",
      },
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe("reCAPTCHA v3 (score)", () => {
  it("takes a score at the threshold for the form's action, and refuses a low score or another action", async () => {
    expect((await subscribe("v3", "pass:newsletter")).statusCode).toBe(201);
    const low = await subscribe("v3", "low:newsletter");
    expect(low.statusCode).toBe(400);
    expect(low.json().recaptcha_token).toBeDefined();
    expect((await subscribe("v3", "pass:login")).statusCode).toBe(400);
    // The shop's own secret variable is used.
    expect(new URLSearchParams(seen[0]?.body).get("secret")).toBe(SECRET);
    expect(await stored("v3")).toHaveLength(1);
  });
});

describe("reCAPTCHA Enterprise (assessments)", () => {
  it("creates an assessment in the shop's project with the site key and expected action", async () => {
    expect((await subscribe("enterprise", "pass:newsletter")).statusCode).toBe(201);
    expect(seen[0]?.path).toBe("/v1/projects/shop-project/assessments");
    expect(seen[0]?.query.get("key")).toBe(ENTERPRISE_KEY);
    expect(JSON.parse(seen[0]?.body ?? "{}").event).toMatchObject({
      token: "pass:newsletter",
      siteKey: "site-key-ent",
      expectedAction: "newsletter",
    });
    expect((await subscribe("enterprise", "low:newsletter")).statusCode).toBe(400);
    expect((await subscribe("enterprise", "nonsense")).statusCode).toBe(400);
    expect(await stored("enterprise")).toHaveLength(1);
  });

  it("answers 503 without a project id", async () => {
    expect((await subscribe("noProject", "pass:newsletter")).statusCode).toBe(503);
    expect(seen).toHaveLength(0);
  });
});

describe("a half-configured bot check", () => {
  it("refuses the forms (503, the spec's configuration error) instead of letting them through", async () => {
    const res = await subscribe("noVersion", "pass");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: "bot_check_misconfigured",
      detail: expect.stringContaining("No version provided"),
    });
    expect(await stored("noVersion")).toHaveLength(0);
  });

  it("publishes the site key and version, never the stored secret names or project", async () => {
    const res = await app.inject({
      url: "/settings/global_site_settings",
      headers: { token: "bot-check-v3" },
    });
    expect(
      res.statusCode,
      logged
        .filter((l) => l.includes('"level":50'))
        .join("\n")
        .slice(0, 1500),
    ).toBe(200);
    expect(res.json().recaptcha).toEqual({
      site_key: "site-key-v3",
      version: "3",
      invisible: false,
      enterprise: false,
      min_score: 0.5,
      script_url: null,
    });
  });
});

describe("review and registration forms", () => {
  const send = (url: string, payload: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url,
      headers: { token: "bot-check-v2", "accept-language": "en" },
      remoteAddress: `10.21.0.${++n % 250}`,
      payload,
    });
  const review = { name: "Ana Bot", rating: 5, text: "A review long enough to count." };

  it("a shop review needs the token when the shop has a bot check, then is published", async () => {
    const missing = await send("/base/reviews/", review);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().recaptcha_token).toEqual([expect.any(String)]);
    const passed = await send("/base/reviews/", { ...review, recaptcha_token: "pass:review" });
    expect(passed.statusCode).toBe(201);
  });

  it("a product review and a registration are refused without the token", async () => {
    const product = await send("/general/product-review/", { ...review, product_id: 1 });
    expect(product.statusCode).toBe(400);
    expect(product.json().recaptcha_token).toBeDefined();
    const account = {
      email: `bot${n}@example.md`,
      password: "parola-buna-2026",
      re_password: "parola-buna-2026",
    };
    const refused = await send("/auth/users/", account);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().recaptcha_token).toBeDefined();
    const registered = await send("/auth/users/", { ...account, recaptcha_token: "pass:registration" });
    expect(registered.statusCode).toBe(201);
  });
});

describe("logs", () => {
  it("never hold a token, the secret or the API key", () => {
    const log = logged.join("\n");
    expect(log).toContain("bot check refused a form");
    for (const secret of [SECRET, ENTERPRISE_KEY, "pass:newsletter", "low:newsletter", "forged"]) {
      expect(log).not.toContain(secret);
    }
  });
});
