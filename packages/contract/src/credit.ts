import { z } from "zod";
import { idParamSchema, idSchema } from "./common.ts";
import { botCheckTokenSchema, senderFields } from "./shop-requests.ts";

/**
 * Buying on credit (spec section 7 "Credit"; the spec shows no payloads, decision 0044 sets them):
 * the calculator's programmes, the legal figures of a loan, and the shopper's application.
 */

/** The largest purchase a calculator takes (no shop lends more). */
export const CREDIT_MAX_AMOUNT = 10_000_000;

const programmeId = z.union([idSchema("programme"), idParamSchema("programme")]);
const amount = z.union([
  z
    .number({ error: "Enter an amount." })
    .positive("Enter an amount above 0.")
    .max(CREDIT_MAX_AMOUNT, "The amount is too large."),
  z
    .string({ error: "Enter an amount." })
    .trim()
    .regex(/^\d{1,8}([.,]\d{1,2})?$/, "Enter an amount, e.g. 12500.")
    .transform((raw) => Number(raw.replace(",", ".")))
    .pipe(z.number().positive("Enter an amount above 0.").max(CREDIT_MAX_AMOUNT, "The amount is too large.")),
]);
const months = z.union([
  z
    .number({ error: "Choose a term." })
    .int("Choose a term.")
    .min(1, "Choose a term.")
    .max(120, "Choose a term."),
  z
    .string({ error: "Choose a term." })
    .regex(/^\d{1,3}$/, "Choose a term.")
    .transform(Number)
    .pipe(z.number().int().min(1, "Choose a term.").max(120, "Choose a term.")),
]);

/** A programme as the calculator shows it (the settings' fields, read by the domain's functions). */
export const creditProgrammeSchema = z.object({
  id: z.number(),
  title: z.string(),
  partner: z.string(),
  months: z.number().int(),
  terms: z.array(z.number().int()),
  annual_rate: z.number(),
  min_sum: z.number(),
  max_sum: z.number().nullable(),
  product_min_price: z.number().nullable(),
  product_max_price: z.number().nullable(),
  fee_once: z.number(),
  fee_once_percent: z.number(),
  fee_monthly: z.number(),
  fee_monthly_percent: z.number(),
  down_payment_percent: z.number(),
});
export type CreditProgrammeView = z.infer<typeof creditProgrammeSchema>;

/** `GET /calculator/credit-calculator/`: what the credit page's calculator needs. */
export const creditCalculatorSchema = z.object({
  currency: z.string(),
  programmes: z.array(creditProgrammeSchema),
});
export type CreditCalculator = z.infer<typeof creditCalculatorSchema>;

/** The legal figures of one loan, as the API and the calculator show them. */
export const creditFiguresSchema = z.object({
  programme_id: z.number(),
  title: z.string(),
  partner: z.string(),
  amount: z.number(),
  down_payment: z.number(),
  /** The total amount of credit (what the lender pays out). */
  credit_amount: z.number(),
  months: z.number().int(),
  annual_rate: z.number(),
  monthly: z.number(),
  one_off_fee: z.number(),
  /** Instalments plus fees: what the lender is repaid. */
  total_repaid: z.number(),
  /** Interest and fees. */
  total_cost: z.number(),
  /** The down payment plus total_repaid. */
  total_payable: z.number(),
  /** The annual percentage rate of charge, percent. */
  dae: z.number(),
  currency: z.string(),
});
export type CreditFiguresView = z.infer<typeof creditFiguresSchema>;

/** `POST /calculator/credit-price/`: one loan's figures. */
export const creditPriceRequestSchema = z.object({ programme_id: programmeId, amount, months });
export type CreditPriceRequest = z.input<typeof creditPriceRequestSchema>;

/**
 * `POST /general/v3/credits/calculate`: the offers for some products (with counts) or an
 * amount; `months` picks a term where a programme offers it (else its longest).
 */
export const creditCalculateRequestSchema = z
  .object({
    products: z
      .array(
        z.object({
          product_id: z.union([idSchema("product"), idParamSchema("product")]),
          count: z.number().positive("A count must be above 0.").max(100_000).default(1),
        }),
      )
      .max(100, "At most 100 products.")
      .optional(),
    amount: amount.optional(),
    months: months.optional(),
    programme_id: programmeId.optional(),
  })
  .refine((body) => body.products?.length || body.amount !== undefined, {
    message: "Send products or an amount.",
    path: ["amount"],
  });
export const creditCalculateResponseSchema = z.object({
  sum: z.number(),
  currency: z.string(),
  offers: z.array(creditFiguresSchema),
});
export type CreditCalculateResponse = z.infer<typeof creditCalculateResponseSchema>;

/** `POST /calculator/credit-request/`: the shopper asks the shop's partner for the loan. */
export const creditRequestSchema = z.object({
  name: senderFields.name,
  phone: senderFields.phone,
  /** The Moldovan personal code: 13 digits with its check digit (checked by the service). */
  idnp: z
    .string({ error: "Enter your personal code (IDNP)." })
    .trim()
    .max(20, "Enter your personal code (IDNP)."),
  email: z.union([z.literal(""), senderFields.email]).optional(),
  programme_id: programmeId,
  amount,
  months,
  /** The product the loan is for, when asked from its page. */
  product_id: z.union([idSchema("product"), idParamSchema("product")]).optional(),
  consent: z.union([z.literal(true), z.literal("on"), z.literal("true")], {
    error: "Agree to the processing of your personal data.",
  }),
  recaptcha_token: botCheckTokenSchema,
});
export type CreditRequestInput = z.input<typeof creditRequestSchema>;
export const creditRequestResponseSchema = z.object({
  id: z.number(),
  created: z.boolean(),
  detail: z.string(),
  figures: creditFiguresSchema,
});
export type CreditRequestResponse = z.infer<typeof creditRequestResponseSchema>;
