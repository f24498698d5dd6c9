import { isLocale, type Locale } from "@sf/i18n";
import { escapeHtml, MUTED, mailDocument, row, shopHeader } from "./mail-html.ts";
import type { MailContent, MailShop } from "./types.ts";

/** A credit application as the shop receives it (the figures are the ones the shopper saw). */
export type CreditRequestMail = {
  name: string;
  phone: string;
  /** Shown to the shop only, never in the shopper's acknowledgement. */
  idnp: string;
  email?: string | null;
  programme: string;
  partner: string;
  product?: string | null;
  /** Already formatted with the currency, e.g. "12 500 MDL". */
  amount: string;
  monthly: string;
  totalRepaid: string;
  months: number;
  dae: number;
  /** The language the shopper wrote in. */
  lang: string;
};

type Texts = {
  subject: string;
  labels: Record<
    | "name"
    | "phone"
    | "idnp"
    | "email"
    | "programme"
    | "product"
    | "amount"
    | "term"
    | "monthly"
    | "total"
    | "dae"
    | "lang",
    string
  >;
  months: string;
  thanks: (programme: string) => string;
  /** The API's answer to the form. */
  answer: string;
  greeting: string;
};

const TEXTS: Record<Locale, Texts> = {
  ro: {
    subject: "Cerere de credit",
    labels: {
      name: "Nume",
      phone: "Telefon",
      idnp: "IDNP",
      email: "E-mail",
      programme: "Program",
      product: "Produs",
      amount: "Suma",
      term: "Termen",
      monthly: "Rata lunară",
      total: "Total de plată",
      dae: "DAE",
      lang: "Limba",
    },
    months: "luni",
    thanks: (p) =>
      `Am primit cererea dumneavoastră de credit (${p}). Un consultant vă va suna în curând pentru a confirma datele.`,
    answer: "Cererea de credit a fost trimisă. Un consultant vă va suna în curând.",
    greeting: "Bună ziua",
  },
  ru: {
    subject: "Заявка на кредит",
    labels: {
      name: "Имя",
      phone: "Телефон",
      idnp: "IDNP",
      email: "E-mail",
      programme: "Программа",
      product: "Товар",
      amount: "Сумма",
      term: "Срок",
      monthly: "Ежемесячный платёж",
      total: "Всего к оплате",
      dae: "Годовая эффективная ставка",
      lang: "Язык",
    },
    months: "мес.",
    thanks: (p) =>
      `Мы получили вашу заявку на кредит (${p}). Консультант скоро позвонит вам, чтобы уточнить данные.`,
    answer: "Заявка на кредит отправлена. Консультант скоро вам позвонит.",
    greeting: "Здравствуйте",
  },
  uk: {
    subject: "Заявка на кредит",
    labels: {
      name: "Ім'я",
      phone: "Телефон",
      idnp: "IDNP",
      email: "E-mail",
      programme: "Програма",
      product: "Товар",
      amount: "Сума",
      term: "Строк",
      monthly: "Щомісячний платіж",
      total: "Усього до сплати",
      dae: "Річна ефективна ставка",
      lang: "Мова",
    },
    months: "міс.",
    thanks: (p) =>
      `Ми отримали вашу заявку на кредит (${p}). Консультант незабаром зателефонує вам, щоб уточнити дані.`,
    answer: "Заявку на кредит надіслано. Консультант незабаром вам зателефонує.",
    greeting: "Вітаємо",
  },
  en: {
    subject: "Credit application",
    labels: {
      name: "Name",
      phone: "Phone",
      idnp: "IDNP",
      email: "E-mail",
      programme: "Programme",
      product: "Product",
      amount: "Amount",
      term: "Term",
      monthly: "Monthly payment",
      total: "Total repaid",
      dae: "APR (DAE)",
      lang: "Language",
    },
    months: "months",
    thanks: (p) =>
      `We have received your credit application (${p}). A consultant will call you soon to confirm the details.`,
    answer: "Your credit application has been sent. A consultant will call you soon.",
    greeting: "Hello",
  },
};

const localeOf = (lang: string): Locale => (isLocale(lang) ? lang : "ro");

function table(fields: [string, string][]): string {
  return fields
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 8px 4px 0;vertical-align:top;${MUTED}">${escapeHtml(label)}</td><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
}

function loanFields(t: Texts, r: CreditRequestMail): [string, string][] {
  const programme = r.partner ? `${r.programme} (${r.partner})` : r.programme;
  const fields: [string, string | null | undefined][] = [
    [t.labels.programme, programme],
    [t.labels.product, r.product],
    [t.labels.amount, r.amount],
    [t.labels.term, `${r.months} ${t.months}`],
    [t.labels.monthly, r.monthly],
    [t.labels.total, r.totalRepaid],
    [t.labels.dae, `${r.dae.toFixed(2)} %`],
  ];
  return fields.filter((f): f is [string, string] => Boolean(f[1]));
}

/** The application to the shop (its `main_email`), in the shop's language. */
export function creditRequestNotice(r: CreditRequestMail, shop: MailShop, shopLang: string): MailContent {
  const locale = localeOf(shopLang);
  const t = TEXTS[locale];
  const subject = `${t.subject}: ${r.name} – ${shop.name}`;
  const person: [string, string | null | undefined][] = [
    [t.labels.name, r.name],
    [t.labels.phone, r.phone],
    [t.labels.idnp, r.idnp],
    [t.labels.email, r.email],
    [t.labels.lang, r.lang],
  ];
  const shown = [...person.filter((f): f is [string, string] => Boolean(f[1])), ...loanFields(t, r)];
  const body = row(`<h1 style="margin:24px 0 12px;font-size:20px;">${escapeHtml(t.subject)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">${table(shown)}</table>`);
  return {
    subject,
    html: mailDocument({ lang: locale, title: subject, preheader: `${t.subject}: ${r.name}`, body }),
    text: [t.subject, "", ...shown.map(([label, value]) => `${label}: ${value}`), ""].join("\n"),
  };
}

/** The acknowledgement to the shopper, in their language, with the loan they asked for (no IDNP). */
export function creditRequestAcknowledgement(r: CreditRequestMail, shop: MailShop): MailContent {
  const locale = localeOf(r.lang);
  const t = TEXTS[locale];
  const subject = `${t.subject} – ${shop.name}`;
  const greeting = `${t.greeting}, ${r.name}!`;
  const thanks = t.thanks(r.programme);
  const fields = loanFields(t, r);
  const body =
    shopHeader(shop.name, shop.logoUrl) +
    row(`<p style="margin:24px 0 8px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;">${escapeHtml(thanks)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">${table(fields)}</table>`);
  return {
    subject,
    html: mailDocument({ lang: locale, title: subject, preheader: thanks, body }),
    text: [greeting, "", thanks, "", ...fields.map(([l, v]) => `${l}: ${v}`), "", shop.name, ""].join("\n"),
  };
}

/** The API's answer to the shopper, in their language. */
export function creditRequestAnswer(lang: string): string {
  return TEXTS[localeOf(lang)].answer;
}
