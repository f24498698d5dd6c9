import { normalizePromoCode } from "./checkout.ts";

/**
 * The back-office's rules for what an owner edits in promotions, delivery and settings (decision
 * 0049): each function answers the problems as `{ field: [message] }`, empty when the input is
 * valid, so the API refuses bad input with a 400 before it writes anything.
 */
export type FieldProblems = Record<string, string[]>;

const add = (problems: FieldProblems, field: string, message: string) => {
  problems[field] = [...(problems[field] ?? []), message];
};

export type PromoCodeDraft = {
  code: string;
  type: "general" | "product";
  valueType: "percent" | "value";
  value: number;
  productIds: readonly number[];
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  /** How many times it was used already (0 for a new code). */
  usedCount?: number;
};

/**
 * A promo code as the checkout applies it (cart.ts `applyPromo`, checkout.ts `promoProblem`):
 * a code the shopper can type (2-40 letters, digits, `-` or `_`), a percent of 1 to 100 or a
 * positive sum, products listed for a product code, an end after the start, a use limit of at
 * least one and not below the uses already made.
 */
export function promoCodeProblems(draft: PromoCodeDraft): FieldProblems {
  const problems: FieldProblems = {};
  if (!normalizePromoCode(draft.code))
    add(problems, "code", "A code has 2 to 40 letters, digits, dashes or underscores.");
  if (!Number.isFinite(draft.value)) add(problems, "value", "The value must be a number.");
  else if (draft.valueType === "percent" && (draft.value < 1 || draft.value > 100))
    add(problems, "value", "A percent must be from 1 to 100.");
  else if (draft.valueType === "value" && !(draft.value > 0))
    add(problems, "value", "The sum must be more than 0.");
  if (draft.type === "product" && draft.productIds.length === 0)
    add(problems, "product_ids", "A product code needs at least one product.");
  if (draft.startsAt && draft.endsAt && draft.endsAt.getTime() <= draft.startsAt.getTime())
    add(problems, "ends_at", "The code must end after it starts.");
  if (draft.maxUses !== null) {
    if (!Number.isInteger(draft.maxUses) || draft.maxUses < 1)
      add(problems, "max_uses", "The limit must be a whole number of at least 1.");
    else if (draft.maxUses < (draft.usedCount ?? 0))
      add(problems, "max_uses", "The limit cannot be lower than the uses already made.");
  }
  return problems;
}

/** Whether a code is taken among the shop's other codes (codes are compared in upper case). */
export function promoCodeTaken(code: string, others: readonly string[]): boolean {
  const wanted = code.trim().toUpperCase();
  return others.some((other) => other.trim().toUpperCase() === wanted);
}

const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/;

export type StoreDraft = {
  title: Record<string, string>;
  address: Record<string, string>;
  hours: readonly (string | null)[];
  lat: number | null;
  lng: number | null;
};

/**
 * A store (a pharmacy, a showroom): a name in the shop's main language, seven days of hours
 * (Sunday first, "08:00-20:00" or closed), and a position given as both coordinates or neither,
 * latitude -90..90 and longitude -180..180.
 */
export function storeProblems(draft: StoreDraft, mainLanguage: string): FieldProblems {
  const problems: FieldProblems = {};
  if (!draft.title[mainLanguage]?.trim())
    add(problems, "title", "The store needs a name in the main language.");
  if (draft.hours.length !== 7) add(problems, "hours", "Give the hours of all seven days.");
  draft.hours.forEach((range, day) => {
    if (range !== null && !(HOURS.test(range) && range.slice(6) !== range.slice(0, 5)))
      add(problems, "hours", `Day ${day}: hours are written like 08:00-20:00.`);
  });
  if ((draft.lat === null) !== (draft.lng === null))
    add(problems, "lat", "Give both coordinates or neither.");
  if (draft.lat !== null && !(draft.lat >= -90 && draft.lat <= 90))
    add(problems, "lat", "The latitude must be from -90 to 90.");
  if (draft.lng !== null && !(draft.lng >= -180 && draft.lng <= 180))
    add(problems, "lng", "The longitude must be from -180 to 180.");
  return problems;
}

/** The shop's languages: at least one, none twice, and the main language among them. */
export function siteLanguagesProblems(languages: readonly string[], mainLanguage: string): FieldProblems {
  const problems: FieldProblems = {};
  if (languages.length === 0) add(problems, "languages", "Choose at least one language.");
  if (new Set(languages).size !== languages.length) add(problems, "languages", "A language is listed twice.");
  if (!languages.includes(mainLanguage))
    add(problems, "main_language", "The main language must be one of the shop's languages.");
  return problems;
}

/**
 * Delivery prices: one rate per type (standard, express); a free-delivery threshold, when set,
 * above zero.
 */
export function deliveryPricesProblems(
  rates: readonly { type: string; free_delivery: number | null }[],
  freeDeliveryRegion: number | null,
): FieldProblems {
  const problems: FieldProblems = {};
  if (new Set(rates.map((r) => r.type)).size !== rates.length)
    add(problems, "delivery_price", "Each delivery type has one price.");
  if (rates.some((r) => r.free_delivery !== null && !(r.free_delivery > 0)))
    add(problems, "delivery_price", "A free-delivery threshold must be more than 0.");
  if (freeDeliveryRegion !== null && !(freeDeliveryRegion > 0))
    add(problems, "free_delivery_region", "A free-delivery threshold must be more than 0.");
  return problems;
}
