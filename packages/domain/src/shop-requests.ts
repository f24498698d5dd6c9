/**
 * Shoppers' messages to the shop (consultations, call-backs, newsletter, support):
 * how often a client may send, and the rules for what they send.
 */
export const SHOP_REQUEST_LIMITS = {
  /** Forms sent per client address and site in the window; a person never gets near it, a script does. */
  perClient: 10,
  windowMs: 15 * 60 * 1000,
} as const;

/**
 * A consultation's wished date, `YYYY-MM-DD`: a real calendar day, not before `today` and at most
 * a year ahead (a shop does not book further). Returns the problem, or null.
 */
export function consultationDateProblem(date: string, today: string): "invalid" | "past" | "too_far" | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return "invalid";
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return "invalid";
  if (date < today) return "past";
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + 1);
  return day > limit ? "too_far" : null;
}
