import { createHash } from "node:crypto";
import type { OrderCreate, OrderUtm, PaymentType, TaxData } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import {
  applyPromo,
  type CartLineInput,
  cartTotals,
  checkoutProblems,
  deliveryPrice,
  finalTotal,
  lineTotal,
  loyaltySpend,
  missingToMinimum,
  money,
  normalizePhone,
  normalizeQuantity,
  type OrderMethod,
  phoneCountryOf,
  shopTax,
  stepOf,
} from "@sf/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { type CartOwner, findCartId, type Tx } from "../cart/cart.ts";
import { loadProductCards } from "../catalogue/product-cards.ts";
import { findLocality, findRegion } from "../delivery/list-regions.ts";
import { placeName } from "../delivery/reference/names.ts";
import { mealPlanToOrder, recordOrderedMealPlan } from "../meal-plans/order-meal-plan.ts";
import { type PostalParcel, postalParcel } from "./postal-parcel.ts";
import { PromoRefused, usablePromo } from "./promo.ts";
import { lockProducts, reservedByOthers, stockProblems, takeStock } from "./stock.ts";

export type OrderRow = typeof schema.orders.$inferSelect;

const CHECKOUT_TEXT = {
  prescription_required: "Confirm that you hold a prescription for this product.",
  pickup_only: "This product can only be picked up at a store.",
} as const;

export const hashOf = (body: unknown) => createHash("sha256").update(JSON.stringify(body)).digest("hex");

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

async function byKey(db: Db, site: Site, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.siteId, site.id), eq(schema.orders.idempotencyKey, key)));
  return row;
}

/** A repeated request: the same body gets the first answer, another body is refused (422). */
function replay(existing: OrderRow, hash: string): OrderRow {
  if (existing.requestHash !== hash) {
    throw new AppError("unprocessable", "This Idempotency-Key was already used with a different request.");
  }
  return existing;
}

/** A line asked for; a count of null is one step of the product. */
/** A line asked for; `loyaltyChecked` only from a customer's server cart ("pay with points"). */
type Requested = { productId: number; count: number | null; loyaltyChecked?: boolean };

/** An order as this service makes it, whichever endpoint it came from. */
export type OrderRequest = {
  method: OrderMethod;
  /** The guest's browser id, stored on the order (the guest opens the order with it). */
  browserId: string | null;
  /** The signed-in customer: the order is theirs and their server cart is ordered. */
  userId: number | null;
  /** The lines asked for; null: the guest's server cart. */
  lines: Requested[] | null;
  /**
   * Leave the shopper's cart and its reservations as they are (one-click orders): its
   * reservations then hold stock against this order like anyone else's.
   */
  keepCart: boolean;
  name: string;
  companyName: string;
  /** As typed; normalized here. */
  phone: string;
  email: string;
  comments: string;
  paymentType: PaymentType;
  deliveryType: "standart" | "express";
  /** The pickup store. */
  shopId: number | null;
  regionId: number | null;
  localityId: number | null;
  address: OrderCreate["address"] | null;
  /** A Nova Post parcel (method "novapost"). */
  postal: OrderCreate["postal"] | null;
  deliveryDate: string | null;
  deliveryTime: string | null;
  promoCode: string | null;
  /** Products whose prescription the shopper confirmed holding. */
  prescriptionChecked: number[];
  /** Where the order is taxed (when the shop calculates tax); null: the shop's country. */
  taxData: TaxData | null;
  /** The shopper's first visit's UTM fields, or null. */
  utm?: OrderUtm | null;
};

/** The checkout's payload (`/general/v3/order/`) as an order request. */
function checkoutRequest(input: OrderCreate, userId: number | null): OrderRequest {
  let lines: Requested[] | null = null;
  if (input.cart) {
    const merged = new Map<number, number>();
    for (const line of input.cart.products) {
      merged.set(line.product.productId, (merged.get(line.product.productId) ?? 0) + line.count);
    }
    lines = [...merged].map(([productId, count]) => ({ productId, count }));
  }
  const pickup = input.deliveryType === "pickup";
  const delivered = input.deliveryType === "delivery";
  return {
    method: input.deliveryType,
    browserId: input.no_user_id ?? null,
    userId,
    lines,
    keepCart: false,
    name: input.name,
    companyName: input.company_name,
    phone: input.phone,
    email: input.email,
    comments: input.comments,
    paymentType: input.paymentType,
    deliveryType: pickup ? "standart" : input.delivery_type,
    shopId: pickup ? (input.shop_id ?? null) : null,
    regionId: delivered ? (input.region_id ?? null) : null,
    localityId: delivered ? (input.locality_id ?? null) : null,
    address: delivered ? (input.address ?? null) : null,
    postal: input.deliveryType === "novapost" ? (input.postal ?? null) : null,
    deliveryDate: input.delivery_date ?? null,
    deliveryTime: input.delivery_time ?? null,
    promoCode: input.promo_code ?? null,
    prescriptionChecked: input.prescription_checked,
    taxData: input.tax_data ?? null,
    utm: input.utm ?? null,
  };
}

/** Whose server cart an order empties: the customer's, else the guest's. */
function cartOwnerOf(order: OrderRequest): CartOwner | null {
  if (order.userId !== null) return { userId: order.userId };
  return order.browserId ? { browserId: order.browserId } : null;
}

/** The lines to order: the request's (local carts, one-click orders) or the shopper's server cart. */
async function requestedLines(
  tx: Tx,
  site: Site,
  order: OrderRequest,
): Promise<{ lines: Requested[]; cartId: number | null }> {
  const owner = cartOwnerOf(order);
  const cartId = owner && !order.keepCart ? await findCartId(tx as unknown as Db, site, owner) : null;
  if (order.lines) return { lines: order.lines, cartId };
  if (cartId === null) return { lines: [], cartId };
  const { cartItems } = schema;
  const rows = await tx
    .select({
      productId: cartItems.productId,
      count: cartItems.count,
      loyaltyChecked: cartItems.loyaltyChecked,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.addedAt, cartItems.productId);
  return { lines: rows, cartId };
}

/** The checkout's order (`/general/v3/order/`): see placeOrder. */
export function createOrder(
  db: Db,
  site: Site,
  lang: string,
  input: OrderCreate,
  idempotencyKey: string | null,
  userId: number | null = null,
): Promise<{ order: OrderRow; replayed: boolean }> {
  if (!input.cart && !input.no_user_id && userId === null)
    throw new AppError("invalid", "The cart is empty.", { cart: ["The cart is empty."] });
  return placeOrder(db, site, lang, checkoutRequest(input, userId), idempotencyKey, hashOf(input));
}

/**
 * Creates an order in one transaction: the order row first (it claims the Idempotency-Key, so a
 * parallel twin waits and then finds it), then the lines priced from the catalogue, the checks
 * (stock less other shoppers' reservations, prescriptions, pickup-only items, the store, the
 * promo code), the stock taken, the cart emptied (unless kept). Any refusal rolls everything
 * back. `hash` identifies the request body: the same key with another body is refused (422).
 */
export async function placeOrder(
  db: Db,
  site: Site,
  lang: string,
  input: OrderRequest,
  idempotencyKey: string | null,
  hash: string,
): Promise<{ order: OrderRow; replayed: boolean }> {
  if (idempotencyKey) {
    const existing = await byKey(db, site, idempotencyKey);
    if (existing) return { order: replay(existing, hash), replayed: true };
  }
  const country = phoneCountryOf(input.phone) ?? (site.settings.is_romanian ? "RO" : "MD");
  const phone = normalizePhone(input.phone, country);
  if (!phone)
    throw new AppError("invalid", "Enter a valid phone number.", { phone: ["Enter a valid phone number."] });
  const delivered = input.method === "delivery";
  const pickup = input.method === "pickup";
  const region = delivered && input.regionId ? findRegion(input.regionId) : undefined;
  if (delivered && !region)
    throw new AppError("invalid", "Choose a region.", { region_id: ["No such region."] });
  const locality = delivered && input.localityId ? findLocality(input.localityId) : undefined;
  if (delivered && input.localityId && locality?.regionId !== region?.id)
    throw new AppError("invalid", "Choose a locality of the region.", {
      locality_id: ["No such locality in this region."],
    });
  // Checked before the order row is written: a store of no shop at all must not reach its
  // foreign key (a 500), and another shop's store is no better.
  if (pickup) {
    const [shop] = await db
      .select({ id: schema.shops.id })
      .from(schema.shops)
      .where(and(eq(schema.shops.siteId, site.id), eq(schema.shops.id, input.shopId ?? 0)));
    if (!shop) throw new AppError("invalid", "Choose a store for pickup.", { shop_id: ["No such store."] });
  }
  const settings = site.settings;
  const allowNegative = settings.allow_negative_stock;
  // The carrier is asked before the transaction: no product stays locked while it answers.
  let parcel: PostalParcel | null = null;
  if (input.method === "novapost") {
    if (!input.postal)
      throw new AppError("invalid", "Choose where Nova Post delivers.", {
        postal: ["Choose where Nova Post delivers."],
      });
    const { lines } = await requestedLines(db as unknown as Tx, site, input);
    if (lines.length === 0) throw new AppError("invalid", "The cart is empty.");
    parcel = await postalParcel(db, site, lang, input.postal, lines);
  }

  try {
    const order = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(schema.orders)
        .values({
          siteId: site.id,
          browserId: input.browserId,
          userId: input.userId,
          lang,
          name: input.name,
          companyName: input.companyName,
          phone,
          email: input.email,
          comments: input.comments,
          utm: input.utm && Object.keys(input.utm).length ? input.utm : null,
          deliveryMethod: input.method,
          deliveryType: input.deliveryType,
          shopId: pickup ? input.shopId : null,
          deliveryDate: input.deliveryDate,
          deliveryTime: input.deliveryTime,
          paymentType: input.paymentType,
          paymentStatus: input.paymentType === "card" ? "pending" : "not_required",
          status: input.paymentType === "card" ? "awaiting_payment" : "new",
          currency: site.currency,
          totalPrice: 0,
          finalPrice: 0,
          idempotencyKey,
          requestHash: idempotencyKey ? hash : null,
        })
        .returning();
      if (!created) throw new AppError("server_error", "The order could not be created.");

      const { lines: requested, cartId } = await requestedLines(tx, site, input);
      // The cart's meal plan is one more line, priced from the shop's plans (decision 0045).
      const plan = await mealPlanToOrder(tx, site, lang, cartId, input);
      if (requested.length === 0 && !plan) throw new AppError("invalid", "The cart is empty.");
      const ids = requested.map((l) => l.productId);
      const locked = await lockProducts(tx, site, ids);
      const lines = requested.map((l) => {
        const multiplicity = locked.get(l.productId)?.multiplicity;
        return {
          productId: l.productId,
          count: normalizeQuantity(l.count ?? stepOf(multiplicity), multiplicity),
          // Points are a customer's: a guest's line never pays with them.
          loyaltyChecked: input.userId !== null && l.loyaltyChecked === true,
        };
      });

      const reserved = await reservedByOthers(tx, ids, cartId);
      const stock = stockProblems(lines, locked, reserved, allowNegative);
      const confirmed = new Set(input.prescriptionChecked);
      const checkout = checkoutProblems(
        lines.flatMap((l) => {
          const p = locked.get(l.productId);
          return p
            ? [
                {
                  productId: p.id,
                  isRecipe: p.isRecipe,
                  homeDelivery: p.homeDelivery,
                  prescriptionChecked: confirmed.has(p.id),
                },
              ]
            : [];
        }),
        input.method,
      ).map((p) => ({ id: p.productId, code: p.code, detail: CHECKOUT_TEXT[p.code], max_count: null }));
      if (stock.length || checkout.length) {
        throw new AppError("invalid", "Some products cannot be ordered as they are.", {
          products: [...stock, ...checkout],
        });
      }

      const priced: CartLineInput[] = lines.map((l) => {
        const p = locked.get(l.productId) as NonNullable<ReturnType<typeof locked.get>>;
        return {
          productId: p.id,
          price: p.price,
          oldPrice: p.oldPrice,
          count: l.count,
          loyaltyGive: p.loyaltyGive,
          loyaltyChecked: l.loyaltyChecked,
        };
      });
      const productTotals = cartTotals(priced);
      const totals = { ...productTotals, totalPrice: money(productTotals.totalPrice + (plan?.price ?? 0)) };
      // The shop's minimum order applies to checkouts; a one-click order is a request the shop
      // confirms on the phone (it may add to it there).
      const minimum = input.method === "quick" ? 0 : settings.cart_settings.min_order_sum;
      const missing = missingToMinimum(totals.totalPrice, minimum);
      if (missing > 0)
        throw new AppError("invalid", `The minimum order is ${minimum} ${site.currency}.`, {
          min_order_sum: minimum,
          missing,
        });
      let generalPrice: number | null = null;
      let discount = 0;
      let unitPrices = new Map(priced.map((l) => [l.productId, l.price]));
      let promoCode: string | null = null;
      if (input.promoCode) {
        const promo = await usablePromo(tx as unknown as Db, site, input.promoCode);
        const applied = applyPromo(priced, {
          type: promo.type,
          valueType: promo.valueType,
          value: promo.value,
          productIds: promo.productIds,
        });
        // Promo codes discount products; the meal plan keeps its length discount.
        generalPrice = money(applied.generalPrice + (plan?.price ?? 0));
        discount = applied.discount;
        unitPrices = new Map(applied.lines.map((l) => [l.productId, l.priceWithDiscount]));
        promoCode = promo.code;
        const used = await tx
          .update(schema.promoCodes)
          .set({ usedCount: sql`${schema.promoCodes.usedCount} + 1` })
          .where(
            and(
              eq(schema.promoCodes.id, promo.id),
              sql`(${schema.promoCodes.maxUses} is null or ${schema.promoCodes.usedCount} < ${schema.promoCodes.maxUses})`,
            ),
          )
          .returning({ id: schema.promoCodes.id });
        if (used.length === 0) {
          throw new PromoRefused("used_up");
        }
      }

      // Lines ticked "pay with points" are covered from the customer's balance, read and taken
      // with the row locked: two orders at once cannot spend the same points.
      let pointsUsed = 0;
      if (input.userId !== null && priced.some((l) => l.loyaltyChecked)) {
        const [holder] = await tx
          .select({ points: schema.users.loyaltyPoints })
          .from(schema.users)
          .where(and(eq(schema.users.id, input.userId), eq(schema.users.siteId, site.id)))
          .for("update");
        pointsUsed = loyaltySpend(
          priced.map((l) => ({
            unitPrice: unitPrices.get(l.productId) ?? l.price,
            count: l.count,
            loyaltyChecked: l.loyaltyChecked,
          })),
          holder?.points ?? 0,
        );
        if (pointsUsed > 0) {
          await tx
            .update(schema.users)
            .set({ loyaltyPoints: sql`round((${schema.users.loyaltyPoints} - ${pointsUsed})::numeric, 2)` })
            .where(eq(schema.users.id, input.userId));
        }
      }

      const goods = generalPrice ?? totals.totalPrice;
      // A one-click order's delivery is agreed on the phone: nothing is charged for it here.
      const delivery =
        input.method === "quick"
          ? 0
          : parcel
            ? parcel.price
            : deliveryPrice({
                method: pickup ? "pickup" : "address",
                regionId: input.regionId,
                type: input.deliveryType,
                total: goods,
                rates: settings.delivery_price,
                freeDeliveryRegion: settings.free_delivery_region,
              });

      for (const line of lines) {
        const p = locked.get(line.productId);
        if (p) await takeStock(tx, p, line.count, pickup ? input.shopId : null, allowNegative);
      }

      const cards = new Map(
        (await loadProductCards(tx as unknown as Db, site, lang, ids)).map((c) => [c.productId, c]),
      );
      if (plan && cartId !== null) await recordOrderedMealPlan(tx, created.id, priced.length, cartId, plan);
      if (priced.length)
        await tx.insert(schema.orderItems).values(
          priced.map((l, position) => {
            const unit = unitPrices.get(l.productId) ?? l.price;
            return {
              orderId: created.id,
              productId: l.productId,
              position,
              code: locked.get(l.productId)?.code ?? "",
              title: cards.get(l.productId)?.title ?? locked.get(l.productId)?.code ?? "",
              price: l.price,
              priceWithDiscount: unit,
              oldPrice: l.oldPrice ?? null,
              count: l.count,
              lineTotal: lineTotal(unit, l.count),
              isRecipe: locked.get(l.productId)?.isRecipe ?? false,
              prescriptionChecked: confirmed.has(l.productId),
            };
          }),
        );

      if (parcel) {
        await tx
          .update(schema.orders)
          .set({ address: parcel.address })
          .where(eq(schema.orders.id, created.id));
      }
      if (delivered && input.address) {
        await tx
          .update(schema.orders)
          .set({
            address: {
              regionId: region?.id ?? null,
              regionName: region ? placeName(region.names, lang) : "",
              localityId: locality?.id ?? null,
              localityName: locality ? placeName(locality.names, lang) : "",
              street: input.address.street,
              building: input.address.building,
              apartment: input.address.apartment,
              note: input.address.note,
            },
          })
          .where(eq(schema.orders.id, created.id));
      }

      if (cartId !== null) {
        await tx.delete(schema.stockReservations).where(eq(schema.stockReservations.cartId, cartId));
        await tx
          .delete(schema.cartItems)
          .where(and(eq(schema.cartItems.cartId, cartId), inArray(schema.cartItems.productId, ids)));
      }

      // The tax is on what the shopper pays: included in it, or added to it (decision 0023).
      const payable = finalTotal({
        total: totals.totalPrice,
        generalPrice,
        delivery,
        discount,
        points: pointsUsed,
      });
      const tax = shopTax(payable, settings, input.taxData);
      const finalPrice = tax?.payable ?? payable;
      const [done] = await tx
        .update(schema.orders)
        .set({
          promoCode,
          totalPrice: totals.totalPrice,
          discount,
          deliveryPrice: delivery,
          finalPrice,
          loyaltyGive: totals.loyaltyGive,
          loyaltyUsed: pointsUsed,
          taxPrice: tax?.tax ?? 0,
          taxRate: tax?.rate ?? null,
          taxIncluded: tax?.included ?? true,
          // Points that cover the whole order leave nothing to pay by card.
          ...(input.paymentType === "card" && finalPrice === 0
            ? { paymentStatus: "not_required", status: "new" }
            : {}),
        })
        .where(eq(schema.orders.id, created.id))
        .returning();
      return done as OrderRow;
    });
    return { order, replayed: false };
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await byKey(db, site, idempotencyKey);
      if (existing) return { order: replay(existing, hash), replayed: true };
    }
    throw error;
  }
}
