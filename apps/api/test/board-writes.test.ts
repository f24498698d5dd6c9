import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { uploadKey } from "../src/services/media/uploaded-images.ts";
import { accountHelpers } from "./fixtures/accounts.ts";
import { build, multipart, tokens } from "./helper.ts";

/**
 * The board's owners' writes (issue 17, decision 0059): an advert created from its multipart form
 * with pictures (EXIF removed), saved as a draft and published, refused without a verified phone,
 * edited (pictures deleted, reordered, a cover chosen), refused to another user, deleted; bad
 * input a clear 4xx that writes nothing.
 */
const { app, database, outboxDir } = await build();
const db = database.db;
const { customer } = accountHelpers(app, outboxDir);
const token = tokens.terenuri;

let siteId = 0;
let category = 0;
let region = 0;
let location = 0;
let otherRegion = 0;
let selectAttribute = { id: 0, option: 0, foreignOption: 0 };
let owner = { access: "", id: 0 };
let stranger = { access: "", id: 0 };

const me = async (access: string) =>
  (
    await app.inject({
      method: "GET",
      url: "/auth/users/me/",
      headers: { token, authorization: `Bearer ${access}` },
    })
  ).json() as { id: number };

async function jpeg(seed: number, gps = false): Promise<Buffer> {
  const image = sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: seed * 40, g: 120, b: 200 - seed * 30 },
    },
  }).jpeg();
  return gps
    ? image
        .withExifMerge({
          IFD0: { Make: "PhoneCo", Model: "Spy 1" },
          IFD3: {
            GPSLatitudeRef: "N",
            GPSLatitude: "47/1 0/1 0/1",
            GPSLongitudeRef: "E",
            GPSLongitude: "28/1 50/1 0/1",
          },
        })
        .toBuffer()
    : image.toBuffer();
}

type Form = Record<string, string | string[]>;
async function send(
  method: "POST" | "PATCH",
  url: string,
  access: string | null,
  fields: Form,
  pictures: { bytes: Buffer; name?: string; type?: string }[] = [],
) {
  const form = await multipart(fields, pictures);
  return app.inject({
    method,
    url,
    headers: {
      token,
      "accept-language": "ro",
      "content-type": form.contentType,
      ...(access ? { authorization: `Bearer ${access}` } : {}),
    },
    payload: form.payload,
  });
}

type Own = {
  id: number;
  slug: string;
  status: string;
  price: number | null;
  area: number | null;
  cadastral_number: string | null;
  images: { id: number; image: { src: string } }[];
  attributes: { attribute: number; options: number[] }[];
  published_at: string | null;
  expires_at: string | null;
};

const plot = (extra: Form = {}): Form => ({
  title_ro: "Teren pentru construcții, 8 ari",
  title_ru: "Участок под строительство, 8 соток",
  description_ro: "Teren plan, lângă drum asfaltat.",
  price: "24000",
  default_currency: "EUR",
  area: "8",
  default_area_unit: "ari",
  category: String(category),
  region: String(region),
  location: String(location),
  lat: "47.01",
  lon: "28.86",
  cadastral_number: "01 001 05-123",
  is_negotiable_price: "true",
  ...extra,
});

const verifyPhone = (userId: number, phone: string) =>
  db.insert(schema.userPhones).values({ siteId, userId, phone, isAuth: true, verifiedAt: new Date() });

const advertRow = async (id: number) =>
  (await db.select().from(schema.adverts).where(eq(schema.adverts.id, id)))[0];
const countAdverts = async (userId: number) =>
  (await db.select({ id: schema.adverts.id }).from(schema.adverts).where(eq(schema.adverts.userId, userId)))
    .length;

beforeAll(async () => {
  [{ id: siteId }] = (await db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(eq(schema.sites.code, "terenuri"))) as [{ id: number }];
  const [cat] = await db
    .select()
    .from(schema.advertCategories)
    .where(eq(schema.advertCategories.siteId, siteId));
  category = cat?.id as number;
  const regions = await db
    .select()
    .from(schema.boardPlaces)
    .where(and(eq(schema.boardPlaces.siteId, siteId), eq(schema.boardPlaces.level, "region")));
  const withLocation = await db
    .select()
    .from(schema.boardPlaces)
    .where(and(eq(schema.boardPlaces.siteId, siteId), eq(schema.boardPlaces.level, "location")));
  const loc = withLocation[0] as { id: number; parentId: number };
  location = loc.id;
  region = loc.parentId;
  otherRegion = regions.find((r) => r.id !== region)?.id as number;
  const attrs = await db
    .select()
    .from(schema.advertAttributes)
    .where(and(eq(schema.advertAttributes.siteId, siteId), eq(schema.advertAttributes.kind, "select")));
  const attr = attrs.find((a) => a.categoryId === null || a.categoryId === category) ?? attrs[0];
  const options = await db.select().from(schema.advertAttributeOptions);
  selectAttribute = {
    id: attr?.id as number,
    option: options.find((o) => o.attributeId === attr?.id)?.id as number,
    foreignOption: options.find((o) => o.attributeId !== attr?.id)?.id as number,
  };
  const a = await customer("owner.board@example.md", "parola-buna-2026", token);
  owner = { access: a.access, id: (await me(a.access)).id };
  const b = await customer("stranger.board@example.md", "parola-buna-2026", token);
  stranger = { access: b.access, id: (await me(b.access)).id };
}, 60_000);

describe("creating an advert", () => {
  it("refuses to publish without a verified phone, and saves the same form as a draft", async () => {
    const refused = await send("POST", "/api/adverts/", owner.access, plot(), [{ bytes: await jpeg(1) }]);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: "phone_not_verified" });
    expect(refused.json().detail).toContain("Verify a phone number");
    expect(await countAdverts(owner.id)).toBe(0);

    // A draft needs only its category and a title.
    const draft = await send("POST", "/api/adverts/", owner.access, {
      is_draft: "true",
      category: String(category),
      title_ru: "Черновик",
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const saved = draft.json() as Own;
    expect(saved).toMatchObject({ status: "draft", price: null, area: null, published_at: null });
    // Publishing the draft needs what it lacks.
    const incomplete = await send("PATCH", `/api/adverts/${saved.slug}/`, owner.access, {
      is_draft: "false",
    });
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(incomplete.json()).sort()).toEqual(["area", "images", "location", "price", "region"]);
  });

  it("publishes with three pictures, EXIF removed, the cadastral number stored dotted and the price in euros", async () => {
    await verifyPhone(owner.id, "+37369111222");
    const withGps = await jpeg(2, true);
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await send(
      "POST",
      "/api/adverts/",
      owner.access,
      plot({
        default_currency: "MDL",
        price: "500000",
        attributes: JSON.stringify({ [selectAttribute.id]: selectAttribute.option }),
        image_preview: JSON.stringify({ source: "new_images", id: 1 }),
      }),
      [{ bytes: await jpeg(1) }, { bytes: withGps }, { bytes: await jpeg(3) }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const advert = res.json() as Own;
    expect(advert.status).toBe("active");
    expect(advert.cadastral_number).toBe("0100105.123");
    expect(advert.images).toHaveLength(3);
    expect(advert.attributes).toEqual([
      { attribute: selectAttribute.id, options: [selectAttribute.option], value: null },
    ]);
    const days =
      (Date.parse(advert.expires_at as string) - Date.parse(advert.published_at as string)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    // The cover (the second picture sent, the one with GPS) is first; stored without EXIF.
    const cover = advert.images[0]?.image.src as string;
    const stored = await app.storage.get(uploadKey(siteId, cover.replace(/^\/media\//, "")));
    expect(stored).toBeTruthy();
    const meta = await sharp(stored as Buffer).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    const row = await advertRow(advert.id);
    const [rate] = await db
      .select()
      .from(schema.currencyRates)
      .where(and(eq(schema.currencyRates.siteId, siteId), eq(schema.currencyRates.currency, "EUR")));
    expect(row?.priceEur).toBeCloseTo(500000 / (rate?.leiPerUnit as number), 1);
    expect(row?.areaM2).toBe(800);

    // Visible to everyone: the advert page and the listing.
    const page = await app.inject({ url: `/api/adverts/${advert.slug}/`, headers: { token } });
    expect(page.statusCode).toBe(200);
  });

  it("refuses bad input with field messages and writes nothing", async () => {
    const before = await countAdverts(owner.id);
    const cases: [Form, string][] = [
      [plot({ area: "-5" }), "area"],
      [plot({ price: "-1" }), "price"],
      [plot({ cadastral_number: "12345" }), "cadastral_number"],
      [plot({ location: String(location), region: String(otherRegion) }), "location"],
      [
        plot({ attributes: JSON.stringify({ [selectAttribute.id]: selectAttribute.foreignOption }) }),
        "attributes",
      ],
      [plot({ title_ro: "a\u0000b" }), "title_ro"],
      [plot({ title_ro: "x".repeat(70_000) }), "title_ro"],
      [plot({ lat: "NaN" }), "lat"],
    ];
    for (const [fields, field] of cases) {
      const res = await send("POST", "/api/adverts/", owner.access, fields, [{ bytes: await jpeg(4) }]);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json()), res.body).toContain(field);
    }
    // An executable named .jpg.
    const exe = Buffer.alloc(2048);
    exe.write("MZ", 0, "latin1");
    const renamed = await send("POST", "/api/adverts/", owner.access, plot(), [
      { bytes: await jpeg(1) },
      { bytes: exe, name: "poza.jpg" },
    ]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().images[0]).toContain("Picture 2 is not a picture");
    // A 20 MB picture: 413 with a message.
    const huge = await send("POST", "/api/adverts/", owner.access, plot(), [
      { bytes: Buffer.concat([await jpeg(1), Buffer.alloc(20 * 1024 * 1024)]) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toContain("10 MB");
    // Not multipart; not signed in.
    const json = await app.inject({
      method: "POST",
      url: "/api/adverts/",
      headers: { token, authorization: `Bearer ${owner.access}` },
      payload: { title_ro: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect((await send("POST", "/api/adverts/", null, plot(), [{ bytes: await jpeg(1) }])).statusCode).toBe(
      401,
    );
    expect(await countAdverts(owner.id)).toBe(before);
  });
});

describe("editing and deleting", () => {
  const mine = async () => {
    const res = await app.inject({
      url: "/api/my-adverts/?status=active",
      headers: { token, authorization: `Bearer ${owner.access}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: Own[]; counts: Record<string, number> };
  };

  it("deletes a picture, puts another first and changes the price", async () => {
    const [advert] = (await mine()).results as [Own];
    const [first, second, third] = advert.images as [Own["images"][0], Own["images"][0], Own["images"][0]];
    const res = await send("PATCH", `/api/adverts/${advert.slug}/`, owner.access, {
      images_to_delete: String(second.id),
      image_preview: JSON.stringify({ source: "old_images", id: third.id }),
      price: "450000",
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as Own;
    expect(edited.images.map((i) => i.id)).toEqual([third.id, first.id]);
    expect(edited.price).toBe(450000);
    expect(edited.status).toBe("active");
    // Another new picture, ordered between the two.
    const added = await send(
      "PATCH",
      `/api/adverts/${advert.slug}/`,
      owner.access,
      { images_order: [`old_images:${third.id}`, "new_images:0", `old_images:${first.id}`] },
      [{ bytes: await jpeg(5) }],
    );
    expect(added.statusCode, added.body).toBe(200);
    const ordered = (added.json() as Own).images.map((i) => i.id);
    expect(ordered).toHaveLength(3);
    expect(ordered[0]).toBe(third.id);
    expect(ordered[2]).toBe(first.id);
  });

  it("refuses another user's advert on PATCH and DELETE and changes nothing", async () => {
    const [advert] = (await mine()).results as [Own];
    const before = await advertRow(advert.id);
    const patch = await send("PATCH", `/api/adverts/${advert.slug}/`, stranger.access, {
      price: "1",
      is_active: "false",
    });
    expect(patch.statusCode).toBe(404);
    const del = await app.inject({
      method: "DELETE",
      url: `/api/adverts/${advert.slug}/`,
      headers: { token, authorization: `Bearer ${stranger.access}` },
    });
    expect(del.statusCode).toBe(404);
    const own = await app.inject({
      url: `/api/my-adverts/${advert.slug}/`,
      headers: { token, authorization: `Bearer ${stranger.access}` },
    });
    expect(own.statusCode).toBe(404);
    expect(await advertRow(advert.id)).toEqual(before);
  });

  it("pauses and renews, and keeps a hidden advert hidden", async () => {
    const [advert] = (await mine()).results as [Own];
    const paused = await send("PATCH", `/api/adverts/${advert.slug}/`, owner.access, { is_active: "false" });
    expect(paused.json()).toMatchObject({ status: "inactive" });
    const gone = await app.inject({ url: `/api/adverts/${advert.slug}/`, headers: { token } });
    expect(gone.statusCode).toBe(404);
    const renewed = await send("PATCH", `/api/adverts/${advert.slug}/`, owner.access, { is_active: "true" });
    expect(renewed.json()).toMatchObject({ status: "active" });
    await db
      .update(schema.adverts)
      .set({ status: "hidden", hiddenReason: "Spam" })
      .where(eq(schema.adverts.id, advert.id));
    const republish = await send("PATCH", `/api/adverts/${advert.slug}/`, owner.access, {
      is_active: "true",
    });
    expect(republish.statusCode).toBe(409);
    expect(republish.json()).toMatchObject({ code: "advert_hidden" });
    const edit = await send("PATCH", `/api/adverts/${advert.slug}/`, owner.access, {
      title_ro: "Teren 8 ari",
    });
    expect(edit.json()).toMatchObject({ status: "hidden", hidden_reason: "Spam" });
    await db
      .update(schema.adverts)
      .set({ status: "active", hiddenReason: null })
      .where(eq(schema.adverts.id, advert.id));
  });

  it("deletes softly: 204, then gone from the listing, the map, the page, the titles and my adverts", async () => {
    const [advert] = (await mine()).results as [Own];
    const del = await app.inject({
      method: "DELETE",
      url: `/api/adverts/${advert.slug}/`,
      headers: { token, authorization: `Bearer ${owner.access}` },
    });
    expect(del.statusCode).toBe(204);
    expect((await advertRow(advert.id))?.status).toBe("deleted");
    const listing = await app.inject({
      url: "/general/v2/product?page_size=60&sortBy=newest",
      headers: { token },
    });
    expect((listing.json() as { results: { id: number }[] }).results.map((r) => r.id)).not.toContain(
      advert.id,
    );
    const map = await app.inject({
      url: "/api/adverts-map/?bbox=28.5,46.8,29.2,47.3&zoom=18",
      headers: { token },
    });
    expect(map.body).not.toContain(advert.slug);
    expect((await app.inject({ url: `/api/adverts/${advert.slug}/`, headers: { token } })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ url: `/api/advert-title/${advert.slug}`, headers: { token } })).statusCode,
    ).toBe(404);
    expect((await mine()).results.map((r) => r.id)).not.toContain(advert.id);
    const again = await app.inject({
      method: "DELETE",
      url: `/api/adverts/${advert.slug}/`,
      headers: { token, authorization: `Bearer ${owner.access}` },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("the signed-in and public reads", () => {
  it("lists my adverts by status with counts, and the seller's profile without phone or e-mail", async () => {
    const created = await send("POST", "/api/adverts/", owner.access, plot(), [{ bytes: await jpeg(6) }]);
    expect(created.statusCode, created.body).toBe(201);
    const advert = created.json() as Own;
    const drafts = await app.inject({
      url: "/api/my-adverts/?status=draft",
      headers: { token, authorization: `Bearer ${owner.access}` },
    });
    const body = drafts.json() as { results: Own[]; counts: Record<string, number> };
    expect(body.results.every((r) => r.status === "draft")).toBe(true);
    expect(body.counts).toMatchObject({ draft: 1, active: 1 });
    expect((await app.inject({ url: "/api/my-adverts/", headers: { token } })).statusCode).toBe(401);

    const profile = await app.inject({ url: `/api/users/${owner.id}/`, headers: { token } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().adverts.results.map((r: { id: number }) => r.id)).toEqual([advert.id]);
    expect(profile.body).not.toContain("+37369111222");
    expect(profile.body).not.toContain("owner.board@example.md");
    // A user with nothing up is no seller page.
    expect((await app.inject({ url: `/api/users/${stranger.id}/`, headers: { token } })).statusCode).toBe(
      404,
    );

    const title = await app.inject({ url: `/api/advert-title/${advert.slug}`, headers: { token } });
    expect(title.json()).toMatchObject({
      title_ro: "Teren pentru construcții, 8 ari",
      title_ru: "Участок под строительство, 8 соток",
    });
  });

  it("serves the terms as static content 2 in ro and ru", async () => {
    const ro = await app.inject({
      url: "/api/static-content/2/",
      headers: { token, "accept-language": "ro" },
    });
    const ru = await app.inject({
      url: "/api/static-content/2/",
      headers: { token, "accept-language": "ru" },
    });
    expect(ro.statusCode).toBe(200);
    expect(ro.json().content.length).toBeGreaterThan(100);
    expect(ru.json().title).not.toBe(ro.json().title);
    expect((await app.inject({ url: "/api/static-content/3/", headers: { token } })).statusCode).toBe(404);
  });
});
