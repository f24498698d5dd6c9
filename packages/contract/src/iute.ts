import { z } from "zod";
import { idSchema } from "./common.ts";
import { orderCreatedSchema, orderCreateFields, refineOrderDelivery } from "./order.ts";

/**
 * `POST /general/iute-credit/create-order/` (spec section 7, "Credit"): the checkout's order paid
 * in instalments through iute. The payload is the order's (`/general/v3/order/`) with the loan
 * chosen: one of the shop's iute programmes (settings `credits`) and one of its terms. The order
 * is placed on hold and the application sent to iute (decision 0048).
 */
export const iuteOrderCreateSchema = orderCreateFields
  .extend({
    /** Always iute here (the field is the order payload's; another value is refused). */
    paymentType: z
      .literal("iute", { error: "This call orders in instalments through iute." })
      .default("iute"),
    programme_id: idSchema("programme"),
    months: z
      .number({ error: "months must be a whole number." })
      .int("months must be a whole number.")
      .min(1, "months must be at least 1.")
      .max(120, "months can be at most 120."),
  })
  .superRefine(refineOrderDelivery);
export type IuteOrderCreate = z.infer<typeof iuteOrderCreateSchema>;
export type IuteOrderCreateInput = z.input<typeof iuteOrderCreateSchema>;

/** The order's answer, with the loan it was applied for (what the shopper agreed to; null: not recorded). */
export const iuteOrderCreatedSchema = orderCreatedSchema.extend({
  credit: z
    .object({
      programme_id: z.number().int(),
      partner: z.string(),
      months: z.number().int(),
      monthly: z.number(),
      dae: z.number(),
      total_payable: z.number(),
    })
    .nullable(),
});
export type IuteOrderCreated = z.infer<typeof iuteOrderCreatedSchema>;
