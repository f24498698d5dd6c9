/**
 * The money rules of the cart (spec sections 4, 5 and 9): quantities, line and cart totals,
 * promo codes, loyalty points, delivery price and the final sum. Pure functions: the API
 * computes every price with them, the storefront only shows what the API answers.
 */

/** The largest quantity of one line. */
export const MAX_QUANTITY = 99_999;
/** Quantities keep three decimals (goods sold by weight or length). */
export const QUANTITY_DECIMALS = 3;

/** Rounds half away from zero to `decimals` places, without binary drift (1.005 -> 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * factor + Number.EPSILON * factor)) / factor || 0;
}

/** Money: two decimals. */
export const money = (value: number): number => roundTo(value, 2);

/** A line's step: the product's multiplicity when positive, else 1. */
export function stepOf(multiplicity: number | null | undefined): number {
  return typeof multiplicity === "number" && Number.isFinite(multiplicity) && multiplicity > 0
    ? roundTo(multiplicity, QUANTITY_DECIMALS) || 1
    : 1;
}

/**
 * A requested quantity made valid: three decimals, 0 or less (or not a number) means "remove"
 * (0), a positive quantity below the multiplicity is raised to it, and the cap is 99 999.
 */
export function normalizeQuantity(count: number, multiplicity?: number | null): number {
  if (!Number.isFinite(count)) return 0;
  const q = roundTo(count, QUANTITY_DECIMALS);
  if (q <= 0) return 0;
  const step = stepOf(multiplicity);
  return Math.min(Math.max(q, step), MAX_QUANTITY);
}

/** Adding to a line: the sum, normalized (adding to a capped line keeps the cap). */
export function addQuantity(current: number, added: number, multiplicity?: number | null): number {
  return normalizeQuantity(roundTo(current, QUANTITY_DECIMALS) + Math.max(0, added), multiplicity);
}

/** Reducing a line: 0 removes it; a rest below the multiplicity is raised to it. */
export function reduceQuantity(current: number, by: number, multiplicity?: number | null): number {
  return normalizeQuantity(roundTo(current, QUANTITY_DECIMALS) - Math.max(0, by), multiplicity);
}

/** What a line of the cart needs for its sums. */
export type CartLineInput = {
  productId: number;
  price: number;
  oldPrice?: number | null;
  count: number;
  loyaltyGive?: number;
  /** The shopper pays this line with points: it earns none. */
  loyaltyChecked?: boolean;
};

export type CartTotals = {
  /** The sum of the lines' quantities (three decimals). */
  totalCount: number;
  /** The sum of the line totals at today's prices. */
  totalPrice: number;
  /** What the old prices would have cost more. */
  totalDiscount: number;
  /** Points the order earns. */
  loyaltyGive: number;
};

/** A line's total: price x quantity, two decimals. */
export const lineTotal = (price: number, count: number): number => money(price * count);

/** The sums of a cart. */
export function cartTotals(lines: readonly CartLineInput[]): CartTotals {
  let totalCount = 0;
  let totalPrice = 0;
  let totalDiscount = 0;
  let loyaltyGive = 0;
  for (const line of lines) {
    totalCount += line.count;
    totalPrice += lineTotal(line.price, line.count);
    if (line.oldPrice != null && line.oldPrice > line.price) {
      totalDiscount += lineTotal(line.oldPrice - line.price, line.count);
    }
    if (!line.loyaltyChecked) loyaltyGive += (line.loyaltyGive ?? 0) * line.count;
  }
  return {
    totalCount: roundTo(totalCount, QUANTITY_DECIMALS),
    totalPrice: money(totalPrice),
    totalDiscount: money(totalDiscount),
    loyaltyGive: money(loyaltyGive),
  };
}

/**
 * The points one unit of a product earns: its own points when it has them, else the shop's
 * default percent of its price, in whole points as a product's own are (rounded down: never more
 * than the rate); none while the programme is off. The API prices
 * carts and orders with it and the storefront shows what it answers, so all three agree.
 */
export function pointsPerUnit(
  ownPoints: number | null | undefined,
  price: number,
  loyalty: { enabled: boolean; defaultPercent: number },
): number {
  if (!loyalty.enabled) return 0;
  if (ownPoints != null && ownPoints > 0) return ownPoints;
  if (!(loyalty.defaultPercent > 0) || !(price > 0)) return 0;
  // The epsilon keeps a float just under a whole number (0.07 x 300 = 20.999...) from losing a point.
  return Math.floor((price * loyalty.defaultPercent) / 100 + 1e-9);
}

/** A promo code as the shop defines it. */
export type PromoCode = {
  /** `general`: every line; `product`: only the listed products. */
  type: "general" | "product";
  valueType: "percent" | "value";
  value: number;
  productIds?: readonly number[];
};

export type PromoLine = {
  productId: number;
  /** Per unit; only percent codes give an amount. */
  discountAmount: number;
  discountPercentage: number;
  priceWithDiscount: number;
};

export type PromoResult = {
  lines: PromoLine[];
  /** The cart total with the per-line discounts. */
  generalPrice: number;
  /** A whole-cart discount (value codes), subtracted from the final sum. */
  discount: number;
};

/**
 * Applies a promo code (spec section 4): a percent code lowers each eligible line's unit price
 * by `price x percent` (two decimals); a value code leaves unit prices alone and gives a
 * discount on the whole cart, never more than the eligible lines' total.
 */
export function applyPromo(lines: readonly CartLineInput[], promo: PromoCode): PromoResult {
  const listed = new Set(promo.productIds ?? []);
  const eligible = (l: CartLineInput) => promo.type === "general" || listed.has(l.productId);
  const percent = promo.valueType === "percent" ? Math.min(Math.max(promo.value, 0), 100) : 0;
  let generalPrice = 0;
  let eligibleTotal = 0;
  const out: PromoLine[] = lines.map((line) => {
    const applies = eligible(line);
    const amount = applies && percent > 0 ? money((line.price * percent) / 100) : 0;
    const priceWithDiscount = money(line.price - amount);
    generalPrice += lineTotal(priceWithDiscount, line.count);
    if (applies) eligibleTotal += lineTotal(line.price, line.count);
    return {
      productId: line.productId,
      discountAmount: amount,
      discountPercentage: applies ? percent : 0,
      priceWithDiscount,
    };
  });
  const discount = promo.valueType === "value" ? money(Math.min(Math.max(promo.value, 0), eligibleTotal)) : 0;
  return { lines: out, generalPrice: money(generalPrice), discount };
}

/** The capital (Chișinău): region 3 with its 12 localities. */
export const CAPITAL_REGION_ID = 3;

export type DeliveryType = "standart" | "express";
export type DeliveryMethod = "address" | "pickup";

export type DeliveryRate = {
  type: DeliveryType;
  /** In the capital. */
  price: number;
  /** Outside the capital. */
  regional_price: number;
  /** The capital's free-delivery threshold. */
  free_delivery: number | null;
};

/** Outside the capital only standard delivery exists. */
export function effectiveDeliveryType(regionId: number | null, type: DeliveryType): DeliveryType {
  return regionId === CAPITAL_REGION_ID ? type : "standart";
}

export type DeliveryQuote = {
  price: number;
  /** The type actually priced (outside the capital always standart). */
  type: DeliveryType;
  /** The goods' total from which delivery is free; null when it is never free (or pickup). */
  threshold: number | null;
};

/**
 * The delivery price (spec section 9): 0 for pickup; in the capital the highest configured rate
 * of the chosen type, free at or above its `free_delivery` threshold; elsewhere the highest
 * regional standard rate, free at or above `free_delivery_region`. Also says which threshold
 * applied, so a shopper can be told how much is missing to free delivery.
 */
export function deliveryQuote(input: {
  method: DeliveryMethod;
  regionId: number | null;
  type: DeliveryType;
  /** The goods' total the threshold compares with. */
  total: number;
  rates: readonly DeliveryRate[];
  freeDeliveryRegion: number | null;
}): DeliveryQuote {
  const capital = input.regionId === CAPITAL_REGION_ID;
  const type = effectiveDeliveryType(input.regionId, input.type);
  if (input.method === "pickup") return { price: 0, type, threshold: null };
  const rates = input.rates.filter((r) => r.type === type);
  if (rates.length === 0) return { price: 0, type, threshold: null };
  let price = 0;
  let threshold: number | null = null;
  for (const rate of rates) {
    const p = capital ? rate.price : rate.regional_price;
    if (p >= price) {
      price = p;
      threshold = capital ? rate.free_delivery : input.freeDeliveryRegion;
    }
  }
  if (threshold != null && input.total >= threshold) return { price: 0, type, threshold };
  return { price: money(price), type, threshold };
}

/** The delivery price alone (see `deliveryQuote`). */
export function deliveryPrice(input: Parameters<typeof deliveryQuote>[0]): number {
  return deliveryQuote(input).price;
}

/**
 * final = total (or the promo's general price) + delivery - discount - the points spent, never
 * below zero.
 */
export function finalTotal(input: {
  total: number;
  generalPrice?: number | null;
  delivery: number;
  discount: number;
  points?: number;
}): number {
  return money(
    Math.max(0, (input.generalPrice ?? input.total) + input.delivery - input.discount - (input.points ?? 0)),
  );
}

/**
 * The points a customer spends (spec: lines ticked "pay with points", `is_loyalty_active`; one
 * point is one unit of the shop's currency, as in the programmes here): as many as cover those lines at the price they are bought at (after a promo code), never more
 * than the balance; whole hundredths. The lines then earn none (`cartTotals`).
 */
export function loyaltySpend(
  lines: readonly { unitPrice: number; count: number; loyaltyChecked?: boolean }[],
  balance: number,
): number {
  let covered = 0;
  for (const line of lines) if (line.loyaltyChecked) covered += lineTotal(line.unitPrice, line.count);
  const available = Number.isFinite(balance) ? Math.max(0, balance) : 0;
  return money(Math.min(money(covered), available));
}

// The phone rules have a module of their own (the forms' contact fields use them, and the
// product page, which uses this module's quantities, does not load them); kept exported here.
export {
  normalizePhone,
  PHONE_MAX_LENGTH,
  PHONE_PREFIX,
  type PhoneCountry,
  phoneCountryOf,
  phoneForApi,
} from "./phone.ts";

export type CartLineProblem = "inactive" | "out_of_stock" | "not_enough_stock";

/**
 * Whether a cart line can be ordered in its quantity: the product must be sold, and in stock
 * for the count unless it is on preorder or the shop sells below zero. `maxCount` is what can
 * be sold now (null: no limit).
 */
export function cartLineProblem(
  product: { active: boolean; stock: number; preorder: boolean },
  count: number,
  allowNegativeStock: boolean,
): { problem: CartLineProblem | null; maxCount: number | null } {
  if (!product.active) return { problem: "inactive", maxCount: 0 };
  if (allowNegativeStock || product.preorder) return { problem: null, maxCount: null };
  const stock = Number.isFinite(product.stock) ? Math.max(0, product.stock) : 0;
  if (stock <= 0) return { problem: "out_of_stock", maxCount: 0 };
  if (count > stock) return { problem: "not_enough_stock", maxCount: stock };
  return { problem: null, maxCount: stock };
}

/**
 * Signing in merges the guest's cart into the customer's (spec section 4): a product in both
 * gets the sum, capped at 99 999 and, when stock is counted, at the stock (never below one
 * step, so the line stays and shows its problem); a line paid with points stays so when either
 * was. The guest's cart is then dropped, so merging again changes nothing.
 */
export function mergeCartLine(
  customer: { count: number; loyaltyChecked: boolean } | null,
  guest: { count: number; loyaltyChecked: boolean },
  product: { multiplicity: number | null; maxCount: number | null },
): { count: number; loyaltyChecked: boolean } {
  const loyaltyChecked = (customer?.loyaltyChecked ?? false) || guest.loyaltyChecked;
  const sum = addQuantity(customer?.count ?? 0, guest.count, product.multiplicity);
  if (product.maxCount === null || sum <= product.maxCount) return { count: sum, loyaltyChecked };
  const step = stepOf(product.multiplicity);
  const fit = roundTo(Math.floor(product.maxCount / step + 1e-9) * step, QUANTITY_DECIMALS);
  return { count: Math.max(fit, step), loyaltyChecked };
}
