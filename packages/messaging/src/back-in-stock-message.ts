import { isLocale, type Locale } from "@sf/i18n";
import { button, escapeHtml, MUTED, mailDocument, row, safeUrl, shopHeader } from "./mail-html.ts";
import type { MailContent, MailShop } from "./types.ts";

type Texts = {
  subject: (product: string, shop: string) => string;
  greeting: string;
  news: (product: string) => string;
  why: string;
  view: string;
};

const TEXTS: Record<Locale, Texts> = {
  ro: {
    subject: (p, shop) => `${p} este din nou în stoc – ${shop}`,
    greeting: "Bună ziua!",
    news: (p) => `Produsul „${p}” este din nou în stoc și poate fi comandat.`,
    why: "Primiți acest mesaj pentru că ați cerut să fiți anunțat când produsul revine în stoc.",
    view: "Vezi produsul",
  },
  ru: {
    subject: (p, shop) => `${p} снова в наличии – ${shop}`,
    greeting: "Здравствуйте!",
    news: (p) => `Товар «${p}» снова в наличии, его можно заказать.`,
    why: "Вы получили это письмо, потому что просили сообщить, когда товар появится в наличии.",
    view: "Посмотреть товар",
  },
  uk: {
    subject: (p, shop) => `${p} знову в наявності – ${shop}`,
    greeting: "Вітаємо!",
    news: (p) => `Товар «${p}» знову в наявності, його можна замовити.`,
    why: "Ви отримали цей лист, бо просили повідомити, коли товар з'явиться в наявності.",
    view: "Переглянути товар",
  },
  en: {
    subject: (p, shop) => `${p} is back in stock – ${shop}`,
    greeting: "Hello!",
    news: (p) => `“${p}” is back in stock and can be ordered now.`,
    why: "You get this message because you asked to be told when the product is back in stock.",
    view: "View the product",
  },
};

/** The product's page on the storefront, or null without a usable origin or slug. */
export function productLink(publicUrl: string, lang: Locale, slug: string | null | undefined): string | null {
  const base = safeUrl(publicUrl);
  if (!base || !slug) return null;
  return `${base.replace(/\/+$/, "")}/${lang}/product/${encodeURIComponent(slug)}`;
}

/** The e-mail telling a shopper who asked "notify me" that the product is back, in their language. */
export function backInStockMessage(
  request: { lang: string; product: string; slug?: string | null },
  shop: MailShop,
): MailContent {
  const locale: Locale = isLocale(request.lang) ? request.lang : "ro";
  const t = TEXTS[locale];
  const subject = t.subject(request.product, shop.name);
  const news = t.news(request.product);
  const link = productLink(shop.publicUrl, locale, request.slug);
  const body = [
    shopHeader(shop.name, shop.logoUrl),
    row(
      `<h1 style="margin:24px 0 8px;font-size:20px;">${escapeHtml(t.greeting)}</h1><p style="margin:0 0 16px;">${escapeHtml(news)}</p>`,
    ),
    link ? row(button(link, t.view)) : "",
    row(
      `<p style="margin:16px 0 24px;font-size:12px;${MUTED}">${escapeHtml(t.why)}<br>${escapeHtml(shop.name)}</p>`,
      "border-top:1px solid #e5e7eb;",
    ),
  ].join("");
  const text = [
    t.greeting,
    "",
    news,
    ...(link ? ["", `${t.view}: ${link}`] : []),
    "",
    "--",
    t.why,
    shop.name,
    "",
  ].join("\n");
  return { subject, html: mailDocument({ lang: locale, title: subject, preheader: news, body }), text };
}
