import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { finalTotal, lineTotal, orderDeliveryPrice, placedOrderState, shopTax } from "@sf/domain";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import type { Tx } from "../../cart/cart.ts";
import { loadProductCards } from "../../catalogue/product-cards.ts";
import { placeName } from "../../delivery/reference/names.ts";
import { recordOrderedMealPlan } from "../../meal-plans/order-meal-plan.ts";
import { type StockTaken, takeStock } from "../stock.ts";
import type { Contact } from "./contact.ts";
import type { OrderRow } from "./idempotency.ts";
import type { PricedLines } from "./priced-lines.ts";
import type { PromoOutcome } from "./promo.ts";
import type { OrderRequest } from "./request.ts";

/**
 * The order's row, written first in the transaction: it claims the Idempotency-Key, so a
 * parallel twin waits on it and then finds this order. Prices are filled in by `writeOrder`.
 */
export async function insertOrderRow(
  tx: Tx,
  site: Site,
  lang: string,
  input: OrderRequest,
  contact: Contact,
  idempotencyKey: string | null,
  hash: string,
): Promise<OrderRow> {
  const state = placedOrderState(input.paymentType);
  const [created] = await tx
    .insert(schema.orders)
    .values({
      siteId: site.id,
      browserId: input.browserId,
      userId: input.userId,
      lang,
      name: input.name,
      companyName: input.companyName,
      phone: contact.phone,
      email: input.email,
      comments: input.comments,
      utm: input.utm && Object.keys(input.utm).length ? input.utm : null,
      deliveryMethod: input.method,
      deliveryType: input.deliveryType,
      shopId: input.method === "pickup" ? input.shopId : null,
      deliveryDate: input.deliveryDate,
      deliveryTime: input.deliveryTime,
      paymentType: input.paymentType,
      paymentStatus: state.paymentStatus,
      status: state.status,
      currency: site.currency,
      totalPrice: 0,
      finalPrice: 0,
      idempotencyKey,
      requestHash: idempotencyKey ? hash : null,
    })
    .returning();
  if (!created) throw new AppError("server_error", "The order could not be created.");
  return created;
}

/**
 * The rest of the order: stock taken, the lines (with their titles in the order's language) and
 * the meal plan written, the address recorded, the cart's ordered lines and its reservations
 * removed (unless kept), and the totals, tax and final state set on the row.
 */
export async function writeOrder(
  tx: Tx,
  site: Site,
  lang: string,
  input: OrderRequest,
  created: OrderRow,
  contact: Contact,
  lines: PricedLines,
  promo: PromoOutcome,
  pointsUsed: number,
): Promise<{ order: OrderRow; taken: StockTaken[] }> {
  const settings = site.settings;
  const pickup = input.method === "pickup";
  const { locked, priced, plan, totals, cartId, ids, confirmed } = lines;
  const delivery = orderDeliveryPrice({
    method: input.method,
    parcelPrice: contact.parcel?.price ?? null,
    regionId: input.regionId,
    type: input.deliveryType,
    goods: promo.generalPrice ?? totals.totalPrice,
    rates: settings.delivery_price,
    freeDeliveryRegion: settings.free_delivery_region,
  });

  const taken: StockTaken[] = [];
  for (const line of priced) {
    const p = locked.get(line.productId);
    if (p)
      taken.push(
        await takeStock(tx, p, line.count, pickup ? input.shopId : null, settings.allow_negative_stock),
      );
  }

  const cards = new Map(
    (await loadProductCards(tx as unknown as Db, site, lang, ids)).map((c) => [c.productId, c]),
  );
  if (plan && cartId !== null) await recordOrderedMealPlan(tx, created.id, priced.length, cartId, plan);
  if (priced.length)
    await tx.insert(schema.orderItems).values(
      priced.map((l, position) => {
        const unit = promo.unitPrices.get(l.productId) ?? l.price;
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

  const address = contact.parcel
    ? contact.parcel.address
    : input.method === "delivery" && input.address
      ? {
          regionId: contact.region?.id ?? null,
          regionName: contact.region ? placeName(contact.region.names, lang) : "",
          localityId: contact.locality?.id ?? null,
          localityName: contact.locality ? placeName(contact.locality.names, lang) : "",
          street: input.address.street,
          building: input.address.building,
          apartment: input.address.apartment,
          note: input.address.note,
        }
      : null;

  // An iute order leaves the cart until iute has its application (emptyOrderedCart).
  if (cartId !== null && !input.credit) {
    await tx.delete(schema.stockReservations).where(eq(schema.stockReservations.cartId, cartId));
    await tx
      .delete(schema.cartItems)
      .where(and(eq(schema.cartItems.cartId, cartId), inArray(schema.cartItems.productId, ids)));
  }

  // The tax is on what the shopper pays: included in it, or added to it (decision 0023).
  const payable = finalTotal({
    total: totals.totalPrice,
    generalPrice: promo.generalPrice,
    delivery,
    discount: promo.discount,
    points: pointsUsed,
  });
  const tax = shopTax(payable, settings, input.taxData);
  const finalPrice = tax?.payable ?? payable;
  // Points that cover the whole order leave nothing to pay online.
  const state = placedOrderState(input.paymentType, finalPrice);
  const [done] = await tx
    .update(schema.orders)
    .set({
      ...(address ? { address } : {}),
      promoCode: promo.promoCode,
      totalPrice: totals.totalPrice,
      discount: promo.discount,
      deliveryPrice: delivery,
      finalPrice,
      loyaltyGive: totals.loyaltyGive,
      loyaltyUsed: pointsUsed,
      stockTaken: taken,
      taxPrice: tax?.tax ?? 0,
      taxRate: tax?.rate ?? null,
      taxIncluded: tax?.included ?? true,
      status: state.status,
      paymentStatus: state.paymentStatus,
    })
    .where(eq(schema.orders.id, created.id))
    .returning();
  return { order: done as OrderRow, taken };
}

/** The ordered lines leave the shopper's cart, with its reservations. */
export async function emptyOrderedCart(db: Db, cartId: number, productIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(schema.stockReservations).where(eq(schema.stockReservations.cartId, cartId));
    if (productIds.length)
      await tx
        .delete(schema.cartItems)
        .where(and(eq(schema.cartItems.cartId, cartId), inArray(schema.cartItems.productId, productIds)));
  });
}
