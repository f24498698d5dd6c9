import { existsSync } from "node:fs";
import { join } from "node:path";
import { schema } from "@sf/db";
import { UPLOAD_SWEEP_GRACE_MS } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { sweepUploads } from "../src/services/media/sweep-uploads.ts";
import { uploadKey } from "../src/services/media/uploaded-images.ts";
import { accountHelpers } from "./fixtures/accounts.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { build, multipart, tokens } from "./helper.ts";

/**
 * The upload sweep (decision 0063): files of a deleted advert, a deleted picture, a replaced
 * profile picture and an upload nobody saved disappear from the storage once past the grace
 * period; a file anything still mentions (another advert, a profile, a back-office page's HTML)
 * stays, and so does any upload younger than the grace period.
 */
const { app, database, outboxDir, storageDir } = await build();
const db = database.db;
const { customer } = accountHelpers(app, outboxDir);
const { member } = staffHelpers(app, db);
const token = tokens.terenuri;

let siteId = 0;
let category = 0;
let region = 0;
let location = 0;
let owner = "";
let neighbour = "";
let staffCookie = "";

/** A distinct picture per seed (its hash, so its stored name, differs). */
const picture = (seed: number) =>
  sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: (seed * 37) % 256, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();

async function send(
  method: "POST" | "PATCH",
  url: string,
  access: string,
  fields: Record<string, string>,
  files: Buffer[] = [],
) {
  const encoded = await multipart(
    fields,
    files.map((bytes) => ({ bytes, name: "p.jpg" })),
  );
  const res = await app.inject({
    method,
    url,
    headers: {
      token,
      authorization: `Bearer ${access}`,
      "content-type": encoded.contentType,
    },
    payload: encoded.payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as {
    slug: string;
    images: { id: number; image: { src: string } }[];
    profile_image?: string;
  };
}

async function profilePicture(access: string, bytes: Buffer) {
  const encoded = await multipart({}, [{ field: "profile_image", bytes, name: "p.jpg" }]);
  const res = await app.inject({
    method: "PATCH",
    url: "/api/users/change-profile-image/",
    headers: {
      token,
      authorization: `Bearer ${access}`,
      "content-type": encoded.contentType,
    },
    payload: encoded.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profile_image as string;
}

const plot = (title: string) => ({
  title_ro: title,
  price: "15000",
  default_currency: "EUR",
  area: "6",
  default_area_unit: "ari",
  category: String(category),
  region: String(region),
  location: String(location),
});

/** `/media/uploads/<name>.webp` -> name. */
const nameOf = (src: string) => /uploads\/([0-9a-f]{16})/.exec(src)?.[1] as string;
const file = (name: string, suffix = ".webp") =>
  join(storageDir, uploadKey(siteId, `uploads/${name}${suffix}`));
const recorded = async (name: string) =>
  (
    await db
      .select()
      .from(schema.storedUploads)
      .where(and(eq(schema.storedUploads.siteId, siteId), eq(schema.storedUploads.name, name)))
  ).length === 1;

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
  const [loc] = await db
    .select()
    .from(schema.boardPlaces)
    .where(and(eq(schema.boardPlaces.siteId, siteId), eq(schema.boardPlaces.level, "location")));
  location = loc?.id as number;
  region = loc?.parentId as number;
  const verified = async (email: string, phone: string) => {
    const { access } = await customer(email, "parola-buna-2026", token);
    const me = await app.inject({
      url: "/auth/users/me/",
      headers: { token, authorization: `Bearer ${access}` },
    });
    await db
      .insert(schema.userPhones)
      .values({ siteId, userId: me.json().id, phone, isAuth: true, verifiedAt: new Date() });
    return access;
  };
  owner = await verified("sweep.owner@example.md", "+37369000111");
  neighbour = await verified("sweep.neighbour@example.md", "+37369000222");
  ({ cookie: staffCookie } = await member(siteId, "terenuri", "owner", "sweep.staff@terenuri.md"));
}, 60_000);

describe("the upload sweep", () => {
  it("removes what nothing uses past the grace period, and never what is still used", async () => {
    // Two adverts share a picture (the same bytes are one file).
    const first = await send("POST", "/api/adverts/", owner, plot("Teren lângă pădure"), [
      await picture(1),
      await picture(2),
    ]);
    const second = await send("POST", "/api/adverts/", neighbour, plot("Teren la drum"), [await picture(2)]);
    const [dropped, shared] = first.images.map((i) => nameOf(i.image.src)) as [string, string];
    expect(nameOf(second.images[0]?.image.src as string)).toBe(shared);
    // A variant of the picture to be dropped, made on request, lives beside it.
    expect(
      (await app.inject({ url: `/media/uploads/${dropped}-480.avif`, headers: { token } })).statusCode,
    ).toBe(200);
    expect(existsSync(file(dropped, "-480.avif"))).toBe(true);

    // The owner deletes that picture, then the whole first advert.
    await send("PATCH", `/api/adverts/${first.slug}/`, owner, {
      images_to_delete: String(first.images[0]?.id),
    });
    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/adverts/${first.slug}/`,
      headers: { token, authorization: `Bearer ${owner}` },
    });
    expect(deleted.statusCode).toBe(204);

    // A profile picture replaced by another.
    const replaced = nameOf(await profilePicture(owner, await picture(3)));
    const current = nameOf(await profilePicture(owner, await picture(4)));

    // The back-office: one upload put in a page's HTML (as a variant's URL), one never used.
    const upload = async (bytes: Buffer) => {
      const encoded = await multipart({}, [{ field: "file", bytes, name: "p.jpg" }]);
      const res = await app.inject({
        method: "POST",
        url: "/admin/api/media",
        remoteAddress: "10.77.200.1",
        headers: { cookie: staffCookie, "content-type": encoded.contentType },
        payload: encoded.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return nameOf(res.json().path);
    };
    const inPage = await upload(await picture(5));
    const abandoned = await upload(await picture(6));
    const [page] = await db.select().from(schema.pages).where(eq(schema.pages.siteId, siteId)).limit(1);
    expect(page).toBeDefined();
    await db
      .update(schema.pages)
      .set({ html: `${page?.html}<p><img src="/media/uploads/${inPage}-480.avif" alt=""></p>` })
      .where(eq(schema.pages.id, page?.id as number));

    const all = [dropped, shared, replaced, current, inPage, abandoned];
    for (const name of all) {
      expect(existsSync(file(name)), name).toBe(true);
      expect(await recorded(name), name).toBe(true);
    }

    // Within the grace period nothing goes, used or not: a form may still be on its way.
    expect(await sweepUploads(db, app.storage)).toEqual({ removed: 0 });
    expect(
      await sweepUploads(db, app.storage, { now: new Date(Date.now() + UPLOAD_SWEEP_GRACE_MS - 60_000) }),
    ).toEqual({
      removed: 0,
    });
    for (const name of all) expect(existsSync(file(name)), name).toBe(true);

    // Past it: the unused go (with their variants), the used stay.
    const later = new Date(Date.now() + UPLOAD_SWEEP_GRACE_MS + 60_000);
    expect(await sweepUploads(db, app.storage, { now: later })).toEqual({ removed: 3 });
    for (const name of [dropped, replaced, abandoned]) {
      expect(existsSync(file(name)), name).toBe(false);
      expect(await recorded(name), name).toBe(false);
    }
    expect(existsSync(file(dropped, "-480.avif"))).toBe(false);
    for (const name of [shared, current, inPage]) {
      expect(existsSync(file(name)), name).toBe(true);
      expect(await recorded(name), name).toBe(true);
    }
    // The shared picture still shows on the advert that kept it.
    expect((await app.inject({ url: `/media/uploads/${shared}.webp`, headers: { token } })).statusCode).toBe(
      200,
    );
    // A second run finds nothing more.
    expect(await sweepUploads(db, app.storage, { now: later })).toEqual({ removed: 0 });

    // Uploaded again, a removed picture is recorded afresh and left alone for the grace period.
    const again = await send("POST", "/api/adverts/", owner, { is_draft: "true", ...plot("Ciornă") }, [
      await picture(6),
    ]);
    expect(nameOf(again.images[0]?.image.src as string)).toBe(abandoned);
    await db
      .delete(schema.advertImages)
      .where(eq(schema.advertImages.path, `/media/uploads/${abandoned}.webp`));
    expect(await sweepUploads(db, app.storage, { now: new Date(Date.now() + 60_000) })).toEqual({
      removed: 0,
    });
    expect(existsSync(file(abandoned))).toBe(true);
  });
});
