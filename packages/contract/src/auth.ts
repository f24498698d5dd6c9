import { z } from "zod";
import { noUserIdSchema } from "./cart.ts";
import { idSchema } from "./common.ts";
import { botCheckTokenSchema } from "./shop-requests.ts";

/**
 * Accounts (spec section 7 "Auth and user"; djoser and SimpleJWT shapes, see
 * integrations.md). Field rules that need more than a type (password strength, a taken
 * e-mail) are checked by the service and answered as `{field: [message]}`.
 */

const email = z
  .string({ error: "This field is required." })
  .trim()
  .min(1, "This field is required.")
  .max(254, "Enter a valid email address.")
  .pipe(z.email("Enter a valid email address."));
const password = z
  .string({ error: "This field is required." })
  .min(1, "This field is required.")
  .max(4096, "This password is too long.");
const name = z.string().trim().max(120, "At most 120 characters.");

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/**
 * Twitter (X) sign-in, OAuth 1.0a: the storefront asks for a request token with its callback
 * page and sends the shopper to `authorize_url`; Twitter sends them back to the callback with
 * `oauth_token` and `oauth_verifier`, which go to `/users/twitter-auth/auth/`.
 */
export const twitterRequestTokenInputSchema = z.object({
  callback_url: z
    .url({ protocol: /^https?$/, error: "callback_url must be an http(s) URL." })
    .max(2048, "callback_url is too long."),
});
export const twitterRequestTokenSchema = z.object({ oauth_token: z.string(), authorize_url: z.string() });
export const twitterAuthInputSchema = z.object({
  oauth_token: z.string({ error: "oauth_token is required." }).min(1, "oauth_token is required.").max(200),
  oauth_verifier: z
    .string({ error: "oauth_verifier is required." })
    .min(1, "oauth_verifier is required.")
    .max(200),
});

export const jwtCreateSchema = z.object({ email, password, remember: z.boolean().optional() });
export const jwtRefreshSchema = z.object({
  refresh: z.string({ error: "This field is required." }).min(1, "This field is required.").max(2000),
});
export const logoutSchema = z.object({ refresh: z.string().max(2000).optional() });

export const registerSchema = z
  .object({
    email,
    password,
    re_password: password.optional(),
    first_name: name.optional().default(""),
    last_name: name.optional().default(""),
    phone: z.string().trim().max(40, "Enter a valid phone number.").optional().default(""),
    /** The shop's bot check, when it has one (decision 0036). */
    recaptcha_token: botCheckTokenSchema,
  })
  .superRefine((body, ctx) => {
    if (body.re_password !== undefined && body.re_password !== body.password)
      ctx.addIssue({
        code: "custom",
        path: ["non_field_errors"],
        message: "The two password fields didn't match.",
      });
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const uidTokenSchema = z.object({
  uid: z.string({ error: "This field is required." }).min(1, "This field is required.").max(40),
  token: z.string({ error: "This field is required." }).min(1, "This field is required.").max(200),
});

export const setPasswordSchema = z
  .object({ current_password: password, new_password: password, re_password: password })
  .superRefine((body, ctx) => {
    if (body.re_password !== body.new_password)
      ctx.addIssue({
        code: "custom",
        path: ["re_password"],
        message: "The two password fields didn't match.",
      });
  });

export const resetPasswordSchema = z.object({ email });
export const resetPasswordConfirmSchema = uidTokenSchema.extend({
  new_password: password,
  re_new_password: password.optional(),
});

/** `GET /auth/users/me/`: the signed-in customer. */
export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  birthday: z.string().nullable(),
  loyalty_points: z.number(),
  can_use_promocode: z.boolean(),
  is_active: z.boolean(),
  date_joined: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userUpdateSchema = z.object({
  first_name: name.optional(),
  last_name: name.optional(),
  phone: z.string().trim().max(40, "Enter a valid phone number.").optional(),
  birthday: z
    .union([
      z.literal(""),
      z.null(),
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a valid date (YYYY-MM-DD)."),
    ])
    .optional(),
});

/** `POST /auth/users/`: the new, not yet active, account. */
export const registeredSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

/** A saved delivery address (`/general/cart/get-delivery-addresses/`). */
export const deliveryAddressSchema = z.object({
  shipping_address_id: z.number(),
  shipping_region_id: z.number().nullable(),
  shipping_city_id: z.number().nullable(),
  shipping_street: z.string(),
  shipping_building: z.string(),
  shipping_apartment: z.string(),
  shipping_address_note: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

const addressText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
export const deliveryAddressCreateSchema = z.object({
  shipping_region_id: idSchema("region").optional().nullable(),
  shipping_city_id: idSchema("locality").optional().nullable(),
  shipping_street: addressText(200).min(1, "Enter the street."),
  shipping_building: addressText(20).min(1, "Enter the building number."),
  shipping_apartment: addressText(20).optional().default(""),
  shipping_address_note: addressText(500).optional().default(""),
});
export const deliveryAddressDeleteSchema = z.object({
  shipping_address_id: idSchema("address"),
});
export const mergeCartSchema = z.object({ no_user_id: noUserIdSchema });

const companyText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
/** A company's details (`create-company`; several at once with `create-company-multi`). */
export const companyInputSchema = z.object({
  name: companyText(200).min(2, "Enter the company's name."),
  fiscal_code: z
    .string({ error: "Enter the fiscal code." })
    .trim()
    .regex(/^(RO)?\d{2,13}$/i, "Enter the fiscal code (IDNO, 13 digits; or CUI)."),
  vat_code: companyText(30).optional().default(""),
  address: companyText(300).optional().default(""),
  bank: companyText(120).optional().default(""),
  iban: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, "").toUpperCase())
    .pipe(z.union([z.literal(""), z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, "Enter a valid IBAN.")]))
    .optional()
    .default(""),
});
export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  fiscal_code: z.string(),
  vat_code: z.string(),
  address: z.string(),
  bank: z.string(),
  iban: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** `GET /users/user-group/`: the customer's group (individual 1, business 2), company and points. */
export const userGroupSchema = z.object({
  id: z.number(),
  user: z.number(),
  company: companySchema.nullable(),
  companies: z.array(companySchema),
  loyalty_points: z.number(),
  group_user_type: z.object({ id: z.number(), name: z.string() }),
});
export type UserGroup = z.infer<typeof userGroupSchema>;
