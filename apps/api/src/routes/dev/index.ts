import { isOutboxId } from "@sf/messaging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.ts";
import { outboxListPage, outboxMessagePage } from "./outbox-pages.ts";

/**
 * GET /dev/outbox and /dev/outbox/{id}: the messages the API would have sent. Registered only
 * when `app.messaging.config.outboxPages` (no SMTP_URL, not production); public, no site token.
 */
const SECURITY_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy":
    "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
};

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outbox } = app.messaging;
  const options = { config: { public: true }, schema: { hide: true } } as const;

  app.get("/outbox", options, async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
    return outboxListPage(await outbox.list(), outbox.dir);
  });

  app.get(
    "/outbox/:id",
    {
      ...options,
      schema: {
        ...options.schema,
        params: z.object({ id: z.string() }),
        querystring: z.object({ format: z.enum(["html", "eml"]).optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isOutboxId(id)) throw notFound("No such message.");
      const entry = await outbox.get(id);
      if (!entry) throw notFound("No such message.");
      const eml = entry.kind === "email" ? await outbox.eml(id) : null;
      if (request.query.format === "eml") {
        if (!eml) throw notFound("This message has no .eml file.");
        reply.headers({
          "content-type": "message/rfc822",
          "content-disposition": `attachment; filename="${id}.eml"`,
          "x-content-type-options": "nosniff",
          "cache-control": "no-store",
        });
        return eml;
      }
      reply.headers(SECURITY_HEADERS);
      return outboxMessagePage(entry, eml);
    },
  );
};
