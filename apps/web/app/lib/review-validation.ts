import { type ReviewCreate, reviewCreateSchema } from "@sf/contract";
import { fieldsInError, type ReviewField } from "./reviews.ts";

/**
 * Validates with the API's own schema; returns the payload or the fields in error. Kept apart
 * from reviews.ts so the schema library loads in the browser only when a review is submitted.
 */
export function validateReview(
  input: Record<string, unknown>,
): { ok: true; review: ReviewCreate } | { ok: false; fields: ReviewField[] } {
  const parsed = reviewCreateSchema.safeParse(input);
  if (parsed.success) return { ok: true, review: parsed.data };
  return { ok: false, fields: fieldsInError(parsed.error.issues.map((i) => String(i.path[0] ?? ""))) };
}
