import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "../../lib/app-error.ts";
import { isPaymentProviderName, PAYMENT_PROVIDERS } from "../../services/payments/provider.ts";
import type { SandboxDecision } from "../../services/payments/sandbox-provider.ts";
import { decideSandboxPayment, loadSandboxSession } from "../../services/payments/sandbox-session.ts";
import { settlePaymentVerdict } from "../../services/payments/settle-payment.ts";
import { PROGRESS_SCRIPT_HASH, sandboxMissingPage, sandboxPage } from "./sandbox-page.ts";

const publicRoute = { config: { public: true } } as const;

/** The page may post its form to itself and then go to the shop's okUrl / failUrl. */
function pageHeaders(formTargets: string[]): Record<string, string> {
  const origins = new Set<string>();
  for (const target of formTargets) {
    try {
      origins.add(new URL(target).origin);
    } catch {
      // a relative address is covered by 'self'
    }
  }
  return {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; script-src ${PROGRESS_SCRIPT_HASH}; form-action 'self' ${[...origins].join(" ")}; base-uri 'none'; frame-ancestors 'none'`,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
  };
}

/**
 * /payments/*: providers' callbacks, and the built-in sandbox's hosted page (only when the
 * sandbox is on). Public: providers and shoppers' browsers send no site token.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["payments"];

  app.post(
    "/callback/:provider",
    {
      ...publicRoute,
      schema: {
        tags,
        security: [],
        params: z.object({ provider: z.string().max(40) }),
        body: z.unknown(),
        response: { 200: z.object({ status: z.literal("ok"), changed: z.boolean() }) },
      },
    },
    async (request) => {
      const name = request.params.provider;
      const provider = isPaymentProviderName(name) ? app.payments.byName(name) : null;
      if (!provider) throw notFound(`No payment provider "${name}" here (${PAYMENT_PROVIDERS.join(", ")}).`);
      const check = provider.verifyCallback(request.body);
      if (!check.ok) {
        request.log.warn({ provider: name }, "payment callback with a bad signature");
        throw new AppError("invalid", "Bad signature.");
      }
      const outcome = await settlePaymentVerdict(app.db, provider.name, check.verdict, request.log);
      return { status: "ok" as const, changed: outcome.changed };
    },
  );

  if (!app.payments.config.sandbox.enabled) return;
  const { secret } = app.payments.config.sandbox;

  // The sandbox's form posts application/x-www-form-urlencoded (this plugin's scope only).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const payIdParams = z.object({ payId: z.string().max(100) });
  const language = (header: string | undefined) => header?.slice(0, 2).toLowerCase();

  app.get(
    "/sandbox/:payId",
    { ...publicRoute, schema: { hide: true, params: payIdParams } },
    async (request, reply) => {
      const session = await loadSandboxSession(app.db, request.params.payId);
      if (!session) {
        return reply
          .code(404)
          .headers(pageHeaders([]))
          .send(sandboxMissingPage(language(request.headers["accept-language"])));
      }
      return reply.headers(pageHeaders([session.okUrl, session.failUrl])).send(sandboxPage(session));
    },
  );

  app.post(
    "/sandbox/:payId",
    { ...publicRoute, schema: { hide: true, params: payIdParams, body: z.unknown() } },
    async (request, reply) => {
      const session = await loadSandboxSession(app.db, request.params.payId);
      if (!session) {
        return reply
          .code(404)
          .headers(pageHeaders([]))
          .send(sandboxMissingPage(language(request.headers["accept-language"])));
      }
      const headers = pageHeaders([session.okUrl, session.failUrl]);
      const decision = (request.body as { decision?: unknown } | null)?.decision;
      if (decision !== "approve" && decision !== "decline") {
        return reply.code(400).headers(headers).send(sandboxPage(session, "invalid"));
      }
      try {
        const target = await decideSandboxPayment(
          app.db,
          session.payId,
          decision satisfies SandboxDecision,
          secret,
          async (body, provider) =>
            (await app.inject({ method: "POST", url: `/payments/callback/${provider}`, payload: body }))
              .statusCode,
        );
        return reply.redirect(target, 303);
      } catch (error) {
        if (!(error instanceof AppError) || (error.code !== "conflict" && error.code !== "bad_gateway")) {
          throw error;
        }
        request.log.warn({ payId: session.payId, err: error }, "sandbox decision refused");
        const now = (await loadSandboxSession(app.db, session.payId)) ?? session;
        const status = error.code === "conflict" ? 409 : 502;
        return reply
          .code(status)
          .headers(headers)
          .send(sandboxPage(now, error.code === "bad_gateway" ? "failed" : undefined));
      }
    },
  );
};
