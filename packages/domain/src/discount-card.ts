/**
 * The customer's discount card (settings `discount_card_settings.enabled`): the number a shop's
 * till scans to find the customer's account and points. An EAN-13 in GS1's in-store range
 * ("29", numbers a shop gives out itself), then the account id in 10 digits, then the check
 * digit: any till reads it, and the shop's system maps it back to the account without a table.
 */
const PREFIX = "29";

/** The EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error("twelve digits expected");
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** The card number of an account; null for an id that does not fit in 10 digits. */
export function discountCardNumber(accountId: number): string | null {
  if (!Number.isSafeInteger(accountId) || accountId <= 0 || accountId >= 1e10) return null;
  const first12 = PREFIX + String(accountId).padStart(10, "0");
  return first12 + ean13CheckDigit(first12);
}

/** The account id a scanned card number stands for; null for anything that is not one of ours. */
export function accountOfDiscountCard(number: string): number | null {
  const digits = number.replace(/\s+/g, "");
  if (!/^\d{13}$/.test(digits) || !digits.startsWith(PREFIX)) return null;
  if (ean13CheckDigit(digits.slice(0, 12)) !== Number(digits[12])) return null;
  const id = Number(digits.slice(2, 12));
  return id > 0 ? id : null;
}
