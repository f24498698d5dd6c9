import { createHash } from "node:crypto";
import { type Db, schema } from "@sf/db";
import { sql } from "drizzle-orm";
import type { OutputInfo } from "sharp";
import { AppError, FieldErrors } from "../../lib/app-error.ts";
import { loadSharp } from "../../lib/rarely-used.ts";
import type { FileStorage } from "../../lib/storage/file-storage.ts";

/** The formats a picture may arrive in (what sharp reports from the bytes, not the file's name). */
const ACCEPTED = new Set(["jpeg", "png", "webp", "avif", "heif", "gif"]);
/** A larger picture is scaled down to this width: twice the widest banner variant's need. */
export const MASTER_MAX_WIDTH = 2400;
/** Decoding a picture larger than this is refused before it takes the memory (40 MP). */
const MAX_PIXELS = 40_000_000;

/** `/media/uploads/<name>.webp`, `/media/uploads/<name>-480.avif`: the URL paths of uploads. */
export const UPLOAD_PATH = /^uploads\/([0-9a-f]{16})(?:-(\d+))?\.(webp|avif)$/;

/** Where an uploaded master or variant is kept in the file storage (per site; never a `private/` key). */
export const uploadKey = (siteId: number, path: string) => `media/${siteId}/${path}`;

const notAPicture = () =>
  new FieldErrors({ file: ["The file is not a picture we can read: send a JPEG, PNG, WebP, AVIF or GIF."] });

/**
 * Stores an uploaded picture: decoded (so anything that is not a picture is refused), turned
 * upright, stripped of its metadata (a phone's GPS position among them), scaled down to
 * MASTER_MAX_WIDTH and re-encoded as the WebP master. Its name is a hash of the result, so the
 * same picture uploaded twice is one file and its URL never changes content (cached for a year).
 * Its name is recorded (`stored_uploads`) before the file is written, so the upload sweep
 * (decision 0063) knows it and leaves it alone for the grace period; recording waits for a sweep
 * that is removing the same name at that moment, so the file written after it stays.
 */
export async function storeUploadedImage(
  { db, storage }: { db: Db; storage: FileStorage },
  siteId: number,
  bytes: Buffer,
): Promise<{ path: string; width: number; height: number }> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata());
  } catch (error) {
    if (String((error as Error).message).includes("pixel limit"))
      throw new FieldErrors({ file: ["The picture has more than 40 megapixels: send a smaller one."] });
    throw notAPicture();
  }
  if (!format || !ACCEPTED.has(format)) throw notAPicture();
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MASTER_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw notAPicture();
  }
  const name = createHash("sha256").update(master.data).digest("hex").slice(0, 16);
  const path = `uploads/${name}.webp`;
  await db
    .insert(schema.storedUploads)
    .values({ siteId, name })
    .onConflictDoUpdate({
      target: [schema.storedUploads.siteId, schema.storedUploads.name],
      set: { storedAt: sql`now()` },
    });
  await storage.put(uploadKey(siteId, path), master.data, "image/webp");
  return { path: `/media/${path}`, width: master.info.width, height: master.info.height };
}

/**
 * An uploaded master or one of its variants (`uploads/<name>-480.avif`), made from the master on
 * first request and kept beside it; null when there is no such master.
 */
export async function readUploadedImage(
  storage: FileStorage,
  siteId: number,
  path: string,
  widths: readonly number[],
): Promise<{ contentType: string; body: Buffer } | null> {
  const match = UPLOAD_PATH.exec(path);
  if (!match) return null;
  const [, name, width, format] = match as unknown as [string, string, string | undefined, "webp" | "avif"];
  const contentType = format === "webp" ? "image/webp" : "image/avif";
  const stored = await storage.get(uploadKey(siteId, path));
  if (stored) return { contentType, body: stored };
  if (!width) return null;
  if (!widths.includes(Number(width))) throw new AppError("not_found", "No such image size.");
  const master = await storage.get(uploadKey(siteId, `uploads/${name}.webp`));
  if (!master) return null;
  const sharp = await loadSharp();
  const image = sharp(master).resize({ width: Number(width), withoutEnlargement: true });
  const body = await (format === "webp"
    ? image.webp({ quality: 78 })
    : image.avif({ quality: 55, effort: 2 })
  ).toBuffer();
  await storage.put(uploadKey(siteId, path), body, contentType);
  return { contentType, body };
}
