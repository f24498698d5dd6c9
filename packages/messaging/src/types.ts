import type { Locale } from "@sf/i18n";

/** What a template produces: one message in one language, ready for any e-mail transport. */
export type MailContent = { subject: string; html: string; text: string };

/** A file sent with an e-mail (a CV to the shop). */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

/** An e-mail to send. `fromName` shows the shop's name in front of the platform's address. */
export type EmailMessage = MailContent & {
  /** One bare address (`ion@example.md`). */
  to: string;
  fromName?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};

/** A text message; `to` in any form `normalizePhone` understands (+373 / +40 numbers). */
export type SmsMessage = { to: string; text: string };

/** The shop as a message shows it; the API builds it from the site's settings. */
export type MailShop = {
  name: string;
  /** Absolute http(s) URL of the logo; other values are not shown. */
  logoUrl?: string | null;
  /** Contact phone shown under "questions?". */
  phone?: string | null;
  email?: string | null;
  /** The storefront's origin, e.g. `https://shop.example` (PUBLIC_URL), for links back. */
  publicUrl: string;
};

export type OrderMailLine = {
  title: string;
  /** Product code (SKU), shown small under the title when present. */
  code?: string | null;
  /** May be fractional (sold by the metre or kilogram). */
  quantity: number;
  /** Unit of measurement in the order's language, e.g. "m", "kg"; omitted for pieces. */
  unit?: string | null;
  /** Unit price after the product's own discount. */
  price: number;
  /** price x quantity as the order computed it (not recomputed here). */
  total: number;
};

export type OrderMailDelivery =
  | {
      type: "delivery";
      region?: string | null;
      locality?: string | null;
      address: string;
      comment?: string | null;
    }
  | {
      type: "pickup";
      store: { title: string; address: string; phone?: string | null };
    }
  /** A one-click order: the shop phones the customer to agree how it reaches them. */
  | { type: "quick" }
  /** A Nova Post parcel to a branch, a locker or (courier) an address in `city`. */
  | { type: "postal"; service: "warehouse" | "postmachine" | "courier"; city: string; place: string };

/**
 * Everything the order confirmation shows, in the order's currency. The orders service maps its
 * order to this shape; amounts are the ones it computed (the template adds nothing up).
 */
export type OrderMail = {
  /** Used in the link to the order page. */
  id: number | string;
  /** The number shown to the customer. */
  number: string;
  /** ISO 8601 or a Date. */
  createdAt: string | Date;
  /** The language the customer ordered in: the default language of the message. */
  lang: Locale;
  currency: string;
  customer: { name: string; email?: string | null; phone?: string | null };
  lines: OrderMailLine[];
  totals: {
    /** Sum of the line totals. */
    subtotal: number;
    /** Promo code and loyalty points together, as a positive amount; 0 hides the row. */
    discount: number;
    promoCode?: string | null;
    /** 0 shows "free". */
    delivery: number;
    /** What the customer pays. */
    total: number;
  };
  delivery: OrderMailDelivery;
  /** `type` is one of the platform's payment types (`cash`, `card`, `card_on_receipt`, `paynet`...). */
  payment: { type: string };
  comments?: string | null;
  /** The customer's first visit's campaign fields (`utm_source`...), shown to the shop only. */
  utm?: Partial<
    Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content", string>
  > | null;
};
