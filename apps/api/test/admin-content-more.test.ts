import { schema } from "@sf/db";
import { count, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { sitePagesVersion } from "../src/services/external/site-pages.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * The content area's vacancies, gallery albums and partners: a content editor writes them per
 * language; the storefront's API shows them at once (pages purged), uploaded pictures with their
 * resized variants; hostile HTML is cleaned; bad input is a 400 with a message and writes nothing.
 */
const { app, database } = await build();
const db = database.db;
const { admin, member } = staffHelpers(app, db);

let siteId = 0;
let editor = "";

const write = (path: string, method: "POST" | "PATCH" | "DELETE", body?: object) =>
  admin(path, { method, cookie: editor, ...(body ? { body } : {}) });
const shop = (url: string, lang: string) =>
  app.inject({ method: "GET", url, headers: { token: TEST_TOKEN, "accept-language": lang } });
const auditActions = async (entityId: number) =>
  (
    await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(entityId)))
  ).map((a) => a.action);

async function upload() {
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "picture.png");
  const encoded = new Response(form);
  const res = await app.inject({
    method: "POST",
    url: "/admin/api/media",
    headers: { cookie: editor, "content-type": encoded.headers.get("content-type") as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { path: string; width: number; height: number };
}

const vacancy = {
  active: true,
  employment_type: "full_time",
  salary_from: 9000,
  salary_to: 12000,
  salary_currency: "MDL",
  translations: [
    {
      lang: "ro",
      title: "Farmacist",
      location: "Chișinău",
      html: '<p onclick="steal()">Căutăm <a href="javascript:alert(1)">colegi</a></p><script>alert(1)</script>',
    },
    { lang: "ru", title: "Фармацевт", location: "Кишинёв", html: "<p>Ищем коллег</p>" },
  ],
};

beforeAll(async () => {
  siteId = await addTestShop(db);
  ({ cookie: editor } = await member(siteId, "test-shop", "content_editor", "editor@test-shop.md"));
}, 60_000);

describe("vacancies", () => {
  it("a content editor adds a vacancy in two languages; the storefront shows it cleaned, at once", async () => {
    const version = await sitePagesVersion(db, siteId);
    const res = await write("/content/vacancies", "POST", vacancy);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: number; translations: { lang: string; html: string }[] };
    expect(await sitePagesVersion(db, siteId)).toBeGreaterThan(version);
    const stored = created.translations.find((t) => t.lang === "ro")?.html;
    expect(stored).toBe("<p>Căutăm <a>colegi</a></p>");

    for (const [lang, title] of [
      ["ro", "Farmacist"],
      ["ru", "Фармацевт"],
    ] as const) {
      const list = (await shop("/base/vacancies", lang)).json() as { id: number; title: string }[];
      expect(list.find((v) => v.id === created.id)).toMatchObject({ title });
      const one = await shop(`/base/vacancies/${created.id}`, lang);
      expect(one.json()).toMatchObject({ title, salary: { from: 9000, to: 12000, currency: "MDL" } });
      expect((one.json() as { description: string }).description).not.toMatch(/script|onclick|javascript:/i);
    }
    expect(await auditActions(created.id)).toContain("vacancy.create");
  });

  it("edits, hides, reorders and deletes, the storefront following each", async () => {
    const first = (await write("/content/vacancies", "POST", vacancy)).json() as { id: number };
    const second = (await write("/content/vacancies", "POST", vacancy)).json() as { id: number };
    const all = (await admin("/content/vacancies", { cookie: editor })).json() as { id: number }[];
    expect(all.slice(-2).map((v) => v.id)).toEqual([first.id, second.id]);
    const order = [second.id, ...all.map((v) => v.id).filter((id) => id !== second.id)];
    expect((await write("/content/vacancies/order", "POST", { ids: order })).statusCode).toBe(200);
    const listed = (await shop("/base/vacancies", "ro")).json() as { id: number }[];
    expect(listed[0]?.id).toBe(second.id);

    const edited = await write(`/content/vacancies/${second.id}`, "PATCH", {
      ...vacancy,
      translations: [{ lang: "ro", title: "Farmacist-șef", html: "<p>Nou</p>" }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await shop(`/base/vacancies/${second.id}`, "ru")).json()).toMatchObject({
      title: "Farmacist-șef",
      lang: "ro",
    });
    await write(`/content/vacancies/${second.id}`, "PATCH", { ...vacancy, active: false });
    expect((await shop(`/base/vacancies/${second.id}`, "ro")).statusCode).toBe(404);
    expect((await write(`/content/vacancies/${first.id}`, "DELETE")).statusCode).toBe(204);
    expect((await shop(`/base/vacancies/${first.id}`, "ro")).statusCode).toBe(404);
    expect(await auditActions(first.id)).toEqual(expect.arrayContaining(["vacancy.delete"]));
  });

  it("bad input is a 400 with a message and writes nothing", async () => {
    const rows = async () =>
      (await db.select({ n: count() }).from(schema.vacancies).where(eq(schema.vacancies.siteId, siteId)))[0]
        ?.n;
    const before = await rows();
    const bad: object[] = [
      { ...vacancy, translations: [] },
      { ...vacancy, translations: [vacancy.translations[1]] }, // not in the main language (ro)
      { ...vacancy, translations: [{ ...vacancy.translations[0], lang: "uk" }] }, // not the shop's
      { ...vacancy, employment_type: "slave" },
      { ...vacancy, salary_from: 5000, salary_to: 10 },
      { ...vacancy, valid_through: "tomorrow" },
      { ...vacancy, active: "yes" },
    ];
    for (const body of bad) {
      const res = await write("/content/vacancies", "POST", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatch(/[a-z]{4}/i);
    }
    expect(await rows()).toBe(before);
  });
});

describe("gallery", () => {
  it("an album with an uploaded picture, in two languages, is on the storefront at once with resized variants", async () => {
    const picture = await upload();
    const res = await write("/content/albums", "POST", {
      active: true,
      translations: [
        { lang: "ro", title: "Deschiderea", description: "Farmacia nouă" },
        { lang: "ru", title: "Открытие" },
      ],
      pictures: [
        {
          image: picture.path,
          width: picture.width,
          height: picture.height,
          captions: [{ lang: "ro", caption: "Intrarea" }],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const album = res.json() as { id: number };
    const ru = (await shop(`/base/gallery/${album.id}`, "ru")).json() as {
      title: string;
      images: { image: string; srcset: string; srcsetAvif: string; caption: string }[];
    };
    expect(ru.title).toBe("Открытие");
    expect(ru.images).toHaveLength(1);
    expect(ru.images[0]).toMatchObject({ image: picture.path, caption: "Intrarea" });
    const base = picture.path.replace(/\.webp$/, "");
    expect(ru.images[0]?.srcset).toContain(`${base}-480.webp 480w`);
    expect(ru.images[0]?.srcsetAvif).toContain(".avif");
    const albums = (await shop("/base/gallery", "ro")).json() as { id: number; title: string }[];
    expect(albums.find((a) => a.id === album.id)).toMatchObject({ title: "Deschiderea" });
    // The variant the storefront's srcset names is made from the upload.
    const variant = await app.inject({
      method: "GET",
      url: `${base}-480.webp`,
      headers: { token: TEST_TOKEN },
    });
    expect(variant.statusCode).toBe(200);

    // Pictures removed from the album leave it; deleting the album removes it.
    await write(`/content/albums/${album.id}`, "PATCH", {
      active: true,
      translations: [{ lang: "ro", title: "Deschiderea" }],
      pictures: [],
    });
    expect(((await shop(`/base/gallery/${album.id}`, "ro")).json() as { images: unknown[] }).images).toEqual(
      [],
    );
    expect((await write(`/content/albums/${album.id}`, "DELETE")).statusCode).toBe(204);
    expect((await shop(`/base/gallery/${album.id}`, "ro")).statusCode).toBe(404);
    expect(await auditActions(album.id)).toEqual(expect.arrayContaining(["album.create", "album.delete"]));
  });

  it("a picture that is not a stored file or https address, or a caption in another shop's language, is refused", async () => {
    for (const pictures of [
      [{ image: "javascript:alert(1)", width: 10, height: 10 }],
      [{ image: "/media/uploads/a.webp", width: 0, height: 10 }],
      [{ image: "/media/uploads/a.webp", width: 10, height: 10, captions: [{ lang: "uk", caption: "x" }] }],
    ]) {
      const res = await write("/content/albums", "POST", {
        active: true,
        translations: [{ lang: "ro", title: "Rău" }],
        pictures,
      });
      expect(res.statusCode, JSON.stringify(pictures)).toBe(400);
    }
  });
});

describe("partners", () => {
  it("regions and partners, in two languages and in order, are on the storefront at once", async () => {
    const region = await write("/content/partner-regions", "POST", {
      translations: [
        { lang: "ro", name: "Nord" },
        { lang: "ru", name: "Север" },
      ],
    });
    expect(region.statusCode, region.body).toBe(201);
    const regionId = (region.json() as { id: number }).id;
    const logo = await upload();
    const partner = await write("/content/partners", "POST", {
      region_id: regionId,
      name: "Clinica Bălți",
      logo: logo.path,
      url: "https://clinica.example.md",
    });
    expect(partner.statusCode, partner.body).toBe(201);
    const groups = (await shop("/base/partners/region_partners", "ru")).json() as {
      id: number;
      name: string;
      partners: { name: string; logo: string | null }[];
    }[];
    expect(groups.find((g) => g.id === regionId)).toMatchObject({
      name: "Север",
      partners: [{ name: "Clinica Bălți", logo: logo.path }],
    });
    // Another shop's region, or none, is refused.
    const stranger = await write("/content/partners", "POST", { region_id: 999_999, name: "X" });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toHaveProperty("region_id");
    expect(
      (await write("/content/partners", "POST", { region_id: regionId, name: "X", url: "javascript:1" }))
        .statusCode,
    ).toBe(400);

    // Deleting the region takes its partners with it.
    expect((await write(`/content/partner-regions/${regionId}`, "DELETE")).statusCode).toBe(204);
    const left = await db
      .select()
      .from(schema.partners)
      .where(inArray(schema.partners.regionId, [regionId]));
    expect(left).toEqual([]);
    expect(await auditActions(regionId)).toContain("partner_region.delete");
  });
});
