import type { RateLimitOptions } from "@fastify/rate-limit";
import { normalizeEmail, PROMO_GUESSES, passwordSignInGate, promoCartKey, SIGN_IN_GUESSES } from "@sf/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";
import { PromoRefused } from "../services/orders/promo.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Counts of failed guesses (decision 0024), in Redis when REDIS_URL is set. */
    guessLimits: GuessLimits;
  }
}

/**
 * A count under a key the request names (none: nothing is counted), in a window. Failures are
 * read before a guess is checked and added to only when it was wrong, so a right guess never
 * costs anything.
 */
export type Tally = {
  read(request: FastifyRequest): Promise<{ count: number; max: number; ttlInSeconds: number }>;
  add(request: FastifyRequest): Promise<void>;
};

export type GuessLimits = {
  promo: { cart: Tally; client: Tally };
  signIn: {
    /** Failed password sign-ins on one account (site and e-mail), from every address. */
    account: Tally;
    /** Sign-ins that succeeded from this address to this account (30 days since the last). */
    knownAddress: Tally;
  };
};

export type CountOptions = {
  max: number;
  timeWindow: number;
  key: (request: FastifyRequest) => string | null;
  /** Each count past `max` starts the window again (a steady attack stays counted). */
  continueExceeding?: boolean;
};

/** Built on `@fastify/rate-limit`'s limiters, so the counts share its store (and Redis). */
export function tally(app: FastifyInstance, { key, ...options }: CountOptions): Tally {
  const settings: RateLimitOptions = {
    ...options,
    // The in-process store forgets the oldest keys past this many; 5,000 would let an attacker
    // flush an account's count by trying thousands of others.
    cache: 100_000,
    keyGenerator: (request) => key(request) ?? "",
  };
  const limiter = app.createRateLimit(settings);
  return {
    async read(request) {
      const state = key(request) === null ? null : await limiter(request, { increment: false });
      if (!state || state.isAllowed) return { count: 0, max: options.max, ttlInSeconds: 0 };
      return { count: state.max - state.remaining, max: state.max, ttlInSeconds: state.ttlInSeconds };
    },
    async add(request) {
      if (key(request) !== null) await limiter(request);
    },
  };
}

const bodyField = (request: FastifyRequest, name: string): string | null => {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : null;
};

/** The limits' counters; made once per app, since each limiter has its own in-process store. */
export function registerGuessLimits(app: FastifyInstance, perIpLimit: number | null): void {
  const email = (request: FastifyRequest) => {
    const typed = bodyField(request, "email");
    return typed ? normalizeEmail(typed) : null;
  };
  const cart = (request: FastifyRequest) =>
    promoCartKey(request.site.id, request.user?.id ?? null, bodyField(request, "no_user_id"));
  app.decorate("guessLimits", {
    promo: {
      cart: tally(app, {
        max: PROMO_GUESSES.perCart,
        timeWindow: PROMO_GUESSES.windowMs,
        key: (r) => {
          const owner = cart(r);
          return owner && `promo-cart:${owner}`;
        },
      }),
      client: tally(app, {
        max: perIpLimit ?? PROMO_GUESSES.perClient,
        timeWindow: PROMO_GUESSES.windowMs,
        key: (r) => `promo-ip:${r.site.id}:${r.ip}`,
      }),
    },
    signIn: {
      account: tally(app, {
        max: SIGN_IN_GUESSES.perAccount,
        timeWindow: SIGN_IN_GUESSES.windowMs,
        continueExceeding: true,
        key: (r) => {
          const account = email(r);
          return account && `login-fail:${r.site.id}:${account}`;
        },
      }),
      knownAddress: tally(app, {
        max: 1,
        timeWindow: SIGN_IN_GUESSES.knownAddressMs,
        continueExceeding: true,
        key: (r) => {
          const account = email(r);
          return account && `login-ok:${r.site.id}:${account}:${r.ip}`;
        },
      }),
    },
  });
}

/** 429 `throttled` when any tally has reached its limit; nothing is counted. */
export async function refuseWhenExhausted(
  request: FastifyRequest,
  message: (seconds: number) => string,
  ...tallies: Tally[]
): Promise<void> {
  for (const tally of tallies) {
    const { count, max, ttlInSeconds } = await tally.read(request);
    if (count >= max) throw new AppError("throttled", message(ttlInSeconds));
  }
}

const inMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * A promo code tried by `run` (nothing to guard without one): refused with 429 while the cart
 * or the client address has used up its wrong codes, before the code is looked at, so the
 * answer says nothing about it; a refused code (`PromoRefused`) counts against both.
 */
export async function guardPromo<T>(
  request: FastifyRequest,
  code: string | null | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (!code) return run();
  const { cart, client } = request.server.guessLimits.promo;
  await refuseWhenExhausted(
    request,
    (s) => `Too many wrong promo codes. Try again in ${inMinutes(s)} minutes.`,
    cart,
    client,
  );
  try {
    return await run();
  } catch (error) {
    if (error instanceof PromoRefused) await Promise.all([cart.add(request), client.add(request)]);
    throw error;
  }
}

/**
 * A password sign-in tried by `run`. Once the account (site and e-mail, existing or not) has
 * had its failures, an address it has not signed in from gets 429 `login_code_required`
 * without the password being checked: the answer is the same for a right and a wrong one,
 * and the customer signs in with an e-mailed code instead. That refusal counts too, so a
 * steady attack keeps the account challenged. A refused password counts against the account;
 * a success remembers the address.
 */
export async function guardPassword<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  const { account, knownAddress } = request.server.guessLimits.signIn;
  const [failures, known] = await Promise.all([account.read(request), knownAddress.read(request)]);
  if (passwordSignInGate(failures.count, known.count > 0) === "code_required") {
    await account.add(request);
    throw new AppError(
      "throttled",
      "Too many failed sign-ins to this account. Sign in with a code sent to your e-mail.",
      { code: "login_code_required" },
    );
  }
  let result: T;
  try {
    result = await run();
  } catch (error) {
    if (error instanceof AppError && error.code === "not_authenticated") await account.add(request);
    throw error;
  }
  await knownAddress.add(request);
  return result;
}

/** A sign-in by another proof (an e-mailed code): its address may use the password from now on. */
export async function rememberSignInAddress(request: FastifyRequest): Promise<void> {
  await request.server.guessLimits.signIn.knownAddress.add(request);
}
