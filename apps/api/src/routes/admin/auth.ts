import {
  type AdminMe,
  adminMeSchema,
  adminSessionListSchema,
  adminSignInSchema,
  adminTotpDisableSchema,
  adminTotpEnableSchema,
  adminTotpSetupSchema,
  idParamSchema,
} from "@sf/contract";
import { normalizeEmail, staffAreas } from "@sf/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { secretBox } from "../../lib/secret-box.ts";
import { throttle } from "../../plugins/auth.ts";
import { tally } from "../../plugins/guess-limits.ts";
import { signInStaff } from "../../services/admin/sign-in.ts";
import {
  endStaffSession,
  listStaffSessions,
  revokeStaffSession,
} from "../../services/admin/staff-sessions.ts";
import { disableTotp, enableTotp, setupTotp } from "../../services/admin/totp.ts";
import { setStaffCookie, staffOf } from "./guard.ts";

const MINUTE = 60_000;
const ok = z.object({ ok: z.literal(true) });

/** The signed-in member and their shop, as the admin app shows them. */
function meOf(request: FastifyRequest): AdminMe {
  const me = staffOf(request);
  const site = request.site;
  return {
    id: me.id,
    email: me.email,
    name: me.name,
    role: me.role,
    areas: staffAreas(me.role),
    totp_enabled: me.totpEnabled,
    shop: {
      code: site.code,
      name: site.name,
      languages: site.languages,
      main_language: site.mainLanguage,
      currency: site.currency,
    },
  };
}

/** Sign-in, sign-out, the member's own profile, sessions and two-step sign-in. */
export const adminAuthRoutes: FastifyPluginAsyncZod<{ https: boolean }> = async (app, { https }) => {
  const tags = ["admin"];
  // TOTP secrets are stored sealed under SECRETS_KEY.
  const box = secretBox(app.auth.config.secretsKey);
  const typed = (request: FastifyRequest, field: string) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === "string" ? value.slice(0, 254) : "";
  };
  // As the customers' sign-in (decision 0024): wrong passwords are counted per shop, address and
  // e-mail and per account (from every address), and only wrong ones, so an owner who signs in
  // often is never locked out while a guesser is stopped after 10 (30 spread over addresses).
  const failures = [
    tally(app, {
      max: 10,
      timeWindow: 15 * MINUTE,
      key: (r) => `admin-login:${typed(r, "shop")}:${r.ip}:${normalizeEmail(typed(r, "email"))}`,
    }),
    tally(app, {
      max: 30,
      timeWindow: 15 * MINUTE,
      key: (r) => `admin-login-account:${typed(r, "shop")}:${normalizeEmail(typed(r, "email"))}`,
    }),
  ];
  const perAddress = app.createRateLimit({
    max: app.auth.config.perIpLimit ?? 100,
    timeWindow: 15 * MINUTE,
    keyGenerator: (r) => `admin-login-ip:${r.ip}`,
  });

  app.post(
    "/auth/sign-in",
    { config: { staff: "sign-in" }, schema: { tags, body: adminSignInSchema, response: { 200: ok } } },
    async (request, reply) => {
      await throttle(request, perAddress);
      for (const failed of failures) {
        const state = await failed.read(request);
        if (state.count >= state.max)
          throw new AppError(
            "throttled",
            `Request was throttled. Expected available in ${state.ttlInSeconds} seconds.`,
          );
      }
      const session = await signInStaff(app.db, box, request.body, {
        ip: request.ip,
        userAgent: String(request.headers["user-agent"] ?? ""),
      }).catch(async (error: unknown) => {
        // A right password asked for its authenticator code is a step, not a wrong guess.
        const wrong =
          error instanceof AppError &&
          error.code === "not_authenticated" &&
          error.extra?.code !== "totp_required";
        if (wrong) for (const failed of failures) await failed.add(request);
        throw error;
      });
      setStaffCookie(reply, session.token, https);
      return { ok: true as const };
    },
  );

  app.post(
    "/auth/sign-out",
    { config: { staff: "self" }, schema: { tags, response: { 200: ok } } },
    async (request, reply) => {
      await endStaffSession(app.db, staffOf(request).sessionId);
      setStaffCookie(reply, "", https);
      return { ok: true as const };
    },
  );

  app.get(
    "/me",
    { config: { staff: "self" }, schema: { tags, response: { 200: adminMeSchema } } },
    async (request) => meOf(request),
  );
  // The admin app's first question, answered 200 either way (a signed-out visit logs no error).
  app.get(
    "/auth/session",
    {
      config: { staff: "optional" },
      schema: { tags, response: { 200: z.object({ me: adminMeSchema.nullable() }) } },
    },
    async (request) => ({ me: request.staff ? meOf(request) : null }),
  );

  app.get(
    "/sessions",
    { config: { staff: "self" }, schema: { tags, response: { 200: adminSessionListSchema } } },
    async (request) => listStaffSessions(app.db, staffOf(request)),
  );

  app.delete(
    "/sessions/:id",
    {
      config: { staff: "self" },
      schema: { tags, params: z.object({ id: idParamSchema("session") }), response: { 200: ok } },
    },
    async (request) => {
      await revokeStaffSession(app.db, staffOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/me/totp",
    { config: { staff: "self" }, schema: { tags, response: { 200: adminTotpSetupSchema } } },
    async (request) => setupTotp(app.db, box, staffOf(request), request.site.name),
  );

  app.post(
    "/me/totp/enable",
    { config: { staff: "self" }, schema: { tags, body: adminTotpEnableSchema, response: { 200: ok } } },
    async (request) => {
      await throttle(request, perAddress);
      await enableTotp(app.db, box, staffOf(request), request.body.code);
      return { ok: true as const };
    },
  );

  app.post(
    "/me/totp/disable",
    { config: { staff: "self" }, schema: { tags, body: adminTotpDisableSchema, response: { 200: ok } } },
    async (request) => {
      await throttle(request, perAddress);
      await disableTotp(app.db, staffOf(request), request.body.password);
      return { ok: true as const };
    },
  );
};
