import { schema } from "@sf/db";
import { createOutbox } from "@sf/messaging";
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expireAdverts } from "../src/services/board/expire-adverts.ts";
import { accountHelpers } from "./fixtures/accounts.ts";
import { build, tokens } from "./helper.ts";

/**
 * A board user's favourite adverts on `/favorites/` (the shop's calls, the ids adverts': decision
 * 0059) and `/api/my-favorite-adverts/`; the expiry job that pauses adverts past their end and
 * reminds their owners once before it.
 */
const { app, database, outboxDir } = await build();
const db = database.db;
const { customer } = accountHelpers(app, outboxDir);
const token = tokens.terenuri;
const outbox = createOutbox(outboxDir);

let siteId = 0;
let visible: { id: number; slug: string; categoryId: number; userId: number }[] = [];
let draftId = 0;
let access = "";

const call = (method: "GET" | "POST" | "DELETE", url: string, body?: object, bearer = access) =>
  app.inject({
    method,
    url,
    headers: { token, "accept-language": "ro", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body ? { payload: body } : {}),
  });

beforeAll(async () => {
  [{ id: siteId }] = (await db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(eq(schema.sites.code, "terenuri"))) as [{ id: number }];
  const published = await db
    .select({
      id: schema.adverts.id,
      slug: schema.adverts.slug,
      categoryId: schema.adverts.categoryId,
      userId: schema.adverts.userId,
    })
    .from(schema.adverts)
    .where(and(eq(schema.adverts.siteId, siteId), eq(schema.adverts.status, "active")))
    .limit(200);
  const categories = [...new Set(published.map((p) => p.categoryId))];
  visible = [
    published.find((p) => p.categoryId === categories[0]),
    published.find((p) => p.categoryId === categories[1]),
    published.filter((p) => p.categoryId === categories[0])[1],
  ] as typeof visible;
  const [draft] = await db
    .select({ id: schema.adverts.id })
    .from(schema.adverts)
    .where(and(eq(schema.adverts.siteId, siteId), ne(schema.adverts.status, "active")))
    .limit(1);
  draftId = draft?.id as number;
  access = (await customer("fan.board@example.md", "parola-buna-2026", token)).access;
}, 60_000);

describe("favourite adverts", () => {
  it("adds, lists by category, removes one and clears all", async () => {
    const [a, b, c] = visible as [(typeof visible)[0], (typeof visible)[0], (typeof visible)[0]];
    for (const advert of [a, b, c]) {
      const res = await call("POST", "/favorites/", { product_id: advert.id });
      expect(res.statusCode, res.body).toBe(200);
    }
    const ids = (await call("GET", "/favorites/")).json().product_ids as number[];
    expect(ids.sort()).toEqual([a.id, b.id, c.id].sort());

    const all = await call("GET", "/api/my-favorite-adverts/");
    expect(all.statusCode).toBe(200);
    expect((all.json().results as { id: number }[]).map((r) => r.id).sort()).toEqual(ids.sort());
    const byCategory = await call("GET", `/api/my-favorite-adverts/?category=${a.categoryId}`);
    expect((byCategory.json().results as { id: number }[]).map((r) => r.id).sort()).toEqual(
      [a.id, c.id].sort(),
    );

    // A draft or unknown advert cannot be a favourite; a hidden one drops out of the list.
    expect((await call("POST", "/favorites/", { product_id: draftId })).statusCode).toBe(404);
    expect((await call("POST", "/favorites/", { product_id: 2_000_000_000 })).statusCode).toBe(404);
    await db.update(schema.adverts).set({ status: "hidden" }).where(eq(schema.adverts.id, b.id));
    expect((await call("GET", "/favorites/")).json().product_ids).not.toContain(b.id);
    const shown = (await call("GET", "/api/my-favorite-adverts/")).json().results as { id: number }[];
    expect(shown.map((r) => r.id)).not.toContain(b.id);
    await db.update(schema.adverts).set({ status: "active" }).where(eq(schema.adverts.id, b.id));

    const removed = await call("DELETE", "/favorites/", { product_id: a.id });
    expect(removed.json().product_ids.sort()).toEqual([b.id, c.id].sort());
    const cleared = await call("DELETE", "/favorites/", { clear_all: true });
    expect(cleared.json().product_ids).toEqual([]);
    expect((await call("GET", "/api/my-favorite-adverts/")).json().results).toEqual([]);
  });

  it("needs a signed-in user, and leaves the shop's favourites as they were", async () => {
    expect((await call("GET", "/favorites/", undefined, "")).statusCode).toBe(401);
    expect((await call("GET", "/api/my-favorite-adverts/", undefined, "")).statusCode).toBe(401);
    // On a shop, /favorites/ still takes product ids: an advert's id is no product there.
    const shopper = await customer("shopper.board@example.md", "parola-buna-2026", tokens.default);
    const shop = await app.inject({
      method: "POST",
      url: "/favorites/",
      headers: { token: tokens.default, authorization: `Bearer ${shopper.access}` },
      payload: { product_id: visible[0]?.id },
    });
    expect([200, 404]).toContain(shop.statusCode);
    const boardRows = await db.select().from(schema.advertFavorites);
    expect(boardRows).toEqual([]);
  });
});

describe("expiry and the renewal reminder", () => {
  it("pauses adverts past their end and reminds each owner once, a few days before", async () => {
    const now = new Date("2030-01-10T09:00:00Z");
    const day = 86_400_000;
    const [soon, later, past] = visible as [(typeof visible)[0], (typeof visible)[0], (typeof visible)[0]];
    const set = (id: number, expiresInDays: number) =>
      db
        .update(schema.adverts)
        .set({
          status: "active",
          renewedAt: new Date(now.getTime() - 20 * day),
          expiresAt: new Date(now.getTime() + expiresInDays * day),
          remindedAt: null,
        })
        .where(eq(schema.adverts.id, id));
    // Everything else of the board far from its end, so only these three are the job's.
    await db
      .update(schema.adverts)
      .set({ expiresAt: new Date(now.getTime() + 300 * day) })
      .where(and(eq(schema.adverts.siteId, siteId), eq(schema.adverts.status, "active")));
    await set(soon.id, 2);
    await set(later.id, 10);
    await set(past.id, -1);
    const before = (await outbox.list(500)).length;

    const first = await expireAdverts(db, app.messaging, app.log, now);
    expect(first).toEqual({ expired: 1, reminded: 1 });
    const rows = await db.select().from(schema.adverts).where(eq(schema.adverts.siteId, siteId));
    expect(rows.find((r) => r.id === past.id)?.status).toBe("inactive");
    expect(rows.find((r) => r.id === soon.id)?.remindedAt).toEqual(now);
    expect(rows.find((r) => r.id === later.id)?.remindedAt).toBeNull();
    const sent = (await outbox.list(500)).slice(0, (await outbox.list(500)).length - before);
    expect(sent).toHaveLength(1);
    expect(`${sent[0]?.subject ?? ""} ${sent[0]?.text ?? ""}`).toMatch(/expir|истекает/);
    expect(sent[0]?.text).toContain("12.01.2030");

    // Once: the next run sends nothing more.
    expect(await expireAdverts(db, app.messaging, app.log, new Date(now.getTime() + 3_600_000))).toEqual({
      expired: 0,
      reminded: 0,
    });
  });
});
