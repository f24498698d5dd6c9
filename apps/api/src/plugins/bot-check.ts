import { SHOP_REQUEST_LIMITS } from "@sf/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { BotCheckConfig } from "../services/bot-check/config.ts";
import { verifyBotCheck } from "../services/bot-check/verify-bot-check.ts";
import { throttle } from "./auth.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The public forms' guard: a rate limit per client, then the shop's bot check. */
    formGuard: (
      request: FastifyRequest,
      token: string | undefined,
      action: string,
      options?: { botCheck: boolean; rateLimit?: boolean },
    ) => Promise<void>;
  }
}

/**
 * Every public form (consultation, newsletter, support, user requests, shop reviews) passes one
 * guard: at most `SHOP_REQUEST_LIMITS.perClient` sends per client address and site in the window
 * (`AUTH_LIMIT_PER_IP` replaces it like the other per-address limits), then the bot check. Forms
 * with limits of their own (registration, product reviews) skip the first (`rateLimit: false`).
 */
export function registerFormGuard(app: FastifyInstance, config: BotCheckConfig): void {
  const perClient = app.createRateLimit({
    max: app.auth.config.perIpLimit ?? SHOP_REQUEST_LIMITS.perClient,
    timeWindow: SHOP_REQUEST_LIMITS.windowMs,
    keyGenerator: (r) => `form:${r.site.id}:${r.ip}`,
  });
  app.decorate("formGuard", async (request, token, action, options = { botCheck: true }) => {
    if (options.rateLimit !== false) await throttle(request, perClient);
    if (options.botCheck) await verifyBotCheck(request, config, token, action);
  });
}
