import { z } from "zod";
import { idParamSchema } from "./common.ts";

/**
 * Board accounts (spec section 7 "Advert board", issue 17, decision 0058): sign-up and sign-in
 * by a phone number and an SMS code, Google sign-in, and the profile (full name, picture, phone
 * numbers and e-mail addresses, each confirmed by a six-digit code).
 */
const phoneText = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(40, "Enter a valid phone number.");
const emailText = z
  .string({ error: "An e-mail address is required." })
  .trim()
  .min(3, "Enter a valid e-mail address.")
  .max(254, "Enter a valid e-mail address.");
/** Six digits; typed with a space or a dash, or sent as a number, it is still read. */
const codeInput = z.union([z.string().max(20, "Enter the six-digit code."), z.number().int()], {
  error: "Enter the six-digit code.",
});

export const registerPhoneSchema = z.object({ phone: phoneText("phone") });
export const registerPhoneParamsSchema = z.object({ phone: phoneText("phone") });
export const registerConfirmSchema = z.object({ verification_code: codeInput });

/** A code was sent (the same answer whether the number has an account or not). */
export const codeSentSchema = z.object({
  detail: z.string(),
  /** Where it went, normalised (+373...) or the address. */
  sent_to: z.string(),
  /** Seconds before another code may be asked for. */
  retry_after: z.number().int(),
});

export const boardSignInSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  /** True when this sign-in made the account. */
  created_new_user: z.boolean(),
});

export const googleLoginSchema = z.object({
  access_token: z.string({ error: "access_token is required." }).min(10).max(4096),
});

export const profilePhoneSchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  /** The number that signs in. */
  is_auth: z.boolean(),
});
export const profileEmailSchema = z.object({
  id: z.number().int(),
  email_address: z.string(),
  /** The account's e-mail: messages go there. */
  is_main: z.boolean(),
});

export const boardProfileSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The picture's URL path (`/media/...`), or null. */
  profile_image: z.string().nullable(),
  email: z.string().nullable(),
  phones: z.array(profilePhoneSchema),
  emails: z.array(profileEmailSchema),
  /** Whether a verified phone may publish adverts (one is needed to publish). */
  can_publish: z.boolean(),
  date_joined: z.string(),
});
export type BoardProfile = z.infer<typeof boardProfileSchema>;

export const changeFullNameSchema = z.object({
  full_name: z
    .string({ error: "Enter your name." })
    .trim()
    .min(1, "Enter your name.")
    .max(80, "The name is at most 80 characters."),
});

export const phoneSendCodeSchema = z.object({ phone_number: phoneText("phone_number") });
export const phoneConfirmSchema = z.object({
  phone_number: phoneText("phone_number"),
  verification_code: codeInput,
});
export const emailSendCodeSchema = z.object({ new_email_address: emailText });
export const emailConfirmSchema = z.object({ email_address: emailText, verification_code: codeInput });
export const profileItemParamsSchema = z.object({ id: idParamSchema("item") });
