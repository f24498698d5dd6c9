import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

/**
 * A fake Twitter for the OAuth 1.0a sign-in ("Sign in with Twitter"): `oauth/request_token`,
 * `oauth/authenticate` (a page that sends the shopper back to the callback), `oauth/access_token`
 * and `1.1/account/verify_credentials.json`, answering Twitter's documented shapes.
 *
 * Every call's signature is checked here with an implementation of RFC 5849 of its own (not the
 * API's library): a request signed with a wrong secret, token or parameter gets Twitter's 401
 * "Could not authenticate you". Timestamps must be recent, nonces are never accepted twice,
 * request tokens and verifiers work once.
 *
 * Used by the API's tests (`startFakeTwitter`) and, run as a program, by the browser tests
 * (`FAKE_TWITTER_PORT`; its users are `FAKE_TWITTER_USERS`).
 */
export type FakeTwitterUser = { id: string; name: string; screen_name: string; email: string | null };

export type FakeTwitter = {
  url: string;
  /** Every call: its path and whether the signature was good. */
  calls: { path: string; signed: boolean }[];
  /** When true every endpoint answers 503 (Twitter over capacity). */
  down: boolean;
  close(): Promise<void>;
};

type RequestToken = {
  consumerKey: string;
  secret: string;
  callback: string;
  verifier: string | null;
  userId: string | null;
  used: boolean;
};

/** RFC 3986 percent-encoding as RFC 5849 section 3.6 wants it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function authorizationParams(header: string | undefined): Map<string, string> | null {
  if (!header?.startsWith("OAuth ")) return null;
  const params = new Map<string, string>();
  for (const match of header.slice(6).matchAll(/([\w.~%-]+)="([^"]*)"/g)) {
    const [, name, value] = match;
    if (name && value !== undefined) params.set(decodeURIComponent(name), decodeURIComponent(value));
  }
  return params;
}

/** RFC 5849 section 3.4.1: the signature base string of a request. */
function baseString(method: string, url: URL, params: [string, string][]): string {
  const normalized = params
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  // URL drops a scheme's default port, as the base string must.
  const baseUri = `${url.protocol}//${url.hostname.toLowerCase()}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  return [method.toUpperCase(), encode(baseUri), encode(normalized)].join("&");
}

export async function startFakeTwitter(options: {
  /** Consumer key -> consumer secret of the apps Twitter knows. */
  consumers: Record<string, string>;
  /** The accounts a shopper can sign in as on the authorize page. */
  users: FakeTwitterUser[];
  port?: number;
}): Promise<FakeTwitter> {
  const requestTokens = new Map<string, RequestToken>();
  const accessTokens = new Map<string, { consumerKey: string; secret: string; userId: string }>();
  const nonces = new Set<string>();
  const random = () => randomBytes(16).toString("hex");

  const state: FakeTwitter = {
    url: "",
    calls: [],
    down: false,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };

  /**
   * The request's OAuth parameters when its signature is right for the consumer and the token
   * secret `tokenSecret` finds for its `oauth_token`; null otherwise.
   */
  function verify(
    req: IncomingMessage,
    url: URL,
    body: string,
    tokenSecret: (token: string) => string | null,
  ): Map<string, string> | null {
    const oauth = authorizationParams(req.headers.authorization);
    if (!oauth) return null;
    const consumerSecret = options.consumers[oauth.get("oauth_consumer_key") ?? ""];
    const signature = oauth.get("oauth_signature");
    const timestamp = Number(oauth.get("oauth_timestamp"));
    const nonce = oauth.get("oauth_nonce") ?? "";
    if (
      consumerSecret === undefined ||
      !signature ||
      oauth.get("oauth_signature_method") !== "HMAC-SHA1" ||
      (oauth.has("oauth_version") && oauth.get("oauth_version") !== "1.0") ||
      !Number.isFinite(timestamp) ||
      Math.abs(Date.now() / 1000 - timestamp) > 300 ||
      nonce.length < 8 ||
      nonces.has(nonce)
    )
      return null;
    const token = oauth.get("oauth_token");
    const secret = token === undefined ? "" : tokenSecret(token);
    if (secret === null) return null;
    const params: [string, string][] = [...oauth.entries()].filter(
      ([name]) => name !== "oauth_signature" && name !== "realm",
    );
    params.push(...url.searchParams.entries());
    if ((req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded"))
      params.push(...new URLSearchParams(body).entries());
    const expected = createHmac("sha1", `${encode(consumerSecret)}&${encode(secret)}`)
      .update(baseString(req.method ?? "GET", url, params))
      .digest();
    const given = Buffer.from(signature, "base64");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    nonces.add(nonce);
    return oauth;
  }

  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { "content-type": type });
    res.end(body);
  };
  const notAuthenticated = (res: ServerResponse) =>
    send(
      res,
      401,
      "application/json",
      JSON.stringify({ errors: [{ code: 32, message: "Could not authenticate you." }] }),
    );
  const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
    const body = await readBody(req);
    if (url.pathname === "/health") return send(res, 200, "text/plain", "ok");
    if (url.pathname === "/favicon.ico") return send(res, 204, "image/x-icon", "");
    if (state.down) return send(res, 503, "application/json", JSON.stringify({ errors: [{ code: 130 }] }));
    const log = (signed: boolean) => state.calls.push({ path: url.pathname, signed });

    if (req.method === "POST" && url.pathname === "/oauth/request_token") {
      const oauth = verify(req, url, body, () => null);
      log(oauth !== null);
      const callback = oauth?.get("oauth_callback");
      if (!oauth || !callback) return notAuthenticated(res);
      const token = random();
      const secret = random();
      requestTokens.set(token, {
        consumerKey: oauth.get("oauth_consumer_key") ?? "",
        secret,
        callback,
        verifier: null,
        userId: null,
        used: false,
      });
      return send(
        res,
        200,
        "text/html; charset=utf-8",
        form({ oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: "true" }),
      );
    }

    if (req.method === "GET" && url.pathname === "/oauth/authenticate") {
      const token = url.searchParams.get("oauth_token") ?? "";
      const pending = requestTokens.get(token);
      if (!pending || pending.used)
        return send(res, 403, "text/html; charset=utf-8", "<p>This page is no longer valid.</p>");
      const back = new URL(pending.callback);
      const userId = url.searchParams.get("user");
      if (url.searchParams.get("deny")) {
        back.searchParams.set("denied", token);
      } else if (userId && options.users.some((u) => u.id === userId)) {
        pending.verifier = random();
        pending.userId = userId;
        back.searchParams.set("oauth_token", token);
        back.searchParams.set("oauth_verifier", pending.verifier);
      } else {
        const links = options.users
          .map(
            (u) =>
              `<li><a href="/oauth/authenticate?oauth_token=${token}&amp;user=${encodeURIComponent(u.id)}">Sign in as @${u.screen_name}</a></li>`,
          )
          .join("");
        return send(
          res,
          200,
          "text/html; charset=utf-8",
          `<!doctype html><title>Fake Twitter</title><h1>Authorize app?</h1><ul>${links}</ul>` +
            `<a href="/oauth/authenticate?oauth_token=${token}&amp;deny=1">Cancel</a>`,
        );
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (req.method === "POST" && url.pathname === "/oauth/access_token") {
      let pending: RequestToken | undefined;
      const oauth = verify(req, url, body, (token) => {
        pending = requestTokens.get(token);
        return pending ? pending.secret : null;
      });
      log(oauth !== null);
      const verifier = oauth?.get("oauth_verifier") ?? new URLSearchParams(body).get("oauth_verifier");
      if (
        !oauth ||
        !pending ||
        pending.used ||
        pending.consumerKey !== oauth.get("oauth_consumer_key") ||
        !pending.verifier ||
        pending.verifier !== verifier ||
        !pending.userId
      )
        return send(
          res,
          401,
          "text/plain",
          "Error processing your OAuth request: Invalid oauth_verifier parameter",
        );
      pending.used = true;
      const user = options.users.find((u) => u.id === pending?.userId);
      if (!user) return notAuthenticated(res);
      const token = `${user.id}-${random()}`;
      const secret = random();
      accessTokens.set(token, { consumerKey: pending.consumerKey, secret, userId: user.id });
      return send(
        res,
        200,
        "text/html; charset=utf-8",
        form({
          oauth_token: token,
          oauth_token_secret: secret,
          user_id: user.id,
          screen_name: user.screen_name,
        }),
      );
    }

    if (req.method === "GET" && url.pathname === "/1.1/account/verify_credentials.json") {
      let access: { consumerKey: string; secret: string; userId: string } | undefined;
      const oauth = verify(req, url, body, (token) => {
        access = accessTokens.get(token);
        return access ? access.secret : null;
      });
      log(oauth !== null);
      if (!oauth || !access || access.consumerKey !== oauth.get("oauth_consumer_key"))
        return notAuthenticated(res);
      const user = options.users.find((u) => u.id === access?.userId);
      if (!user) return notAuthenticated(res);
      const withEmail = url.searchParams.get("include_email") === "true";
      return send(
        res,
        200,
        "application/json",
        JSON.stringify({
          id: Number(user.id),
          id_str: user.id,
          name: user.name,
          screen_name: user.screen_name,
          ...(withEmail && user.email ? { email: user.email } : {}),
        }),
      );
    }

    send(res, 404, "application/json", JSON.stringify({ errors: [{ code: 34, message: "Not found" }] }));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, "text/plain", "fake twitter failed"));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** The browser tests' accounts: one with a verified e-mail, one without. */
export const E2E_TWITTER_USERS: FakeTwitterUser[] = [
  { id: "4101", name: "Maria Twitter", screen_name: "maria_md", email: "maria.twitter@example.md" },
  { id: "4102", name: "Fără Email", screen_name: "fara_email", email: null },
];

// Run as a program (the browser tests' webServer): FAKE_TWITTER_PORT, and the demo app's key and
// secret from FAKE_TWITTER_CONSUMER_KEY / FAKE_TWITTER_CONSUMER_SECRET.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeTwitter({
    consumers: {
      [process.env.FAKE_TWITTER_CONSUMER_KEY ?? "casa-mea-demo"]:
        process.env.FAKE_TWITTER_CONSUMER_SECRET ?? "casa-mea-demo-secret",
    },
    users: E2E_TWITTER_USERS,
    port: Number(process.env.FAKE_TWITTER_PORT ?? 0),
  });
  console.log(`[fake-twitter] listening on ${fake.url}`);
}
