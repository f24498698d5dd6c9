import { isLocale, type Locale } from "@sf/i18n";
import { escapeHtml, escapeMultiline, MUTED, mailDocument, row, shopHeader } from "./mail-html.ts";
import type { MailContent, MailShop } from "./types.ts";

/** A CV sent to the shop: who sent it, for which vacancy (null: an open application). */
export type ResumeMail = {
  name: string;
  phone: string;
  email: string;
  message?: string | null;
  vacancy?: string | null;
  /** The attached file's name. */
  fileName: string;
  /** The language the sender wrote in. */
  lang: string;
};

type Texts = {
  subject: string;
  openApplication: string;
  labels: {
    vacancy: string;
    name: string;
    phone: string;
    email: string;
    message: string;
    file: string;
    lang: string;
  };
  thanks: (vacancy: string | null) => string;
  greeting: string;
};

const TEXTS: Record<Locale, Texts> = {
  ro: {
    subject: "CV nou",
    openApplication: "Candidatură spontană",
    labels: {
      vacancy: "Post vacant",
      name: "Nume",
      phone: "Telefon",
      email: "E-mail",
      message: "Mesaj",
      file: "Fișier atașat",
      lang: "Limba",
    },
    thanks: (v) =>
      v
        ? `Am primit CV-ul dumneavoastră pentru postul „${v}”. Vă vom contacta dacă profilul dumneavoastră corespunde.`
        : "Am primit CV-ul dumneavoastră. Vă vom contacta când vom avea un post potrivit.",
    greeting: "Bună ziua",
  },
  ru: {
    subject: "Новое резюме",
    openApplication: "Резюме без вакансии",
    labels: {
      vacancy: "Вакансия",
      name: "Имя",
      phone: "Телефон",
      email: "E-mail",
      message: "Сообщение",
      file: "Вложенный файл",
      lang: "Язык",
    },
    thanks: (v) =>
      v
        ? `Мы получили ваше резюме на вакансию «${v}» и свяжемся с вами, если ваш опыт нам подходит.`
        : "Мы получили ваше резюме и свяжемся с вами, когда появится подходящая вакансия.",
    greeting: "Здравствуйте",
  },
  uk: {
    subject: "Нове резюме",
    openApplication: "Резюме без вакансії",
    labels: {
      vacancy: "Вакансія",
      name: "Ім'я",
      phone: "Телефон",
      email: "E-mail",
      message: "Повідомлення",
      file: "Вкладений файл",
      lang: "Мова",
    },
    thanks: (v) =>
      v
        ? `Ми отримали ваше резюме на вакансію «${v}» і зв'яжемося з вами, якщо ваш досвід нам підходить.`
        : "Ми отримали ваше резюме і зв'яжемося з вами, коли з'явиться відповідна вакансія.",
    greeting: "Вітаємо",
  },
  en: {
    subject: "New CV",
    openApplication: "Open application",
    labels: {
      vacancy: "Vacancy",
      name: "Name",
      phone: "Phone",
      email: "E-mail",
      message: "Message",
      file: "Attached file",
      lang: "Language",
    },
    thanks: (v) =>
      v
        ? `We have received your CV for the position "${v}" and will contact you if your experience fits.`
        : "We have received your CV and will contact you when a suitable position opens.",
    greeting: "Hello",
  },
};

const localeOf = (lang: string): Locale => (isLocale(lang) ? lang : "ro");

/** The message to the shop (its `main_email`), in the shop's language; the CV goes with it as an attachment. */
export function resumeNotice(resume: ResumeMail, shop: MailShop, shopLang: string): MailContent {
  const locale = localeOf(shopLang);
  const t = TEXTS[locale];
  const about = resume.vacancy ?? t.openApplication;
  const subject = `${t.subject}: ${about} – ${shop.name}`;
  const fields: [string, string | null | undefined][] = [
    [t.labels.vacancy, about],
    [t.labels.name, resume.name],
    [t.labels.phone, resume.phone],
    [t.labels.email, resume.email],
    [t.labels.file, resume.fileName],
    [t.labels.lang, resume.lang],
    [t.labels.message, resume.message],
  ];
  const shown = fields.filter((f): f is [string, string] => Boolean(f[1]));
  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 8px 4px 0;vertical-align:top;${MUTED}">${escapeHtml(label)}</td><td style="padding:4px 0;">${escapeMultiline(value)}</td></tr>`,
    )
    .join("");
  const body =
    row(`<h1 style="margin:24px 0 12px;font-size:20px;">${escapeHtml(`${t.subject}: ${about}`)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">${rows}</table>`);
  return {
    subject,
    html: mailDocument({ lang: locale, title: subject, preheader: about, body }),
    text: [`${t.subject}: ${about}`, "", ...shown.map(([label, value]) => `${label}: ${value}`), ""].join(
      "\n",
    ),
  };
}

/** The acknowledgement to the sender, in their language (without the file). */
export function resumeAcknowledgement(resume: ResumeMail, shop: MailShop): MailContent {
  const locale = localeOf(resume.lang);
  const t = TEXTS[locale];
  const thanks = t.thanks(resume.vacancy ?? null);
  const subject = `${t.labels.vacancy}: ${resume.vacancy ?? t.openApplication} – ${shop.name}`;
  const greeting = `${t.greeting}, ${resume.name}!`;
  const body =
    shopHeader(shop.name, shop.logoUrl) +
    row(`<p style="margin:24px 0 8px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;">${escapeHtml(thanks)}</p>`);
  return {
    subject,
    html: mailDocument({ lang: locale, title: subject, preheader: thanks, body }),
    text: [greeting, "", thanks, "", shop.name, ""].join("\n"),
  };
}
