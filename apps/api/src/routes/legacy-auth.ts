import { tokenPairSchema } from "@sf/contract";
import { normalizeEmail } from "@sf/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authDeps, throttle } from "../plugins/auth.ts";
import { rememberSignInAddress } from "../plugins/guess-limits.ts";
import { type CodeTarget, loginWithCode, sendLoginCode } from "../services/auth/login-codes.ts";

const MINUTE = 60_000;
const email = z.string().trim().max(254).pipe(z.email("Enter a valid email address."));
const phone = z.string().trim().min(6, "Enter a valid phone number.").max(40, "Enter a valid phone number.");
const codeBody = z
  .object({ email: email.optional(), phone: phone.optional(), code: z.string().trim().max(12) })
  .refine((b) => Boolean(b.email) !== Boolean(b.phone), {
    message: "Give an e-mail or a phone number.",
    path: ["email"],
  });

/**
 * The legacy code sign-in (`/api/v1/email-code`, `/api/v1/sms-code`, `/api/v1/loginByEmail`):
 * six-digit codes by e-mail or SMS. Sending is throttled per address and target (3 / 15 min)
 * and per address (20 / hour); guessing per address and target (10 / 15 min) on top of the
 * code's own five tries.
 */
export const legacyAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["auth"];
  const deps = () => authDeps(app);
  const targetKey = (r: FastifyRequest) => {
    const source = { ...(r.query as object), ...(r.body as object) } as { email?: string; phone?: string };
    return source.email ? normalizeEmail(source.email) : (source.phone ?? "").replace(/\D/g, "");
  };
  const limits = [
    app.createRateLimit({
      max: 3,
      timeWindow: 15 * MINUTE,
      keyGenerator: (r) => `code:${r.site.id}:${r.ip}:${targetKey(r)}`,
    }),
    app.createRateLimit({
      max: app.auth.config.perIpLimit ?? 20,
      timeWindow: 60 * MINUTE,
      keyGenerator: (r) => `code-ip:${r.ip}`,
    }),
  ];
  const guessLimit = app.createRateLimit({
    max: 10,
    timeWindow: 15 * MINUTE,
    keyGenerator: (r) => `guess:${r.site.id}:${r.ip}:${targetKey(r)}`,
  });
  const sent = z.object({ detail: z.string() });
  const config = { ignoreBearer: true };

  app.get(
    "/email-code",
    { config, schema: { tags, querystring: z.object({ email }), response: { 200: sent } } },
    async (request) => {
      await throttle(request, ...limits);
      await sendLoginCode(deps(), request.site, { email: request.query.email });
      return { detail: "If an account uses this address, a code is on its way." };
    },
  );

  app.get(
    "/sms-code",
    { config, schema: { tags, querystring: z.object({ phone }), response: { 200: sent } } },
    async (request) => {
      await throttle(request, ...limits);
      await sendLoginCode(deps(), request.site, { phone: request.query.phone });
      return { detail: "If an account uses this number, a code is on its way." };
    },
  );

  app.post(
    "/loginByEmail",
    { config, schema: { tags, body: codeBody, response: { 200: tokenPairSchema } } },
    async (request) => {
      await throttle(request, guessLimit);
      const { email: address, phone: number, code } = request.body;
      const target: CodeTarget = address ? { email: address } : { phone: number as string };
      const pair = await loginWithCode(deps(), request.site, target, code);
      await rememberSignInAddress(request);
      return pair;
    },
  );
};
