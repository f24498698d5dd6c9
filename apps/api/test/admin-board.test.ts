import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sitePagesVersion } from "../src/services/external/site-pages.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { build, tokens } from "./helper.ts";

/**
 * The land board's moderation in the back-office (issue 17): a visitor's report reaches the
 * inbox, a manager hides the advert with a reason (gone from the listing at once, its reports
 * handled) and restores it; a content editor and another shop's staff reach none of it.
 */
const { app, database } = await build();
const db = database.db;
const { admin, member } = staffHelpers(app, db);

let siteId = 0;
let manager = "";
let editor = "";
let stranger = "";

beforeAll(async () => {
  const [site] = await db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(eq(schema.sites.code, "terenuri"));
  siteId = site?.id ?? 0;
  const [other] = await db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(eq(schema.sites.code, "default"));
  ({ cookie: manager } = await member(siteId, "terenuri", "manager", "moderator@terenuri.md"));
  ({ cookie: editor } = await member(siteId, "terenuri", "content_editor", "editor@terenuri.md"));
  ({ cookie: stranger } = await member(other?.id ?? 0, "default", "owner", "owner2@default.md"));
}, 60_000);

const board = async (url: string, method: "GET" | "POST" = "GET", payload?: object) => {
  const res = await app.inject({
    method,
    url,
    headers: { token: tokens.terenuri, "accept-language": "ro" },
    remoteAddress: "10.30.0.9",
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const listed = async (slug: string) => {
  const all = new Set<string>();
  const first = (await board("/general/v2/product?page_size=60")).body as {
    pages: number;
    results: { slug: string }[];
  };
  for (let page = 1; page <= first.pages; page++)
    for (const r of (
      (await board(`/general/v2/product?page_size=60&page=${page}`)).body as { results: { slug: string }[] }
    ).results)
      all.add(r.slug);
  return all.has(slug);
};

describe("board moderation", () => {
  it("takes a report to the inbox; hiding the advert drops it from the listing, restoring brings it back", async () => {
    const card = (
      (await board("/general/v2/product")).body as { results: { id: number; slug: string; title: string }[] }
    ).results[0] as { id: number; slug: string; title: string };
    const reasons = (await board("/api/complaint-categories/")).body as unknown as {
      id: number;
      key: string;
    }[];
    const fraud = reasons.find((r) => r.key === "fraud")?.id;
    expect(
      (await board("/api/complaint/", "POST", { category: fraud, body: "Cere avans.", advert: card.id }))
        .status,
    ).toBe(201);

    expect((await admin("/inbox-counts", { cookie: manager })).json()).toMatchObject({
      advert_complaints: 1,
    });
    expect((await admin("/inbox-counts", { cookie: stranger })).json()).toMatchObject({
      advert_complaints: null,
    });
    const list = (await admin("/board/complaints?status=open", { cookie: manager })).json() as {
      items: {
        id: number;
        reason: string;
        body: string;
        advert: { id: number; title: string; status: string; owner: string };
      }[];
    };
    expect(list.items).toEqual([
      expect.objectContaining({
        reason: "Fraudă sau înșelăciune",
        body: "Cere avans.",
        advert: expect.objectContaining({
          id: card.id,
          title: card.title,
          status: "active",
          owner: expect.stringMatching(/Rusu|Ceban/),
        }),
      }),
    ]);

    // No reason: refused, nothing changes.
    const noReason = await admin(`/board/adverts/${card.id}/moderate`, {
      method: "POST",
      cookie: manager,
      body: { action: "hide" },
    });
    expect(noReason.statusCode).toBe(409);
    expect(await listed(card.slug)).toBe(true);

    const version = await sitePagesVersion(db, siteId);
    const hidden = await admin(`/board/adverts/${card.id}/moderate`, {
      method: "POST",
      cookie: manager,
      body: { action: "hide", reason: "Avans cerut înainte de vizionare." },
    });
    expect(hidden.json()).toEqual({ status: "hidden", hidden_reason: "Avans cerut înainte de vizionare." });
    expect(await sitePagesVersion(db, siteId)).toBeGreaterThan(version);
    expect(await listed(card.slug)).toBe(false);
    expect((await board(`/api/adverts/${card.slug}/`)).status).toBe(404);
    expect((await admin("/inbox-counts", { cookie: manager })).json()).toMatchObject({
      advert_complaints: 0,
    });
    const [audit] = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.siteId, siteId), eq(schema.auditLog.action, "advert.hide")));
    expect(audit).toBeDefined();

    const restored = await admin(`/board/adverts/${card.id}/moderate`, {
      method: "POST",
      cookie: manager,
      body: { action: "restore" },
    });
    expect(restored.json()).toEqual({ status: "active", hidden_reason: null });
    expect(await listed(card.slug)).toBe(true);
    expect(
      (
        await admin(`/board/adverts/${card.id}/moderate`, {
          method: "POST",
          cookie: manager,
          body: { action: "restore" },
        })
      ).statusCode,
    ).toBe(409);
  });

  it("marks a report handled; nobody else reaches the queue", async () => {
    const card = ((await board("/general/v2/product?page=2")).body as { results: { id: number }[] })
      .results[0] as { id: number };
    const reasons = (await board("/api/complaint-categories/")).body as unknown as { id: number }[];
    const sent = await board("/api/complaint/", "POST", { category: reasons[0]?.id, advert: card.id });
    const id = sent.body.id as number;
    expect(
      (await admin(`/board/complaints/${id}/handle`, { method: "POST", cookie: editor })).statusCode,
    ).toBe(403);
    expect(
      (await admin(`/board/complaints/${id}/handle`, { method: "POST", cookie: stranger })).statusCode,
    ).toBe(404);
    expect(
      (
        await admin(`/board/adverts/${card.id}/moderate`, {
          method: "POST",
          cookie: stranger,
          body: { action: "hide", reason: "Intrus" },
        })
      ).statusCode,
    ).toBe(404);
    expect(((await admin("/board/complaints", { cookie: stranger })).json() as { total: number }).total).toBe(
      0,
    );
    expect(
      (await admin(`/board/complaints/${id}/handle`, { method: "POST", cookie: manager })).json(),
    ).toEqual({ status: "handled" });
    expect(
      ((await admin("/board/complaints?status=open", { cookie: manager })).json() as { total: number }).total,
    ).toBe(0);
    expect((await admin("/board/complaints?status=maybe", { cookie: manager })).statusCode).toBe(400);
  });
});
