/**
 * How far guessing a secret may go (decision 0024): promo codes and passwords. Only failures
 * are counted, so a shopper with the right code or password never spends their own allowance.
 */

const MINUTE = 60_000;

/** Wrong promo codes: per cart (tight) and per client address (looser: addresses are shared). */
export const PROMO_GUESSES = { perCart: 10, perClient: 20, windowMs: 15 * MINUTE } as const;

/**
 * Failed sign-ins on one account (site and e-mail), from any address. Past `perAccount` the
 * password is no longer checked from addresses the account has not signed in from: a refused
 * try there keeps the window open, so a steady attack keeps the account challenged. One
 * address may fail 10 times in the window (its own limit), so only guessing from several
 * addresses gets this far: a customer mistyping alone never does.
 */
export const SIGN_IN_GUESSES = {
  perAccount: 20,
  windowMs: 15 * MINUTE,
  knownAddressMs: 30 * 24 * 60 * MINUTE,
} as const;

/**
 * Whose cart a promo code is tried on: the signed-in customer's, else the guest's browser id,
 * else nobody's (a local cart priced line by line: the client limit alone applies).
 */
export function promoCartKey(
  siteId: number,
  userId: number | null,
  browserId: string | null | undefined,
): string | null {
  if (userId !== null) return `${siteId}:u${userId}`;
  return browserId ? `${siteId}:b${browserId}` : null;
}

/**
 * A password sign-in's way: checked as usual, or answered "sign in with a code" without the
 * password being looked at (the same answer for a right and a wrong one, so it tells an
 * attacker nothing). An address the customer signed in from recently is always checked, so
 * an attack from elsewhere never locks the customer out of their usual place.
 */
export function passwordSignInGate(
  failuresOnAccount: number,
  addressKnown: boolean,
): "check" | "code_required" {
  if (addressKnown) return "check";
  return failuresOnAccount >= SIGN_IN_GUESSES.perAccount ? "code_required" : "check";
}
