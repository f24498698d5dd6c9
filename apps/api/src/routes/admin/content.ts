import {
  adminAdvantagesSchema,
  adminAdvantagesWriteSchema,
  adminAlbumListSchema,
  adminAlbumSchema,
  adminAlbumWriteSchema,
  adminArticleListSchema,
  adminArticleSchema,
  adminArticleStatusListSchema,
  adminArticleWriteSchema,
  adminBannerListSchema,
  adminBannerOrderSchema,
  adminBannerSchema,
  adminBannerWriteSchema,
  adminContentListQuerySchema,
  adminContentOrderSchema,
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
  adminPartnerListSchema,
  adminPartnerRegionListSchema,
  adminPartnerRegionSchema,
  adminPartnerRegionWriteSchema,
  adminPartnerSchema,
  adminPartnerWriteSchema,
  adminSliderChoicesSchema,
  adminSlidersSchema,
  adminSlidersWriteSchema,
  adminStorefrontSchema,
  adminVacancyListSchema,
  adminVacancySchema,
  adminVacancyWriteSchema,
  idParamSchema,
  languageSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getAdminAdvantages, saveAdminAdvantages } from "../../services/admin/content/advantages.ts";
import {
  adminArticles,
  listAdminArticleStatuses,
  listAdminArticles,
} from "../../services/admin/content/articles.ts";
import { adminBanners } from "../../services/admin/content/banners.ts";
import { getAdminFaq, saveAdminFaq } from "../../services/admin/content/faq.ts";
import { adminAlbums } from "../../services/admin/content/gallery.ts";
import { sanitizeShopHtml } from "../../services/admin/content/html-policy.ts";
import { adminOffers } from "../../services/admin/content/offers.ts";
import {
  createAdminPage,
  deleteAdminPage,
  getAdminPage,
  listAdminPages,
  updateAdminPage,
} from "../../services/admin/content/pages.ts";
import { adminPartnerRegions, adminPartners } from "../../services/admin/content/partners.ts";
import { getAdminSliders, saveAdminSliders, sliderChoices } from "../../services/admin/content/sliders.ts";
import { adminVacancies } from "../../services/admin/content/vacancies.ts";
import { contentKindRoutes } from "./content-kind-routes.ts";
import { staffOf } from "./guard.ts";

/**
 * /admin/api/content/*: the content area. Articles, information pages, banners (the home sliders),
 * offers, vacancies, gallery albums, partners and their regions share one route shape
 * (`contentKindRoutes`); the FAQ and advantages are one list per language.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const config = { staff: "content" } as const;
  const pageKey = z.object({ key: adminPageKeySchema });

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
  contentKindRoutes(
    app,
    "/content/articles",
    {
      param: z.object({ id: idParamSchema("article") }),
      write: adminArticleWriteSchema,
      item: adminArticleSchema,
    },
    { ...adminArticles, list: undefined },
  );

  contentKindRoutes(
    app,
    "/content/pages",
    { param: pageKey, write: adminPageWriteSchema, item: adminPageSchema, list: adminPageListSchema },
    {
      list: listAdminPages,
      get: getAdminPage,
      create: createAdminPage,
      update: updateAdminPage,
      remove: deleteAdminPage,
    },
  );

  contentKindRoutes(
    app,
    "/content/banners",
    {
      param: z.object({ id: idParamSchema("banner") }),
      write: adminBannerWriteSchema,
      item: adminBannerSchema,
      list: adminBannerListSchema,
      order: adminBannerOrderSchema,
    },
    { ...adminBanners, get: undefined },
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

  contentKindRoutes(
    app,
    "/content/offers",
    {
      param: z.object({ id: idParamSchema("offer") }),
      write: adminOfferWriteSchema,
      item: adminOfferSchema,
      list: adminOfferListSchema,
    },
    adminOffers,
  );
  contentKindRoutes(
    app,
    "/content/vacancies",
    {
      param: z.object({ id: idParamSchema("vacancy") }),
      write: adminVacancyWriteSchema,
      item: adminVacancySchema,
      list: adminVacancyListSchema,
      order: adminContentOrderSchema,
    },
    adminVacancies,
  );
  contentKindRoutes(
    app,
    "/content/albums",
    {
      param: z.object({ id: idParamSchema("album") }),
      write: adminAlbumWriteSchema,
      item: adminAlbumSchema,
      list: adminAlbumListSchema,
      order: adminContentOrderSchema,
    },
    adminAlbums,
  );
  contentKindRoutes(
    app,
    "/content/partner-regions",
    {
      param: z.object({ id: idParamSchema("region") }),
      write: adminPartnerRegionWriteSchema,
      item: adminPartnerRegionSchema,
      list: adminPartnerRegionListSchema,
      order: adminContentOrderSchema,
    },
    adminPartnerRegions,
  );
  contentKindRoutes(
    app,
    "/content/partners",
    {
      param: z.object({ id: idParamSchema("partner") }),
      write: adminPartnerWriteSchema,
      item: adminPartnerSchema,
      list: adminPartnerListSchema,
      order: adminContentOrderSchema,
    },
    adminPartners,
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

  app.get(
    "/content/sliders",
    { config, schema: { tags, response: { 200: adminSlidersSchema } } },
    async (request) => getAdminSliders(app.db, request.site),
  );
  app.get(
    "/content/sliders/choices",
    { config, schema: { tags, response: { 200: adminSliderChoicesSchema } } },
    async (request) => sliderChoices(app.db, request.site),
  );
  app.put(
    "/content/sliders",
    { config, schema: { tags, body: adminSlidersWriteSchema, response: { 200: adminSlidersSchema } } },
    async (request) => saveAdminSliders(app.db, request.site, staffOf(request), request.body),
  );
};
