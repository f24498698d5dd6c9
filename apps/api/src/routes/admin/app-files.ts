import { existsSync } from "node:fs";
import { resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply } from "fastify";

/** apps/admin/dist, built by `npm run build` (ADMIN_DIST_DIR names another folder). */
export const adminDistDir = () =>
  process.env.ADMIN_DIST_DIR?.trim() || fileURLToPath(new URL("../../../../admin/dist/", import.meta.url));

/** The admin app's policy: its own scripts, styles and images only; no framing, no other origins. */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join("; ");

/**
 * /admin/*: the back-office's files (as Medusa serves its dashboard from its server). Hashed
 * assets are cached for a year; every other path is the app's index.html (its router draws
 * the screen), never cached, so a new build is picked up at once.
 */
export const adminAppFiles: FastifyPluginAsync = async (app) => {
  const root = adminDistDir();
  const built = existsSync(resolve(root, "index.html"));
  await app.register(fastifyStatic, { root, serve: false, decorateReply: true, cacheControl: false });

  const config = { public: true };
  const schema = { hide: true };
  const index = (reply: FastifyReply) => {
    if (!built)
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The back-office is not built yet: run `npm run build` (or `npm run build -w apps/admin`).");
    return reply
      .header("cache-control", "no-store")
      .header("content-security-policy", ADMIN_CSP)
      .sendFile("index.html");
  };
  // `/admin` and `/admin/` alike (the router ignores trailing slashes): the app's start page.
  app.get("/admin", { config, schema }, async (_request, reply) => index(reply));
  app.get("/admin/*", { config, schema }, async (request, reply) => {
    const path = (request.params as { "*": string })["*"];
    if (
      built &&
      /^assets\/[\w.-]+$/.test(path) &&
      existsSync(resolve(root, path)) &&
      !path.includes(sep + sep)
    ) {
      return reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", ADMIN_CSP)
        .sendFile(path);
    }
    if (path.startsWith("api/")) {
      return reply
        .code(404)
        .send({ detail: `No route for ${request.method} ${request.url.split("?")[0]}.`, code: "not_found" });
    }
    return index(reply);
  });
};
