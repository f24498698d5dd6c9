import { z } from "zod";
import { idParamSchema, idSchema } from "./common.ts";

/** The longest texts the shop's public forms take; the storefront's fields use the same. */
export const SHOP_REQUEST_MAX = { name: 100, email: 254, phone: 40, comment: 2000, body: 5000 } as const;

const text = (max: number, field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, `${field}: at most ${max} characters.`);

const email = z
  .string({ error: "Enter a valid e-mail address." })
  .trim()
  .max(SHOP_REQUEST_MAX.email, "Enter a valid e-mail address.")
  .pipe(z.email("Enter a valid e-mail address."))
  .transform((value) => value.toLowerCase());
/** An e-mail the sender may leave empty. */
const optionalEmail = z.union([z.literal(""), email]).optional();

const name = text(SHOP_REQUEST_MAX.name, "Name").min(2, "Enter your name.");
/** Checked against the shop's country by the service (`normalizePhone`). */
const phone = text(SHOP_REQUEST_MAX.phone, "Phone").min(1, "Enter a phone number.");

/** The sender's fields as every public form checks them (the CV form takes them too). */
export const senderFields = { name, phone, email, text } as const;

/** The bot check's answer from the shopper's browser; required only when the shop has one. */
export const botCheckTokenSchema = z
  .string({ error: "The bot check token must be text." })
  .max(4096, "The bot check token is too long.")
  .optional();

const consultationFields = {
  name,
  phone,
  email: optionalEmail,
  comment: text(SHOP_REQUEST_MAX.comment, "Comment").optional(),
  /** The day the shopper would like, `YYYY-MM-DD` (today up to a year ahead). */
  date: z
    .string({ error: "Choose a date." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date.")
    .optional(),
  /** The product the question is about, when asked from a product page. */
  product_id: z.union([idSchema("product"), idParamSchema("product")]).optional(),
  recaptcha_token: botCheckTokenSchema,
};

/** `POST /base/book-consultation`: a shopper asks the shop (a pharmacist, a seller) to call them. */
export const bookConsultationSchema = z.object(consultationFields);
export type BookConsultation = z.infer<typeof bookConsultationSchema>;
export type BookConsultationInput = z.input<typeof bookConsultationSchema>;

/** `/base/user-request/` with `type: "consultation"`: the same request through the generic endpoint. */
export const consultationRequestSchema = z.object({ type: z.literal("consultation"), ...consultationFields });

/** `/base/user-request/` with `type: "callback"`: "call me back", a name and a phone. */
export const callbackRequestSchema = z.object({
  type: z.literal("callback"),
  name,
  phone,
  comment: text(SHOP_REQUEST_MAX.comment, "Comment").optional(),
  recaptcha_token: botCheckTokenSchema,
});

/** `POST /settings/news-letter/`: an e-mail subscribed to the shop's newsletter. */
export const newsLetterSchema = z.object({ email, recaptcha_token: botCheckTokenSchema });
export type NewsLetterInput = z.input<typeof newsLetterSchema>;

/** `POST /api/support/`: a message to the shop's support (spec: name, email_address, body). */
export const supportMessageSchema = z.object({
  name,
  email_address: email,
  body: text(SHOP_REQUEST_MAX.body, "Message").min(1, "Write your message."),
  recaptcha_token: botCheckTokenSchema,
});
export type SupportMessageInput = z.input<typeof supportMessageSchema>;

/** What every public form's POST answers: a message for the sender, and whether it was new. */
export const shopRequestResponseSchema = z.object({ detail: z.string(), created: z.boolean() });
export type ShopRequestResponse = z.infer<typeof shopRequestResponseSchema>;
