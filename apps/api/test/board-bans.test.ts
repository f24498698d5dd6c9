import { schema } from "@sf/db";
import { createOutbox } from "@sf/messaging";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { build, multipart, tokens } from "./helper.ts";

/**
 * A banned board member (issue 17): no way in (password, refresh, phone code), no write with a
 * token kept from before (create, edit, publish a draft, delete), nothing public (adverts, seller
 * page); lifting the ban puts back what the ban hid as it was, and publishes no draft.
 */
const { app, database, outboxDir } = await build();
const db = database.db;
const outbox = createOutbox(outboxDir);
const { customer, call } = accountHelpers(app, outboxDir);
const { admin, member } = staffHelpers(app, db);
const token = tokens.terenuri;
const PHONE = "+37369444555";
const EMAIL = "banned.owner@example.md";
const PASSWORD = "parola-buna-2026";

let siteId = 0;
let userId = 0;
let manager = "";
let session = { access: "", refresh: "" };
let form = { category: "", region: "", location: "" };
const slugs = { up: "", paused: "", draft: "", moderated: "" };

async function send(method: "POST" | "PATCH", url: string, fields: Record<string, string>, picture = false) {
  const jpeg = picture
    ? await sharp({ create: { width: 200, height: 150, channels: 3, background: { r: 10, g: 140, b: 60 } } })
        .jpeg()
        .toBuffer()
    : null;
  const form = await multipart(fields, jpeg ? [{ bytes: jpeg }] : []);
  return app.inject({
    method,
    url,
    headers: { token, authorization: `Bearer ${session.access}`, "content-type": form.contentType },
    payload: form.payload,
  });
}
const plot = (title: string, extra: Record<string, string> = {}) => ({
  title_ro: title,
  price: "9000",
  area: "5",
  ...form,
  ...extra,
});
const statusOf = async (slug: string) =>
  (await db.select().from(schema.adverts).where(eq(schema.adverts.slug, slug)))[0]?.status;
const publicPage = async (slug: string) =>
  (await app.inject({ url: `/api/adverts/${slug}/`, headers: { token } })).statusCode;
const sellerPage = () => app.inject({ url: `/api/users/${userId}/`, headers: { token } });
const moderate = (action: "ban" | "unban", reason?: string) =>
  admin(`/board/members/${userId}/moderate`, {
    method: "POST",
    cookie: manager,
    body: reason ? { action, reason } : { action },
  });

/** The board's sign-in by phone: a code by SMS (read from the outbox), then the code. */
async function phoneSignIn() {
  await db.execute(sql`update verification_codes set created_at = created_at - interval '2 minutes'`);
  const from = `10.41.0.${Math.floor(Math.random() * 200) + 1}`;
  const sent = await app.inject({
    method: "POST",
    url: "/api/register/",
    headers: { token },
    remoteAddress: from,
    payload: { phone: PHONE },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const sms = (await outbox.list(50)).find((m) => m.to === PHONE);
  const code = /(\d{6})/.exec(sms?.text ?? "")?.[1];
  return app.inject({
    method: "PATCH",
    url: `/api/register/${encodeURIComponent(PHONE)}/`,
    headers: { token },
    remoteAddress: from,
    payload: { verification_code: code },
  });
}

beforeAll(async () => {
  [{ id: siteId }] = (await db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(eq(schema.sites.code, "terenuri"))) as [{ id: number }];
  const [category] = await db
    .select()
    .from(schema.advertCategories)
    .where(eq(schema.advertCategories.siteId, siteId));
  const [location] = await db
    .select()
    .from(schema.boardPlaces)
    .where(and(eq(schema.boardPlaces.siteId, siteId), eq(schema.boardPlaces.level, "location")));
  form = {
    category: String(category?.id),
    region: String(location?.parentId),
    location: String(location?.id),
  };
  session = await customer(EMAIL, PASSWORD, token);
  const me = await app.inject({
    url: "/auth/users/me/",
    headers: { token, authorization: `Bearer ${session.access}` },
  });
  userId = me.json().id;
  await db
    .insert(schema.userPhones)
    .values({ siteId, userId, phone: PHONE, isAuth: true, verifiedAt: new Date() });
  ({ cookie: manager } = await member(siteId, "terenuri", "manager", "bans@terenuri.md"));

  // An advert up, one paused, a draft, and one a moderator hid before any ban.
  for (const [key, extra] of [
    ["up", {}],
    ["paused", {}],
    ["draft", { is_draft: "true" }],
    ["moderated", {}],
  ] as const) {
    const res = await send("POST", "/api/adverts/", plot(`Teren ${key}`, extra), true);
    expect(res.statusCode, res.body).toBe(201);
    slugs[key] = res.json().slug;
  }
  expect((await send("PATCH", `/api/adverts/${slugs.paused}/`, { is_active: "false" })).statusCode).toBe(200);
  const [moderated] = await db.select().from(schema.adverts).where(eq(schema.adverts.slug, slugs.moderated));
  const hidden = await admin(`/board/adverts/${moderated?.id}/moderate`, {
    method: "POST",
    cookie: manager,
    body: { action: "hide", reason: "Fotografii copiate" },
  });
  expect(hidden.statusCode, hidden.body).toBe(200);
}, 60_000);

describe("a banned member", () => {
  it("is banned: the published adverts are hidden, the draft stays a draft, the seller page is gone", async () => {
    expect((await sellerPage()).statusCode).toBe(200);
    const banned = await moderate("ban", "Anunțuri false");
    expect(banned.json()).toEqual({
      blocked: true,
      blocked_reason: "Anunțuri false",
      adverts_hidden: 2,
      adverts_restored: 0,
    });
    expect(await statusOf(slugs.up)).toBe("hidden");
    expect(await statusOf(slugs.paused)).toBe("hidden");
    expect(await statusOf(slugs.draft)).toBe("draft");
    expect(await statusOf(slugs.moderated)).toBe("hidden");
    expect(await publicPage(slugs.up)).toBe(404);
    expect((await sellerPage()).statusCode).toBe(404);
  });

  it("cannot sign in by password, refresh, or phone code", async () => {
    const login = await call("/auth/jwt/create/", {
      body: { email: EMAIL, password: PASSWORD },
      token,
      from: "10.41.1.1",
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe("account_blocked");
    const refresh = await call("/auth/jwt/refresh/", {
      body: { refresh: session.refresh },
      token,
      from: "10.41.1.2",
    });
    expect(refresh.statusCode).toBe(401);
    const phone = await phoneSignIn();
    expect(phone.statusCode).toBe(403);
    expect(phone.json().code).toBe("account_blocked");
  });

  it("cannot create, edit, publish a draft or delete with a token kept from before", async () => {
    const before = await db.select().from(schema.adverts).where(eq(schema.adverts.userId, userId));
    expect((await send("POST", "/api/adverts/", plot("Teren nou"), true)).statusCode).toBe(401);
    expect((await send("POST", "/api/adverts/", plot("Ciornă", { is_draft: "true" }))).statusCode).toBe(401);
    expect((await send("PATCH", `/api/adverts/${slugs.draft}/`, { is_draft: "false" })).statusCode).toBe(401);
    expect((await send("PATCH", `/api/adverts/${slugs.draft}/`, { title_ro: "Alt titlu" })).statusCode).toBe(
      401,
    );
    expect((await send("PATCH", `/api/adverts/${slugs.up}/`, { is_active: "true" })).statusCode).toBe(401);
    for (const slug of [slugs.draft, slugs.up]) {
      const del = await app.inject({
        method: "DELETE",
        url: `/api/adverts/${slug}/`,
        headers: { token, authorization: `Bearer ${session.access}` },
      });
      expect(del.statusCode).toBe(401);
    }
    expect(
      (
        await app.inject({
          url: "/api/my-adverts/",
          headers: { token, authorization: `Bearer ${session.access}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(await db.select().from(schema.adverts).where(eq(schema.adverts.userId, userId))).toEqual(before);
  });

  it("has no advert a moderator can bring back before the ban is lifted, and no seller page even with one up", async () => {
    const [up] = await db.select().from(schema.adverts).where(eq(schema.adverts.slug, slugs.up));
    const restore = await admin(`/board/adverts/${up?.id}/moderate`, {
      method: "POST",
      cookie: manager,
      body: { action: "restore" },
    });
    expect(restore.statusCode).toBe(409);
    expect(await statusOf(slugs.up)).toBe("hidden");
    // Even if an advert were up, a banned member has no page.
    await db.update(schema.adverts).set({ status: "active" }).where(eq(schema.adverts.slug, slugs.up));
    const page = await sellerPage();
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(slugs.up);
    await db.update(schema.adverts).set({ status: "hidden" }).where(eq(schema.adverts.slug, slugs.up));
  });

  it("comes back with the ban lifted: what it hid is as it was, the draft is still a draft", async () => {
    const lifted = await moderate("unban");
    expect(lifted.json()).toEqual({
      blocked: false,
      blocked_reason: null,
      adverts_hidden: 0,
      adverts_restored: 2,
    });
    expect(await statusOf(slugs.up)).toBe("active");
    expect(await statusOf(slugs.paused)).toBe("inactive");
    expect(await statusOf(slugs.draft)).toBe("draft");
    const [moderated] = await db
      .select()
      .from(schema.adverts)
      .where(eq(schema.adverts.slug, slugs.moderated));
    expect(moderated).toMatchObject({ status: "hidden", hiddenReason: "Fotografii copiate" });
    expect(await publicPage(slugs.up)).toBe(200);
    expect(await publicPage(slugs.paused)).toBe(404);
    expect(await publicPage(slugs.draft)).toBe(404);
    const page = await sellerPage();
    expect(page.statusCode).toBe(200);
    expect(page.json().adverts.results.map((r: { slug: string }) => r.slug)).toEqual([slugs.up]);
    // The same member is no seller on another site (a shop), nor is an unknown id.
    expect(
      (await app.inject({ url: `/api/users/${userId}/`, headers: { token: tokens.default } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: "/api/users/2147483647/", headers: { token } })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/users/abc/", headers: { token } })).statusCode).toBe(400);
    // The old session stays ended; signing in again works.
    const phone = await phoneSignIn();
    expect(phone.statusCode, phone.body).toBe(200);
  });
});
