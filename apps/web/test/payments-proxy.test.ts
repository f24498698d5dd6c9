import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebApp } from "../server/app.ts";
import { memoryPageCache } from "../server/page-cache.ts";

/**
 * The payment sandbox's page is served on the shop's origin: the web server passes GET and the
 * form POST to the API and the API's answer back, a 303 included (the browser follows it).
 */
type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
const seen: Seen[] = [];

const api: Server = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
    if (req.method === "POST") {
      res.writeHead(303, {
        location: "https://shop.test/ro/order-checkout/7?payment=ok",
        "set-cookie": "x=1",
      });
      res.end();
      return;
    }
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'",
      "cache-control": "no-store",
      "x-internal": "hidden",
    });
    res.end('<html lang="ro"><form method="post"></form></html>');
  });
});

let apiUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

function web() {
  let renders = 0;
  const app = createWebApp({
    handler: async () => {
      renders++;
      return new Response("page", { headers: { "content-type": "text/html" } });
    },
    clientDir: mkdtempSync(join(tmpdir(), "sf-static-")),
    apiUrl,
    siteToken: "secret-site-token",
    cache: memoryPageCache(),
    cacheScope: "test",
  });
  return { app, renders: () => renders };
}

const PAY = "/payments/sandbox/sbx_0123456789abcdef0123456789abcdef";

describe("payment sandbox proxy", () => {
  it("passes the page through with its security headers, never the site token", async () => {
    const { app, renders } = web();
    seen.length = 0;
    const res = await app.request(`http://shop.test${PAY}`, { headers: { "accept-language": "ru" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-internal")).toBeNull();
    expect(await res.text()).toContain('<form method="post">');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: "GET", url: PAY });
    expect(seen[0]?.headers["accept-language"]).toBe("ru");
    expect(seen[0]?.headers.token).toBeUndefined();
    expect(renders()).toBe(0);
  });

  it("posts the form body and hands the 303 to the browser without following it", async () => {
    const { app, renders } = web();
    seen.length = 0;
    const res = await app.request(`http://shop.test${PAY}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=approve",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("https://shop.test/ro/order-checkout/7?payment=ok");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(seen).toEqual([
      expect.objectContaining({
        method: "POST",
        url: PAY,
        body: "decision=approve",
        headers: expect.objectContaining({ "content-type": "application/x-www-form-urlencoded" }),
      }),
    ]);
    expect(renders()).toBe(0);
  });

  it("refuses large bodies and answers 502 when the API is down", async () => {
    const { app } = web();
    const big = await app.request(`http://shop.test${PAY}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `decision=${"a".repeat(5000)}`,
    });
    expect(big.status).toBe(413);
    const down = createWebApp({
      handler: async () => new Response("page"),
      clientDir: mkdtempSync(join(tmpdir(), "sf-static-")),
      apiUrl: "http://127.0.0.1:9",
      siteToken: "t",
      cache: memoryPageCache(),
      cacheScope: "test",
    });
    expect((await down.request(`http://shop.test${PAY}`)).status).toBe(502);
  });
});
