import {
  aboutUsPageSchema,
  defaultSiteFilesSchema,
  deliveryPageSchema,
  footerSettingsSchema,
  globalSiteSettingsSchema,
  infoPageSchema,
  mainPageSettingsSchema,
  serviceCenterPageSchema,
  termsAndPrivacySchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getContentDocument } from "../../services/get-content-document.ts";
import { getInfoPage } from "../../services/info-pages/get-info-content.ts";
import { listInfoPagesPresent } from "../../services/info-pages/list-info-pages-present.ts";
import { publicSettings } from "../../services/public-settings.ts";
import { newsLetterRoutes } from "./news-letter.ts";

/** /settings/*: the site's settings and its per-language content documents (spec section 7). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["settings"];
  await app.register(newsLetterRoutes);
  app.get(
    "/global_site_settings",
    { schema: { tags, response: { 200: globalSiteSettingsSchema } } },
    async (request) => publicSettings(request.site),
  );

  app.get(
    "/footer_settings",
    { schema: { tags, response: { 200: footerSettingsSchema } } },
    async (request) => {
      const [footer, infoPages] = await Promise.all([
        getContentDocument(app.db, request.site, "footer_settings", request.lang),
        listInfoPagesPresent(app.db, request.site),
      ]);
      return { ...footer, info_pages: infoPages };
    },
  );

  const documents = [
    ["/default-site-files", "default_site_files", defaultSiteFilesSchema],
    ["/terms_and_privacy_policy", "terms_and_privacy_policy", termsAndPrivacySchema],
    ["/delivery_page", "delivery_page", deliveryPageSchema],
    ["/about_us_page", "about_us_page", aboutUsPageSchema],
    ["/main_page_settings", "main_page_settings", mainPageSettingsSchema],
  ] as const;
  for (const [url, key, schema] of documents) {
    app.get(url, { schema: { tags, response: { 200: schema } } }, async (request) =>
      getContentDocument(app.db, request.site, key, request.lang),
    );
  }

  // Information pages a shop may lack: 404 (the spec's missing-document answer) when it has none.
  const infoPages = [
    ["/credit_page", "credit_page", infoPageSchema],
    ["/discount_page", "discount_page", infoPageSchema],
    ["/insurance_page", "insurance_page", infoPageSchema],
    ["/service_center_page", "service_center_page", serviceCenterPageSchema],
  ] as const;
  for (const [url, key, schema] of infoPages) {
    app.get(url, { schema: { tags, response: { 200: schema } } }, async (request) =>
      getInfoPage(app.db, request.site, key, request.lang),
    );
  }
};
