/**
 * Rules of the postal-carrier delivery picker (Nova Post; spec sections 3, 4 and 5): how a
 * street and a branch are shown, and the demo provider's price rule.
 */

export type PostalDeliveryType = "courier" | "warehouse" | "postmachine";

/** The street type shown when the carrier gives none (spec section 5). */
export const DEFAULT_STREET_TYPE = "str.";

/**
 * A street as shown: its type before its name ("bd. Dacia"); "str." when the type is unknown.
 * A name that already starts with its type is left alone.
 */
export function streetDescription(name: string, streetType?: string | null): string {
  const clean = name.trim().replace(/\s+/g, " ");
  const type = streetType?.trim() || DEFAULT_STREET_TYPE;
  const bare = type.replace(/\.$/, "").toLowerCase();
  const first = clean.split(" ")[0]?.replace(/\.$/, "").toLowerCase();
  return first === bare ? clean : `${type} ${clean}`;
}

/**
 * A branch's or locker's number as a number (spec section 5): "12" -> 12, 12 -> 12; anything
 * else ("12/3", "", null, "mobile") -> undefined, and the field is left out.
 */
export function divisionNumber(raw: unknown): number | undefined {
  if (typeof raw === "number") return Number.isSafeInteger(raw) && raw >= 0 ? raw : undefined;
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/** The demo carrier's tariff, in MDL. */
export const DEMO_POSTAL_TARIFF = {
  base: { warehouse: 35, postmachine: 30, courier: 55 } satisfies Record<PostalDeliveryType, number>,
  /** Added when the parcel leaves the sender's city. */
  intercity: 10,
  /** Weight included in the base price. */
  includedKg: 2,
  /** Per started kilogram above the included weight. */
  perKg: 8,
  /** The heaviest parcel a locker cell takes, and the heaviest parcel at all. */
  maxLockerKg: 20,
  maxKg: 30,
  /** Declared value above this is insured at `insuranceRate`. */
  insuredFrom: 500,
  insuranceRate: 0.005,
} as const;

export type PostalPriceInput = {
  deliveryType: PostalDeliveryType;
  weightKg: number;
  declaredValue: number;
  sameCity: boolean;
};

/** A price, or the reason none can be given (shown to the shopper as a warning). */
export type PostalPrice =
  | { ok: true; price: number; estimatedDays: number }
  | { ok: false; reason: "too_heavy" | "too_heavy_for_locker" };

export function demoPostalPrice(input: PostalPriceInput): PostalPrice {
  const t = DEMO_POSTAL_TARIFF;
  const weight = Math.max(0, input.weightKg);
  if (weight > t.maxKg) return { ok: false, reason: "too_heavy" };
  if (input.deliveryType === "postmachine" && weight > t.maxLockerKg) {
    return { ok: false, reason: "too_heavy_for_locker" };
  }
  const extraKg = Math.max(0, Math.ceil(weight - t.includedKg));
  const insurance = input.declaredValue > t.insuredFrom ? input.declaredValue * t.insuranceRate : 0;
  const price =
    t.base[input.deliveryType] + (input.sameCity ? 0 : t.intercity) + extraKg * t.perKg + insurance;
  return { ok: true, price: Math.round(price * 100) / 100, estimatedDays: input.sameCity ? 1 : 2 };
}

/** A parcel's weight when none of its products has one recorded (kilograms). */
export const DEFAULT_PARCEL_KG = 1;

/**
 * The weight Nova Post is quoted for: the lines' recorded weights (grams x count) in kilograms,
 * two decimals, at least 0.1 kg; DEFAULT_PARCEL_KG when no line has a weight. The checkout's price
 * and the order's use the same rule, so the shopper is charged what the picker showed.
 */
export function parcelWeightKg(lines: readonly { weightGr: number | null; count: number }[]): number {
  const grams = lines.reduce((sum, line) => sum + (line.weightGr ?? 0) * line.count, 0);
  return grams > 0 ? Math.max(0.1, Math.round(grams / 10) / 100) : DEFAULT_PARCEL_KG;
}

/** The fewest letters a town search is sent with (spec section 5). */
export const POSTAL_MIN_QUERY = 2;

const POSTAL_TYPES: readonly PostalDeliveryType[] = ["warehouse", "postmachine", "courier"];
const POSTAL_REF = /^[\w:.-]{1,64}$/;

/** A carrier's reference (town, branch, locker) as the storefront accepts it from a URL. */
export function isPostalRef(value: unknown): value is string {
  return typeof value === "string" && POSTAL_REF.test(value);
}

/**
 * The picker's choice is complete, and the parcel can be priced: a town, and a branch or locker
 * unless the courier brings it. The same rule for the picker with and without JavaScript.
 */
export function postalChoiceComplete(choice: {
  cityRef: string | null;
  type: PostalDeliveryType;
  divisionRef: string | null;
}): boolean {
  return Boolean(choice.cityRef) && (choice.type === "courier" || Boolean(choice.divisionRef));
}

/** The cart page's Nova Post steps without JavaScript: the query names of its GET form. */
export const POSTAL_STEP_PARAMS = {
  query: "np_q",
  city: "np_city",
  type: "np_type",
  division: "np_division",
} as const;

/** What the shopper asked of the Nova Post steps (a town search, the town, the way, the branch). */
export type PostalSteps = {
  /** The town search as typed (trimmed, at most 100 characters). */
  query: string;
  /** Whether the search is long enough to be sent. */
  search: boolean;
  cityRef: string | null;
  type: PostalDeliveryType;
  /** The branch or locker; never for the courier. */
  divisionRef: string | null;
};

/**
 * The Nova Post steps in a cart page's query, or null when the query has none of their
 * parameters (then the page asks the carrier nothing). Malformed refs are dropped, an unknown
 * way is a branch ("warehouse", the picker's first choice).
 */
export function readPostalSteps(query: URLSearchParams): PostalSteps | null {
  const names = Object.values(POSTAL_STEP_PARAMS);
  if (!names.some((name) => query.has(name))) return null;
  const text = (query.get(POSTAL_STEP_PARAMS.query) ?? "").trim().replace(/\s+/g, " ").slice(0, 100);
  const asked = query.get(POSTAL_STEP_PARAMS.type);
  const type = POSTAL_TYPES.find((t) => t === asked) ?? "warehouse";
  const city = query.get(POSTAL_STEP_PARAMS.city);
  const division = query.get(POSTAL_STEP_PARAMS.division);
  return {
    query: text,
    search: text.length >= POSTAL_MIN_QUERY,
    cityRef: isPostalRef(city) ? city : null,
    type,
    divisionRef: type !== "courier" && isPostalRef(division) ? division : null,
  };
}
