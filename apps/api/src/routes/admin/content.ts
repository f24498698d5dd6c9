import {
  adminAdvantagesSchema,
  adminAdvantagesWriteSchema,
  adminArticleListSchema,
  adminArticleSchema,
  adminArticleStatusListSchema,
  adminArticleWriteSchema,
  adminBannerListSchema,
  adminBannerOrderSchema,
  adminBannerSchema,
  adminBannerWriteSchema,
  adminContentListQuerySchema,
  adminFaqSchema,
  adminFaqWriteSchema,
  adminHtmlPreviewSchema,
  adminOfferListSchema,
  adminOfferSchema,
  adminOfferWriteSchema,
  adminPageKeySchema,
  adminPageListSchema,
  adminPageSchema,
  adminPageWriteSchema,
  adminStorefrontSchema,
  idParamSchema,
  languageSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getAdminAdvantages, saveAdminAdvantages } from "../../services/admin/content/advantages.ts";
import {
  createAdminArticle,
  deleteAdminArticle,
  getAdminArticle,
  listAdminArticleStatuses,
  listAdminArticles,
  updateAdminArticle,
} from "../../services/admin/content/articles.ts";
import {
  createAdminBanner,
  deleteAdminBanner,
  listAdminBanners,
  reorderAdminBanners,
  updateAdminBanner,
} from "../../services/admin/content/banners.ts";
import { getAdminFaq, saveAdminFaq } from "../../services/admin/content/faq.ts";
import { sanitizeShopHtml } from "../../services/admin/content/html-policy.ts";
import {
  createAdminOffer,
  deleteAdminOffer,
  getAdminOffer,
  listAdminOffers,
  updateAdminOffer,
} from "../../services/admin/content/offers.ts";
import {
  createAdminPage,
  deleteAdminPage,
  getAdminPage,
  listAdminPages,
  updateAdminPage,
} from "../../services/admin/content/pages.ts";
import { staffOf } from "./guard.ts";

/** /admin/api/content/*: articles, information pages and banners (the content area). */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const config = { staff: "content" } as const;
  const articleId = z.object({ id: idParamSchema("article") });
  const bannerId = z.object({ id: idParamSchema("banner") });
  const pageKey = z.object({ key: adminPageKeySchema });
  const gone = { 204: z.null() };

  app.get(
    "/content/storefront",
    { config, schema: { tags, response: { 200: adminStorefrontSchema } } },
    async () => ({ url: app.auth.config.storefrontUrl }),
  );
  app.post(
    "/content/html-preview",
    { config, schema: { tags, body: adminHtmlPreviewSchema, response: { 200: adminHtmlPreviewSchema } } },
    async (request) => ({ html: sanitizeShopHtml(request.body.html) }),
  );

  app.get(
    "/content/articles",
    {
      config,
      schema: { tags, querystring: adminContentListQuerySchema, response: { 200: adminArticleListSchema } },
    },
    async (request) => listAdminArticles(app.db, request.site, request.query),
  );
  app.get(
    "/content/article-statuses",
    { config, schema: { tags, response: { 200: adminArticleStatusListSchema } } },
    async (request) => listAdminArticleStatuses(app.db, request.site, request.lang),
  );
  app.get(
    "/content/articles/:id",
    { config, schema: { tags, params: articleId, response: { 200: adminArticleSchema } } },
    async (request) => getAdminArticle(app.db, request.site, request.params.id),
  );
  app.post(
    "/content/articles",
    { config, schema: { tags, body: adminArticleWriteSchema, response: { 201: adminArticleSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createAdminArticle(app.db, request.site, staffOf(request), request.body)),
  );
  app.patch(
    "/content/articles/:id",
    {
      config,
      schema: {
        tags,
        params: articleId,
        body: adminArticleWriteSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) =>
      updateAdminArticle(app.db, request.site, staffOf(request), request.params.id, request.body),
  );
  app.delete(
    "/content/articles/:id",
    { config, schema: { tags, params: articleId, response: gone } },
    async (request, reply) => {
      await deleteAdminArticle(app.db, request.site, staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/content/pages",
    { config, schema: { tags, response: { 200: adminPageListSchema } } },
    async (request) => listAdminPages(app.db, request.site),
  );
  app.get(
    "/content/pages/:key",
    { config, schema: { tags, params: pageKey, response: { 200: adminPageSchema } } },
    async (request) => getAdminPage(app.db, request.site, request.params.key),
  );
  app.post(
    "/content/pages",
    { config, schema: { tags, body: adminPageWriteSchema, response: { 201: adminPageSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createAdminPage(app.db, request.site, staffOf(request), request.body)),
  );
  app.patch(
    "/content/pages/:key",
    {
      config,
      schema: { tags, params: pageKey, body: adminPageWriteSchema, response: { 200: adminPageSchema } },
    },
    async (request) =>
      updateAdminPage(app.db, request.site, staffOf(request), request.params.key, request.body),
  );
  app.delete(
    "/content/pages/:key",
    { config, schema: { tags, params: pageKey, response: gone } },
    async (request, reply) => {
      await deleteAdminPage(app.db, request.site, staffOf(request), request.params.key);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/content/banners",
    { config, schema: { tags, response: { 200: adminBannerListSchema } } },
    async (request) => listAdminBanners(app.db, request.site),
  );
  app.post(
    "/content/banners",
    { config, schema: { tags, body: adminBannerWriteSchema, response: { 201: adminBannerSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createAdminBanner(app.db, request.site, staffOf(request), request.body)),
  );
  app.post(
    "/content/banners/order",
    { config, schema: { tags, body: adminBannerOrderSchema, response: { 200: adminBannerListSchema } } },
    async (request) => reorderAdminBanners(app.db, request.site, staffOf(request), request.body.ids),
  );
  app.patch(
    "/content/banners/:id",
    {
      config,
      schema: { tags, params: bannerId, body: adminBannerWriteSchema, response: { 200: adminBannerSchema } },
    },
    async (request) =>
      updateAdminBanner(app.db, request.site, staffOf(request), request.params.id, request.body),
  );
  app.delete(
    "/content/banners/:id",
    { config, schema: { tags, params: bannerId, response: gone } },
    async (request, reply) => {
      await deleteAdminBanner(app.db, request.site, staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  const faqLang = z.object({ lang: languageSchema });
  app.get(
    "/content/faq/:lang",
    { config, schema: { tags, params: faqLang, response: { 200: adminFaqSchema } } },
    async (request) => getAdminFaq(app.db, request.site, request.params.lang),
  );
  app.put(
    "/content/faq/:lang",
    {
      config,
      schema: { tags, params: faqLang, body: adminFaqWriteSchema, response: { 200: adminFaqSchema } },
    },
    async (request) =>
      saveAdminFaq(app.db, request.site, staffOf(request), request.params.lang, request.body),
  );

  const offerId = z.object({ id: idParamSchema("offer") });
  app.get(
    "/content/offers",
    { config, schema: { tags, response: { 200: adminOfferListSchema } } },
    async (request) => listAdminOffers(app.db, request.site),
  );
  app.get(
    "/content/offers/:id",
    { config, schema: { tags, params: offerId, response: { 200: adminOfferSchema } } },
    async (request) => getAdminOffer(app.db, request.site, request.params.id),
  );
  app.post(
    "/content/offers",
    { config, schema: { tags, body: adminOfferWriteSchema, response: { 201: adminOfferSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createAdminOffer(app.db, request.site, staffOf(request), request.body)),
  );
  app.patch(
    "/content/offers/:id",
    {
      config,
      schema: { tags, params: offerId, body: adminOfferWriteSchema, response: { 200: adminOfferSchema } },
    },
    async (request) =>
      updateAdminOffer(app.db, request.site, staffOf(request), request.params.id, request.body),
  );
  app.delete(
    "/content/offers/:id",
    { config, schema: { tags, params: offerId, response: gone } },
    async (request, reply) => {
      await deleteAdminOffer(app.db, request.site, staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/content/advantages/:lang",
    { config, schema: { tags, params: faqLang, response: { 200: adminAdvantagesSchema } } },
    async (request) => getAdminAdvantages(app.db, request.site, request.params.lang),
  );
  app.put(
    "/content/advantages/:lang",
    {
      config,
      schema: {
        tags,
        params: faqLang,
        body: adminAdvantagesWriteSchema,
        response: { 200: adminAdvantagesSchema },
      },
    },
    async (request) =>
      saveAdminAdvantages(app.db, request.site, staffOf(request), request.params.lang, request.body),
  );
};
