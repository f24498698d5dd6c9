import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { build, multipart, tokens } from "./helper.ts";

/**
 * The board's new adverts queue in the back-office (issue 17, decision 0064): an advert goes up at
 * once and waits for a moderator; approving takes it out, its owner's edit of the content puts it
 * back (a save that changes nothing, a pause or a renewal does not); hiding it with a reason takes
 * it off the board and into the hidden tab; banning its owner takes their adverts out. Another
 * shop's staff, a content editor and a customer reach none of it; bad input is a 4xx.
 */
const { app, database, outboxDir } = await build();
const db = database.db;
const { admin, member } = staffHelpers(app, db);
const { customer } = accountHelpers(app, outboxDir);
const token = tokens.terenuri;

let siteId = 0;
let manager = "";
let managerId = 0;
let editor = "";
let stranger = "";
let owner = { access: "", id: 0 };
let form: Record<string, string> = {};

type Queued = {
  id: number;
  slug: string;
  title: string;
  path: string;
  owner: { id: number; name: string; phone: string | null; banned: string | null };
  category: string;
  place: string;
  price: number | null;
  currency: string;
  picture: string | null;
  status: string;
  hidden_reason: string | null;
  open_complaints: number;
  to_review: boolean;
};
type Queue = { items: Queued[]; total: number; pages: number; storefront: string };

const queue = async (query = "", cookie = manager) => {
  const res = await admin(`/board/adverts${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Queue;
};
const waiting = async () => (await queue("?queue=to_review")).items.map((a) => a.id);
const moderate = (id: number, body: object, cookie = manager) =>
  admin(`/board/adverts/${id}/moderate`, { method: "POST", cookie, body });

async function send(method: "POST" | "PATCH", url: string, fields: Record<string, string>, pictures = 0) {
  const files = [];
  for (let i = 0; i < pictures; i++)
    files.push({
      bytes: await sharp({
        create: { width: 320, height: 240, channels: 3, background: { r: 40 * i, g: 140, b: 90 } },
      })
        .jpeg()
        .toBuffer(),
      name: `p${i}.jpg`,
    });
  const form = await multipart(fields, files);
  const res = await app.inject({
    method,
    url,
    headers: {
      token,
      "accept-language": "ro",
      authorization: `Bearer ${owner.access}`,
      "content-type": form.contentType,
    },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: number; slug: string; status: string };
}

/** Whether the public listing (every page) shows the advert. */
async function listed(slug: string): Promise<boolean> {
  const page = async (n: number) =>
    (
      await app.inject({
        url: `/general/v2/product?page_size=60&page=${n}`,
        headers: { token, "accept-language": "ro" },
      })
    ).json() as { pages: number; results: { slug: string }[] };
  const first = await page(1);
  const slugs = first.results.map((r) => r.slug);
  for (let n = 2; n <= first.pages; n++) slugs.push(...(await page(n)).results.map((r) => r.slug));
  return slugs.includes(slug);
}

beforeAll(async () => {
  const site = async (code: string) =>
    (await db.select({ id: schema.sites.id }).from(schema.sites).where(eq(schema.sites.code, code)))[0]
      ?.id as number;
  siteId = await site("terenuri");
  ({ cookie: manager } = await member(siteId, "terenuri", "manager", "queue.manager@terenuri.md"));
  managerId = ((await admin("/me", { cookie: manager })).json() as { id: number }).id;
  ({ cookie: editor } = await member(siteId, "terenuri", "content_editor", "queue.editor@terenuri.md"));
  ({ cookie: stranger } = await member(await site("default"), "default", "owner", "queue.owner@default.md"));

  const a = await customer("queue.owner@example.md", "parola-buna-2026", token);
  const me = await app.inject({
    url: "/auth/users/me/",
    headers: { token, authorization: `Bearer ${a.access}` },
  });
  owner = { access: a.access, id: (me.json() as { id: number }).id };
  await db.update(schema.users).set({ phone: "+37369987001" }).where(eq(schema.users.id, owner.id));
  await db
    .insert(schema.userPhones)
    .values({ siteId, userId: owner.id, phone: "+37369987001", isAuth: true, verifiedAt: new Date() });
  const [category] = await db
    .select()
    .from(schema.advertCategories)
    .where(eq(schema.advertCategories.siteId, siteId))
    .limit(1);
  const [loc] = await db
    .select()
    .from(schema.boardPlaces)
    .where(and(eq(schema.boardPlaces.siteId, siteId), eq(schema.boardPlaces.level, "location")))
    .limit(1);
  form = {
    title_ro: "Teren la marginea pădurii, 12 ari",
    title_ru: "Участок у леса, 12 соток",
    description_ro: "Teren drept, acces auto.",
    price: "18500",
    default_currency: "EUR",
    area: "12",
    default_area_unit: "ari",
    category: String(category?.id),
    region: String(loc?.parentId),
    location: String(loc?.id),
  };
}, 60_000);

describe("the new adverts queue", () => {
  it("starts with the demo's unreviewed adverts and counts them in the inbox", async () => {
    const start = await queue();
    expect(start.total).toBe(8);
    expect(start.items.every((a) => a.to_review && a.status === "active")).toBe(true);
    expect((await admin("/inbox-counts", { cookie: manager })).json()).toMatchObject({ new_adverts: 8 });
    // A shop without a board has no such inbox.
    expect((await admin("/inbox-counts", { cookie: stranger })).json()).toMatchObject({ new_adverts: null });
  });

  it("lists a new advert at once with what a moderator decides on; approving takes it out, once", async () => {
    const created = await send("POST", "/api/adverts/", form, 2);
    expect(created.status).toBe("active");
    const [first] = (await queue()).items;
    expect(first).toMatchObject({
      id: created.id,
      slug: created.slug,
      title: "Teren la marginea pădurii, 12 ari",
      path: `/ro/advert/${created.slug}`,
      owner: { id: owner.id, name: "Ion", phone: "+37369987001", banned: null },
      price: 18500,
      currency: "EUR",
      status: "active",
      hidden_reason: null,
      open_complaints: 0,
      to_review: true,
    });
    expect(first?.category).not.toBe("");
    expect(first?.place).not.toBe("");
    expect(first?.picture).toMatch(/^\/media\/uploads\/[0-9a-f]{16}-240\.webp$/);
    // Russian staff read the Russian title; the public page is the Russian one too.
    const ru = (
      await app.inject({
        url: "/admin/api/board/adverts",
        headers: { cookie: manager, "accept-language": "ru" },
        remoteAddress: "10.77.200.1",
      })
    ).json() as Queue;
    expect(ru.items[0]).toMatchObject({
      title: "Участок у леса, 12 соток",
      path: `/ru/advert/${created.slug}`,
    });
    expect((await admin("/inbox-counts", { cookie: manager })).json()).toMatchObject({ new_adverts: 9 });

    const approved = await moderate(created.id, { action: "approve" });
    expect(approved.json()).toEqual({ status: "active", hidden_reason: null });
    expect(await waiting()).not.toContain(created.id);
    expect(await listed(created.slug)).toBe(true);
    const [row] = await db.select().from(schema.adverts).where(eq(schema.adverts.id, created.id));
    expect(row?.reviewedBy).toBe(managerId);
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.siteId, siteId), eq(schema.auditLog.action, "advert.approve")));
    expect(audit.map((e) => [e.entityId, e.staffId, e.before?.reviewed_at])).toEqual([
      [String(created.id), managerId, null],
    ]);
    // Twice: refused, nothing changes.
    const again = await moderate(created.id, { action: "approve" });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("The advert was already approved as it is now.");
  });

  it("puts an advert back when its owner edits the title, not when a save changes nothing or pauses and renews it", async () => {
    const created = await send("POST", "/api/adverts/", { ...form, title_ro: "Livadă de meri, 30 ari" }, 1);
    expect((await moderate(created.id, { action: "approve" })).statusCode).toBe(200);
    const url = `/api/adverts/${created.slug}/`;

    // The same title again, the negotiable flag, a pause and a renewal: still reviewed.
    await send("PATCH", url, { title_ro: "Livadă de meri, 30 ari", is_negotiable_price: "true" });
    expect((await send("PATCH", url, { is_active: "false" })).status).toBe("inactive");
    expect((await send("PATCH", url, { is_active: "true" })).status).toBe("active");
    expect(await waiting()).not.toContain(created.id);

    await send("PATCH", url, { title_ro: "Livadă de meri pe rod, 30 ari" });
    const back = (await queue()).items.find((a) => a.id === created.id);
    expect(back).toMatchObject({ to_review: true, title: "Livadă de meri pe rod, 30 ari" });
    const [row] = await db.select().from(schema.adverts).where(eq(schema.adverts.id, created.id));
    expect([row?.reviewedAt, row?.reviewedBy]).toEqual([null, null]);

    // A new picture is an edit too.
    expect((await moderate(created.id, { action: "approve" })).statusCode).toBe(200);
    await send("PATCH", url, {}, 1);
    expect(await waiting()).toContain(created.id);
  });

  it("hides an advert with a reason: off the board, out of the queue, under hidden; found by title or slug", async () => {
    const created = await send(
      "POST",
      "/api/adverts/",
      { ...form, title_ro: "Vie de struguri albi, 50 ari" },
      1,
    );
    expect((await moderate(created.id, { action: "hide" })).statusCode).toBe(409);
    expect(await listed(created.slug)).toBe(true);

    const hidden = await moderate(created.id, { action: "hide", reason: "Fotografii luate de pe alt site." });
    expect(hidden.json()).toEqual({ status: "hidden", hidden_reason: "Fotografii luate de pe alt site." });
    expect(await listed(created.slug)).toBe(false);
    expect(await waiting()).not.toContain(created.id);
    const underHidden = await queue("?queue=hidden");
    expect(underHidden.items.find((a) => a.id === created.id)).toMatchObject({
      status: "hidden",
      hidden_reason: "Fotografii luate de pe alt site.",
      to_review: false,
    });
    // A hidden advert is restored, not approved.
    expect((await moderate(created.id, { action: "approve" })).statusCode).toBe(409);

    const byTitle = await queue(`?queue=all&q=${encodeURIComponent("struguri albi")}`);
    expect(byTitle.items.map((a) => a.id)).toEqual([created.id]);
    const bySlug = await queue(`?queue=all&q=${encodeURIComponent(created.slug.slice(-8))}`);
    expect(bySlug.items.map((a) => a.id)).toEqual([created.id]);
    // LIKE's wildcards are searched for as text.
    expect((await queue("?queue=all&q=%25_%5C")).total).toBe(0);
    const [audit] = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.siteId, siteId), eq(schema.auditLog.action, "advert.hide")));
    expect(audit?.after).toMatchObject({
      status: "hidden",
      hidden_reason: "Fotografii luate de pe alt site.",
    });
  });

  it("bans an advert's owner from the queue: their adverts leave it and show the ban", async () => {
    const created = await send("POST", "/api/adverts/", { ...form, title_ro: "Teren agricol, 2 ha" }, 1);
    expect(await waiting()).toContain(created.id);
    const banned = await admin(`/board/members/${owner.id}/moderate`, {
      method: "POST",
      cookie: manager,
      body: { action: "ban", reason: "Anunțuri copiate." },
    });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(await waiting()).not.toContain(created.id);
    const all = await queue(`?queue=all&q=${encodeURIComponent("Teren agricol, 2 ha")}`);
    expect(all.items[0]).toMatchObject({
      id: created.id,
      status: "hidden",
      owner: { id: owner.id, banned: "Anunțuri copiate." },
    });
    expect(await listed(created.slug)).toBe(false);
  });

  it("is refused to another shop's staff, a content editor, a customer; bad input is a 4xx", async () => {
    const [seeded] = (await queue()).items as [Queued];
    // Another shop's owner: their own (empty) queue, never this board's adverts; the ids are 404s.
    const theirs = await queue("?queue=all", stranger);
    expect(theirs.total).toBe(0);
    expect((await moderate(seeded.id, { action: "approve" }, stranger)).statusCode).toBe(404);
    expect((await moderate(seeded.id, { action: "hide", reason: "Intrus" }, stranger)).statusCode).toBe(404);
    expect((await admin("/board/adverts", { cookie: editor })).statusCode).toBe(403);
    expect((await moderate(seeded.id, { action: "approve" }, editor)).statusCode).toBe(403);
    const asCustomer = await app.inject({
      url: "/admin/api/board/adverts",
      headers: { token, authorization: `Bearer ${owner.access}` },
    });
    expect(asCustomer.statusCode).toBe(401);
    expect((await admin("/board/adverts")).statusCode).toBe(401);
    expect(await waiting()).toContain(seeded.id);

    for (const query of ["?queue=maybe", "?page=0", "?page=abc", `?q=${"x".repeat(101)}`]) {
      const res = await admin(`/board/adverts${query}`, { cookie: manager });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toBeTypeOf("object");
    }
    expect((await moderate(seeded.id, { action: "publish" })).statusCode).toBe(400);
    expect(
      (
        await admin("/board/adverts/abc/moderate", {
          method: "POST",
          cookie: manager,
          body: { action: "approve" },
        })
      ).statusCode,
    ).toBe(400);
    expect((await moderate(2_000_000_000, { action: "approve" })).statusCode).toBe(404);
    // A draft is not the moderators' to approve.
    const [draft] = await db
      .select({ id: schema.adverts.id })
      .from(schema.adverts)
      .where(and(eq(schema.adverts.siteId, siteId), eq(schema.adverts.status, "draft")))
      .limit(1);
    expect((await moderate(draft?.id as number, { action: "approve" })).statusCode).toBe(409);
  });
});
