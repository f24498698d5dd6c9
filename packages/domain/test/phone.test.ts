import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactProblems } from "../src/checkout-fields.ts";
import {
  normalizePhone,
  PHONE_MAX_LENGTH,
  PHONE_PREFIX,
  type PhoneCountry,
  phoneForApi,
} from "../src/phone.ts";

const DIGITS: Record<PhoneCountry, number> = { MD: 8, RO: 9, UA: 9 };
const COUNTRIES: PhoneCountry[] = ["MD", "RO", "UA"];
/** A national significant number of the country: its first digit is never 0. */
const subscriber = (country: PhoneCountry) =>
  fc
    .tuple(
      fc.integer({ min: 1, max: 9 }),
      fc.array(fc.integer({ min: 0, max: 9 }), {
        minLength: DIGITS[country] - 1,
        maxLength: DIGITS[country] - 1,
      }),
    )
    .map(([first, rest]) => `${first}${rest.join("")}`);
/** Spaces, dashes, dots and brackets a shopper may type between the digits. */
const spaced = (digits: string) =>
  fc
    .array(fc.constantFrom("", "", " ", "-", ".", "(", ")"), {
      minLength: digits.length,
      maxLength: digits.length,
    })
    .map((seps) => [...digits].map((d, i) => d + seps[i]).join(""));

describe("the national form (trunk prefix 0)", () => {
  it("reads 0 and the subscriber digits as the shop's country's number, in E.164", () => {
    expect(normalizePhone("069123456", "MD")).toBe("+37369123456");
    expect(normalizePhone("069 123 456", "MD")).toBe("+37369123456");
    expect(normalizePhone("0712 345 678", "RO")).toBe("+40712345678");
    expect(normalizePhone("067-123-45-67", "UA")).toBe("+380671234567");
    expect(phoneForApi("069123456", "MD")).toBe("+37369123456");
    expect(contactProblems({ name: "Ana Rusu", phone: "069123456", email: "" }, "MD")).toEqual([]);
  });

  it("refuses national numbers of the wrong length for the country", () => {
    expect(normalizePhone("0712345678", "MD")).toBeNull(); // 0 + 9 digits: not Moldovan
    expect(normalizePhone("06912345", "MD")).toBeNull();
    expect(normalizePhone("069123456", "RO")).toBeNull(); // 0 + 8 digits: not Romanian
    expect(normalizePhone("0069123456", "MD")).toBeNull(); // 00: not the trunk prefix
    expect(normalizePhone("0", "MD")).toBeNull();
    expect(contactProblems({ name: "Ana Rusu", phone: "0712345678", email: "" }, "MD")).toEqual(["phone"]);
  });

  it("a number's own country code wins over the shop's country", () => {
    expect(phoneForApi("+40 712 345 678", "MD")).toBe("+40712345678");
    expect(phoneForApi("+380 67 123 4567", "MD")).toBe("+380671234567");
    expect(phoneForApi("+49 1512 3456789", "MD")).toBeNull();
    expect("+380 67 123 4567".length).toBe(PHONE_MAX_LENGTH.UA);
  });

  it("every national number, however spaced, is the same E.164 number as the international form", () => {
    for (const country of COUNTRIES) {
      fc.assert(
        fc.property(
          subscriber(country).chain((digits) =>
            fc.tuple(
              fc.constant(digits),
              spaced(`0${digits}`),
              spaced(PHONE_PREFIX[country].slice(1) + digits),
            ),
          ),
          ([digits, national, international]) => {
            const e164 = PHONE_PREFIX[country] + digits;
            expect(phoneForApi(national, country)).toBe(e164);
            expect(normalizePhone(`+${international}`, country)).toBe(e164);
            // Normalising is idempotent: what goes to the API is accepted again unchanged.
            expect(phoneForApi(e164, country)).toBe(e164);
            expect(e164).toMatch(/^\+[1-9]\d{9,11}$/);
          },
        ),
      );
    }
  });

  it("a digit too many or too few is never accepted", () => {
    for (const country of COUNTRIES) {
      fc.assert(
        fc.property(
          subscriber(country),
          fc.boolean(),
          fc.integer({ min: 0, max: 9 }),
          (digits, longer, extra) => {
            const wrong = longer ? `0${digits}${extra}` : `0${digits.slice(1)}`;
            expect(normalizePhone(wrong, country)).toBeNull();
          },
        ),
      );
    }
  });
});
