import type { AdvertFormFields } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { checkCadastralNumber } from "@sf/domain";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/**
 * The checks of an advert form that need the site's data: the place chain, the category, the
 * attributes typed by the category, the cover and order of the pictures. Each returns field
 * messages (DRF's shape) instead of throwing, so one answer names every problem.
 */
type Errors = Record<string, string[]>;
/** Adds a message to a field's list. */
export function addFieldError(errors: Errors, field: string, message: string): void {
  const list = errors[field] ?? [];
  list.push(message);
  errors[field] = list;
}
const add = addFieldError;

/** Region -> location -> sector: each of the site's, each the child of the one before. */
export async function checkPlaces(
  db: Db,
  site: Site,
  places: { region: number | null; location: number | null; sector: number | null },
  errors: Errors,
): Promise<void> {
  const ids = [places.region, places.location, places.sector].filter((id): id is number => id !== null);
  if (!ids.length) return;
  const rows = await db
    .select({
      id: schema.boardPlaces.id,
      parentId: schema.boardPlaces.parentId,
      level: schema.boardPlaces.level,
    })
    .from(schema.boardPlaces)
    .where(and(eq(schema.boardPlaces.siteId, site.id), inArray(schema.boardPlaces.id, ids)));
  const find = (id: number | null) => (id === null ? null : (rows.find((r) => r.id === id) ?? null));
  const region = find(places.region);
  const location = find(places.location);
  const sector = find(places.sector);
  if (places.region !== null && region?.level !== "region")
    add(errors, "region", "Choose one of the regions offered.");
  if (places.location !== null) {
    if (places.region === null) add(errors, "location", "Choose the region first.");
    else if (location?.level !== "location" || location.parentId !== places.region)
      add(errors, "location", "Choose one of the region's localities.");
  }
  if (places.sector !== null) {
    if (places.location === null) add(errors, "sector", "Choose the locality first.");
    else if (sector?.level !== "sector" || sector.parentId !== places.location)
      add(errors, "sector", "Choose one of the locality's sectors.");
  }
}

export async function checkCategory(db: Db, site: Site, category: number, errors: Errors): Promise<void> {
  const [row] = await db
    .select({ id: schema.advertCategories.id })
    .from(schema.advertCategories)
    .where(and(eq(schema.advertCategories.siteId, site.id), eq(schema.advertCategories.id, category)));
  if (!row) add(errors, "category", "Choose one of the categories offered.");
}

export function normaliseCadastral(input: string | undefined, errors: Errors): string | null | undefined {
  if (input === undefined) return undefined;
  const check = checkCadastralNumber(input);
  if (!check.ok) {
    add(errors, "cadastral_number", check.message);
    return undefined;
  }
  return check.value;
}

/** One attribute's new values: option ids, or a number (yes/no as 1/0). */
export type AttributeValues = { attributeId: number; optionIds: number[]; number: number | null };

/**
 * The `attributes` JSON read against the category's attributes (and those of every category):
 * a select takes one of its options, a multi some of them, a boolean true or false, a number a
 * number from 0 to a billion.
 */
export async function checkAttributes(
  db: Db,
  site: Site,
  category: number | null,
  json: string | undefined,
  errors: Errors,
): Promise<{ values: AttributeValues[]; allowed: Set<number> }> {
  const attributes = await db
    .select()
    .from(schema.advertAttributes)
    .where(
      and(
        eq(schema.advertAttributes.siteId, site.id),
        category === null
          ? isNull(schema.advertAttributes.categoryId)
          : or(isNull(schema.advertAttributes.categoryId), eq(schema.advertAttributes.categoryId, category)),
      ),
    );
  const allowed = new Set(attributes.map((a) => a.id));
  if (json === undefined) return { values: [], allowed };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    add(errors, "attributes", "The attributes are a JSON object: attribute id -> value.");
    return { values: [], allowed };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    add(errors, "attributes", "The attributes are a JSON object: attribute id -> value.");
    return { values: [], allowed };
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > 50) {
    add(errors, "attributes", "At most 50 attributes.");
    return { values: [], allowed };
  }
  const options = attributes.length
    ? await db
        .select({
          id: schema.advertAttributeOptions.id,
          attributeId: schema.advertAttributeOptions.attributeId,
        })
        .from(schema.advertAttributeOptions)
        .where(inArray(schema.advertAttributeOptions.attributeId, [...allowed]))
    : [];
  const values: AttributeValues[] = [];
  for (const [key, value] of entries) {
    const attribute = /^\d{1,10}$/.test(key) ? attributes.find((a) => a.id === Number(key)) : undefined;
    if (!attribute) {
      add(errors, "attributes", `Attribute ${key.slice(0, 20)} is not one of this category's.`);
      continue;
    }
    const name = attribute.key;
    const ownOptions = new Set(options.filter((o) => o.attributeId === attribute.id).map((o) => o.id));
    if (attribute.kind === "select" || attribute.kind === "multi") {
      const list = Array.isArray(value) ? value : [value];
      if (attribute.kind === "select" && list.length !== 1) {
        add(errors, "attributes", `${name}: choose one option.`);
        continue;
      }
      if (
        !list.length ||
        list.length > 50 ||
        !list.every((v) => typeof v === "number" && ownOptions.has(v))
      ) {
        add(errors, "attributes", `${name}: choose among its options.`);
        continue;
      }
      values.push({ attributeId: attribute.id, optionIds: [...new Set(list as number[])], number: null });
    } else if (attribute.kind === "boolean") {
      if (typeof value !== "boolean") add(errors, "attributes", `${name}: true or false.`);
      else values.push({ attributeId: attribute.id, optionIds: [], number: value ? 1 : 0 });
    } else if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1_000_000_000) {
      add(errors, "attributes", `${name}: a number from 0 to 1 000 000 000.`);
    } else values.push({ attributeId: attribute.id, optionIds: [], number: Math.round(value * 100) / 100 });
  }
  return { values, allowed };
}

/** The cover: a picture sent now (its index) or a stored one (its id). */
export type Cover = { source: "new_images" | "old_images"; id: number } | null;

export function readCover(json: string | undefined, errors: Errors): Cover | undefined {
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = null;
  }
  const cover = parsed as { source?: unknown; id?: unknown; index?: unknown } | null;
  const id = cover?.id ?? cover?.index;
  if (
    !cover ||
    (cover.source !== "new_images" && cover.source !== "old_images") ||
    typeof id !== "number" ||
    !Number.isInteger(id) ||
    id < 0 ||
    id > 2_147_483_647
  ) {
    add(errors, "image_preview", 'The cover is {"source": "new_images" or "old_images", "id": n}.');
    return undefined;
  }
  return { source: cover.source, id };
}

/** A picture in the order: a stored one by id, or one sent now by its index. */
export type PictureRef = { source: "old_images" | "new_images"; id: number };

export function readOrder(values: string[] | undefined, errors: Errors): PictureRef[] {
  if (!values) return [];
  const refs: PictureRef[] = [];
  for (const token of values
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean)) {
    const match = /^(old_images|new_images):(\d{1,10})$/.exec(token);
    if (!match) {
      add(errors, "images_order", "Name each picture as old_images:<id> or new_images:<index>.");
      return [];
    }
    refs.push({ source: match[1] as PictureRef["source"], id: Number(match[2]) });
  }
  return refs;
}

/** Fields of the form that are set (the domain's missing-field rule reads them merged with the stored advert). */
export type MergedAdvert = {
  category: number | null;
  title_ro: string;
  title_ru: string;
  price: number | null;
  area: number | null;
  region: number | null;
  location: number | null;
  sector: number | null;
};

export const formHas = (fields: AdvertFormFields, key: keyof AdvertFormFields) => fields[key] !== undefined;
