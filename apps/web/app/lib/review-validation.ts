import {
  type ReviewCreate,
  reviewCreateSchema,
  type ShopReviewCreate,
  shopReviewCreateSchema,
} from "@sf/contract";
import { fieldsInError, type ReviewField, type ReviewKind } from "./reviews.ts";

/**
 * Validates with the API's own schema (a product's review or the shop's); returns the payload or
 * the fields in error. Kept apart from reviews.ts so the schema library loads in the browser only
 * when a review is submitted.
 */
export function validateReview(
  input: Record<string, unknown>,
  kind: ReviewKind = "product",
): { ok: true; review: ReviewCreate | ShopReviewCreate } | { ok: false; fields: ReviewField[] } {
  const parsed = (kind === "shop" ? shopReviewCreateSchema : reviewCreateSchema).safeParse(input);
  if (parsed.success) return { ok: true, review: parsed.data };
  return { ok: false, fields: fieldsInError(parsed.error.issues.map((i) => String(i.path[0] ?? ""))) };
}
