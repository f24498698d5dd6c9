import {
  jwtCreateSchema,
  jwtRefreshSchema,
  logoutSchema,
  registeredSchema,
  registerSchema,
  resetPasswordConfirmSchema,
  resetPasswordSchema,
  setPasswordSchema,
  tokenPairSchema,
  uidTokenSchema,
  userSchema,
  userUpdateSchema,
} from "@sf/contract";
import { normalizeEmail } from "@sf/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authDeps, requireUser, throttle } from "../../plugins/auth.ts";
import { guardPassword } from "../../plugins/guess-limits.ts";
import {
  activate,
  confirmPasswordReset,
  login,
  me,
  register,
  requestPasswordReset,
  setPassword,
  updateMe,
} from "../../services/auth/accounts.ts";
import { refreshSession, revokeSession } from "../../services/auth/sessions.ts";

const MINUTE = 60_000;

/**
 * /auth/*: djoser and SimpleJWT's endpoints (integrations.md). Guessing is throttled per
 * address *and* e-mail, so an attacker elsewhere cannot lock a customer out, plus a looser
 * limit per address alone; guessing one account from many addresses is met with a code
 * sign-in (`guardPassword`, decision 0024).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["auth"];
  const deps = () => authDeps(app);
  const emailOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? normalizeEmail(email) : "";
  };
  const limiters = {
    loginPair: app.createRateLimit({
      max: 10,
      timeWindow: 15 * MINUTE,
      keyGenerator: (r) => `login:${r.site.id}:${r.ip}:${emailOf(r)}`,
    }),
    loginIp: app.createRateLimit({
      max: app.auth.config.perIpLimit ?? 100,
      timeWindow: 15 * MINUTE,
      keyGenerator: (r) => `login-ip:${r.ip}`,
    }),
    mailPair: app.createRateLimit({
      max: 3,
      timeWindow: 15 * MINUTE,
      keyGenerator: (r) => `mail:${r.site.id}:${r.ip}:${emailOf(r)}`,
    }),
    mailIp: app.createRateLimit({
      max: app.auth.config.perIpLimit ?? 20,
      timeWindow: 60 * MINUTE,
      keyGenerator: (r) => `mail-ip:${r.ip}`,
    }),
    tokenIp: app.createRateLimit({
      max: app.auth.config.perIpLimit ?? 60,
      timeWindow: 15 * MINUTE,
      keyGenerator: (r) => `token-ip:${r.ip}`,
    }),
  };
  const signIn = { ignoreBearer: true };

  app.post(
    "/jwt/create",
    { config: signIn, schema: { tags, body: jwtCreateSchema, response: { 200: tokenPairSchema } } },
    async (request) => {
      await throttle(request, limiters.loginIp, limiters.loginPair);
      return guardPassword(request, () =>
        login(deps(), request.site, request.body.email, request.body.password),
      );
    },
  );

  app.post(
    "/jwt/refresh",
    { config: signIn, schema: { tags, body: jwtRefreshSchema, response: { 200: tokenPairSchema } } },
    async (request) => refreshSession(app.db, app.auth.signer, request.site.id, request.body.refresh),
  );

  app.post("/token/logout", { schema: { tags, body: logoutSchema.optional() } }, async (request, reply) => {
    if (request.user) await revokeSession(app.db, request.user.sessionId, "logout");
    const refresh = request.body?.refresh;
    if (refresh) {
      const claims = await app.auth.signer.verify("refresh", refresh);
      if (claims && claims.siteId === request.site.id)
        await revokeSession(app.db, claims.sessionId, "logout");
    }
    return reply.code(204).send();
  });

  app.post(
    "/users",
    { config: signIn, schema: { tags, body: registerSchema, response: { 201: registeredSchema } } },
    async (request, reply) => {
      await throttle(request, limiters.mailIp, limiters.mailPair);
      const { recaptcha_token, ...input } = request.body;
      await app.formGuard(request, recaptcha_token, "registration", { botCheck: true, rateLimit: false });
      return reply.code(201).send(await register(deps(), request.site, request.lang, input));
    },
  );

  app.post(
    "/users/activation",
    { config: signIn, schema: { tags, body: uidTokenSchema, response: { 200: tokenPairSchema } } },
    async (request) => {
      await throttle(request, limiters.tokenIp);
      return activate(deps(), request.site, request.body.uid, request.body.token);
    },
  );

  app.get("/users/me", { schema: { tags, response: { 200: userSchema } } }, async (request) =>
    me(app.db, request.site, requireUser(request).id),
  );

  app.patch(
    "/users/me",
    { schema: { tags, body: userUpdateSchema, response: { 200: userSchema } } },
    async (request) => updateMe(app.db, request.site, requireUser(request).id, request.body),
  );

  app.post("/users/set_password", { schema: { tags, body: setPasswordSchema } }, async (request, reply) => {
    const user = requireUser(request);
    await throttle(request, limiters.loginIp);
    await setPassword(app.db, request.site, user, request.body);
    return reply.code(204).send();
  });

  app.post(
    "/users/reset_password",
    { config: signIn, schema: { tags, body: resetPasswordSchema } },
    async (request, reply) => {
      await throttle(request, limiters.mailIp, limiters.mailPair);
      await requestPasswordReset(deps(), request.site, request.body.email);
      return reply.code(204).send();
    },
  );

  app.post(
    "/users/reset_password_confirm",
    { config: signIn, schema: { tags, body: resetPasswordConfirmSchema } },
    async (request, reply) => {
      await throttle(request, limiters.tokenIp);
      await confirmPasswordReset(app.db, request.site, request.body);
      return reply.code(204).send();
    },
  );
};
