import { schema } from "@sf/db";
import { contentLanguage } from "@sf/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";
import { type Site, siteOf } from "../lib/site.ts";

declare module "fastify" {
  interface FastifyRequest {
    site: Site;
    /** The content language: Accept-Language when the site has it, else the main language. */
    lang: string;
  }
  interface FastifyInstance {
    /**
     * Drops this process's cached sites, so a settings change made here shows at the next
     * request (other API processes follow within SITE_CACHE_MS).
     */
    forgetSites(): void;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a site token (docs, health). */
    public?: boolean;
  }
}

const SITE_CACHE_MS = 5_000;

/**
 * Tenancy: the `token` header names the site. Missing or unknown token -> 401. Sites are cached
 * for a few seconds so the lookup (and the parsing of its settings) is not done on every request.
 */
export function registerSitePlugin(app: FastifyInstance): void {
  const cache = new Map<string, { site: Site | null; at: number }>();

  async function findSite(token: string): Promise<Site | null> {
    const hit = cache.get(token);
    if (hit && Date.now() - hit.at < SITE_CACHE_MS) return hit.site;
    const [row] = await app.db.select().from(schema.sites).where(eq(schema.sites.token, token)).limit(1);
    // Parsed here, once per cache period, and read typed everywhere else.
    const site: Site | null = row
      ? siteOf({
          id: row.id,
          code: row.code,
          name: row.name,
          languages: row.languages,
          mainLanguage: row.mainLanguage,
          currency: row.currency,
          settings: row.settings,
        })
      : null;
    if (cache.size > 1000) cache.clear();
    cache.set(token, { site, at: Date.now() });
    return site;
  }

  app.decorate("forgetSites", () => cache.clear());
  app.decorateRequest("site", null as unknown as Site);
  app.decorateRequest("lang", "");

  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (request.routeOptions.config?.public || !request.routeOptions.url) return;
    // The back-office's routes know their shop from the staff session (routes/admin).
    if (request.routeOptions.config?.staff) return;
    if (request.routeOptions.url.startsWith("/docs")) return;
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw new AppError("invalid_site_token", "Site token header is missing.");
    if (token.length > 200) throw new AppError("invalid_site_token", "Invalid site token.");
    const site = await findSite(token);
    if (!site) throw new AppError("invalid_site_token", "Invalid site token.");
    request.site = site;
    request.lang = contentLanguage(request.headers["accept-language"], site.languages, site.mainLanguage);
  });
}
