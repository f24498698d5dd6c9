import { isLocale, type Locale } from "@sf/i18n";
import { button, escapeHtml, MUTED, mailDocument, row, safeUrl, shopHeader } from "./mail-html.ts";
import type { MailContent, MailShop } from "./types.ts";

type Texts = {
  subject: (advert: string, board: string) => string;
  greeting: string;
  news: (advert: string, date: string) => string;
  how: string;
  view: string;
  sms: (advert: string, date: string, board: string) => string;
};

const TEXTS: Record<Locale, Texts> = {
  ro: {
    subject: (a, board) => `Anunțul „${a}” expiră în curând – ${board}`,
    greeting: "Bună ziua!",
    news: (a, date) => `Anunțul „${a}” expiră pe ${date}; după această dată nu va mai fi afișat.`,
    how: "Pentru a-l prelungi, deschideți „Anunțurile mele” și reactivați-l.",
    view: "Anunțurile mele",
    sms: (a, date, board) =>
      `${board}: anuntul "${a}" expira pe ${date}. Il puteti prelungi in Anunturile mele.`,
  },
  ru: {
    subject: (a, board) => `Объявление «${a}» скоро истекает – ${board}`,
    greeting: "Здравствуйте!",
    news: (a, date) => `Объявление «${a}» истекает ${date}; после этой даты его не будет видно.`,
    how: "Чтобы продлить его, откройте «Мои объявления» и активируйте его снова.",
    view: "Мои объявления",
    sms: (a, date, board) =>
      `${board}: объявление «${a}» истекает ${date}. Продлите его в «Моих объявлениях».`,
  },
  uk: {
    subject: (a, board) => `Оголошення «${a}» незабаром закінчується – ${board}`,
    greeting: "Вітаємо!",
    news: (a, date) => `Оголошення «${a}» закінчується ${date}; після цієї дати його не буде видно.`,
    how: "Щоб продовжити його, відкрийте «Мої оголошення» й активуйте його знову.",
    view: "Мої оголошення",
    sms: (a, date, board) =>
      `${board}: оголошення «${a}» закінчується ${date}. Продовжте його в «Моїх оголошеннях».`,
  },
  en: {
    subject: (a, board) => `Your advert “${a}” expires soon – ${board}`,
    greeting: "Hello!",
    news: (a, date) => `Your advert “${a}” expires on ${date}; after that it is no longer shown.`,
    how: "To renew it, open “My adverts” and activate it again.",
    view: "My adverts",
    sms: (a, date, board) => `${board}: your advert "${a}" expires on ${date}. Renew it in My adverts.`,
  },
};

/**
 * The reminder that an advert of the land board is about to expire (issue 17), as an e-mail and
 * as an SMS, in the owner's language; the link opens their adverts on the board.
 */
export function advertExpiryMessage(
  request: { lang: string; advert: string; expiresAt: Date },
  board: MailShop,
): MailContent & { sms: string } {
  const locale: Locale = isLocale(request.lang) ? request.lang : "ro";
  const t = TEXTS[locale];
  const date = request.expiresAt.toISOString().slice(0, 10).split("-").reverse().join(".");
  const title = request.advert.length > 60 ? `${request.advert.slice(0, 57)}...` : request.advert;
  const subject = t.subject(title, board.name);
  const news = t.news(request.advert, date);
  const base = safeUrl(board.publicUrl);
  const link = base ? `${base.replace(/\/+$/, "")}/${locale}/my-adverts` : null;
  const body = [
    shopHeader(board.name, board.logoUrl),
    row(
      `<h1 style="margin:24px 0 8px;font-size:20px;">${escapeHtml(t.greeting)}</h1><p style="margin:0 0 8px;">${escapeHtml(news)}</p><p style="margin:0 0 16px;">${escapeHtml(t.how)}</p>`,
    ),
    link ? row(button(link, t.view)) : "",
    row(`<p style="margin:16px 0 24px;font-size:12px;${MUTED}">${escapeHtml(board.name)}</p>`),
  ].join("");
  const text = [
    t.greeting,
    "",
    news,
    t.how,
    ...(link ? ["", `${t.view}: ${link}`] : []),
    "",
    "--",
    board.name,
    "",
  ].join("\n");
  return {
    subject,
    html: mailDocument({ lang: locale, title: subject, preheader: news, body }),
    text,
    sms: t.sms(title, date, board.name),
  };
}
