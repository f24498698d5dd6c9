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
