import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { takeConsoleErrors } from "../../../test/fail-on-console-error.ts";
import type { apiFor as ApiFor } from "../app/lib/api/request.server.ts";

/**
 * The API client bound to a request (app/lib/api/request.server.ts): language, session and the
 * shopper's address come from the request, sign-in endpoints go without the session, and a 401
 * to a customer's session signs them out. The API is a small HTTP server that records requests.
 */
type Seen = { method: string; path: string; headers: IncomingHttpHeaders };
const seen: Seen[] = [];
let droppedOnce = 0;
const SETTINGS = { langs: ["ro", "ru"], mainUiInterface: { mainLang: "ro" } };

const api: Server = createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://api").pathname;
  seen.push({ method: req.method ?? "", path, headers: req.headers });
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (path === "/settings/global_site_settings") return json(200, SETTINGS);
  if (path === "/general/menu_tree") return json(200, []);
  // An API that takes the request and never answers (its connection dropped, as under overload).
  if (path === "/general/v2/product/dropped/") return req.socket.destroy();
  // A connection closed under the first request only (a kept-alive socket's race): read again.
  if (path === "/general/v2/product/dropped-once/") {
    droppedOnce += 1;
    if (droppedOnce === 1) return req.socket.destroy();
    return json(404, { detail: "Not found." });
  }
  if (path === "/auth/jwt/create/") return json(401, { detail: "No active account found." });
  if (path === "/auth/users/me/")
    return req.headers.authorization === "Bearer expired"
      ? json(401, { detail: "Token is invalid or expired", code: "token_not_valid" })
      : json(404, { detail: "Not found." });
  return json(404, { detail: "Not found." });
});

let apiFor: typeof ApiFor;
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.SITE_TOKEN = "binding-test";
  // The client reads its configuration when first imported: after the API above listens.
  ({ apiFor } = await import("../app/lib/api/request.server.ts"));
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers });
const last = (path: string) => seen.filter((call) => call.path === path).at(-1);

describe("the API client bound to a request", () => {
  it("is one binding per request", async () => {
    const shopper = request("/ru/brands");
    expect(await apiFor(shopper)).toBe(await apiFor(shopper));
    expect(await apiFor(request("/ru/brands"))).not.toBe(await apiFor(shopper));
  });

  it("speaks the path's language when the site has it, else the visitor's or the site's main one", async () => {
    expect((await apiFor(request("/ru/product/x"))).lang).toBe("ru");
    expect((await apiFor(request("/uk/product/x", { cookie: "i18n_redirected=ru" }))).lang).toBe("ru");
    expect((await apiFor(request("/", { "accept-language": "ru-RU,ru;q=0.9" }))).lang).toBe("ru");
    expect((await apiFor(request("/en/"))).lang).toBe("ro");
  });

  it("sends the session, the language and the shopper's address with the visitor's calls", async () => {
    const { account } = await apiFor(
      request("/ru/account", { cookie: "token=access-1", "x-sf-client-ip": "203.0.113.7" }),
    );
    await account.me().catch(() => null);
    const call = last("/auth/users/me/");
    expect(call?.headers.authorization).toBe("Bearer access-1");
    expect(call?.headers["accept-language"]).toBe("ru");
    expect(call?.headers["x-forwarded-for"]).toBe("203.0.113.7");
    expect(call?.headers.token).toBe("binding-test");
  });

  it("never sends the session with shared site documents", async () => {
    const { site } = await apiFor(
      request("/ro", { cookie: "token=access-2", "x-sf-client-ip": "203.0.113.8" }),
    );
    await site.menuTree();
    const call = last("/general/menu_tree");
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers["x-forwarded-for"]).toBeUndefined();
  });

  it("signs in without the session a stale cookie may carry: a refusal is an answer, not a sign-out", async () => {
    const { account } = await apiFor(
      request("/ro/login", { cookie: "token=expired", "x-sf-client-ip": "203.0.113.9" }),
    );
    const result = await account.login("ana@example.md", "wrong");
    expect(result).toMatchObject({ ok: false, status: 401 });
    const call = last("/auth/jwt/create/");
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers["x-forwarded-for"]).toBe("203.0.113.9");
  });

  it("signs the customer out when the API refuses their session", async () => {
    const { account } = await apiFor(request("/ro/account", { cookie: "token=expired" }));
    const thrown = await account.me().then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("location")).toBe("/ro/?login=true");
    expect(response.headers.get("set-cookie")).toContain("token=;");
  });

  it("sends a read again, once, when its connection is closed under it", async () => {
    const { catalogue } = await apiFor(request("/ro/product/dropped-once"));
    const thrown = await catalogue.product("dropped-once").then(
      () => null,
      (error: unknown) => error,
    );
    // The second try got the API's answer (a 404 here), not a 503.
    expect(thrown).not.toMatchObject({ init: { status: 503 } });
    expect(droppedOnce).toBe(2);
    expect(seen.filter((s) => s.path === "/general/v2/product/dropped-once/")).toHaveLength(2);
    takeConsoleErrors();
  });

  it("answers 503 with Retry-After, not 500, when the API gives no answer", async () => {
    const { catalogue } = await apiFor(request("/ro/product/dropped"));
    const thrown = await catalogue.product("dropped").then(
      () => null,
      (error: unknown) => error,
    );
    // Thrown data(): React Router renders it as the error page with that status.
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
    expect(new Headers((thrown as { init: ResponseInit }).init.headers).get("retry-after")).toBe("5");
    expect(takeConsoleErrors()).toEqual([
      expect.stringMatching(/^\[web\] the API gave no answer to GET \/general\/v2\/product\/dropped\/: /),
    ]);
  });
});
