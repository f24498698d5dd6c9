import fastifyMultipart from "@fastify/multipart";
import {
  advertFormBodySchema,
  advertListSchema,
  advertSlugParamsSchema,
  advertTitleSchema,
  favoriteAdvertsQuerySchema,
  myAdvertListSchema,
  myAdvertsQuerySchema,
  ownAdvertSchema,
  sellerParamsSchema,
  sellerProfileSchema,
  sellerQuerySchema,
  staticContentParamsSchema,
  staticContentSchema,
} from "@sf/contract";
import type { FastifySchemaCompiler } from "fastify";
import { type FastifyPluginAsyncZod, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { refusingUnsafeText } from "../../lib/unsafe-text.ts";
import { requireUser } from "../../plugins/auth.ts";
import { listFavoriteAdverts } from "../../services/board/advert-favorites.ts";
import { getAdvertTitle, getSellerProfile, getStaticContent } from "../../services/board/board-pages.ts";
import { deleteOwnAdvert, getOwnAdvert, listMyAdverts } from "../../services/board/own-adverts.ts";
import { saveAdvert } from "../../services/board/save-advert.ts";
import { ADVERT_FORM_LIMITS, readAdvertForm } from "./advert-form.ts";

/**
 * The board's owners' calls and the signed-in reads under `/api` (spec section 7, decision 0059):
 * create, edit and delete an advert, "my adverts", favourite adverts; and the public seller
 * profile, an advert's titles and the terms.
 */
export const boardOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["board"];
  const security = [{ siteToken: [], bearer: [] }];
  // The form's parts are read and checked by the handler as they stream (advert-form.ts); the
  // path is checked as everywhere else.
  const checked = refusingUnsafeText(validatorCompiler);
  const formValidator: FastifySchemaCompiler<unknown> = (route) =>
    route.httpPart === "body" ? (data: unknown) => ({ value: data }) : checked(route);

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: ADVERT_FORM_LIMITS, throwFileSizeLimit: true });
    scope.post(
      "/adverts",
      {
        schema: {
          tags,
          security,
          consumes: ["multipart/form-data"],
          body: advertFormBodySchema,
          response: { 201: ownAdvertSchema },
        },
        validatorCompiler: formValidator,
      },
      async (request, reply) => {
        const user = requireUser(request);
        const form = await readAdvertForm(request);
        const { advert } = await saveAdvert(app.db, app.storage, request.site, user.id, null, form);
        return reply.code(201).send(advert);
      },
    );
    scope.patch(
      "/adverts/:slug",
      {
        schema: {
          tags,
          security,
          consumes: ["multipart/form-data"],
          params: advertSlugParamsSchema,
          body: advertFormBodySchema,
          response: { 200: ownAdvertSchema },
        },
        validatorCompiler: formValidator,
      },
      async (request) => {
        const user = requireUser(request);
        const { slug } = request.params as { slug: string };
        const form = await readAdvertForm(request);
        return (await saveAdvert(app.db, app.storage, request.site, user.id, slug, form)).advert;
      },
    );
  });

  app.delete(
    "/adverts/:slug",
    { schema: { tags, security, params: advertSlugParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteOwnAdvert(app.db, request.site, requireUser(request).id, request.params.slug);
      return reply.code(204).send(null);
    },
  );
  app.get(
    "/my-adverts",
    { schema: { tags, security, querystring: myAdvertsQuerySchema, response: { 200: myAdvertListSchema } } },
    async (request) => listMyAdverts(app.db, request.site, requireUser(request).id, request.query),
  );
  app.get(
    "/my-adverts/:slug",
    { schema: { tags, security, params: advertSlugParamsSchema, response: { 200: ownAdvertSchema } } },
    async (request) => getOwnAdvert(app.db, request.site, requireUser(request).id, request.params.slug),
  );
  app.get(
    "/my-favorite-adverts",
    {
      schema: {
        tags,
        security,
        querystring: favoriteAdvertsQuerySchema,
        response: { 200: advertListSchema },
      },
    },
    async (request) =>
      listFavoriteAdverts(app.db, request.site, request.lang, requireUser(request).id, request.query),
  );
  app.get(
    "/advert-title/:slug",
    { schema: { tags, params: advertSlugParamsSchema, response: { 200: advertTitleSchema } } },
    async (request) => getAdvertTitle(app.db, request.site, request.lang, request.params.slug),
  );
  app.get(
    "/users/:id",
    {
      schema: {
        tags,
        params: sellerParamsSchema,
        querystring: sellerQuerySchema,
        response: { 200: sellerProfileSchema },
      },
    },
    async (request) =>
      getSellerProfile(app.db, request.site, request.lang, request.params.id, request.query.page),
  );
  app.get(
    "/static-content/:id",
    { schema: { tags, params: staticContentParamsSchema, response: { 200: staticContentSchema } } },
    async (request) => getStaticContent(app.db, request.site, request.lang, request.params.id),
  );
};
