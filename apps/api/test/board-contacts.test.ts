import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { build, multipart, tokens } from "./helper.ts";

/**
 * An advert's contacts (the form's `contacts`, decision 0062): which of the owner's verified
 * phones "show phone" reveals. Only the owner's verified phones may be chosen; none chosen (or
 * none of them left) reveals every verified phone, as before.
 */
const { app, database, outboxDir } = await build();
const db = database.db;
const { customer } = accountHelpers(app, outboxDir);
const token = tokens.terenuri;

let siteId = 0;
let owner = { access: "", id: 0 };
const phones = { main: 0, second: 0, unverified: 0, stranger: 0 };
let fields: Record<string, string> = {};

async function send(method: "POST" | "PATCH", url: string, form: Record<string, string | string[]>) {
  // A new advert comes with a picture.
  const picture =
    method === "POST"
      ? await sharp({ create: { width: 320, height: 240, channels: 3, background: "#6a8f3c" } })
          .jpeg()
          .toBuffer()
      : null;
  const body = await multipart(form, picture ? [{ bytes: picture }] : []);
  return app.inject({
    method,
    url,
    headers: { token, authorization: `Bearer ${owner.access}`, "content-type": body.contentType },
    payload: body.payload,
  });
}

const reveal = async (slug: string) =>
  (
    await app.inject({ method: "POST", url: `/api/adverts/${slug}/phone/`, headers: { token }, payload: {} })
  ).json() as { phones: string[] };

const phone = async (userId: number, number: string, verified: boolean, isAuth = false) =>
  (
    (await db
      .insert(schema.userPhones)
      .values({ siteId, userId, phone: number, isAuth, verifiedAt: verified ? new Date() : null })
      .returning({ id: schema.userPhones.id })) as [{ id: number }]
  )[0].id;

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
  const a = await customer("contacts.board@example.md", "parola-buna-2026", token);
  const me = await app.inject({
    method: "GET",
    url: "/auth/users/me/",
    headers: { token, authorization: `Bearer ${a.access}` },
  });
  owner = { access: a.access, id: (me.json() as { id: number }).id };
  const b = await customer("contacts.other@example.md", "parola-buna-2026", token);
  const other = await app.inject({
    method: "GET",
    url: "/auth/users/me/",
    headers: { token, authorization: `Bearer ${b.access}` },
  });
  phones.main = await phone(owner.id, "+37369100201", true, true);
  phones.second = await phone(owner.id, "+37378100202", true);
  phones.unverified = await phone(owner.id, "+37379100203", false);
  phones.stranger = await phone((other.json() as { id: number }).id, "+37369100204", true, true);
  fields = {
    title_ro: "Teren cu contacte alese",
    price: "9000",
    area: "6",
    category: String(category?.id),
    region: String(location?.parentId),
    location: String(location?.id),
  };
}, 60_000);

describe("an advert's contacts", () => {
  it("reveals only the phones chosen, and every verified one when none were", async () => {
    const chosen = await send("POST", "/api/adverts/", { ...fields, contacts: [String(phones.second)] });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const advert = chosen.json() as { slug: string; contacts: number[] };
    expect(advert.contacts).toEqual([phones.second]);
    expect((await reveal(advert.slug)).phones).toEqual(["+37378100202"]);

    const plain = await send("POST", "/api/adverts/", fields);
    const all = plain.json() as { slug: string; contacts: number[] };
    expect(all.contacts).toEqual([]);
    expect((await reveal(all.slug)).phones).toEqual(["+37369100201", "+37378100202"]);

    // An edit that does not send contacts keeps them; one that does replaces them (comma-separated too).
    const kept = await send("PATCH", `/api/adverts/${advert.slug}/`, { price: "9500" });
    expect((kept.json() as { contacts: number[] }).contacts).toEqual([phones.second]);
    const both = await send("PATCH", `/api/adverts/${advert.slug}/`, {
      contacts: `${phones.main},${phones.second}`,
    });
    expect((both.json() as { contacts: number[] }).contacts).toEqual([phones.main, phones.second]);
  });

  it("refuses a phone that is not one of the owner's verified ones, and writes nothing", async () => {
    const before = (await db.select().from(schema.adverts).where(eq(schema.adverts.userId, owner.id))).length;
    for (const id of [phones.unverified, phones.stranger, 999_999]) {
      const refused = await send("POST", "/api/adverts/", { ...fields, contacts: [String(id)] });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toHaveProperty("contacts");
    }
    const bad = await send("POST", "/api/adverts/", { ...fields, contacts: ["abc"] });
    expect(bad.statusCode).toBe(400);
    expect((await db.select().from(schema.adverts).where(eq(schema.adverts.userId, owner.id))).length).toBe(
      before,
    );
  });
});
