import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, FieldErrors } from "../lib/app-error.ts";
import type { AuthDeps } from "../services/auth/accounts.ts";
import type { AuthConfig } from "../services/auth/config.ts";
import { type AuthUser, authenticate, tokenNotValid } from "../services/auth/sessions.ts";
import { type TokenSigner, tokenSigner } from "../services/auth/tokens.ts";
import type { CartOwner } from "../services/cart/cart.ts";
import { registerGuessLimits } from "./guess-limits.ts";

declare module "fastify" {
  interface FastifyInstance {
    auth: { signer: TokenSigner; config: AuthConfig };
  }
  interface FastifyRequest {
    /** The signed-in customer (a valid bearer token of this shop), else null. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Sign-in routes: a stale token sent along is ignored instead of answered with 401. */
    ignoreBearer?: boolean;
  }
}

/** The signed-in customer, or 401 (DRF's "not_authenticated"). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError("not_authenticated", "Authentication credentials were not provided.");
  return request.user;
}

/**
 * Reads `Authorization: Bearer <access>` (or SimpleJWT's `JWT <access>`) after the site is
 * known. A token that is forged, expired, of another shop or of an ended session is a 401
 * (`token_not_valid`), as SimpleJWT answers, so the storefront signs the customer out.
 * Also sets up rate limiting (`app.rateLimit`-style limiters via `app.createRateLimit`),
 * counted in Redis when REDIS_URL is set so every API process shares the counts.
 */
export async function registerAuth(app: FastifyInstance, config: AuthConfig): Promise<void> {
  app.decorate("auth", { signer: tokenSigner(config.jwtSecret), config });
  app.decorateRequest("user", null);

  // Loaded only when configured: a process without Redis never holds the client's code.
  const redis = config.redisUrl
    ? new (await import("ioredis")).Redis(config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : null;
  if (redis) {
    redis.on("error", (error) => app.log.warn({ err: error }, "rate-limit redis error"));
    app.addHook("onClose", async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: "sf-rl:", skipOnError: true }),
  });
  registerGuessLimits(app, config.perIpLimit);

  app.addHook("onRequest", async (request) => {
    if (!request.site) return;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^(?:Bearer|JWT) +(\S+)$/i.exec(header);
    if (request.routeOptions.config?.ignoreBearer) return;
    if (!match?.[1]) throw tokenNotValid();
    const user = await authenticate(app.db, app.auth.signer, request.site.id, match[1]);
    if (!user) throw tokenNotValid();
    request.user = user;
  });
}

/**
 * Whose cart a request means: the signed-in customer's, else the guest's `no_user_id`; a guest
 * without one is a 400.
 */
export function cartOwner(request: FastifyRequest, noUserId: string | undefined): CartOwner {
  if (request.user) return { userId: request.user.id };
  if (!noUserId) throw new FieldErrors({ no_user_id: ["no_user_id is required for a guest cart."] });
  return { browserId: noUserId };
}

/**
 * Shops that sell to customers only: `is_registration_required_for_order` (orders) and
 * `is_price_hidden_for_guests` (prices, so carts and orders too) refuse guests with a 401.
 */
export function requireCustomerToBuy(request: FastifyRequest, what: "order" | "cart"): void {
  if (request.user) return;
  const settings = request.site.settings;
  const hidden = settings.is_price_hidden_for_guests;
  if (hidden || (what === "order" && settings.is_registration_required_for_order))
    throw new AppError(
      "not_authenticated",
      hidden ? "Sign in to see prices and buy in this shop." : "Sign in or register to place an order.",
      { code: "registration_required" },
    );
}

/** What the account services need from the app (database, token signer, messaging, link origin). */
export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    signer: app.auth.signer,
    messaging: app.messaging,
    storefrontUrl: app.auth.config.storefrontUrl,
  };
}

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

/** Runs rate limiters in order; the first one exceeded answers DRF's 429 `throttled`. */
export async function throttle(request: FastifyRequest, ...checks: Limiter[]): Promise<void> {
  for (const check of checks) {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded)
      throw new AppError(
        "throttled",
        `Request was throttled. Expected available in ${limit.ttlInSeconds} seconds.`,
      );
  }
}
