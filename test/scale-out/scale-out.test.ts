import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { migrationsFolder } from "@sf/db";
import { demoSiteTokens } from "@sf/themes";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, run, type ServerProcess, startServer } from "./processes.ts";

/**
 * The scale-out proof (README "Running several processes", docs/decisions/0025): two API and
 * two storefront processes, started as in production, against one PostgreSQL database and one
 * Redis. Orders, idempotency and sign-in limits go through both API processes at once; pages
 * cached and purged through one storefront process are seen by the other.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_TEST_URL = process.env.REDIS_TEST_URL;
/** A Redis database of this test's own, so other tests' keys on the same server never mix. */
const REDIS_DB = 13;
const ROOT = resolve(import.meta.dirname, "..", "..");
const THEME = "default";
const SITE_TOKEN = demoSiteTokens[THEME];
const CACHE_SCOPE = `${THEME}:${SITE_TOKEN.slice(0, 8)}`;
const PER_IP_LIMIT = 3;

if (!DATABASE_URL || !REDIS_TEST_URL) {
  describe("scale-out", () => {
    it.skip("needs TEST_DATABASE_URL (PostgreSQL) and REDIS_TEST_URL (Redis): .ci/run sets both", () => {});
  });
} else {
  scaleOutSuite(DATABASE_URL, REDIS_TEST_URL);
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function scaleOutSuite(adminUrl: string, redisBaseUrl: string) {
  const dbName = `sf_scaleout_${process.pid}_${Date.now()}`;
  const databaseUrl = withDatabase(adminUrl, dbName);
  const redisUrl = `${redisBaseUrl.replace(/\/\d*$/, "")}/${REDIS_DB}`;
  const jwtSecret = randomBytes(48).toString("base64url");
  const outboxDir = mkdtempSync(join(tmpdir(), "sf-scaleout-outbox-"));
  const servers: ServerProcess[] = [];
  let admin: pg.Client;
  let db: pg.Client;
  let redis: Redis;
  let apiA: ServerProcess;
  let apiB: ServerProcess;
  let webA: ServerProcess;
  let webB: ServerProcess;
  let siteId = 0;
  let shopId = 0;
  /** 10 units, for the race. */
  let scarce = 0;
  /** Plenty of stock, for the idempotency proof. */
  let plenty = 0;
  let pageSlug = "";
  let pageProductId = 0;

  const apiEnv = (port: number, extra: Record<string, string> = {}) => ({
    NODE_ENV: "production",
    API_HOST: "127.0.0.1",
    API_PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: jwtSecret,
    AUTH_LIMIT_PER_IP: String(PER_IP_LIMIT),
    OUTBOX_DIR: outboxDir,
    LOG_LEVEL: "error",
    ...extra,
  });
  const startApi = async (name: string, extra: Record<string, string> = {}) => {
    const port = await freePort();
    const server = await startServer({
      name,
      entry: "apps/api/src/server.ts",
      cwd: ROOT,
      port,
      env: apiEnv(port, extra),
      readyPath: "/docs/json",
      track: (s) => servers.push(s),
    });
    return server;
  };
  const startWeb = async (name: string, api: ServerProcess) => {
    const port = await freePort();
    const server = await startServer({
      name,
      entry: "apps/web/server/index.ts",
      cwd: ROOT,
      port,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        API_URL: api.url,
        REDIS_URL: redisUrl,
        THEME,
      },
      readyPath: "/robots.txt",
      track: (s) => servers.push(s),
    });
    return server;
  };
  /** Forgets this test's keys (page cache scope and rate-limit counters) in its Redis database. */
  const clearRedis = async () => {
    for (const pattern of [`page:${CACHE_SCOPE}:*`, "sf-rl:*"]) {
      let cursor = "0";
      let rounds = 0;
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== "0" && ++rounds < 10_000);
    }
  };
  const logs = () => servers.flatMap((s) => s.output.slice(-30)).join("\n");

  beforeAll(async () => {
    const started = Date.now();
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    await clearRedis();
    // The storefront's build (CI's `npm test` runs Vitest before the browser tests build it).
    if (!existsSync(join(ROOT, "apps/web/build", THEME, "server/index.js"))) {
      await run("npm", ["run", "build", "--silent", "-w", "apps/web"], {
        cwd: ROOT,
        env: { THEME, NODE_ENV: "production" },
        timeoutMs: 180_000,
      });
    }
    // Both API processes start at once on the empty database, as a deployment rolls out: one
    // migrates and writes the demo shops while the other waits for it (database.exclusive).
    [apiA, apiB] = await Promise.all([startApi("api-a"), startApi("api-b")]);
    // Each storefront process talks to its own API process, as behind two load balancers.
    [webA, webB] = await Promise.all([startWeb("web-a", apiA), startWeb("web-b", apiB)]);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();

    const site = await db.query<{ id: number }>("SELECT id FROM sites WHERE token = $1", [SITE_TOKEN]);
    siteId = site.rows[0]?.id ?? 0;
    const shop = await db.query<{ id: number }>(
      "SELECT id FROM shops WHERE site_id = $1 ORDER BY position, id LIMIT 1",
      [siteId],
    );
    shopId = shop.rows[0]?.id ?? 0;
    const products = await db.query<{ id: number; slug: string }>(
      `SELECT p.id, t.slug FROM products p
         JOIN product_translations t ON t.product_id = p.id AND t.lang = 'ro'
        WHERE p.site_id = $1 AND p.active AND NOT p.is_recipe AND p.home_delivery
        ORDER BY p.id LIMIT 3`,
      [siteId],
    );
    expect(products.rows).toHaveLength(3);
    [scarce, plenty, pageProductId] = products.rows.map((r) => r.id) as [number, number, number];
    pageSlug = products.rows[2]?.slug ?? "";
    for (const [productId, qty] of [
      [scarce, 10],
      [plenty, 1000],
    ] as const) {
      await db.query("UPDATE products SET stock_total = $2, price = 20, preorder = false WHERE id = $1", [
        productId,
        qty,
      ]);
      await db.query("DELETE FROM product_stock WHERE product_id = $1", [productId]);
      await db.query(
        "INSERT INTO product_stock (product_id, shop_id, site_id, qty) VALUES ($1, $2, $3, $4)",
        [productId, shopId, siteId, qty],
      );
    }

    console.info(`[scale-out] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    if (redis) await clearRedis().catch(() => {});
    await redis?.quit().catch(() => {});
    await db?.end().catch(() => {});
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(outboxDir, { recursive: true, force: true });
  }, 60_000);

  const apiPost = (api: ServerProcess, path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(api.url + path, {
      method: "POST",
      headers: { token: SITE_TOKEN, "accept-language": "ro", "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  const order = (productId: number, n: number) => ({
    name: `Cumpărător ${n}`,
    phone: "+(373) 69 123 456",
    email: `buyer${n}@example.md`,
    paymentType: "cash",
    deliveryType: "pickup",
    shop_id: shopId,
    cart: { products: [{ product: { productId }, count: 1 }] },
  });

  describe("two API processes, one PostgreSQL, one Redis", () => {
    it("start at once on an empty database: one migrates and seeds, the other waits", async () => {
      const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const applied = await db.query("SELECT id FROM drizzle.__drizzle_migrations");
      expect(applied.rowCount).toBe(journal.entries.length);
      const seeded = [apiA, apiB].filter((api) =>
        api.output.some((line) => line.includes("empty database: writing the demo shops")),
      );
      expect(seeded, logs()).toHaveLength(1);
      for (const api of [apiA, apiB]) expect(api.child.exitCode).toBeNull();
      const sites = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM sites WHERE token = $1", [
        SITE_TOKEN,
      ]);
      expect(sites.rows[0]?.n).toBe(1);
    });

    it("sells 10 units to exactly 10 of 200 buyers sent to both processes at once", async () => {
      const results = await Promise.all(
        Array.from({ length: 200 }, async (_, n) => {
          const api = n % 2 === 0 ? apiA : apiB;
          const res = await apiPost(api, "/general/v3/order/", order(scarce, n));
          return { api: api.name, status: res.status, body: (await res.json()) as Record<string, unknown> };
        }),
      );
      const statuses = results.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 201),
        logs(),
      ).toHaveLength(10);
      expect(statuses.filter((s) => s === 400)).toHaveLength(190);
      for (const r of results.filter((x) => x.status === 400))
        expect((r.body.products as object[])[0]).toMatchObject({ id: scarce, code: "out_of_stock" });
      expect(results.filter((r) => r.api === "api-a")).toHaveLength(100);
      const stock = await db.query<{ total: number; qty: number }>(
        `SELECT p.stock_total AS total, s.qty FROM products p
           JOIN product_stock s ON s.product_id = p.id WHERE p.id = $1`,
        [scarce],
      );
      expect(stock.rows).toEqual([{ total: 0, qty: 0 }]);
      const lines = await db.query("SELECT order_id FROM order_items WHERE product_id = $1", [scarce]);
      expect(lines.rowCount).toBe(10);
      expect(new Set(lines.rows.map((r) => r.order_id)).size).toBe(10);
    }, 120_000);

    it("makes one order from one Idempotency-Key sent to both processes at the same time", async () => {
      const key = `scale-out-${Date.now()}-${randomBytes(6).toString("hex")}`;
      const body = order(plenty, 1);
      const results = await Promise.all(
        Array.from({ length: 8 }, async (_, n) => {
          const res = await apiPost(n % 2 === 0 ? apiA : apiB, "/general/v3/order/", body, {
            "idempotency-key": key,
          });
          return { status: res.status, id: ((await res.json()) as { id?: number }).id };
        }),
      );
      expect(
        results.filter((r) => r.status === 201),
        logs(),
      ).toHaveLength(1);
      expect(results.filter((r) => r.status === 200)).toHaveLength(7);
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      const rows = await db.query("SELECT id FROM orders WHERE site_id = $1 AND idempotency_key = $2", [
        siteId,
        key,
      ]);
      expect(rows.rowCount).toBe(1);
      const stock = await db.query<{ qty: number }>("SELECT qty FROM product_stock WHERE product_id = $1", [
        plenty,
      ]);
      expect(stock.rows[0]?.qty).toBe(999);
      // The key with another request is refused by the process that did not create the order.
      const other = await apiPost(
        apiB,
        "/general/v3/order/",
        { ...body, comments: "another" },
        {
          "idempotency-key": key,
        },
      );
      expect(other.status).toBe(422);
    }, 60_000);

    it("shares sign-in limits: failures counted by one process are refused by the other", async () => {
      // A shopper's address as the storefront forwards it (both processes trust loopback).
      const address = `198.18.${(process.pid % 250) + 1}.${(Date.now() % 250) + 1}`;
      const signIn = (api: ServerProcess, ip: string) =>
        apiPost(
          api,
          "/auth/jwt/create",
          { email: "nobody@example.md", password: "wrong-password" },
          {
            "x-forwarded-for": ip,
          },
        ).then((r) => r.status);
      for (let n = 0; n < PER_IP_LIMIT; n++) expect(await signIn(apiA, address)).toBe(401);
      expect(await signIn(apiB, address), logs()).toBe(429);
      expect(await signIn(apiA, address)).toBe(429);
      // Control: a process with its own, in-process counters (no REDIS_URL) does not know them.
      const lonely = await startApi("api-lonely", { REDIS_URL: "" });
      try {
        expect(await signIn(lonely, address)).toBe(401);
      } finally {
        await lonely.stop();
      }
      // The shared counter itself (@fastify/rate-limit puts its own prefix after ours).
      const counters = await redis.keys("sf-rl:*");
      expect(counters.filter((key) => key.endsWith(`login-ip:${address}`))).toHaveLength(1);
    }, 120_000);
  });

  describe("two storefront processes, one Redis page cache", () => {
    const cookie = "i18n_redirected=ro";
    const page = (web: ServerProcess) =>
      fetch(`${web.url}/ro/product/${pageSlug}`, {
        headers: { cookie, "accept-encoding": "identity" },
        signal: AbortSignal.timeout(30_000),
      });

    it("serves a page rendered by one process from the other's cache, and a purge through one reaches both", async () => {
      const path = `/ro/product/${pageSlug}`;
      const first = await page(webA);
      expect(first.status, logs()).toBe(200);
      expect(first.headers.get("x-page-cache")).toBe("miss");
      const rendered = await first.text();
      // web-b never rendered this page: it answers from what web-a stored in Redis.
      await expect
        .poll(async () => (await redis.keys(`page:${CACHE_SCOPE}:*:${path}`)).length, { timeout: 5_000 })
        .toBe(1);
      const fromB = await page(webB);
      expect(fromB.headers.get("x-page-cache")).toBe("hit");
      expect(await fromB.text()).toBe(rendered);

      // A review posted through web-a (published at once) changes the page: web-a purges it.
      const text = `Recenzie din procesul A ${randomBytes(4).toString("hex")}`;
      const posted = await fetch(webA.url + path, {
        method: "POST",
        headers: { cookie, origin: webA.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "review",
          product_id: String(pageProductId),
          name: "Ana Rusu",
          rating: "5",
          text,
          email: "ana@example.md",
        }),
        signal: AbortSignal.timeout(30_000),
      });
      expect(posted.status, logs()).toBeLessThan(400);
      await posted.arrayBuffer();
      const review = await db.query("SELECT id FROM product_reviews WHERE product_id = $1 AND body = $2", [
        pageProductId,
        text,
      ]);
      expect(review.rowCount).toBe(1);
      // web-b renders it afresh (its own API process reads the same database) and caches it again.
      const afterPurge = await page(webB);
      expect(afterPurge.headers.get("x-page-cache")).toBe("miss");
      expect(await afterPurge.text()).toContain(text);
      await expect
        .poll(async () => (await page(webA)).headers.get("x-page-cache"), { timeout: 5_000 })
        .toBe("hit");
    }, 60_000);
  });
}
