import { schema } from "@sf/db";
import { createOutbox } from "@sf/messaging";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sitePagesVersion } from "../src/services/external/site-pages.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { build, tokens } from "./helper.ts";

/**
 * The land board's moderation in the back-office (issue 17): a visitor's report reaches the
 * inbox, a manager hides the advert with a reason (gone from the listing at once, its reports
 * handled) and restores it; a content editor and another shop's staff reach none of it.
 */
const { app, database, outboxDir } = await build();
const outbox = createOutbox(outboxDir);
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

  it("bans a member: signed out at once, refused at sign-in, their adverts hidden; lifting the ban brings both back", async () => {
    // Elena signs in by phone (the code from the outbox).
    const signIn = async () => {
      const from = `10.31.0.${Math.floor(Math.random() * 200) + 1}`;
      await db.execute(sql`update verification_codes set created_at = created_at - interval '2 minutes'`);
      await app.inject({
        method: "POST",
        url: "/api/register/",
        headers: { token: tokens.terenuri },
        remoteAddress: from,
        payload: { phone: "+37378654321" },
      });
      const sms = (await outbox.list(20)).find((m) => m.to === "+37378654321");
      const code = /(\d{6})/.exec(sms?.text ?? "")?.[1];
      return app.inject({
        method: "PATCH",
        url: "/api/register/+37378654321/",
        headers: { token: tokens.terenuri },
        remoteAddress: from,
        payload: { verification_code: code },
      });
    };
    const session = await signIn();
    expect(session.statusCode, session.body).toBe(200);
    const access = session.json().access as string;
    const me = () =>
      app.inject({
        url: "/api/users/me/",
        headers: { token: tokens.terenuri, authorization: `Bearer ${access}` },
      });
    expect((await me()).statusCode).toBe(200);
    const elena = (await me()).json().id as number;
    const active = await db
      .select({ id: schema.adverts.id })
      .from(schema.adverts)
      .where(and(eq(schema.adverts.userId, elena), eq(schema.adverts.status, "active")));
    expect(active.length).toBeGreaterThan(0);

    const path = `/board/members/${elena}/moderate`;
    expect((await admin(path, { method: "POST", cookie: manager, body: { action: "ban" } })).statusCode).toBe(
      409,
    );
    expect(
      (await admin(path, { method: "POST", cookie: stranger, body: { action: "ban", reason: "Intrus" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin(path, { method: "POST", cookie: editor, body: { action: "ban", reason: "Intrus" } }))
        .statusCode,
    ).toBe(403);
    const banned = await admin(path, {
      method: "POST",
      cookie: manager,
      body: { action: "ban", reason: "Anunțuri false" },
    });
    expect(banned.json()).toEqual({
      blocked: true,
      blocked_reason: "Anunțuri false",
      adverts_hidden: expect.any(Number),
      adverts_restored: 0,
    });
    expect(banned.json().adverts_hidden).toBeGreaterThanOrEqual(active.length);
    expect((await me()).statusCode).toBe(401);
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("account_blocked");
    const after = await db
      .select({ status: schema.adverts.status, reason: schema.adverts.hiddenReason })
      .from(schema.adverts)
      .where(eq(schema.adverts.userId, elena));
    expect(after.filter((a) => a.status === "active")).toEqual([]);
    expect(after.find((a) => a.status === "hidden")?.reason).toBe(
      "The owner's account is banned: Anunțuri false",
    );
    // The inbox names each report's owner, and says which are banned.
    const reports = (await admin("/board/complaints", { cookie: manager })).json() as {
      items: { advert: { owner_id: number; owner_banned: string | null } }[];
    };
    expect(reports.items.length).toBeGreaterThan(0);
    for (const { advert } of reports.items)
      expect(advert.owner_banned).toBe(advert.owner_id === elena ? "Anunțuri false" : null);

    const lifted = await admin(path, { method: "POST", cookie: manager, body: { action: "unban" } });
    expect(lifted.json()).toEqual({
      blocked: false,
      blocked_reason: null,
      adverts_hidden: 0,
      adverts_restored: banned.json().adverts_hidden,
    });
    expect((await signIn()).statusCode).toBe(200);
    // What the ban hid is back as it was (board-bans.test.ts goes through each kind).
    const back = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.adverts)
      .where(and(eq(schema.adverts.userId, elena), eq(schema.adverts.status, "active")));
    expect(back[0]?.n).toBe(active.length);
  });
});
