import { ORDER_STATUS_FLOW } from "@sf/domain";
import { z } from "zod";
import { noUserIdSchema, taxDataSchema, taxFieldsSchema } from "./cart.ts";
import { idParamSchema, idSchema } from "./common.ts";
import { POSTAL_DELIVERY_TYPES } from "./delivery.ts";

/** Shapes of promo codes, reservations and order creation (spec section 7, integrations). */

const id = idSchema;

export const promoCodeField = z
  .string({ error: "Enter a promo code." })
  .trim()
  .min(1, "Enter a promo code.")
  .max(40, "This promo code is not valid.");

/** `POST /general/promo-code/update_prices/`: the cart's prices with a code. */
export const promoUpdatePricesSchema = z.object({
  code: promoCodeField,
  loyalty_products: z.array(id("product")).max(500).optional(),
  no_user_id: noUserIdSchema.optional(),
});

/** `POST /general/order/preview-promo/`: a code applied to given lines (local carts). */
export const promoPreviewSchema = z.object({
  promo_code: promoCodeField,
  products: z
    .array(z.object({ id: id("product"), count: z.number().positive().max(99_999) }))
    .min(1, "The cart is empty.")
    .max(500),
  payment_type: z.string().max(40).optional(),
});

export const promoResultSchema = z.object({
  status: z.literal("success"),
  code: z.string(),
  promo_code: z.string(),
  type: z.enum(["general", "product"]),
  promo_value: z.number(),
  promo_value_type: z.enum(["percent", "value"]),
  products: z.array(
    z.object({
      id: z.number().int(),
      discountAmount: z.number(),
      discountPercentage: z.number(),
      priceWithDiscount: z.number(),
    }),
  ),
  /** The goods' total with the per-line discounts. */
  general_price: z.number(),
  /** A whole-cart discount (value codes). */
  discount_sum: z.number(),
});
export type PromoResult = z.infer<typeof promoResultSchema>;

export const reservationRequestSchema = z.object({
  promo_code: z.string().max(40).optional().nullable(),
  no_user_id: noUserIdSchema.optional(),
});

const text = (max: number, message = `At most ${max} characters.`) => z.string().trim().max(max, message);

export const orderAddressSchema = z.object({
  street: text(200).min(1, "Enter the street."),
  building: text(20).min(1, "Enter the building number."),
  apartment: text(20).optional().default(""),
  note: text(500).optional().default(""),
});

/** The shopper's contact details, the same in every kind of order. */
const contactFields = {
  name: text(120).min(2, "Enter your name."),
  /** Checked against the shop's country by the service (`normalizePhone`). */
  phone: z
    .string({ error: "Enter a phone number." })
    .trim()
    .min(1, "Enter a phone number.")
    .max(40, "Enter a valid phone number."),
  email: z
    .union([z.literal(""), z.email("Enter a valid e-mail address.").max(254)])
    .optional()
    .default(""),
  comments: text(1000, "The comment can have at most 1000 characters.").optional().default(""),
};

/**
 * A parcel by Nova Post: to a branch ("warehouse") or a locker ("postmachine") of the city, or by
 * courier to a street address. The names are the picker's, for the order's record; the API
 * checks the city and branch with the carrier and prices the parcel itself.
 */
export const orderPostalSchema = z
  .object({
    delivery_type: z.enum(POSTAL_DELIVERY_TYPES, { error: "Choose a branch, a locker or a courier." }),
    cityRef: text(64).min(1, "Choose a town."),
    city: text(120).min(1, "Choose a town."),
    warehouseRef: text(64).optional(),
    street: text(200).optional(),
    building: text(20).optional(),
    apartment: text(20).optional().default(""),
  })
  .superRefine((postal, ctx) => {
    if (postal.delivery_type === "courier") {
      if (!postal.street) ctx.addIssue({ code: "custom", path: ["street"], message: "Enter the street." });
      if (!postal.building)
        ctx.addIssue({ code: "custom", path: ["building"], message: "Enter the building number." });
    } else if (!postal.warehouseRef)
      ctx.addIssue({
        code: "custom",
        path: ["warehouseRef"],
        message: postal.delivery_type === "warehouse" ? "Choose a branch." : "Choose a locker.",
      });
  });
export type OrderPostal = z.infer<typeof orderPostalSchema>;

/** Where the shopper came from: the first visit's UTM fields (spec section 3), each optional. */
export const orderUtmSchema = z.object({
  utm_source: z.string().trim().max(200).optional(),
  utm_medium: z.string().trim().max(200).optional(),
  utm_campaign: z.string().trim().max(200).optional(),
  utm_term: z.string().trim().max(200).optional(),
  utm_content: z.string().trim().max(200).optional(),
});
export type OrderUtm = z.infer<typeof orderUtmSchema>;

export const PAYMENT_TYPES = ["cash", "card_on_receipt", "card"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * `POST /general/v3/order/` (and `/general/v2/order/create-order/`): the integrations' payload.
 * Lines come from `cart.products` (local carts) or, without it, from the guest's server cart.
 * Prices are never read from the request.
 */
export const orderCreateFields = z.object({
  cart: z
    .object({
      products: z
        .array(
          z.object({
            product: z.object({ productId: id("product") }),
            count: z.number({ error: "count must be a number." }).positive().max(99_999),
          }),
        )
        .min(1, "The cart is empty.")
        .max(500),
    })
    .optional(),
  no_user_id: noUserIdSchema.optional(),
  name: contactFields.name,
  company_name: text(200).optional().default(""),
  phone: contactFields.phone,
  email: contactFields.email,
  paymentType: z.enum(PAYMENT_TYPES, { error: "Choose a payment method." }),
  /** The payment provider the original platform's clients name ("paypal"), or null: not used. */
  payment_system: z.string().max(40).nullable().optional(),
  deliveryType: z.enum(["delivery", "pickup", "novapost"], {
    error: "Choose delivery, pickup or Nova Post.",
  }),
  /** The postal carrier's parcel (`deliveryType: "novapost"`): its branch, locker or courier address. */
  postal: orderPostalSchema.optional(),
  delivery_type: z.enum(["standart", "express"]).optional().default("standart"),
  shop_id: id("shop").optional(),
  region_id: id("region").optional(),
  locality_id: id("locality").optional(),
  address: orderAddressSchema.optional(),
  delivery_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a valid date.")
    .optional(),
  delivery_time: z
    .string()
    .regex(/^\d{2}:\d{2}(-\d{2}:\d{2})?$/, "Choose a valid time.")
    .optional(),
  promo_code: z.string().trim().max(40).optional().nullable(),
  /** Product ids whose prescription the shopper confirmed holding. */
  prescription_checked: z.array(id("product")).max(500).optional().default([]),
  comments: contactFields.comments,
  /** Where the order is taxed, when the shop calculates tax (else ignored). */
  tax_data: taxDataSchema.nullable().optional(),
  /** The visit's UTM record, when the shopper landed from a campaign. */
  utm: orderUtmSchema.nullable().optional(),
});

/** The delivery fields each way of receiving the order needs (shared with the iute order). */
export function refineOrderDelivery(
  order: Pick<
    z.infer<typeof orderCreateFields>,
    "deliveryType" | "shop_id" | "postal" | "region_id" | "address"
  >,
  ctx: z.RefinementCtx,
): void {
  if (order.deliveryType === "pickup" && !order.shop_id)
    ctx.addIssue({ code: "custom", path: ["shop_id"], message: "Choose a store for pickup." });
  if (order.deliveryType === "novapost" && !order.postal)
    ctx.addIssue({ code: "custom", path: ["postal"], message: "Choose where Nova Post delivers." });
  if (order.deliveryType === "delivery") {
    if (!order.region_id) ctx.addIssue({ code: "custom", path: ["region_id"], message: "Choose a region." });
    if (!order.address) ctx.addIssue({ code: "custom", path: ["address"], message: "Enter the address." });
  }
}

export const orderCreateSchema = orderCreateFields.superRefine(refineOrderDelivery);
export type OrderCreate = z.infer<typeof orderCreateSchema>;
/** What a client sends (defaults not yet applied). */
export type OrderCreateInput = z.input<typeof orderCreateSchema>;

/**
 * `POST /general/v3/quick-order/`: a one-click order (or a preorder request) of one product. The
 * shop phones the shopper to agree delivery; payment is cash. Prices come from the catalogue.
 */
export const quickOrderCreateSchema = z.object({
  product_id: id("product"),
  /** Default: one step of the product (its multiplicity); raised to it when below. */
  count: z
    .number({ error: "count must be a number." })
    .positive("count must be more than 0.")
    .max(99_999, "count can be at most 99999.")
    .optional(),
  name: contactFields.name,
  phone: contactFields.phone,
  email: contactFields.email,
  comments: contactFields.comments,
  /** The guest's browser id: the order can then be opened with it (the cart is not touched). */
  no_user_id: noUserIdSchema.optional(),
  /** The shopper confirms holding a prescription (required for prescription products). */
  prescription_checked: z
    .boolean({ error: "prescription_checked must be true or false." })
    .optional()
    .default(false),
});
export type QuickOrderCreate = z.infer<typeof quickOrderCreateSchema>;
/** What a client sends (defaults not yet applied). */
export type QuickOrderCreateInput = z.input<typeof quickOrderCreateSchema>;

export const orderCreatedSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  payment_status: z.string(),
  final_price: z.number(),
  currency: z.string(),
  result: z.object({ payUrl: z.string().nullable() }),
  /** The original platform's names (integrations.md), kept for its clients: `id` again. */
  order_id: z.number().int(),
  /** Whether placing the order made the shopper an account (ours never does). */
  created_new_user: z.boolean(),
  /** Where to send the shopper: the payment page, else the order's page on the storefront. */
  url: z.string(),
  /** A human message in the request's language. */
  message: z.string(),
  ...taxFieldsSchema,
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/**
 * One line's problem at checkout (stock, prescription, delivery). `not_at_store`: the pickup
 * store has less than the line's quantity (`max_count`), though the shop has it.
 */
export const checkoutLineProblemSchema = z.object({
  id: z.number().int(),
  code: z.enum([
    "inactive",
    "out_of_stock",
    "not_enough_stock",
    "not_at_store",
    "prescription_required",
    "pickup_only",
  ]),
  detail: z.string(),
  max_count: z.number().nullable(),
});
export const checkoutRefusalSchema = z.object({
  detail: z.string(),
  products: z.array(checkoutLineProblemSchema),
});

/** `POST /general/v2/order/{id}/pay/`: a guest proves the order is theirs with its browser id. */
export const orderPayRequestSchema = z.object({ no_user_id: noUserIdSchema.optional() });

/** `GET /general/v2/order/{id}/check-payment-status/?no_user_id=`. */
export const orderPaymentQuerySchema = z.object({ no_user_id: noUserIdSchema.optional() });

export const orderPaymentStatusSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  payment_status: z.string(),
});
export type OrderPaymentStatus = z.infer<typeof orderPaymentStatusSchema>;

/** `GET /general/v2/order/{id}`: an order as its owner sees it. */
export const orderDetailSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  payment_status: z.string(),
  payment_type: z.string(),
  /** "quick": a one-click order, the shop phones the shopper to agree the delivery. */
  delivery_method: z.enum(["delivery", "pickup", "quick", "novapost"]),
  currency: z.string(),
  total_price: z.number(),
  discount: z.number(),
  delivery_price: z.number(),
  final_price: z.number(),
  /** Loyalty points spent on the order (one point, one unit of currency). */
  loyalty_used: z.number(),
  /** Points the order earns once paid. */
  loyalty_give: z.number(),
  ...taxFieldsSchema,
  promo_code: z.string().nullable(),
  created_at: z.string(),
  /** The chosen pickup or delivery day ("2026-11-23") and time slot ("10:00-12:00"), if any. */
  delivery_date: z.string().nullable().default(null),
  delivery_time: z.string().nullable().default(null),
  /** The UTM record the order was placed with (the shopper's first visit), or null. */
  utm: orderUtmSchema.nullable().default(null),
  products: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      code: z.string(),
      title: z.string(),
      count: z.number(),
      price: z.number(),
      line_total: z.number(),
    }),
  ),
  shippingInformation: z.object({
    firstName: z.string(),
    company: z.string(),
    address: z.string(),
    country: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    email: z.string(),
    phone: z.string(),
    ext: z.string(),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `GET /general/credits?product_ids=&counts=`: the shop's credit offers for these products. */
export const creditOfferSchema = z.object({
  id: z.number(),
  title: z.string(),
  months: z.number().int(),
  annual_rate: z.number(),
  /** The monthly payment, in the shop's currency. */
  monthly: z.number(),
  /** What the shopper pays in all. */
  total: z.number(),
  /** The sum lent: the products' price. */
  sum: z.number(),
  currency: z.string(),
  /** The lender, the annual percentage rate (DAE) and interest plus fees (decision 0044). */
  partner: z.string(),
  dae: z.number(),
  total_cost: z.number(),
});
export type CreditOffer = z.infer<typeof creditOfferSchema>;
export const creditOffersSchema = z.array(creditOfferSchema);

/** The order statuses of the domain's workflow (back-office filters, the customer's history). */
export const ORDER_STATUSES = ORDER_STATUS_FLOW;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-22.");

/** `GET /general/v2/order`: a customer's orders, newest first (spec section 7, order history). */
export const orderListQuerySchema = z.object({
  /** The order's number, or words of a product's title. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(ORDER_STATUSES, { error: "Unknown order status." }).optional(),
  /** The date range applies only when both ends are given (spec). */
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  /** Words of the company name the order was placed for. */
  company: z.string().trim().max(200).optional(),
  /** One of the customer's companies (spec: `company_id`): its orders. */
  company_id: idParamSchema("company").optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  payment_status: z.string(),
  delivery_method: z.string(),
  company_name: z.string(),
  currency: z.string(),
  final_price: z.number(),
  created_at: z.string(),
  products_count: z.number().int(),
  /** The first lines' titles, for the list. */
  titles: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  data: z.array(orderSummarySchema),
  totalCount: z.number().int(),
  pages: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;
