import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { testAuthConfig } from "../src/services/auth/config.ts";
import { paymentsConfigFromEnv } from "../src/services/payments/config.ts";
import { build, site } from "./helper.ts";

const { app, database } = await build({ payments: paymentsConfigFromEnv({ PAYMENT_SANDBOX: "1" }) });
/** The same API behind https: its public URL says so. */
const overTls = await buildApp({
  db: database.db,
  auth: testAuthConfig(),
  payments: paymentsConfigFromEnv({ API_PUBLIC_URL: "https://api.shop.md" }),
});
afterAll(() => overTls.close());

const directives = (header: string | number | string[] | undefined) =>
  Object.fromEntries(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

describe("security headers on the API", () => {
  it("forbid framing, sniffing, scripts and leaking the full referrer on JSON answers", async () => {
    for (const res of [
      await app.inject({ url: "/health" }),
      await app.inject({ url: "/settings/global_site_settings/", headers: site("default") }),
      await app.inject({ url: "/settings/global_site_settings/" }), // 401 from the site plugin
      await app.inject({ url: "/no/such/route" }),
    ]) {
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      const csp = directives(res.headers["content-security-policy"]);
      expect(csp["default-src"]).toEqual(["'none'"]);
      expect(csp["frame-ancestors"]).toEqual(["'none'"]);
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("send HSTS only when the API is served over https", async () => {
    const res = await overTls.inject({ url: "/health" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("let /docs load swagger-ui's own files, and nothing else", async () => {
    const page = await app.inject({ url: "/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger-initializer.js");
    // swagger-ui's page has no inline script or style: 'self' covers what it loads
    expect(page.body.match(/<script(?![^>]*\bsrc=)/g)).toBeNull();
    expect(page.body).not.toMatch(/<style|style="/);
    const csp = directives(page.headers["content-security-policy"]);
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["script-src-attr"]).toEqual(["'none'"]);
    // swagger-ui's bundle sets style attributes as it renders
    expect(csp["style-src"]).toContain("'unsafe-inline'");
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["upgrade-insecure-requests"]).toBeUndefined();
    expect(page.headers["x-frame-options"]).toBe("DENY");
    const json = await app.inject({ url: "/docs/json" });
    expect(json.statusCode).toBe(200);
    const tls = directives((await overTls.inject({ url: "/docs" })).headers["content-security-policy"]);
    expect(tls["upgrade-insecure-requests"]).toEqual([]);
  });

  it("keep the HTML pages' own policies (styles inline, forms to themselves), framing still denied", async () => {
    const sandbox = await app.inject({ url: `/payments/sandbox/sbx_${"0".repeat(32)}` });
    expect(sandbox.statusCode).toBe(404);
    const csp = directives(sandbox.headers["content-security-policy"]);
    expect(csp["style-src"]).toEqual(["'unsafe-inline'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(sandbox.headers["x-frame-options"]).toBe("DENY");
  });
});
