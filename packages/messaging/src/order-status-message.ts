import { isLocale, type Locale } from "@sf/i18n";
import { button, escapeHtml, MUTED, mailDocument, row, shopHeader } from "./mail-html.ts";
import { orderLink } from "./order-confirmation-message.ts";
import type { MailContent, MailShop } from "./types.ts";

/** The statuses a customer is told about when the shop moves their order. */
export type CustomerOrderStatus = "confirmed" | "ready_for_pickup" | "shipped" | "completed" | "cancelled";

type StatusTexts = {
  subject: (number: string, shop: string) => string;
  greeting: (name: string) => string;
  status: Record<CustomerOrderStatus, (number: string) => string>;
  /** Where a pickup order waits (the store's name and address). */
  pickupAt: (store: string) => string;
  viewOrder: string;
  questions: (phone: string) => string;
};

const TEXTS: Record<Locale, StatusTexts> = {
  ro: {
    subject: (n, shop) => `Comanda nr. ${n}: starea s-a schimbat – ${shop}`,
    greeting: (name) => `Bună ziua, ${name}!`,
    status: {
      confirmed: (n) => `Comanda nr. ${n} a fost confirmată. O pregătim acum.`,
      ready_for_pickup: (n) => `Comanda nr. ${n} este gata și vă așteaptă la magazin.`,
      shipped: (n) => `Comanda nr. ${n} a fost expediată și este în drum spre dumneavoastră.`,
      completed: (n) => `Comanda nr. ${n} a fost finalizată. Vă mulțumim că ați cumpărat de la noi!`,
      cancelled: (n) => `Comanda nr. ${n} a fost anulată. Dacă nu ați cerut anularea, contactați-ne.`,
    },
    pickupAt: (store) => `Locul ridicării: ${store}`,
    viewOrder: "Vezi comanda",
    questions: (phone) => `Întrebări? Sunați-ne: ${phone}`,
  },
  ru: {
    subject: (n, shop) => `Заказ № ${n}: статус изменился – ${shop}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    status: {
      confirmed: (n) => `Заказ № ${n} подтверждён. Мы начали его собирать.`,
      ready_for_pickup: (n) => `Заказ № ${n} собран и ждёт вас в магазине.`,
      shipped: (n) => `Заказ № ${n} отправлен и уже в пути.`,
      completed: (n) => `Заказ № ${n} выполнен. Спасибо за покупку!`,
      cancelled: (n) => `Заказ № ${n} отменён. Если вы не просили отмену, свяжитесь с нами.`,
    },
    pickupAt: (store) => `Где забрать: ${store}`,
    viewOrder: "Посмотреть заказ",
    questions: (phone) => `Есть вопросы? Звоните: ${phone}`,
  },
  uk: {
    subject: (n, shop) => `Замовлення № ${n}: статус змінився – ${shop}`,
    greeting: (name) => `Вітаємо, ${name}!`,
    status: {
      confirmed: (n) => `Замовлення № ${n} підтверджено. Ми почали його збирати.`,
      ready_for_pickup: (n) => `Замовлення № ${n} зібране й чекає на вас у магазині.`,
      shipped: (n) => `Замовлення № ${n} відправлено, воно вже в дорозі.`,
      completed: (n) => `Замовлення № ${n} виконано. Дякуємо за покупку!`,
      cancelled: (n) => `Замовлення № ${n} скасовано. Якщо ви не просили скасування, зв'яжіться з нами.`,
    },
    pickupAt: (store) => `Де забрати: ${store}`,
    viewOrder: "Переглянути замовлення",
    questions: (phone) => `Маєте запитання? Телефонуйте: ${phone}`,
  },
  en: {
    subject: (n, shop) => `Order no. ${n}: status update – ${shop}`,
    greeting: (name) => `Hello, ${name}!`,
    status: {
      confirmed: (n) => `Your order no. ${n} is confirmed. We are preparing it now.`,
      ready_for_pickup: (n) => `Your order no. ${n} is ready and waiting for you at the store.`,
      shipped: (n) => `Your order no. ${n} has been shipped and is on its way.`,
      completed: (n) => `Your order no. ${n} is completed. Thank you for shopping with us!`,
      cancelled: (n) =>
        `Your order no. ${n} has been cancelled. If you did not ask for this, please contact us.`,
    },
    pickupAt: (store) => `Pickup at: ${store}`,
    viewOrder: "View the order",
    questions: (phone) => `Questions? Call us: ${phone}`,
  },
};

export function isCustomerOrderStatus(status: string): status is CustomerOrderStatus {
  return status in TEXTS.en.status;
}

/** The e-mail a customer gets when the shop moves their order to `status`, in the order's language. */
export function orderStatusMessage(
  order: {
    id: number;
    customerName: string;
    lang: string;
    status: CustomerOrderStatus;
    store?: string | null;
  },
  shop: MailShop,
): MailContent {
  const locale: Locale = isLocale(order.lang) ? order.lang : "ro";
  const t = TEXTS[locale];
  const number = String(order.id);
  const subject = t.subject(number, shop.name);
  const news = t.status[order.status](number);
  const pickup = order.status === "ready_for_pickup" && order.store ? t.pickupAt(order.store) : null;
  const link = order.status === "cancelled" ? null : orderLink(shop.publicUrl, locale, order.id);
  const body = [
    shopHeader(shop.name, shop.logoUrl),
    row(
      `<h1 style="margin:24px 0 8px;font-size:20px;">${escapeHtml(t.greeting(order.customerName))}</h1><p style="margin:0 0 16px;">${escapeHtml(news)}</p>${pickup ? `<p style="margin:0 0 16px;">${escapeHtml(pickup)}</p>` : ""}`,
    ),
    link ? row(button(link, t.viewOrder)) : "",
    row(
      `${shop.phone ? `<p style="margin:16px 0 0;">${escapeHtml(t.questions(shop.phone))}</p>` : ""}<p style="margin:16px 0 24px;font-size:12px;${MUTED}">${escapeHtml(shop.name)}</p>`,
      "border-top:1px solid #e5e7eb;",
    ),
  ].join("");
  const text = [
    t.greeting(order.customerName),
    "",
    news,
    ...(pickup ? [pickup] : []),
    ...(link ? ["", `${t.viewOrder}: ${link}`] : []),
    ...(shop.phone ? ["", t.questions(shop.phone)] : []),
    "",
    "--",
    shop.name,
    "",
  ].join("\n");
  return { subject, html: mailDocument({ lang: locale, title: subject, preheader: news, body }), text };
}
