import { z } from "zod";

/**
 * The back-office API (`/admin/api/*`, decision 0049): staff sign-in and sessions, staff
 * management, orders, the dashboard and the audit log. The admin app and the API share these.
 */

import {
  ADMIN_DELIVERY_METHODS,
  ADMIN_ORDER_ACTIONS,
  ADMIN_ORDER_SORTS,
  ADMIN_ORDER_STATUSES,
  ADMIN_PAYMENT_STATUSES,
  ADMIN_PAYMENT_TYPES,
  STAFF_ROLE_NAMES,
} from "./admin-values.ts";

export * from "./admin-values.ts";

const email = z
  .string({ error: "Enter an e-mail address." })
  .trim()
  .max(254, "The e-mail address is too long.")
  .pipe(z.email({ error: "Enter a valid e-mail address." }));
const password = z.string({ error: "Enter the password." }).min(1, "Enter the password.").max(200);
const totpCode = z.string().regex(/^\d{6}$/, "The code is six digits.");
const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} can have at most ${max} characters.`);
const isoDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Use a date as YYYY-MM-DD.");
const numeric = (what: string, max = 2_147_483_647) =>
  z
    .string({ error: `A valid ${what} is required.` })
    .regex(/^\d{1,10}$/, `A valid ${what} is required.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `A valid ${what} is required.`).max(max, `A valid ${what} is required.`));

export const adminSignInSchema = z.object({
  /** The shop's code (`default`, `farmacie`...). */
  shop: z
    .string({ error: "Enter the shop's code." })
    .trim()
    .min(1, "Enter the shop's code.")
    .max(60)
    .regex(/^[a-z0-9-]+$/, "Enter the shop's code."),
  email,
  password,
  /** The authenticator's six digits, when two-step sign-in is on. */
  totp: totpCode.optional(),
});
export type AdminSignIn = z.infer<typeof adminSignInSchema>;

export const adminMeSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLE_NAMES),
  /** The back-office areas this member may open. */
  areas: z.array(z.string()),
  totp_enabled: z.boolean(),
  shop: z.object({
    code: z.string(),
    name: z.string(),
    languages: z.array(z.string()),
    main_language: z.string(),
    currency: z.string(),
  }),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const adminSessionSchema = z.object({
  id: z.number(),
  staff_id: z.number(),
  staff_email: z.string(),
  user_agent: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export const adminSessionListSchema = z.array(adminSessionSchema);
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminTotpSetupSchema = z.object({
  /** Base32, for typing into an authenticator. */
  secret: z.string(),
  /** otpauth:// URI, shown as a QR code. */
  uri: z.string(),
});
export const adminTotpEnableSchema = z.object({ code: totpCode });
export const adminTotpDisableSchema = z.object({ password });

export const adminStaffSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLE_NAMES),
  active: z.boolean(),
  totp_enabled: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export const adminStaffListSchema = z.array(adminStaffSchema);
export type AdminStaff = z.infer<typeof adminStaffSchema>;

export const adminStaffCreateSchema = z.object({
  email,
  name: z.string().trim().max(120, "The name can have at most 120 characters.").default(""),
  role: z.enum(STAFF_ROLE_NAMES, { error: "Choose a role." }),
  password: z
    .string({ error: "Enter a password." })
    .min(10, "The password needs at least 10 characters.")
    .max(128),
});
export const adminStaffUpdateSchema = z
  .object({
    name: z.string().trim().max(120, "The name can have at most 120 characters.").optional(),
    role: z.enum(STAFF_ROLE_NAMES, { error: "Choose a role." }).optional(),
    active: z.boolean().optional(),
  })
  .refine(
    (v) => v.name !== undefined || v.role !== undefined || v.active !== undefined,
    "Nothing to change.",
  );

export const adminOrderListQuerySchema = z.object({
  status: z.enum(ADMIN_ORDER_STATUSES, { error: "Unknown order status." }).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  payment_type: z.enum(ADMIN_PAYMENT_TYPES, { error: "Unknown payment type." }).optional(),
  payment_status: z.enum(ADMIN_PAYMENT_STATUSES, { error: "Unknown payment status." }).optional(),
  delivery_method: z.enum(ADMIN_DELIVERY_METHODS, { error: "Unknown delivery method." }).optional(),
  store_id: numeric("store id").optional(),
  customer_id: numeric("customer id").optional(),
  /** Order number, name, phone or e-mail. */
  q: z.string().trim().max(100, "The search can have at most 100 characters.").optional(),
  /** Part of the company's name or its fiscal code. */
  company: z.string().trim().max(100, "The company can have at most 100 characters.").optional(),
  sort: z.enum(ADMIN_ORDER_SORTS, { error: "Unknown sort order." }).optional(),
  page: numeric("page", 100_000).optional(),
  page_size: numeric("page size", 100).optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  status: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  company_name: z.string(),
  final_price: z.number(),
  currency: z.string(),
  payment_type: z.string(),
  payment_status: z.string(),
  delivery_method: z.string(),
  store: z.string().nullable(),
  customer_id: z.number().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = z.object({
  items: z.array(adminOrderRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  pages: z.number(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderNoteSchema = z.object({
  id: z.number(),
  text: z.string(),
  staff_name: z.string(),
  created_at: z.string(),
});

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  lang: z.string(),
  updated_at: z.string(),
  comments: z.string(),
  lines: z.array(
    z.object({
      position: z.number(),
      product_id: z.number().nullable(),
      code: z.string(),
      title: z.string(),
      price: z.number(),
      price_with_discount: z.number(),
      count: z.number(),
      line_total: z.number(),
      is_recipe: z.boolean(),
    }),
  ),
  customer: z
    .object({
      id: z.number(),
      email: z.string(),
      name: z.string(),
      phone: z.string(),
      loyalty_points: z.number(),
    })
    .nullable(),
  delivery: z.object({
    method: z.string(),
    type: z.string(),
    store: z.object({ id: z.number(), title: z.string(), address: z.string() }).nullable(),
    address: z.string().nullable(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    price: z.number(),
  }),
  payment: z.object({
    type: z.string(),
    status: z.string(),
    attempts: z.array(
      z.object({ provider: z.string(), status: z.string(), amount: z.number(), created_at: z.string() }),
    ),
  }),
  totals: z.object({
    goods: z.number(),
    discount: z.number(),
    delivery: z.number(),
    tax: z.number(),
    final: z.number(),
  }),
  promo_code: z.string().nullable(),
  points: z.object({ earned: z.number(), spent: z.number() }),
  utm: z.record(z.string(), z.string()).nullable(),
  notes: z.array(adminOrderNoteSchema),
  /** What staff can do to the order now. */
  actions: z.array(z.enum(ADMIN_ORDER_ACTIONS)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderActionSchema = z.object({
  action: z.enum(ADMIN_ORDER_ACTIONS, { error: "Unknown action." }),
});
export const adminOrderNoteCreateSchema = z.object({ text: text(2000, "The note") });

export const adminStoreListSchema = z.array(z.object({ id: z.number(), title: z.string() }));

export const adminDashboardSchema = z.object({
  today: z.object({ orders: z.number(), revenue: z.number(), currency: z.string() }),
  /** Orders waiting for staff, by status. */
  waiting: z.record(z.string(), z.number()),
  low_stock: z.array(z.object({ id: z.number(), code: z.string(), title: z.string(), stock: z.number() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminAuditQuerySchema = z.object({
  page: numeric("page", 100_000).optional(),
  entity: z.enum(["order", "staff", "session", "product"], { error: "Unknown entity." }).optional(),
  entity_id: z
    .string()
    .regex(/^\d{1,10}$/, "A valid id is required.")
    .optional(),
});
export const adminAuditListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      staff_email: z.string(),
      action: z.string(),
      entity: z.string(),
      entity_id: z.string(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
