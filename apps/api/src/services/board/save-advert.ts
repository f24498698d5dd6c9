import { randomBytes } from "node:crypto";
import { ADVERT_IMAGES_MAX, type AdvertFormFields, type OwnAdvert } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import {
  advertContentChanges,
  advertMissingFields,
  boardLifecycleSettings,
  convertPrice,
  ownerSave,
  reviewAfterOwnerSave,
  slugify,
  squareMetres,
} from "@sf/domain";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { AppError, FieldErrors } from "../../lib/app-error.ts";
import { loadSharp } from "../../lib/rarely-used.ts";
import type { Site } from "../../lib/site.ts";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import { storeUploadedImage } from "../media/uploaded-images.ts";
import { readAdvertContent } from "./advert-content.ts";
import {
  addFieldError,
  checkAttributes,
  checkCategory,
  checkPlaces,
  normaliseCadastral,
  type PictureRef,
  readCover,
  readOrder,
} from "./advert-form-checks.ts";
import { siteRates } from "./list-adverts.ts";
import { findOwnAdvert, ownAdvertViews } from "./own-adverts.ts";

const { adverts: a, advertImages, advertAttributeValues, userPhones } = schema;
/** The form as read from the request: its text fields checked by the contract, the pictures in order. */
export type AdvertForm = { fields: AdvertFormFields; images: Buffer[] };

const PICTURE_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif"]);

/**
 * Creates (`slug` null) or edits an owner's advert from its form (decision 0059). Everything is
 * checked first (fields, places, category, attributes, pictures decoded, the lifecycle rule, a
 * verified phone to publish), then the pictures are stored and the advert written in one
 * transaction: a refused form changes nothing. An edit of what buyers read puts a reviewed advert
 * back in the moderators' queue (decision 0064).
 */
export async function saveAdvert(
  db: Db,
  storage: FileStorage,
  site: Site,
  userId: number,
  slug: string | null,
  form: AdvertForm,
  now = new Date(),
): Promise<{ advert: OwnAdvert; created: boolean }> {
  const f = form.fields;
  const current = slug ? await findOwnAdvert(db, site, userId, slug) : null;
  const errors: Record<string, string[]> = {};

  // The advert as it will be: the form's fields over the stored ones.
  const category = f.category ?? current?.categoryId ?? null;
  const title = { ...(current?.title ?? {}), ...pick({ ro: f.title_ro, ru: f.title_ru }) };
  const description = {
    ...(current?.description ?? {}),
    ...pick({ ro: f.description_ro, ru: f.description_ru }),
  };
  const price = f.price ?? current?.price ?? null;
  const currency = f.default_currency ?? current?.currency ?? "EUR";
  const area = f.area ?? current?.area ?? null;
  const areaUnit = f.default_area_unit ?? current?.areaUnit ?? "ari";
  // A place sent re-anchors the ones below it: a new region without a location clears the old location.
  const region = f.region ?? current?.regionId ?? null;
  const location = f.location ?? (f.region !== undefined ? null : (current?.locationId ?? null));
  const sector =
    f.sector ?? (f.region !== undefined || f.location !== undefined ? null : (current?.sectorId ?? null));
  const cadastral = normaliseCadastral(f.cadastral_number, errors);

  if (f.category !== undefined) await checkCategory(db, site, f.category, errors);
  if (f.region !== undefined || f.location !== undefined || f.sector !== undefined)
    await checkPlaces(db, site, { region, location, sector }, errors);
  const attributes = await checkAttributes(db, site, category, f.attributes, errors);
  const contacts = f.contacts ? await checkContacts(db, site, userId, f.contacts, errors) : undefined;
  const cover = readCover(f.image_preview, errors);
  const order = readOrder(f.images_order, errors);

  // Pictures: the stored ones less those deleted, plus the new ones, at most 20.
  const stored = current
    ? await db.select().from(advertImages).where(eq(advertImages.advertId, current.id))
    : [];
  const toDelete = f.images_to_delete ?? [];
  const unknownDeleted = toDelete.filter((id) => !stored.some((p) => p.id === id));
  if (unknownDeleted.length) addFieldError(errors, "images_to_delete", "Name only this advert's pictures.");
  const kept = stored.filter((p) => !toDelete.includes(p.id));
  if (kept.length + form.images.length > ADVERT_IMAGES_MAX)
    addFieldError(errors, "images", `An advert can have at most ${ADVERT_IMAGES_MAX} pictures.`);
  const refOk = (ref: PictureRef) =>
    ref.source === "new_images" ? ref.id < form.images.length : kept.some((p) => p.id === ref.id);
  if (cover && !refOk(cover))
    addFieldError(errors, "image_preview", "The cover is not one of the advert's pictures.");
  if (order.some((ref) => !refOk(ref)))
    addFieldError(errors, "images_order", "Name only this advert's pictures.");
  for (const [index, bytes] of form.images.entries()) {
    if (!(await isPicture(bytes)))
      addFieldError(
        errors,
        "images",
        `Picture ${index + 1} is not a picture we can read: send a JPEG, PNG, WebP, AVIF or GIF.`,
      );
  }

  // The lifecycle: draft, published, paused, renewed; a hidden advert stays the moderators'.
  const settings = boardLifecycleSettings(site.stored);
  const next = ownerSave(current, { isDraft: f.is_draft, isActive: f.is_active }, now, settings);
  if (!next.ok) throw new AppError("conflict", next.message, { code: next.code });
  const published = next.status !== "draft";
  Object.assign(
    errors,
    mergeMessages(
      errors,
      advertMissingFields(
        {
          category,
          title_ro: title.ro ?? "",
          title_ru: title.ru ?? "",
          price,
          area,
          region,
          location,
          images: kept.length + form.images.length,
        },
        published,
      ),
    ),
  );
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  if (next.publishing && !(await hasVerifiedPhone(db, site, userId)))
    throw new AppError(
      "permission_denied",
      "Verify a phone number before publishing an advert: buyers reach you by it. The advert can be saved as a draft meanwhile.",
      { code: "phone_not_verified" },
    );

  // Stored pictures first (content-addressed files: a failed write below leaves them unused, and the
  // upload sweep removes them after its grace period: decision 0063).
  const newPaths: string[] = [];
  for (const bytes of form.images) {
    newPaths.push((await storeUploadedImage({ db, storage }, site.id, bytes)).path);
  }
  const rates = await siteRates(db, site);
  const priceEur =
    price === null
      ? null
      : currency === "EUR" || !rates
        ? price
        : convertPrice(price, currency, "EUR", rates);
  const values = {
    type: f.type ?? current?.type ?? "sale",
    categoryId: category as number,
    title,
    description,
    price,
    currency,
    priceEur,
    area,
    areaUnit,
    areaM2: area === null ? null : squareMetres(area, areaUnit),
    lat: f.lat ?? current?.lat ?? null,
    lon: f.lon ?? current?.lon ?? null,
    regionId: region,
    locationId: location,
    sectorId: sector,
    address: f.address ?? current?.address ?? null,
    cadastralNumber: cadastral ?? current?.cadastralNumber ?? null,
    ...(contacts === undefined ? {} : { contactPhoneIds: contacts }),
    isNegotiablePrice: f.is_negotiable_price ?? current?.isNegotiablePrice ?? false,
    status: next.status,
    publishedAt: next.publishedAt,
    renewedAt: next.renewedAt,
    expiresAt: next.expiresAt,
    remindedAt: next.remindedAt,
    updatedAt: now,
  };

  const before = current ? await readAdvertContent(db, current) : null;
  const id = await db.transaction(async (tx) => {
    let advertId: number;
    if (current) {
      await tx.update(a).set(values).where(eq(a.id, current.id));
      advertId = current.id;
    } else {
      const [row] = await tx
        .insert(a)
        .values({ ...values, siteId: site.id, userId, slug: newSlug(title), createdAt: now })
        .returning({ id: a.id });
      advertId = (row as { id: number }).id;
    }
    if (toDelete.length)
      await tx
        .delete(advertImages)
        .where(and(eq(advertImages.advertId, advertId), inArray(advertImages.id, toDelete)));
    const inserted = newPaths.length
      ? await tx
          .insert(advertImages)
          .values(newPaths.map((path, i) => ({ advertId, path, position: 1000 + i })))
          .returning({ id: advertImages.id })
      : [];
    // The order: the cover first, then the order asked, then the rest as they were.
    const resolve = (ref: PictureRef) =>
      ref.source === "new_images" ? (inserted[ref.id]?.id ?? null) : ref.id;
    const existing = [...kept].sort((x, y) => x.position - y.position || x.id - y.id).map((p) => p.id);
    const sequence = [
      ...(cover ? [resolve(cover)] : []),
      ...order.map(resolve),
      ...existing,
      ...inserted.map((p) => p.id),
    ].filter((v): v is number => v !== null);
    const ordered = [...new Set(sequence)];
    for (const [position, imageId] of ordered.entries())
      await tx.update(advertImages).set({ position }).where(eq(advertImages.id, imageId));

    // Attribute values: those named are replaced; those deleted or not of the category removed.
    const replaced = [...(f.attributes_to_delete ?? []), ...attributes.values.map((v) => v.attributeId)];
    if (replaced.length)
      await tx
        .delete(advertAttributeValues)
        .where(
          and(
            eq(advertAttributeValues.advertId, advertId),
            inArray(advertAttributeValues.attributeId, replaced),
          ),
        );
    if (current && f.category !== undefined && f.category !== current.categoryId) {
      const left = await tx
        .select({ id: advertAttributeValues.id, attributeId: advertAttributeValues.attributeId })
        .from(advertAttributeValues)
        .where(eq(advertAttributeValues.advertId, advertId));
      const foreign = left.filter((v) => !attributes.allowed.has(v.attributeId)).map((v) => v.id);
      if (foreign.length)
        await tx.delete(advertAttributeValues).where(inArray(advertAttributeValues.id, foreign));
    }
    type ValueRow = typeof advertAttributeValues.$inferInsert;
    const rows = attributes.values.flatMap((v): ValueRow[] =>
      v.optionIds.length
        ? v.optionIds.map((optionId) => ({ advertId, attributeId: v.attributeId, optionId }))
        : [{ advertId, attributeId: v.attributeId, numberValue: v.number }],
    );
    if (rows.length) await tx.insert(advertAttributeValues).values(rows);

    // Its content changed: a moderator's approval was of what it said before.
    if (current && before) {
      const [saved] = await tx.select().from(a).where(eq(a.id, advertId));
      const changes = advertContentChanges(before, await readAdvertContent(tx, saved as typeof current));
      if (changes.length)
        await tx
          .update(a)
          .set(
            reviewAfterOwnerSave({ reviewedAt: current.reviewedAt, reviewedBy: current.reviewedBy }, changes),
          )
          .where(eq(a.id, advertId));
    }
    return advertId;
  });
  const [row] = await db.select().from(a).where(eq(a.id, id));
  const [advert] = await ownAdvertViews(db, [row as typeof a.$inferSelect]);
  return { advert: advert as OwnAdvert, created: !current };
}

/** Whether one of the user's phones on this site was verified by a code. */
export async function hasVerifiedPhone(db: Db, site: Site, userId: number): Promise<boolean> {
  const [phone] = await db
    .select({ id: userPhones.id })
    .from(userPhones)
    .where(
      and(eq(userPhones.siteId, site.id), eq(userPhones.userId, userId), isNotNull(userPhones.verifiedAt)),
    )
    .limit(1);
  return Boolean(phone);
}

/** The phones an advert shows: only the owner's verified ones on this site. */
async function checkContacts(
  db: Db,
  site: Site,
  userId: number,
  ids: number[],
  errors: Record<string, string[]>,
): Promise<number[] | undefined> {
  const unique = [...new Set(ids)];
  if (!unique.length) return undefined;
  const own = await db
    .select({ id: userPhones.id })
    .from(userPhones)
    .where(
      and(
        eq(userPhones.siteId, site.id),
        eq(userPhones.userId, userId),
        isNotNull(userPhones.verifiedAt),
        inArray(userPhones.id, unique),
      ),
    );
  if (own.length !== unique.length) {
    addFieldError(errors, "contacts", "Choose among your confirmed phone numbers.");
    return undefined;
  }
  return unique;
}

/** Decodes a picture's header (the kind from its bytes, never its name). */
async function isPicture(bytes: Buffer): Promise<boolean> {
  try {
    const sharp = await loadSharp();
    const { format } = await sharp(bytes).metadata();
    return Boolean(format && PICTURE_FORMATS.has(format));
  } catch {
    return false;
  }
}

function newSlug(title: Partial<Record<string, string>>): string {
  const base = slugify(title.ro || title.ru || "anunt", 80) || "anunt";
  return `${base}-${randomBytes(3).toString("hex")}`;
}

function pick(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

function mergeMessages(
  into: Record<string, string[]>,
  more: Record<string, string[]>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(more)) out[key] = [...(into[key] ?? []), ...messages];
  return out;
}
