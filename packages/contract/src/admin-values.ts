/**
 * The back-office's fixed lists, without zod: the admin app imports them
 * (`@sf/contract/admin-values`) without pulling in the schemas.
 */
export const STAFF_ROLE_NAMES = ["owner", "manager", "content_editor"] as const;
export const ADMIN_ORDER_STATUSES = [
  "new",
  "awaiting_payment",
  "confirmed",
  "ready_for_pickup",
  "shipped",
  "completed",
  "cancelled",
] as const;
export const ADMIN_ORDER_ACTIONS = [
  "confirm",
  "ready_for_pickup",
  "ship",
  "complete",
  "cancel",
  "mark_paid",
] as const;
export const ADMIN_PAYMENT_TYPES = ["cash", "card_on_receipt", "card"] as const;
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
