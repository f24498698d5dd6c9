import {
  companyInputSchema,
  companySchema,
  idParamSchema,
  tokenPairSchema,
  twitterAuthInputSchema,
  twitterRequestTokenInputSchema,
  twitterRequestTokenSchema,
  uidTokenSchema,
  userGroupSchema,
  userSchema,
  userUpdateSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.ts";
import { authDeps, requireUser, throttle } from "../../plugins/auth.ts";
import {
  confirmAccountDeletion,
  requestAccountDeletion,
  socialLogin,
  updateMe,
} from "../../services/auth/accounts.ts";
import { socialProviderFor } from "../../services/auth/social.ts";
import { finishTwitterSignIn, startTwitterSignIn } from "../../services/auth/twitter.ts";
import {
  createCompanies,
  listCompanies,
  MAX_COMPANIES,
  userGroup,
} from "../../services/customers/companies.ts";

const userIdParams = z.object({ id: idParamSchema("user") });

/** /users/*: the customer's profile and account deletion (spec section 7, "Auth and user"). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["users"];
  const deps = () => authDeps(app);

  app.patch(
    "/user/:id",
    { schema: { tags, params: userIdParams, body: userUpdateSchema, response: { 200: userSchema } } },
    async (request) => {
      const user = requireUser(request);
      // Only one's own profile; another id is "not found" (it must not tell that it exists).
      if (request.params.id !== user.id) throw notFound("No such user.");
      return updateMe(app.db, request.site, user.id, request.body);
    },
  );

  app.post("/user/delete-account", { schema: { tags } }, async (request, reply) => {
    await requestAccountDeletion(deps(), request.site, requireUser(request).id);
    return reply.code(204).send();
  });

  app.post(
    "/user/confirm-delete-account",
    { config: { ignoreBearer: true }, schema: { tags, body: uidTokenSchema } },
    async (request, reply) => {
      await confirmAccountDeletion(app.db, request.site, request.body.uid, request.body.token);
      return reply.code(204).send();
    },
  );

  app.get(
    "/user-group",
    {
      schema: {
        tags,
        querystring: z.object({ timestamp: z.string().max(40).optional() }),
        response: { 200: userGroupSchema },
      },
    },
    async (request) => userGroup(app.db, request.site, requireUser(request).id),
  );

  /** The user group is the customer's own (its id is theirs); another id is "not found". */
  const ownGroup = (id: number, userId: number) => {
    if (id !== userId) throw notFound("No such user group.");
  };

  app.patch(
    "/user-group/:id/create-company",
    { schema: { tags, params: userIdParams, body: companyInputSchema, response: { 200: userGroupSchema } } },
    async (request) => {
      const user = requireUser(request);
      ownGroup(request.params.id, user.id);
      return createCompanies(app.db, request.site, user.id, [request.body]);
    },
  );

  app.patch(
    "/user-group/:id/create-company-multi",
    {
      schema: {
        tags,
        params: userIdParams,
        body: z.object({ companies: z.array(companyInputSchema).min(1).max(MAX_COMPANIES) }),
        response: { 200: userGroupSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      ownGroup(request.params.id, user.id);
      return createCompanies(app.db, request.site, user.id, request.body.companies);
    },
  );

  app.get(
    "/company",
    {
      schema: {
        tags,
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: { 200: z.array(companySchema) },
      },
    },
    async (request) => listCompanies(app.db, request.site, requireUser(request).id, request.query.search),
  );

  // Social sign-in: the provider's access token, verified with the provider (social.ts).
  for (const provider of ["google", "facebook"] as const) {
    app.post(
      `/${provider}-auth`,
      {
        config: { ignoreBearer: true },
        schema: {
          tags,
          body: z.object({
            access_token: z.string({ error: "access_token is required." }).min(10).max(4096),
            platform: z.string().max(40).optional(),
          }),
          response: { 200: tokenPairSchema },
        },
      },
      async (request) => {
        const identity = await socialProviderFor(provider, request.site.stored).verify(
          request.body.access_token,
        );
        return socialLogin(deps(), request.site, request.lang, provider, identity);
      },
    );
  }

  // Twitter (X), OAuth 1.0a (twitter.ts): every step is signed with the consumer secret, so the
  // API asks Twitter for the request token and keeps its secret until the callback's exchange.
  // Each step calls Twitter: a per-address limit keeps the API from being used to flood it.
  const twitterLimit = app.createRateLimit({
    max: app.auth.config.perIpLimit ?? 30,
    timeWindow: 15 * 60_000,
    keyGenerator: (r) => `twitter:${r.ip}`,
  });
  app.post(
    "/twitter-auth/request-token",
    {
      config: { ignoreBearer: true },
      schema: { tags, body: twitterRequestTokenInputSchema, response: { 200: twitterRequestTokenSchema } },
    },
    async (request) => {
      await throttle(request, twitterLimit);
      return startTwitterSignIn(app.db, request.site, request.body.callback_url);
    },
  );
  app.post(
    "/twitter-auth/auth",
    {
      config: { ignoreBearer: true },
      schema: { tags, body: twitterAuthInputSchema, response: { 200: tokenPairSchema } },
    },
    async (request) => {
      await throttle(request, twitterLimit);
      const identity = await finishTwitterSignIn(
        app.db,
        request.site,
        request.body.oauth_token,
        request.body.oauth_verifier,
      );
      return socialLogin(deps(), request.site, request.lang, "twitter", identity);
    },
  );
};
