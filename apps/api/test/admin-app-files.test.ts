import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { build } from "./helper.ts";

/** The back-office's files at /admin: its start page for every app path, assets cached, the API apart. */
const dist = mkdtempSync(join(tmpdir(), "sf-admin-dist-"));
mkdirSync(join(dist, "assets"));
writeFileSync(
  join(dist, "index.html"),
  '<!doctype html><title>Back-office</title><script src="/admin/assets/app-1.js"></script>',
);
writeFileSync(join(dist, "assets", "app-1.js"), "console.log('admin')");
process.env.ADMIN_DIST_DIR = dist;
const { app } = await build();
delete process.env.ADMIN_DIST_DIR;

describe("admin app files", () => {
  it("answers the app's page at /admin, /admin/ and any screen, never cached, under its own policy", async () => {
    for (const url of ["/admin", "/admin/", "/admin/orders/12", "/admin/sign-in"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<title>Back-office</title>");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("serves hashed assets for a year, refuses paths outside them, and keeps /admin/api JSON", async () => {
    const asset = await app.inject({ method: "GET", url: "/admin/assets/app-1.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    for (const url of ["/admin/assets/../index.html", "/admin/assets/%2e%2e/%2e%2e/package.json"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.body, url).not.toContain("console.log");
      expect(res.body, url).not.toContain('"name"');
    }
    const api = await app.inject({ method: "GET", url: "/admin/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "not_found" });
    const session = await app.inject({ method: "GET", url: "/admin/api/auth/session" });
    expect(session.json()).toEqual({ me: null });
  });
});
