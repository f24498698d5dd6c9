import { formatPrice, isLocale, type Locale, localeEntry } from "@sf/i18n";
import {
  button,
  CELL,
  escapeHtml,
  escapeMultiline,
  heading,
  MUTED,
  mailDocument,
  row,
  safeUrl,
  shopHeader,
} from "./mail-html.ts";
import { ORDER_CONFIRMATION_TEXTS, type OrderConfirmationTexts } from "./order-confirmation-texts.ts";
import { SHOP_ORDER_NOTICE_TEXTS, UTM_FIELDS } from "./shop-order-notice-texts.ts";
import type { MailContent, MailShop, OrderMail, OrderMailDelivery } from "./types.ts";

/**
 * The e-mail a customer gets after ordering: subject, HTML and plain text in the language.
 * Amounts are shown as the order computed them; every shop text and customer input is escaped.
 */
export function orderConfirmationMessage(
  order: OrderMail,
  shop: MailShop,
  lang: Locale = order.lang,
): MailContent {
  const locale: Locale = isLocale(lang) ? lang : "ro";
  const t = ORDER_CONFIRMATION_TEXTS[locale];
  const link = orderLink(shop.publicUrl, locale, order.id);
  const comment = order.comments?.trim() ?? "";
  const intro = order.delivery.type === "quick" ? t.quickIntro : t.intro;
  const details = orderDetails(order, t, locale);

  const text = [
    t.greeting(order.customer.name),
    "",
    intro,
    "",
    ...details.text,
    ...(comment ? ["", `${t.comment}:`, comment] : []),
    ...(link ? ["", `${t.viewOrder}: ${link}`] : []),
    ...(shop.phone ? ["", t.questions(shop.phone)] : []),
    "",
    "--",
    shop.name,
    t.footer(shop.name),
    "",
  ].join("\n");

  const body = [
    shopHeader(shop.name, shop.logoUrl),
    row(
      `<h1 style="margin:24px 0 8px;font-size:20px;">${escapeHtml(t.greeting(order.customer.name))}</h1><p style="margin:0 0 16px;">${escapeHtml(intro)}</p>`,
    ),
    details.html,
    comment ? row(`${heading(t.comment)}<p style="margin:0;">${escapeMultiline(comment)}</p>`) : "",
    link ? row(button(link, t.viewOrder)) : "",
    row(
      `${shop.phone ? `<p style="margin:16px 0 0;">${escapeHtml(t.questions(shop.phone))}</p>` : ""}<p style="margin:16px 0 24px;font-size:12px;${MUTED}">${escapeHtml(t.footer(shop.name))}</p>`,
      "border-top:1px solid #e5e7eb;",
    ),
  ].join("");

  const subject = t.subject(order.number, shop.name);
  return {
    subject,
    text,
    html: mailDocument({ lang: locale, title: subject, preheader: t.preheader(order.number), body }),
  };
}

/**
 * The notice the shop gets of a new order (to its `main_email`), in the shop's language: the
 * same order details as the customer's confirmation, the customer's comment, the language they
 * ordered in, and where they came from (the first visit's UTM fields), so a campaign's orders
 * can be told apart.
 */
export function shopOrderNoticeMessage(order: OrderMail, shop: MailShop, lang: Locale): MailContent {
  const locale: Locale = isLocale(lang) ? lang : "ro";
  const t = ORDER_CONFIRMATION_TEXTS[locale];
  const n = SHOP_ORDER_NOTICE_TEXTS[locale];
  const comment = order.comments?.trim() ?? "";
  const details = orderDetails(order, t, locale);
  const source = UTM_FIELDS.flatMap((field) => {
    const value = order.utm?.[field]?.trim();
    return value ? [[n.utm[field], value] as const] : [];
  });
  const orderedIn = localeEntry(order.lang).name;

  const text = [
    n.intro(order.number),
    "",
    ...details.text,
    `${n.orderedIn}: ${orderedIn}`,
    ...(comment ? ["", `${n.comment}:`, comment] : []),
    "",
    `${n.source}:`,
    ...(source.length ? source.map(([label, value]) => `${label}: ${value}`) : [n.direct]),
    "",
    "--",
    shop.name,
    "",
  ].join("\n");

  const body = [
    shopHeader(shop.name, shop.logoUrl),
    row(
      `<h1 style="margin:24px 0 8px;font-size:20px;">${escapeHtml(n.heading)}</h1><p style="margin:0 0 16px;">${escapeHtml(n.intro(order.number))}</p>`,
    ),
    details.html,
    row(`${heading(n.orderedIn)}<p style="margin:0;">${escapeHtml(orderedIn)}</p>`),
    comment ? row(`${heading(n.comment)}<p style="margin:0;">${escapeMultiline(comment)}</p>`) : "",
    row(
      heading(n.source) +
        (source.length
          ? `<p style="margin:0 0 24px;">${source.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join("<br>")}</p>`
          : `<p style="margin:0 0 24px;">${escapeHtml(n.direct)}</p>`),
    ),
  ].join("");

  const subject = n.subject(
    order.number,
    order.totals.total ? formatPrice(order.totals.total, order.currency, locale) : "",
  );
  return {
    subject,
    text,
    html: mailDocument({ lang: locale, title: subject, preheader: n.intro(order.number), body }),
  };
}

/** What both messages show of the order: number, date, lines, totals, delivery, payment, contact. */
function orderDetails(
  order: OrderMail,
  t: OrderConfirmationTexts,
  locale: Locale,
): { text: string[]; html: string } {
  const price = (value: number) => formatPrice(value, order.currency, locale);
  const date = formatOrderDate(order.createdAt, locale);
  const payment = t.paymentTypes[order.payment.type] ?? order.payment.type;
  const totals = totalRows(order, t, price);
  const contact = [order.customer.name, order.customer.phone, order.customer.email].filter(Boolean);

  const text = [
    `${t.orderNumber} ${order.number}`,
    `${t.date}: ${date}`,
    "",
    ...order.lines.map(
      (line) =>
        `- ${line.title}${line.code ? ` (${t.code} ${line.code})` : ""}: ${quantity(line.quantity, line.unit)} × ${price(line.price)} = ${price(line.total)}`,
    ),
    "",
    ...totals.map(([label, value]) => `${label}: ${value}`),
    "",
    `${t.deliveryMethod}: ${deliveryLines(order.delivery, t).join(", ")}`,
    `${t.payment}: ${payment}`,
    `${t.customer}: ${contact.join(", ")}`,
  ];

  const lineRows = order.lines
    .map(
      (line) => `<tr>
<td style="${CELL}">${escapeHtml(line.title)}${line.code ? `<br><span style="font-size:12px;${MUTED}">${escapeHtml(t.code)} ${escapeHtml(line.code)}</span>` : ""}</td>
<td style="${CELL}text-align:center;white-space:nowrap;">${escapeHtml(quantity(line.quantity, line.unit))}</td>
<td style="${CELL}text-align:right;white-space:nowrap;">${escapeHtml(price(line.price))}</td>
<td style="${CELL}text-align:right;white-space:nowrap;">${escapeHtml(price(line.total))}</td>
</tr>`,
    )
    .join("\n");
  const totalHtml = totals
    .map(([label, value], i) => {
      const last = i === totals.length - 1;
      const style = last ? "padding:10px 6px;font-size:17px;font-weight:bold;" : "padding:4px 6px;";
      return `<tr><td colspan="3" style="${style}text-align:right;">${escapeHtml(label)}</td><td style="${style}text-align:right;white-space:nowrap;">${escapeHtml(value)}</td></tr>`;
    })
    .join("\n");
  const th = (label: string, align: string) =>
    `<th style="${CELL}text-align:${align};font-size:13px;${MUTED}font-weight:normal;">${escapeHtml(label)}</th>`;

  const html = [
    row(
      `<p style="margin:0;font-size:17px;"><strong>${escapeHtml(t.orderNumber)} ${escapeHtml(order.number)}</strong></p><p style="margin:0 0 16px;${MUTED}">${escapeHtml(t.date)}: ${escapeHtml(date)}</p>`,
    ),
    row(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
<tr>${th(t.product, "left")}${th(t.quantity, "center")}${th(t.price, "right")}${th(t.lineTotal, "right")}</tr>
${lineRows}
${totalHtml}
</table>`),
    row(
      heading(t.deliveryMethod) +
        `<p style="margin:0;">${deliveryLines(order.delivery, t).map(escapeMultiline).join("<br>")}</p>`,
    ),
    row(`${heading(t.payment)}<p style="margin:0;">${escapeHtml(payment)}</p>`),
    row(`${heading(t.customer)}<p style="margin:0;">${contact.map(escapeHtml).join("<br>")}</p>`),
  ].join("");
  return { text, html };
}

/** `{PUBLIC_URL}/{lang}/order-checkout/{id}`, or null when the shop's URL is not http(s). */
export function orderLink(publicUrl: string, lang: Locale, id: number | string): string | null {
  const base = safeUrl(publicUrl);
  if (!base) return null;
  return `${base.replace(/\/+$/, "")}/${lang}/order-checkout/${encodeURIComponent(String(id))}`;
}

function totalRows(
  order: OrderMail,
  t: OrderConfirmationTexts,
  price: (value: number) => string,
): [string, string][] {
  const { subtotal, discount, promoCode, delivery, total } = order.totals;
  const rows: [string, string][] = [[t.subtotal, price(subtotal)]];
  if (discount > 0) {
    rows.push([
      promoCode ? `${t.discount} (${t.promoCode} ${promoCode})` : t.discount,
      `-${price(discount)}`,
    ]);
  }
  const agreed = order.delivery.type === "quick" && delivery === 0;
  rows.push([t.delivery, delivery > 0 ? price(delivery) : agreed ? t.deliveryByPhone : t.free]);
  rows.push([t.total, price(total)]);
  return rows;
}

function deliveryLines(delivery: OrderMailDelivery, t: OrderConfirmationTexts): string[] {
  if (delivery.type === "quick") return [t.quick];
  if (delivery.type === "postal") return [t.postal[delivery.service], delivery.city, delivery.place];
  if (delivery.type === "pickup") {
    const { title, address, phone } = delivery.store;
    return [t.pickup, title, address, ...(phone ? [phone] : [])];
  }
  const place = [delivery.address, delivery.locality, delivery.region].filter(Boolean).join(", ");
  return [t.toAddress, place, ...(delivery.comment?.trim() ? [delivery.comment.trim()] : [])];
}

/** Quantities have up to three decimals (0.125 kg) and show no trailing zeros. */
function quantity(value: number, unit: string | null | undefined): string {
  const amount = String(Math.round(value * 1000) / 1000);
  return unit ? `${amount} ${unit}` : amount;
}

/** Date and time in the shops' time zone (Chișinău and Bucharest keep the same clock). */
function formatOrderDate(value: string | Date, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(localeEntry(locale).iso, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Chisinau",
  }).format(date);
}
