/** Phone numbers of the shops' countries (Moldova, Romania): as typed, as sent to the API. */

export type PhoneCountry = "MD" | "RO";

/** The masked phone field's length: `+(373) 69 123 456` (17) and `+40 712 345 678` (15). */
export const PHONE_MAX_LENGTH: Record<PhoneCountry, number> = { MD: 17, RO: 15 };
export const PHONE_PREFIX: Record<PhoneCountry, string> = { MD: "+373", RO: "+40" };
const PHONE_DIGITS: Record<PhoneCountry, number> = { MD: 8, RO: 9 };

/**
 * A phone as sent to the API: whitespace, brackets and dashes removed, `+373` followed by 8
 * digits or `+40` followed by 9. Returns null when it is not a valid number of the country.
 */
export function normalizePhone(input: string, country: PhoneCountry): string | null {
  if (typeof input !== "string" || input.length > 40) return null;
  const compact = input.replace(/[\s()\-.]/g, "");
  const prefix = PHONE_PREFIX[country];
  const digits = compact.startsWith(prefix)
    ? compact.slice(prefix.length)
    : compact.startsWith(prefix.slice(1))
      ? compact.slice(prefix.length - 1)
      : null;
  if (digits === null || !new RegExp(`^\\d{${PHONE_DIGITS[country]}}$`).test(digits)) return null;
  return prefix + digits;
}

/** The country a phone belongs to by its prefix, for shops selling in both. */
export function phoneCountryOf(input: string): PhoneCountry | null {
  const compact = input.replace(/[\s()\-.]/g, "");
  if (compact.startsWith("+373") || compact.startsWith("373")) return "MD";
  if (compact.startsWith("+40") || compact.startsWith("40")) return "RO";
  return null;
}
