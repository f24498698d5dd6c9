/**
 * The integration ("external") API of the original platform, for ERPs and 1C: its payloads'
 * rules, checked item by item with Django REST Framework's messages (field -> list of messages),
 * so a connector written for the original reads our answers unchanged (decision 0050).
 * Only shape and type rules live here; whether a named category or brand exists is the
 * service's question (it adds those messages with `addFieldError`).
 */

export const EXTERNAL_LANGS = ["ro", "ru", "en", "uk"] as const;
export type ExternalLang = (typeof EXTERNAL_LANGS)[number];
export type LocalizedText = Partial<Record<ExternalLang, string>>;

/** Items one bulk call may carry (each call is one transaction). */
export const MAX_BULK_ITEMS = 1000;
/** Items per page of a list. */
export const EXTERNAL_PAGE_SIZE = 100;

/** DRF's messages, word for word. */
export const DRF = {
  required: "This field is required.",
  null: "This field may not be null.",
  blank: "This field may not be blank.",
  string: "Not a valid string.",
  number: "A valid number is required.",
  integer: "A valid integer is required.",
  boolean: "Must be a valid boolean.",
  dict: (got: string) => `Invalid data. Expected a dictionary, but got ${got}.`,
  list: (got: string) => `Expected a list of items but got type "${got}".`,
  pkType: (got: string) => `Incorrect type. Expected pk value, received ${got}.`,
  pkMissing: (pk: unknown) => `Invalid pk "${String(pk)}" - object does not exist.`,
  maxLength: (n: number) => `Ensure this field has no more than ${n} characters.`,
  minValue: (n: number) => `Ensure this value is greater than or equal to ${n}.`,
  maxValue: (n: number) => `Ensure this value is less than or equal to ${n}.`,
  decimalPlaces: (n: number) => `Ensure that there are no more than ${n} decimal places.`,
  maxDigits: (n: number) => `Ensure that there are no more than ${n} digits in total.`,
  notFound: "Не найдено.",
} as const;

/** `{field: [messages]}`; nested lists (a product's specifications) hold one object per entry. */
export type FieldErrors = Record<string, unknown>;

/** Adds `more`'s fields to `errors` where `errors` has nothing for them yet. */
export function mergeFieldErrors(errors: FieldErrors, more: FieldErrors): FieldErrors {
  for (const [field, messages] of Object.entries(more)) if (!(field in errors)) errors[field] = messages;
  return errors;
}

export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const list = errors[field];
  if (Array.isArray(list)) list.push(message);
  else errors[field] = [message];
}

/** Python's name of a JSON value's type, as DRF's messages print it. */
function pyType(value: unknown): string {
  if (value === null) return "NoneType";
  if (Array.isArray(value)) return "list";
  if (typeof value === "string") return "str";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  return "dict";
}

const MAX_ID = 2_147_483_647;
const NAME_MAX = 255;
const TEXT_MAX = 100_000;

/** Reads one item's fields, collecting DRF messages; each reader returns undefined when absent. */
class ItemReader {
  readonly errors: FieldErrors = {};
  constructor(readonly raw: Record<string, unknown>) {}

  private fail(field: string, message: string): undefined {
    addFieldError(this.errors, field, message);
    return undefined;
  }

  /** undefined: absent; null: sent as null (allowed only when `nullable`). */
  private present(field: string, required: boolean, nullable: boolean): boolean | null {
    const value = this.raw[field];
    if (value === undefined) {
      if (required) this.fail(field, DRF.required);
      return false;
    }
    if (value === null) {
      if (!nullable) this.fail(field, DRF.null);
      return null;
    }
    return true;
  }

  text(field: string, o: { required?: boolean; nullable?: boolean; blank?: boolean; max?: number } = {}) {
    const state = this.present(field, o.required ?? false, o.nullable ?? true);
    if (state !== true) return state === null ? null : undefined;
    const value = this.raw[field];
    const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : null;
    if (text === null) return this.fail(field, DRF.string);
    const trimmed = text.trim();
    if (!trimmed && !(o.blank ?? true)) return this.fail(field, DRF.blank);
    const max = o.max ?? NAME_MAX;
    if (trimmed.length > max) return this.fail(field, DRF.maxLength(max));
    return trimmed;
  }

  integer(field: string, o: { required?: boolean; nullable?: boolean; min?: number; max?: number } = {}) {
    const state = this.present(field, o.required ?? false, o.nullable ?? false);
    if (state !== true) return state === null ? null : undefined;
    const value = this.raw[field];
    const n =
      typeof value === "number"
        ? value
        : typeof value === "string" && /^\s*-?\d{1,12}(\.0*)?\s*$/.test(value)
          ? Number(value)
          : Number.NaN;
    if (typeof value === "boolean" || !Number.isInteger(n)) return this.fail(field, DRF.integer);
    const min = o.min ?? -MAX_ID;
    const max = o.max ?? MAX_ID;
    if (n < min) return this.fail(field, DRF.minValue(min));
    if (n > max) return this.fail(field, DRF.maxValue(max));
    return n;
  }

  /** A decimal with at most 10 digits, 2 of them after the point (DRF's DecimalField(10, 2)). */
  decimal(field: string, o: { required?: boolean; nullable?: boolean } = {}) {
    const state = this.present(field, o.required ?? false, o.nullable ?? false);
    if (state !== true) return state === null ? null : undefined;
    const value = this.raw[field];
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
    const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
    if (!match || !Number.isFinite(Number(text))) {
      return /^-\d/.test(text) && Number.isFinite(Number(text))
        ? this.fail(field, DRF.minValue(0))
        : this.fail(field, DRF.number);
    }
    const whole = (match[1] as string).replace(/^0+(?=\d)/, "");
    const fraction = (match[2] ?? "").replace(/0+$/, "");
    if (fraction.length > 2) return this.fail(field, DRF.decimalPlaces(2));
    if (whole.length + 2 > 10) return this.fail(field, DRF.maxDigits(10));
    return Number(text);
  }

  /** DRF's BooleanField: true, "True", "true", 1, "1"... (some ERPs send the string "True"). */
  boolean(field: string) {
    if (this.present(field, false, false) !== true) return undefined;
    const value = this.raw[field];
    if (value === true || value === 1 || (typeof value === "string" && TRUE_TEXTS.has(value))) return true;
    if (value === false || value === 0 || (typeof value === "string" && FALSE_TEXTS.has(value))) return false;
    return this.fail(field, DRF.boolean);
  }

  /** A primary key: a positive integer (or its digits). */
  pk(field: string, value: unknown): number | undefined {
    if (typeof value === "number" && Number.isInteger(value) && value > 0 && value <= MAX_ID) return value;
    if (typeof value === "string" && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_ID)
      return Number(value);
    if (typeof value === "number" || typeof value === "string") return this.fail(field, DRF.pkMissing(value));
    return this.fail(field, DRF.pkType(pyType(value)));
  }

  /** A primary key the item must name. */
  requiredPk(field: string): number | undefined {
    if (this.present(field, true, false) !== true) return undefined;
    return this.pk(field, this.raw[field]);
  }

  optionalPk(field: string, o: { nullable?: boolean } = {}) {
    const state = this.present(field, false, o.nullable ?? true);
    if (state !== true) return state === null ? null : undefined;
    return this.pk(field, this.raw[field]);
  }

  localized(prefix: string, o: { max?: number; requiredRo?: boolean } = {}): LocalizedText {
    const out: LocalizedText = {};
    for (const lang of EXTERNAL_LANGS) {
      const required = lang === "ro" && (o.requiredRo ?? false);
      const value = this.text(`${prefix}_${lang}`, {
        required,
        nullable: !required,
        blank: !required,
        max: o.max ?? NAME_MAX,
      });
      if (value) out[lang] = value;
    }
    return out;
  }

  list(field: string, o: { required?: boolean; max?: number }): unknown[] | undefined {
    const state = this.present(field, o.required ?? false, false);
    if (state !== true) return undefined;
    const value = this.raw[field];
    if (!Array.isArray(value)) return this.fail(field, DRF.list(pyType(value)));
    if (o.max !== undefined && value.length > o.max)
      return this.fail(field, `Ensure this field has no more than ${o.max} elements.`);
    return value;
  }

  done<T>(value: T): Validated<T> {
    return Object.keys(this.errors).length
      ? { ok: false, errors: this.errors, partial: value }
      : { ok: true, value };
  }
}

const TRUE_TEXTS = new Set(["true", "True", "TRUE", "1", "yes", "on", "y", "t"]);
const FALSE_TEXTS = new Set(["false", "False", "FALSE", "0", "no", "off", "n", "f"]);

/**
 * An item's value, or its errors with what could be read of it (`partial`, absent when it was not
 * an object): DRF reports every field's problems at once, those of the references an item names
 * included, so the service checks those on `partial` too.
 */
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; partial?: T };

function reader(raw: unknown): ItemReader | FieldErrors {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw))
    return { non_field_errors: [DRF.dict(pyType(raw))] };
  return new ItemReader(raw as Record<string, unknown>);
}

/** A bulk body: one object or an array of them; refused (as a whole) when neither or too many. */
export function bulkItems(
  body: unknown,
): { ok: true; items: unknown[] } | { ok: false; errors: FieldErrors } {
  if (Array.isArray(body)) {
    if (body.length > MAX_BULK_ITEMS)
      return {
        ok: false,
        errors: { non_field_errors: [`Ensure this list has no more than ${MAX_BULK_ITEMS} elements.`] },
      };
    return { ok: true, items: body };
  }
  if (body !== null && typeof body === "object") return { ok: true, items: [body] };
  return { ok: false, errors: { non_field_errors: [DRF.dict(pyType(body))] } };
}

/**
 * A `bulk-create` body (or, with `only`, one item PUT/PATCHed at its URL, which takes that
 * URL's id): its items, each validated. Refused as a whole when it is not an object or a list.
 */
export function validateBulk<T extends { id?: number }>(
  body: unknown,
  validate: (raw: unknown) => Validated<T>,
  only?: { id: number },
): { ok: true; checked: Validated<T>[] } | { ok: false; errors: FieldErrors } {
  const parsed = only ? { ok: true as const, items: [body] } : bulkItems(body);
  if (!parsed.ok) return parsed;
  const checked = parsed.items.map((raw) => {
    const result = validate(raw);
    if (result.ok && only) result.value.id = only.id;
    return result;
  });
  return { ok: true, checked };
}

export type ExternalCategoryInput = {
  id?: number;
  position: number;
  name: LocalizedText;
  slug: LocalizedText;
  hide: boolean;
  description: LocalizedText;
  descriptionPosition: string | null;
  groupCategoryId: string | null;
  metaTitle: LocalizedText;
  metaDescription: LocalizedText;
  metaKeywords: LocalizedText;
  show18Popup: boolean;
  parentId: number | null;
  /** The fields the item carried: a bulk update changes those only. */
  sent: ReadonlySet<string>;
};

export function validateExternalCategory(raw: unknown): Validated<ExternalCategoryInput> {
  const r = reader(raw);
  if (!(r instanceof ItemReader)) return { ok: false, errors: r };
  const slug = r.localized("slug", { max: 80 });
  for (const [lang, value] of Object.entries(slug))
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))
      addFieldError(
        r.errors,
        `slug_${lang}`,
        'Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.',
      );
  return r.done({
    id: r.optionalPk("id", { nullable: true }) ?? undefined,
    position: r.integer("position", { min: 0, max: 1_000_000 }) ?? 0,
    name: r.localized("name", { requiredRo: true }),
    slug,
    hide: r.boolean("hide") ?? false,
    description: r.localized("description", { max: TEXT_MAX }),
    descriptionPosition: r.text("description_position", { max: 50 }) ?? null,
    groupCategoryId: r.text("group_category_id", { max: 100 }) || null,
    metaTitle: r.localized("meta_title"),
    metaDescription: r.localized("meta_description", { max: 1000 }),
    metaKeywords: r.localized("meta_keywords", { max: 1000 }),
    show18Popup: r.boolean("show_18_popup") ?? false,
    parentId: r.optionalPk("category_id") ?? null,
    sent: new Set(Object.keys(r.raw)),
  });
}

export type ExternalSpecificationInput = { id?: number; spKey: string | null; name: LocalizedText };

export function validateExternalSpecification(raw: unknown): Validated<ExternalSpecificationInput> {
  const r = reader(raw);
  if (!(r instanceof ItemReader)) return { ok: false, errors: r };
  const spKey = r.text("sp_key", { max: 100 }) || null;
  if (spKey && !/^[A-Za-z0-9_-]+$/.test(spKey))
    addFieldError(r.errors, "sp_key", "Use letters, digits, '-' and '_' only.");
  return r.done({
    id: r.optionalPk("id", { nullable: true }) ?? undefined,
    spKey,
    name: r.localized("name", { requiredRo: true }),
  });
}

export type ExternalSpecificationValueInput = { id?: number; specificationId: number; name: LocalizedText };

export function validateExternalSpecificationValue(raw: unknown): Validated<ExternalSpecificationValueInput> {
  const r = reader(raw);
  if (!(r instanceof ItemReader)) return { ok: false, errors: r };
  const id = r.optionalPk("id", { nullable: true }) ?? undefined;
  const specificationId = r.requiredPk("specification_id");
  const name = r.localized("name", { requiredRo: true });
  return r.done({ id, specificationId: specificationId ?? 0, name });
}

export type ExternalProductSpecification = { specificationId: number; specificationValueId: number };

export type ExternalProductInput = {
  id?: number;
  price: number;
  oldPrice: number | null;
  qty?: number;
  sortPriority?: number;
  bookmark?: boolean;
  brandId?: number | null;
  code?: string | null;
  groupProductId: string;
  name: LocalizedText;
  shortDescription: LocalizedText;
  description: LocalizedText;
  unit: LocalizedText;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
  seoKeywords: LocalizedText;
  specifications: ExternalProductSpecification[];
  categoryIds: number[];
  /** Fields kept as sent and answered back: dimensions, keywords, images, and the two lists. */
  echo: Record<string, unknown>;
  /** The fields the item carried: an update changes those only, as DRF's serializers do. */
  sent: ReadonlySet<string>;
};

/** Fields a product answer repeats as they were sent (no column of ours holds them). */
const PRODUCT_ECHO_FIELDS = ["weight", "height", "width", "length", "keywords", "images"] as const;

export function validateExternalProduct(raw: unknown): Validated<ExternalProductInput> {
  const r = reader(raw);
  if (!(r instanceof ItemReader)) return { ok: false, errors: r };
  const id = r.optionalPk("id", { nullable: true }) ?? undefined;
  const price = r.decimal("price", { required: true });
  const oldPrice = r.decimal("old_price", { nullable: true });
  const groupProductId = r.text("group_product_id", {
    required: true,
    nullable: false,
    blank: false,
    max: 100,
  });
  const specsRaw = r.list("specifications", { required: true, max: 500 });
  const categoriesRaw = r.list("category", { required: true, max: 100 });
  const specifications: ExternalProductSpecification[] = [];
  if (specsRaw) {
    const entryErrors = specsRaw.map((entry) => {
      const sub = reader(entry);
      if (!(sub instanceof ItemReader)) return sub;
      sub.optionalPk("id", { nullable: true });
      const pair = ["specification_id", "specification_value_id"].map((field) => sub.requiredPk(field));
      if (pair[0] !== undefined && pair[1] !== undefined)
        specifications.push({ specificationId: pair[0], specificationValueId: pair[1] });
      return sub.errors;
    });
    if (entryErrors.some((e) => Object.keys(e).length)) r.errors.specifications = entryErrors;
  }
  const categoryIds: number[] = [];
  for (const value of categoriesRaw ?? []) {
    const pk = r.pk("category", value);
    if (pk !== undefined && !categoryIds.includes(pk)) categoryIds.push(pk);
  }
  for (const field of ["weight", "height", "width", "length"]) r.decimal(field, { nullable: true });
  r.text("keywords", { max: TEXT_MAX });
  const images = r.list("images", { max: 100 });
  for (const [i, image] of (images ?? []).entries()) {
    const sub = reader(image);
    if (!(sub instanceof ItemReader)) {
      addFieldError(r.errors, "images", `Item ${i}: not an object.`);
      continue;
    }
    sub.integer("order", { min: 0, max: 10_000 });
    sub.text("original_name", { max: 500 });
    if (Object.keys(sub.errors).length) addFieldError(r.errors, "images", `Item ${i}: not a valid image.`);
  }
  const echo: Record<string, unknown> = {};
  for (const field of PRODUCT_ECHO_FIELDS) if (r.raw[field] !== undefined) echo[field] = r.raw[field];
  echo.specifications = specsRaw ?? [];
  echo.category = categoriesRaw ?? [];
  const value: ExternalProductInput = {
    id,
    price: price ?? 0,
    oldPrice: oldPrice ?? null,
    qty: r.integer("qty", { min: 0, max: 10_000_000 }) ?? undefined,
    sortPriority: r.integer("sort_priority", { min: -1_000_000, max: 1_000_000 }) ?? undefined,
    bookmark: r.boolean("bookmark"),
    brandId: r.optionalPk("brand_id"),
    code: r.text("code", { max: 100 }),
    groupProductId: groupProductId ?? "",
    name: r.localized("name", { requiredRo: true }),
    shortDescription: r.localized("short_description", { max: TEXT_MAX }),
    description: r.localized("description", { max: TEXT_MAX }),
    unit: r.localized("unit_measurement", { max: 50 }),
    seoTitle: r.localized("seo_title"),
    seoDescription: r.localized("seo_description", { max: 1000 }),
    seoKeywords: r.localized("seo_keywords", { max: 1000 }),
    specifications,
    categoryIds,
    echo,
    sent: new Set(Object.keys(r.raw)),
  };
  return r.done(value);
}

export type UpsertPlan =
  | { kind: "update"; id: number }
  | { kind: "create" }
  | { kind: "error"; errors: FieldErrors };

/**
 * How each item of a bulk call is saved: an item naming an `id` updates that object (refused
 * when this shop has none of that id); else one whose natural key (a product's code, a
 * category's `group_category_id`, a specification's `sp_key`) names an existing object updates
 * it; else it is created. Two items may not save the same object or claim the same new key.
 */
export function planUpserts(
  items: readonly { id?: number; key?: string | null }[],
  known: { ids: ReadonlySet<number>; keys: ReadonlyMap<string, number> },
  keyField: string,
): UpsertPlan[] {
  const touched = new Set<number>();
  const newKeys = new Set<string>();
  return items.map((item): UpsertPlan => {
    let id: number | undefined;
    if (item.id !== undefined) {
      if (!known.ids.has(item.id)) return { kind: "error", errors: { id: [DRF.pkMissing(item.id)] } };
      id = item.id;
    } else if (item.key) {
      id = known.keys.get(item.key);
    }
    if (id !== undefined) {
      if (touched.has(id))
        return { kind: "error", errors: { id: ["Another item of this request saves the same object."] } };
      touched.add(id);
      return { kind: "update", id };
    }
    if (item.key) {
      if (newKeys.has(item.key))
        return {
          kind: "error",
          errors: { [keyField]: ["Another item of this request has the same value."] },
        };
      newKeys.add(item.key);
    }
    return { kind: "create" };
  });
}

/** Prices go out as DRF's decimals: two-decimal strings ("899.00"). */
export function decimalString(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** Per-language fields of an answer (`name_ro` ... `name_uk`), null where there is no text. */
export function localizedFields(prefix: string, text: LocalizedText): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const lang of EXTERNAL_LANGS) out[`${prefix}_${lang}`] = text[lang] ?? null;
  return out;
}

/** A text per language for a language the shop shows: its own, else Romanian, else any. */
export function textFor(text: LocalizedText, lang: string): string {
  return text[lang as ExternalLang] ?? text.ro ?? Object.values(text).find(Boolean) ?? "";
}

/** Whether a presented key looks like one at all (cheap refusal before any lookup). */
export function plausibleApiKey(key: string | undefined): key is string {
  return typeof key === "string" && key.length >= 16 && key.length <= 200 && /^[\x21-\x7e]+$/.test(key);
}

/** 1-based page of a list; null for anything DRF would answer "Invalid page." */
export function externalPage(raw: string | undefined): number | null {
  if (raw === undefined || raw === "") return 1;
  if (!/^\d{1,7}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}
