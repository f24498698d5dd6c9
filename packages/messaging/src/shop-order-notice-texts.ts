import type { Locale } from "@sf/i18n";

export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The shop's new-order notice in each language (the order details use the confirmation's words). */
export type ShopOrderNoticeTexts = {
  subject: (number: string, total: string) => string;
  heading: string;
  intro: (number: string) => string;
  orderedIn: string;
  comment: string;
  source: string;
  /** When the customer came with no campaign fields. */
  direct: string;
  utm: Record<(typeof UTM_FIELDS)[number], string>;
};

export const SHOP_ORDER_NOTICE_TEXTS: Record<Locale, ShopOrderNoticeTexts> = {
  ro: {
    subject: (number, total) => `Comandă nouă nr. ${number}${total ? ` – ${total}` : ""}`,
    heading: "Comandă nouă",
    intro: (number) => `A fost plasată comanda nr. ${number}. Contactați clientul pentru a o confirma.`,
    orderedIn: "Limba comenzii",
    comment: "Comentariul clientului",
    source: "Sursa (UTM)",
    direct: "Vizită directă, fără parametri UTM",
    utm: {
      utm_source: "Sursă",
      utm_medium: "Canal",
      utm_campaign: "Campanie",
      utm_term: "Termen",
      utm_content: "Conținut",
    },
  },
  ru: {
    subject: (number, total) => `Новый заказ № ${number}${total ? ` – ${total}` : ""}`,
    heading: "Новый заказ",
    intro: (number) => `Оформлен заказ № ${number}. Свяжитесь с клиентом, чтобы подтвердить его.`,
    orderedIn: "Язык заказа",
    comment: "Комментарий клиента",
    source: "Источник (UTM)",
    direct: "Прямой заход, без UTM-меток",
    utm: {
      utm_source: "Источник",
      utm_medium: "Канал",
      utm_campaign: "Кампания",
      utm_term: "Ключевое слово",
      utm_content: "Объявление",
    },
  },
  uk: {
    subject: (number, total) => `Нове замовлення № ${number}${total ? ` – ${total}` : ""}`,
    heading: "Нове замовлення",
    intro: (number) => `Оформлено замовлення № ${number}. Зв'яжіться з клієнтом, щоб його підтвердити.`,
    orderedIn: "Мова замовлення",
    comment: "Коментар клієнта",
    source: "Джерело (UTM)",
    direct: "Прямий захід, без UTM-міток",
    utm: {
      utm_source: "Джерело",
      utm_medium: "Канал",
      utm_campaign: "Кампанія",
      utm_term: "Ключове слово",
      utm_content: "Оголошення",
    },
  },
  en: {
    subject: (number, total) => `New order No. ${number}${total ? ` – ${total}` : ""}`,
    heading: "New order",
    intro: (number) => `Order No. ${number} has been placed. Contact the customer to confirm it.`,
    orderedIn: "Language of the order",
    comment: "Customer's comment",
    source: "Source (UTM)",
    direct: "Direct visit, no UTM parameters",
    utm: {
      utm_source: "Source",
      utm_medium: "Medium",
      utm_campaign: "Campaign",
      utm_term: "Term",
      utm_content: "Content",
    },
  },
};
