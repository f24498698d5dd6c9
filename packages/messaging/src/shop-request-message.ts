import { isLocale, type Locale } from "@sf/i18n";
import { escapeHtml, escapeMultiline, MUTED, mailDocument, row, shopHeader } from "./mail-html.ts";
import type { MailContent, MailShop } from "./types.ts";

/** What a shopper sent through one of the shop's public forms. */
export type ShopRequestMail = {
  kind: "consultation" | "callback" | "newsletter" | "support";
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  body?: string | null;
  /** A consultation's wished day, `YYYY-MM-DD`. */
  date?: string | null;
  product?: string | null;
  /** The language the shopper wrote in. */
  lang: string;
};

type Texts = {
  kinds: Record<ShopRequestMail["kind"], string>;
  labels: {
    name: string;
    phone: string;
    email: string;
    body: string;
    date: string;
    product: string;
    lang: string;
  };
  thanks: Record<ShopRequestMail["kind"], string>;
  greeting: string;
};

const TEXTS: Record<Locale, Texts> = {
  ro: {
    kinds: {
      consultation: "Cerere de consultație",
      callback: "Cerere de apel înapoi",
      newsletter: "Abonare la newsletter",
      support: "Mesaj pentru suport",
    },
    labels: {
      name: "Nume",
      phone: "Telefon",
      email: "E-mail",
      body: "Mesaj",
      date: "Data dorită",
      product: "Produs",
      lang: "Limba",
    },
    thanks: {
      consultation: "Am primit cererea dumneavoastră de consultație. Vă vom contacta în curând.",
      callback: "Am primit cererea dumneavoastră. Vă vom suna în curând.",
      newsletter: "V-ați abonat la newsletter-ul nostru. Mulțumim!",
      support: "Am primit mesajul dumneavoastră. Vă vom răspunde în curând.",
    },
    greeting: "Bună ziua",
  },
  ru: {
    kinds: {
      consultation: "Запись на консультацию",
      callback: "Запрос обратного звонка",
      newsletter: "Подписка на рассылку",
      support: "Сообщение в поддержку",
    },
    labels: {
      name: "Имя",
      phone: "Телефон",
      email: "E-mail",
      body: "Сообщение",
      date: "Желаемая дата",
      product: "Товар",
      lang: "Язык",
    },
    thanks: {
      consultation: "Мы получили вашу заявку на консультацию и скоро свяжемся с вами.",
      callback: "Мы получили вашу заявку и скоро вам перезвоним.",
      newsletter: "Вы подписались на нашу рассылку. Спасибо!",
      support: "Мы получили ваше сообщение и скоро ответим.",
    },
    greeting: "Здравствуйте",
  },
  uk: {
    kinds: {
      consultation: "Запис на консультацію",
      callback: "Запит зворотного дзвінка",
      newsletter: "Підписка на розсилку",
      support: "Повідомлення до підтримки",
    },
    labels: {
      name: "Ім'я",
      phone: "Телефон",
      email: "E-mail",
      body: "Повідомлення",
      date: "Бажана дата",
      product: "Товар",
      lang: "Мова",
    },
    thanks: {
      consultation: "Ми отримали вашу заявку на консультацію і незабаром зв'яжемося з вами.",
      callback: "Ми отримали вашу заявку і незабаром вам зателефонуємо.",
      newsletter: "Ви підписалися на нашу розсилку. Дякуємо!",
      support: "Ми отримали ваше повідомлення і незабаром відповімо.",
    },
    greeting: "Вітаємо",
  },
  en: {
    kinds: {
      consultation: "Consultation request",
      callback: "Call-back request",
      newsletter: "Newsletter subscription",
      support: "Support message",
    },
    labels: {
      name: "Name",
      phone: "Phone",
      email: "E-mail",
      body: "Message",
      date: "Wished date",
      product: "Product",
      lang: "Language",
    },
    thanks: {
      consultation: "We have received your consultation request and will contact you soon.",
      callback: "We have received your request and will call you back soon.",
      newsletter: "You are subscribed to our newsletter. Thank you!",
      support: "We have received your message and will answer soon.",
    },
    greeting: "Hello",
  },
};

const localeOf = (lang: string): Locale => (isLocale(lang) ? lang : "ro");

/** The message to the shop (its `main_email`) about a submission, in the shop's language. */
export function shopRequestNotice(request: ShopRequestMail, shop: MailShop, shopLang: string): MailContent {
  const t = TEXTS[localeOf(shopLang)];
  const subject = `${t.kinds[request.kind]} – ${shop.name}`;
  const fields: [string, string | null | undefined][] = [
    [t.labels.name, request.name],
    [t.labels.phone, request.phone],
    [t.labels.email, request.email],
    [t.labels.date, request.date],
    [t.labels.product, request.product],
    [t.labels.lang, request.lang],
    [t.labels.body, request.body],
  ];
  const shown = fields.filter((f): f is [string, string] => Boolean(f[1]));
  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 8px 4px 0;vertical-align:top;${MUTED}">${escapeHtml(label)}</td><td style="padding:4px 0;">${escapeMultiline(value)}</td></tr>`,
    )
    .join("");
  const body = row(`<h1 style="margin:24px 0 12px;font-size:20px;">${escapeHtml(t.kinds[request.kind])}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">${rows}</table>`);
  return {
    subject,
    html: mailDocument({ lang: localeOf(shopLang), title: subject, preheader: t.kinds[request.kind], body }),
    text: [t.kinds[request.kind], "", ...shown.map(([label, value]) => `${label}: ${value}`), ""].join("\n"),
  };
}

/** The acknowledgement to the sender, in their language. */
export function shopRequestAcknowledgement(
  kind: ShopRequestMail["kind"],
  lang: string,
  shop: MailShop,
  name?: string | null,
): MailContent {
  const locale = localeOf(lang);
  const t = TEXTS[locale];
  const subject = `${t.kinds[kind]} – ${shop.name}`;
  const greeting = name ? `${t.greeting}, ${name}!` : `${t.greeting}!`;
  const body =
    shopHeader(shop.name, shop.logoUrl) +
    row(`<p style="margin:24px 0 8px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;">${escapeHtml(t.thanks[kind])}</p>`);
  return {
    subject,
    html: mailDocument({ lang: locale, title: subject, preheader: t.thanks[kind], body }),
    text: [greeting, "", t.thanks[kind], "", shop.name, ""].join("\n"),
  };
}
