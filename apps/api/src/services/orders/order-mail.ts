import type { Db, schema } from "@sf/db";
import type { Locale } from "@sf/i18n";
import {
  type Messaging,
  type OrderMail,
  orderConfirmationMessage,
  shopOrderNoticeMessage,
} from "@sf/messaging";
import type { Site } from "../../lib/site.ts";
import { getMailShop } from "../get-mail-shop.ts";
import { orderParts } from "./order-parts.ts";

type OrderRow = typeof schema.orders.$inferSelect;

const text = (value: Record<string, string | undefined> | null | undefined, lang: string, fallback: string) =>
  value?.[lang] ?? value?.[fallback] ?? Object.values(value ?? {})[0] ?? "";

/** The order as its confirmation e-mail shows it. */
export async function orderMail(db: Db, site: Site, order: OrderRow): Promise<OrderMail> {
  const { items, shop } = await orderParts(db, site, order);
  const a = order.address;
  return {
    id: order.id,
    number: String(order.id),
    createdAt: order.createdAt,
    lang: order.lang as Locale,
    currency: order.currency,
    customer: { name: order.name, email: order.email || null, phone: order.phone },
    lines: items.map((i) => ({
      title: i.title,
      code: i.code,
      quantity: i.count,
      price: i.priceWithDiscount,
      total: i.lineTotal,
    })),
    totals: {
      subtotal: order.totalPrice,
      discount: Math.max(
        0,
        Math.round((order.totalPrice + order.deliveryPrice - order.finalPrice) * 100) / 100,
      ),
      promoCode: order.promoCode,
      delivery: order.deliveryPrice,
      total: order.finalPrice,
    },
    delivery:
      order.deliveryMethod === "quick"
        ? { type: "quick" }
        : order.deliveryMethod === "novapost" && a?.postal
          ? {
              type: "postal",
              service: a.postal.type,
              city: a.localityName,
              place: [a.street, a.building, a.apartment ? `ap. ${a.apartment}` : ""]
                .filter(Boolean)
                .join(", "),
            }
          : order.deliveryMethod === "pickup"
            ? {
                type: "pickup",
                store: {
                  title: text(shop?.title, order.lang, site.mainLanguage),
                  address: text(shop?.address, order.lang, site.mainLanguage),
                  phone: shop?.phones[0] ?? null,
                },
              }
            : {
                type: "delivery",
                region: a?.regionName || null,
                locality: a?.localityName || null,
                address: [a?.street, a?.building, a?.apartment ? `ap. ${a.apartment}` : ""]
                  .filter(Boolean)
                  .join(", "),
                comment: a?.note || null,
              },
    payment: { type: order.paymentType },
    comments: order.comments || null,
    utm: order.utm ?? null,
  };
}

/**
 * After an order: the customer's confirmation (when they gave an e-mail, in their language) and
 * the shop's notice to its `main_email` (in the shop's main language, with the order's UTM
 * fields). Never fails the order; answers which of the two were sent.
 */
export async function sendOrderMails(
  db: Db,
  messaging: Messaging,
  site: Site,
  order: OrderRow,
): Promise<{ customer: boolean; shop: boolean }> {
  const shopEmail = site.settings.main_email?.trim();
  if (!order.email && !shopEmail) return { customer: false, shop: false };
  try {
    const mail = await orderMail(db, site, order);
    const shop = getMailShop(site);
    const send = (to: string, content: ReturnType<typeof orderConfirmationMessage>) =>
      messaging.sendEmail({ to, fromName: shop.name, ...content }).catch(() => false);
    const [customer, toShop] = await Promise.all([
      order.email ? send(order.email, orderConfirmationMessage(mail, shop)) : false,
      shopEmail ? send(shopEmail, shopOrderNoticeMessage(mail, shop, site.mainLanguage as Locale)) : false,
    ]);
    return { customer, shop: toShop };
  } catch {
    return { customer: false, shop: false };
  }
}
