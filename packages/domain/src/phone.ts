/** Phone numbers of the shops' countries (Moldova, Romania, Ukraine): as typed, as sent to the API. */

export type PhoneCountry = "MD" | "RO" | "UA";

/**
 * The masked phone field's length: `+(373) 69 123 456` (17), `+40 712 345 678` (15) and
 * `+380 67 123 4567` (16).
 */
export const PHONE_MAX_LENGTH: Record<PhoneCountry, number> = { MD: 17, RO: 15, UA: 16 };
export const PHONE_PREFIX: Record<PhoneCountry, string> = { MD: "+373", RO: "+40", UA: "+380" };
/** Digits after the country code; the national form is the trunk prefix 0 and the same digits. */
const PHONE_DIGITS: Record<PhoneCountry, number> = { MD: 8, RO: 9, UA: 9 };

/**
 * A phone as sent to the API (E.164): whitespace, brackets, dots and dashes removed, `+373`
 * followed by 8 digits, `+40` or `+380` followed by 9. The country code may come without its
 * `+`, and the national form (the trunk prefix 0 and the same digits: `069 123 456` in Moldova,
 * `0712 345 678` in Romania, `067 123 4567` in Ukraine) is read as a number of `country`.
 * Returns null when it is not a valid number of the country.
 */
export function normalizePhone(input: string, country: PhoneCountry): string | null {
  if (typeof input !== "string" || input.length > 40) return null;
  const compact = input.replace(/[\s()\-.]/g, "");
  const prefix = PHONE_PREFIX[country];
  const digits = compact.startsWith(prefix)
    ? compact.slice(prefix.length)
    : compact.startsWith(prefix.slice(1))
      ? compact.slice(prefix.length - 1)
      : /^0[1-9]/.test(compact)
        ? compact.slice(1)
        : null;
  if (digits === null || !new RegExp(`^\\d{${PHONE_DIGITS[country]}}$`).test(digits)) return null;
  return prefix + digits;
}

/** The country a phone belongs to by its country code, for shops selling in several; null: none. */
export function phoneCountryOf(input: string): PhoneCountry | null {
  const compact = input.replace(/[\s()\-.]/g, "");
  if (compact.startsWith("+373") || compact.startsWith("373")) return "MD";
  if (compact.startsWith("+380") || compact.startsWith("380")) return "UA";
  if (compact.startsWith("+40") || compact.startsWith("40")) return "RO";
  return null;
}

/**
 * A typed phone as the API is sent it: E.164 by its own country code, else as a number of the
 * shop's country (so the national form works); null when it is no valid number.
 */
export function phoneForApi(input: string, shopCountry: PhoneCountry): string | null {
  if (typeof input !== "string") return null;
  return normalizePhone(input, phoneCountryOf(input) ?? shopCountry);
}
