/**
 * The back-office's fixed lists, without zod: the admin app imports them
 * (`@sf/contract/admin-values`) without pulling in the schemas.
 */
export {
  ORDER_ACTIONS as ADMIN_ORDER_ACTIONS,
  ORDER_STATUS_FLOW as ADMIN_ORDER_STATUSES,
  STAFF_ROLES as STAFF_ROLE_NAMES,
} from "@sf/domain";
/** The checkout's payment types and iute's instalments (their own call, decision 0048). */
export const ADMIN_PAYMENT_TYPES = ["cash", "card_on_receipt", "card", "iute"] as const;
export const ADMIN_PAYMENT_STATUSES = ["not_required", "pending", "paid", "declined"] as const;
export const ADMIN_DELIVERY_METHODS = ["delivery", "pickup", "novapost", "quick"] as const;
export const ADMIN_ORDER_SORTS = [
  "-created_at",
  "created_at",
  "-final_price",
  "final_price",
  "-id",
  "id",
] as const;
