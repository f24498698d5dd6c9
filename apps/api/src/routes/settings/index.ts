import {
  aboutUsPageSchema,
  defaultSiteFilesSchema,
  deliveryPageSchema,
  footerSettingsSchema,
  globalSiteSettingsSchema,
  mainPageSettingsSchema,
  termsAndPrivacySchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getContentDocument } from "../../services/get-content-document.ts";
import { getSiteSettings } from "../../services/get-site-settings.ts";
import { newsLetterRoutes } from "./news-letter.ts";

/** /settings/*: the site's settings and its per-language content documents (spec section 7). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["settings"];
  await app.register(newsLetterRoutes);
  app.get(
    "/global_site_settings",
    { schema: { tags, response: { 200: globalSiteSettingsSchema } } },
    async (request) => getSiteSettings(request.site),
  );

  const documents = [
    ["/footer_settings", "footer_settings", footerSettingsSchema],
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
};
