/**
 * The Moldovan personal code (IDNP): 13 digits, the last a check digit: the first twelve
 * weighted 7, 3, 1, 7, 3, 1, … summed, modulo 10 (the state register's rule, shared with the
 * company code IDNO). Spaces and dashes a person types between groups are ignored.
 */
const WEIGHTS = [7, 3, 1, 7, 3, 1, 7, 3, 1, 7, 3, 1] as const;

/** The check digit for the first twelve digits. */
export function idnpCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (WEIGHTS[i] as number);
  return sum % 10;
}

/** The code without separators when it is a valid IDNP, else null. */
export function normalizeIdnp(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, "");
  if (!/^\d{13}$/.test(code)) return null;
  return idnpCheckDigit(code) === Number(code[12]) ? code : null;
}
