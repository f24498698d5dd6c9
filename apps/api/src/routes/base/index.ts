import {
  contactsSchema,
  deliveryServicesSchema,
  faqSchema,
  orderGuideSchema,
  pageContactsSchema,
  paymentSystemsSchema,
  servicesSchema,
  slidesBannerSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getContentDocument } from "../../services/get-content-document.ts";
import { listInfoItems } from "../../services/info-pages/get-info-content.ts";
import { listShopContacts } from "../../services/list-shop-contacts.ts";
import { listSlides } from "../../services/list-slides.ts";
import { articleRoutes } from "./articles.ts";
import { deliveryBaseRoutes } from "./delivery.ts";
import { galleryRoutes } from "./gallery.ts";
import { partnerRoutes } from "./partners.ts";
import { shopRequestBaseRoutes } from "./shop-requests.ts";
import { shopReviewRoutes } from "./shop-reviews.ts";
import { showcaseBaseRoutes } from "./showcase.ts";
import { vacancyRoutes } from "./vacancies.ts";

/** /base/*: contacts, banners and shoppers' requests. */
export const baseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["base"];
  await app.register(showcaseBaseRoutes);
  await app.register(deliveryBaseRoutes);
  await app.register(articleRoutes);
  await app.register(shopRequestBaseRoutes);
  await app.register(vacancyRoutes);
  await app.register(shopReviewRoutes);
  await app.register(galleryRoutes);
  await app.register(partnerRoutes);
  app.get("/page-contacts", { schema: { tags, response: { 200: pageContactsSchema } } }, async (request) =>
    getContentDocument(app.db, request.site, "page_contacts", request.lang),
  );
  // Information lists (spec section 7): empty when the shop has none.
  const lists = [
    ["/faq", "faq", faqSchema],
    ["/order-guide", "order_guide", orderGuideSchema],
    ["/payment-systems", "payment_systems", paymentSystemsSchema],
    ["/delivery-services", "delivery_services", deliveryServicesSchema],
    ["/services", "services", servicesSchema],
  ] as const;
  for (const [url, key, schema] of lists) {
    app.get(url, { schema: { tags, response: { 200: schema } } }, async (request) =>
      listInfoItems(app.db, request.site, key, request.lang),
    );
  }
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
