import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { applyOrderAction, type OrderAction, type OrderActionProblem } from "@sf/domain";
import { isCustomerOrderStatus, type Messaging, orderStatusMessage } from "@sf/messaging";
import { and, eq, sql } from "drizzle-orm";
import { AppError, notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { getMailShop } from "../../get-mail-shop.ts";
import { releaseOrder } from "../../orders/release-order.ts";
import type { StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";
import { orderForAction } from "./get-order.ts";
import { localized } from "./list-orders.ts";

const PROBLEMS: Record<OrderActionProblem, string> = {
  not_allowed: "The order's status does not allow this.",
  not_paid: "Mark the order paid before completing it.",
  already_paid: "The order is paid already.",
  not_paid_in_person: "Only cash and card-on-receipt orders are marked paid by staff.",
  not_pickup: "Only pickup orders wait at a store.",
  pickup_only: "A pickup order is not shipped.",
};

type OrderRow = typeof schema.orders.$inferSelect;
const audited = (o: OrderRow) => ({ status: o.status, payment_status: o.paymentStatus });

/**
 * Staff move an order one step (domain `applyOrderAction`): in one transaction with the order
 * locked, the new status or payment, the stock a cancellation returns, the customer's points
 * (credited when a cash order is marked paid; paid is final, so once), and the audit entry.
 * Then the customer is e-mailed the new status in the order's language.
 */
export async function actOnOrder(
  db: Db,
  messaging: Messaging,
  site: Site,
  actor: StaffActor,
  orderId: number,
  action: OrderAction,
): Promise<void> {
  const o = schema.orders;
  const { before, after, notify } = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(o)
      .where(and(eq(o.id, orderId), eq(o.siteId, site.id)))
      .for("update");
    if (!order) throw notFound("No such order.");
    const result = applyOrderAction(orderForAction(order), action);
    if (!result.ok) throw new AppError("conflict", PROBLEMS[result.problem], { problem: result.problem });
    const [updated] = await tx
      .update(o)
      .set({ status: result.status, paymentStatus: result.paymentStatus, updatedAt: new Date() })
      .where(eq(o.id, order.id))
      .returning();
    if (!updated) throw notFound("No such order.");
    // Stock and the promo code's use come back as when iute refuses an order; points follow the
    // domain's pointsDelta below.
    if (result.effects.returnStock) await releaseOrder(tx, order, { points: false });
    const points = result.effects.pointsDelta;
    if (points !== 0 && order.userId !== null) {
      const u = schema.users;
      await tx
        .update(u)
        .set({ loyaltyPoints: sql`greatest(0, round((${u.loyaltyPoints} + ${points})::numeric, 2))::float8` })
        .where(and(eq(u.id, order.userId), eq(u.siteId, site.id)));
    }
    await writeAudit(tx, actor, {
      action: `order.${action}`,
      entity: "order",
      entityId: order.id,
      before: audited(order),
      after: { ...audited(updated), ...(points !== 0 && { points_delta: points }) },
    });
    return { before: order, after: updated, notify: result.effects.notifyCustomer };
  });
  if (notify && after.email && after.status !== before.status && isCustomerOrderStatus(after.status)) {
    await sendStatusMail(db, messaging, site, after).catch(() => false);
  }
}

async function sendStatusMail(db: Db, messaging: Messaging, site: Site, order: OrderRow): Promise<boolean> {
  if (!isCustomerOrderStatus(order.status)) return false;
  const [store] = order.shopId
    ? await db.select().from(schema.shops).where(eq(schema.shops.id, order.shopId))
    : [];
  const shop = getMailShop(site);
  const content = orderStatusMessage(
    {
      id: order.id,
      customerName: order.name,
      lang: order.lang,
      status: order.status,
      store: store
        ? [
            localized(store.title, order.lang, site.mainLanguage),
            localized(store.address, order.lang, site.mainLanguage),
          ]
            .filter(Boolean)
            .join(", ")
        : null,
    },
    shop,
  );
  return messaging.sendEmail({ to: order.email, fromName: shop.name, ...content });
}

/** An internal note on an order, by the signed-in member (audited). */
export async function addOrderNote(db: Db, site: Site, actor: StaffActor, orderId: number, text: string) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(and(eq(schema.orders.id, orderId), eq(schema.orders.siteId, site.id)));
    if (!order) throw notFound("No such order.");
    const [note] = await tx
      .insert(schema.orderNotes)
      .values({ siteId: site.id, orderId, staffId: actor.id, staffName: actor.name || actor.email, text })
      .returning();
    if (!note) throw new Error("note insert returned nothing");
    await writeAudit(tx, actor, {
      action: "order.note",
      entity: "order",
      entityId: orderId,
      before: null,
      after: { note_id: note.id, text },
    });
    return {
      id: note.id,
      text: note.text,
      staff_name: note.staffName,
      created_at: note.createdAt.toISOString(),
    };
  });
}
