import { contactsSchema, pageContactsSchema, slidesBannerSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getContentDocument } from "../../services/get-content-document.ts";
import { listShopContacts } from "../../services/list-shop-contacts.ts";
import { listSlides } from "../../services/list-slides.ts";
import { showcaseBaseRoutes } from "./showcase.ts";

/** /base/*: contacts and banners. */
export const baseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["base"];
  await app.register(showcaseBaseRoutes);
  app.get("/page-contacts", { schema: { tags, response: { 200: pageContactsSchema } } }, async (request) =>
    getContentDocument(app.db, request.site, "page_contacts", request.lang),
  );
  app.get("/contacts", { schema: { tags, response: { 200: contactsSchema } } }, async (request) =>
    listShopContacts(app.db, request.site, request.lang),
  );
  app.get(
    "/slides_banner",
    {
      schema: {
        tags,
        querystring: z.object({ show_on: z.enum(["top", "main", "bottom"]).optional() }),
        response: { 200: slidesBannerSchema },
      },
    },
    async (request) => listSlides(app.db, request.site, request.lang, request.query.show_on),
  );
};
