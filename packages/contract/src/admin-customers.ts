import { POINTS_ADJUSTMENT_MAX, POINTS_REASON_MAX, REVIEW_MODERATIONS, REVIEW_STATUSES } from "@sf/domain";
import { z } from "zod";

/**
 * The back-office's customers, companies, inboxes (reviews, notify-me, shop requests, credit
 * requests, CVs) and the inbox counts on the dashboard (`/admin/api/*`, decision 0049).
 */

const numeric = (what: string, max = 2_147_483_647) =>
  z
    .string({ error: `A valid ${what} is required.` })
    .regex(/^\d{1,10}$/, `A valid ${what} is required.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `A valid ${what} is required.`).max(max, `A valid ${what} is required.`));
const search = z.string().trim().max(100, "The search can have at most 100 characters.").optional();
const page = numeric("page", 100_000).optional();
const pageSize = numeric("page size", 100).optional();
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
    pages: z.number(),
  });

export const ADMIN_CUSTOMER_SORTS = [
  "name",
  "-name",
  "email",
  "-email",
  "created_at",
  "-created_at",
  "points",
  "-points",
  "orders",
  "-orders",
] as const;

export const adminCustomerListQuerySchema = z.object({
  /** Part of the name, e-mail or phone. */
  q: search,
  sort: z.enum(ADMIN_CUSTOMER_SORTS, { error: "Unknown sort order." }).optional(),
  page,
  page_size: pageSize,
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const adminCustomerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  active: z.boolean(),
  points: z.number(),
  orders: z.number(),
  created_at: z.string(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;
export const adminCustomerListSchema = paged(adminCustomerRowSchema);
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>;

export const adminCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  fiscal_code: z.string(),
  vat_code: z.string(),
  address: z.string(),
  bank: z.string(),
  iban: z.string(),
  created_at: z.string(),
});

export const adminPointsEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  delta: z.number(),
  balance_after: z.number(),
  reason: z.string(),
  staff_email: z.string(),
});
export type AdminPointsEntry = z.infer<typeof adminPointsEntrySchema>;

export const adminCustomerDetailSchema = adminCustomerRowSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  birthday: z.string().nullable(),
  lang: z.string(),
  last_login: z.string().nullable(),
  currency: z.string(),
  companies: z.array(adminCompanySchema),
  /** The customer's latest orders (up to 50), newest first, with the points each earned and spent. */
  recent_orders: z.array(
    z.object({
      id: z.number(),
      created_at: z.string(),
      status: z.string(),
      final_price: z.number(),
      points_earned: z.number(),
      points_spent: z.number(),
    }),
  ),
  /** Staff adjustments of the balance, newest first. */
  points_history: z.array(adminPointsEntrySchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminPointsAdjustSchema = z.object({
  /** Points to add (positive) or take (negative). */
  delta: z
    .number({ error: "Enter the number of points to add or take." })
    .finite("Enter the number of points to add or take.")
    .min(-POINTS_ADJUSTMENT_MAX, `One adjustment can move at most ${POINTS_ADJUSTMENT_MAX} points.`)
    .max(POINTS_ADJUSTMENT_MAX, `One adjustment can move at most ${POINTS_ADJUSTMENT_MAX} points.`),
  reason: z
    .string({ error: "Give a reason for the adjustment." })
    .trim()
    .min(1, "Give a reason for the adjustment.")
    .max(POINTS_REASON_MAX, `The reason can have at most ${POINTS_REASON_MAX} characters.`),
});
export type AdminPointsAdjust = z.infer<typeof adminPointsAdjustSchema>;

export const adminCompanyListQuerySchema = z.object({
  /** Part of the company's name, its fiscal code or its customer's e-mail. */
  q: search,
  page,
});
export const adminCompanyRowSchema = adminCompanySchema.extend({
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  orders: z.number(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;
export const adminCompanyListSchema = paged(adminCompanyRowSchema);
export type AdminCompanyList = z.infer<typeof adminCompanyListSchema>;

// Inboxes

export const adminReviewListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "Unknown review status." }).optional(),
  page,
});
export const adminReviewSchema = z.object({
  id: z.number(),
  /** The reviewed product (product reviews only). */
  product: z.object({ id: z.number(), code: z.string(), title: z.string() }).nullable(),
  author_name: z.string(),
  email: z.string().nullable(),
  rating: z.number(),
  body: z.string(),
  status: z.string(),
  lang: z.string(),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = paged(adminReviewSchema);
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;
export const adminReviewModerateSchema = z.object({
  action: z.enum(REVIEW_MODERATIONS, { error: "Unknown action." }),
});

export const adminStockRequestListQuerySchema = z.object({
  /** `open`: products with requests nobody was told about yet (the default); `all`. */
  state: z.enum(["open", "all"], { error: "Unknown state." }).optional(),
  page,
});
export const adminStockRequestProductSchema = z.object({
  product_id: z.number(),
  code: z.string(),
  title: z.string(),
  stock: z.number(),
  active: z.boolean(),
  /** A preorder product: its requests are preorder requests. */
  preorder: z.boolean(),
  open: z.number(),
  notified: z.number(),
  last_requested_at: z.string(),
});
export type AdminStockRequestProduct = z.infer<typeof adminStockRequestProductSchema>;
export const adminStockRequestListSchema = paged(adminStockRequestProductSchema);
export type AdminStockRequestList = z.infer<typeof adminStockRequestListSchema>;
export const adminStockRequestDetailSchema = adminStockRequestProductSchema.extend({
  requests: z.array(
    z.object({
      id: z.number(),
      contact: z.string(),
      lang: z.string(),
      created_at: z.string(),
      notified_at: z.string().nullable(),
    }),
  ),
});
export type AdminStockRequestDetail = z.infer<typeof adminStockRequestDetailSchema>;
export const adminStockNotifyResultSchema = z.object({
  /** Requests marked notified (each once). */
  notified: z.number(),
  /** E-mails the mail server accepted. */
  sent: z.number(),
});
export type AdminStockNotifyResult = z.infer<typeof adminStockNotifyResultSchema>;

export const ADMIN_SHOP_REQUEST_KINDS = ["consultation", "callback", "support", "newsletter"] as const;
const handledState = z.enum(["open", "handled", "all"], { error: "Unknown state." }).optional();

export const adminShopRequestListQuerySchema = z.object({
  kind: z.enum(ADMIN_SHOP_REQUEST_KINDS, { error: "Unknown request kind." }).optional(),
  state: handledState,
  page,
});
export const adminShopRequestSchema = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  body: z.string().nullable(),
  wished_date: z.string().nullable(),
  product: z.object({ id: z.number(), title: z.string() }).nullable(),
  lang: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type AdminShopRequest = z.infer<typeof adminShopRequestSchema>;
export const adminShopRequestListSchema = paged(adminShopRequestSchema);
export type AdminShopRequestList = z.infer<typeof adminShopRequestListSchema>;

export const adminHandledListQuerySchema = z.object({ state: handledState, page });
export const adminCreditRequestSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  idnp: z.string(),
  programme: z.string(),
  partner: z.string(),
  product: z.object({ id: z.number(), title: z.string() }).nullable(),
  amount: z.number(),
  months: z.number(),
  monthly: z.number(),
  total_repaid: z.number(),
  lang: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type AdminCreditRequest = z.infer<typeof adminCreditRequestSchema>;
export const adminCreditRequestListSchema = paged(adminCreditRequestSchema);
export type AdminCreditRequestList = z.infer<typeof adminCreditRequestListSchema>;

export const adminResumeSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string().nullable(),
  vacancy: z.string().nullable(),
  file_name: z.string(),
  file_kind: z.string(),
  file_size: z.number(),
  lang: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type AdminResume = z.infer<typeof adminResumeSchema>;
export const adminResumeListSchema = paged(adminResumeSchema);
export type AdminResumeList = z.infer<typeof adminResumeListSchema>;

export const adminHandledSchema = z.object({
  handled: z.boolean({ error: "Say whether it is handled." }),
});

/** What waits in the inboxes (the dashboard and the inbox tabs show these). */
export const adminInboxCountsSchema = z.object({
  product_reviews: z.number(),
  shop_reviews: z.number(),
  stock_requests: z.number(),
  shop_requests: z.number(),
  credit_requests: z.number(),
  resumes: z.number(),
  /** Open reports of adverts; null on a shop without the land board. */
  advert_complaints: z.number().nullable(),
  /** The board's adverts waiting for review; null on a shop without a board. */
  new_adverts: z.number().nullable(),
});
export type AdminInboxCounts = z.infer<typeof adminInboxCountsSchema>;
