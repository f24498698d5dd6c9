import { isLocale, type Locale } from "@sf/i18n";
import { escapeHtml, FONT, MUTED, mailDocument, row } from "./mail-html.ts";
import type { MailContent } from "./types.ts";

/** One-time login codes: six digits, valid this many minutes (the auth service enforces it). */
export const LOGIN_CODE_TTL_MINUTES = 10;

type LoginCodeTexts = {
  subject: (code: string) => string;
  intro: string;
  validity: string;
  ignore: string;
  /** Short and without diacritics where the language allows: one SMS segment. */
  sms: (code: string) => string;
};

const TEXTS: Record<Locale, LoginCodeTexts> = {
  ro: {
    subject: (code) => `Codul de autentificare: ${code}`,
    intro: "Introduceți acest cod pentru a vă autentifica:",
    validity: `Codul este valabil ${LOGIN_CODE_TTL_MINUTES} minute și poate fi folosit o singură dată.`,
    ignore: "Dacă nu ați solicitat acest cod, ignorați mesajul.",
    sms: (code) => `Codul de autentificare: ${code}. Valabil ${LOGIN_CODE_TTL_MINUTES} minute.`,
  },
  ru: {
    subject: (code) => `Код для входа: ${code}`,
    intro: "Введите этот код, чтобы войти:",
    validity: `Код действует ${LOGIN_CODE_TTL_MINUTES} минут, использовать его можно один раз.`,
    ignore: "Если вы не запрашивали код, просто проигнорируйте это письмо.",
    sms: (code) => `Код для входа: ${code}. Действует ${LOGIN_CODE_TTL_MINUTES} минут.`,
  },
  uk: {
    subject: (code) => `Код для входу: ${code}`,
    intro: "Введіть цей код, щоб увійти:",
    validity: `Код дійсний ${LOGIN_CODE_TTL_MINUTES} хвилин, використати його можна один раз.`,
    ignore: "Якщо ви не запитували код, просто проігноруйте цей лист.",
    sms: (code) => `Код для входу: ${code}. Дійсний ${LOGIN_CODE_TTL_MINUTES} хвилин.`,
  },
  en: {
    subject: (code) => `Your login code: ${code}`,
    intro: "Enter this code to sign in:",
    validity: `The code is valid for ${LOGIN_CODE_TTL_MINUTES} minutes and can be used once.`,
    ignore: "If you did not ask for this code, ignore this message.",
    sms: (code) => `Your login code: ${code}. Valid for ${LOGIN_CODE_TTL_MINUTES} minutes.`,
  },
};

/** Codes that confirm a phone or an e-mail address added to a profile (the board, decision 0058). */
const CONFIRM_TEXTS: Record<Locale, LoginCodeTexts> = {
  ro: {
    subject: (code) => `Codul de confirmare: ${code}`,
    intro: "Introduceți acest cod pentru a confirma că adresa sau numărul vă aparține:",
    validity: `Codul este valabil ${LOGIN_CODE_TTL_MINUTES} minute și poate fi folosit o singură dată.`,
    ignore: "Dacă nu ați solicitat acest cod, ignorați mesajul.",
    sms: (code) => `Codul de confirmare: ${code}. Valabil ${LOGIN_CODE_TTL_MINUTES} minute.`,
  },
  ru: {
    subject: (code) => `Код подтверждения: ${code}`,
    intro: "Введите этот код, чтобы подтвердить, что адрес или номер принадлежит вам:",
    validity: `Код действует ${LOGIN_CODE_TTL_MINUTES} минут, использовать его можно один раз.`,
    ignore: "Если вы не запрашивали код, просто проигнорируйте это сообщение.",
    sms: (code) => `Код подтверждения: ${code}. Действует ${LOGIN_CODE_TTL_MINUTES} минут.`,
  },
  uk: {
    subject: (code) => `Код підтвердження: ${code}`,
    intro: "Введіть цей код, щоб підтвердити, що адреса або номер належить вам:",
    validity: `Код дійсний ${LOGIN_CODE_TTL_MINUTES} хвилин, використати його можна один раз.`,
    ignore: "Якщо ви не запитували код, просто проігноруйте це повідомлення.",
    sms: (code) => `Код підтвердження: ${code}. Дійсний ${LOGIN_CODE_TTL_MINUTES} хвилин.`,
  },
  en: {
    subject: (code) => `Your confirmation code: ${code}`,
    intro: "Enter this code to confirm that the address or number is yours:",
    validity: `The code is valid for ${LOGIN_CODE_TTL_MINUTES} minutes and can be used once.`,
    ignore: "If you did not ask for this code, ignore this message.",
    sms: (code) => `Your confirmation code: ${code}. Valid for ${LOGIN_CODE_TTL_MINUTES} minutes.`,
  },
};

/**
 * A one-time code as an e-mail (subject, HTML, text) and as an SMS text: to sign in (the
 * default), or to confirm a phone or an address.
 */
export function loginCodeMessage(
  code: string,
  lang: Locale,
  shopName?: string,
  purpose: "sign_in" | "confirm" = "sign_in",
): MailContent & { sms: string } {
  if (!/^\d{6}$/.test(code)) throw new Error("A login code is six digits.");
  const locale: Locale = isLocale(lang) ? lang : "ro";
  const t = (purpose === "confirm" ? CONFIRM_TEXTS : TEXTS)[locale];
  const subject = shopName ? `${t.subject(code)} – ${shopName}` : t.subject(code);
  const body =
    row(`${shopName ? `<p style="margin:24px 0 0;font-size:20px;font-weight:bold;">${escapeHtml(shopName)}</p>` : ""}
<p style="margin:24px 0 8px;">${escapeHtml(t.intro)}</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;${FONT}">${code}</p>
<p style="margin:0 0 8px;">${escapeHtml(t.validity)}</p>
<p style="margin:0 0 24px;font-size:12px;${MUTED}">${escapeHtml(t.ignore)}</p>`);
  return {
    subject,
    html: mailDocument({ lang: locale, title: subject, preheader: t.subject(code), body }),
    text: [...(shopName ? [shopName, ""] : []), t.intro, "", code, "", t.validity, t.ignore, ""].join("\n"),
    sms: t.sms(code),
  };
}
