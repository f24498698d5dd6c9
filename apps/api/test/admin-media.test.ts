import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER, staffHelpers } from "./fixtures/staff.ts";
import { build, site } from "./helper.ts";

/**
 * Pictures uploaded in the back-office: decoded and re-encoded as a WebP master in the file
 * storage, served by /media/ with AVIF and WebP variants; anything else is a clear 4xx.
 */
const { app, database } = await build();
const staff = staffHelpers(app, database.db);
let owner = "";
let otherOwner = "";

beforeAll(async () => {
  owner = await staff.signIn("default", DEMO_OWNER.email, DEMO_OWNER.password);
  otherOwner = await staff.signIn("farmacie", DEMO_OWNER.email, DEMO_OWNER.password);
}, 60_000);

async function upload(bytes: Buffer, { field = "file", cookie = owner } = {}) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), "picture.jpg");
  const encoded = new Response(form);
  return app.inject({
    method: "POST",
    url: "/admin/api/media",
    headers: { cookie, "content-type": encoded.headers.get("content-type") as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** A 3000 x 1500 JPEG (wider than the master's limit) with an EXIF orientation and a camera tag. */
const photo = () =>
  sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "PhoneCam" } } })
    .toBuffer();

describe("POST /admin/api/media", () => {
  it("stores a photo upright, scaled down, without its metadata, as a WebP master", async () => {
    const res = await upload(await photo());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { path: string; width: number; height: number };
    expect(body.path).toMatch(/^\/media\/uploads\/[0-9a-f]{16}\.webp$/);
    // Orientation 6 turns the 3000 x 1500 picture into 1500 x 3000; it is within 2400 wide.
    expect([body.width, body.height]).toEqual([1500, 3000]);

    const master = await app.inject({ url: body.path, headers: site("default") });
    expect(master.statusCode).toBe(200);
    expect(master.headers["content-type"]).toBe("image/webp");
    expect(master.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(master.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();

    for (const format of ["webp", "avif"] as const) {
      const variant = await app.inject({
        url: body.path.replace(/\.webp$/, `-480.${format}`),
        headers: site("default"),
      });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers["content-type"]).toBe(`image/${format}`);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(480);
    }
    // A width the storefront never asks for is not made.
    const odd = await app.inject({
      url: body.path.replace(/\.webp$/, "-481.webp"),
      headers: site("default"),
    });
    expect(odd.statusCode).toBe(404);
    // Another shop has no such file.
    const elsewhere = await app.inject({ url: body.path, headers: site("farmacie") });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("is one file when the same picture is uploaded twice", async () => {
    const bytes = await photo();
    const [a, b] = [await upload(bytes), await upload(bytes)];
    expect(a.json().path).toBe(b.json().path);
  });

  it("refuses what is not a picture, and a signed-out upload", async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from("<script>alert(1)</script>"),
    ]);
    const refused = await upload(fake);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ file: [expect.stringContaining("not a picture")] });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
    expect(svg.statusCode).toBe(400);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const wrongField = await upload(await photo(), { field: "picture" });
    expect(wrongField.statusCode).toBe(400);
    const json = await app.inject({
      method: "POST",
      url: "/admin/api/media",
      headers: { cookie: owner, "content-type": "application/json" },
      payload: "{}",
    });
    expect(json.statusCode).toBe(415);
    const signedOut = await upload(await photo(), { cookie: "" });
    expect(signedOut.statusCode).toBe(401);
  });

  it("refuses a picture over 10 MB with 413", async () => {
    const res = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
  });

  it("keeps each shop's uploads apart", async () => {
    const res = await upload(await photo(), { cookie: otherOwner });
    expect(res.statusCode).toBe(201);
    const path = res.json().path as string;
    expect((await app.inject({ url: path, headers: site("farmacie") })).statusCode).toBe(200);
  });
});
