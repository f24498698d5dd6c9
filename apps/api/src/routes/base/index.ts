import { contactsSchema, pageContactsSchema, slidesBannerSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getContentDocument } from "../../services/get-content-document.ts";
import { listShopContacts } from "../../services/list-shop-contacts.ts";
import { listSlides } from "../../services/list-slides.ts";
import { deliveryBaseRoutes } from "./delivery.ts";
import { shopRequestBaseRoutes } from "./shop-requests.ts";
import { showcaseBaseRoutes } from "./showcase.ts";

/** /base/*: contacts, banners and shoppers' requests. */
export const baseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["base"];
  await app.register(showcaseBaseRoutes);
  await app.register(deliveryBaseRoutes);
  await app.register(shopRequestBaseRoutes);
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
