import { plausibleApiKey } from "@sf/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { findKeySite, siteIdOfToken } from "../../services/external/find-key-site.ts";

const MINUTE = 60_000;
/** Wrong keys one address may send in 15 minutes before it is refused (right keys cost nothing). */
export const WRONG_KEYS_ALLOWED = 20;

/**
 * The shop of an `/external/*` call is the one its `API-Token` belongs to (the order read sends
 * the key alone). A `token` header, when sent, must name the same shop. Wrong keys are counted
 * per address and refused past the limit with DRF's 429; the key is never logged.
 */
export function registerApiKeyAuth(app: FastifyInstance): void {
  const wrongKeys = app.createRateLimit({
    max: WRONG_KEYS_ALLOWED,
    timeWindow: 15 * MINUTE,
    keyGenerator: (request) => `external-key:${request.ip}`,
  });
  const refuse = async (request: FastifyRequest, detail: string): Promise<never> => {
    await wrongKeys(request);
    throw new AppError("not_authenticated", detail);
  };

  app.addHook("onRequest", async (request) => {
    const state = await wrongKeys(request, { increment: false });
    if (!state.isAllowed && state.remaining <= 0)
      throw new AppError(
        "throttled",
        `Request was throttled. Expected available in ${state.ttlInSeconds} seconds.`,
      );
    const header = request.headers["api-token"];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) return refuse(request, "Authentication credentials were not provided.");
    if (!plausibleApiKey(key)) return refuse(request, "Invalid API token.");
    const site = await findKeySite(app.db, key);
    if (!site) return refuse(request, "Invalid API token.");
    const token = request.headers.token;
    if (token !== undefined) {
      const sent = Array.isArray(token) ? token[0] : token;
      const siteId = sent && sent.length <= 200 ? await siteIdOfToken(app.db, sent) : null;
      if (siteId !== site.id) return refuse(request, "The API token is not this site's.");
    }
    request.site = site;
    request.lang = site.mainLanguage;
  });
}
