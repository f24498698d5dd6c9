import {
  adminDeliverySchema,
  adminIntegrationKeySchema,
  adminIssuedKeySchema,
  adminLoyaltySchema,
  adminPromoCodeInputSchema,
  adminPromoCodeListSchema,
  adminPromoCodeQuerySchema,
  adminPromoCodeSchema,
  adminPromoCustomerListSchema,
  adminPromoCustomerQuerySchema,
  adminSettingsSchema,
  adminStoreInputSchema,
  adminStoreSchema,
  idParamSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  describeIntegrationKey,
  issueIntegrationKey,
  revokeIntegrationKey,
} from "../../services/admin/shop/integration-key.ts";
import {
  createPromoCode,
  findPromoCustomers,
  getPromoCode,
  listPromoCodes,
  updatePromoCode,
} from "../../services/admin/shop/promo-codes.ts";
import {
  getDelivery,
  getLoyalty,
  getSettings,
  updateDelivery,
  updateLoyalty,
  updateSettings,
} from "../../services/admin/shop/site-settings.ts";
import { createStore, listAdminStores, updateStore } from "../../services/admin/shop/stores.ts";
import { staffOf } from "./guard.ts";

/**
 * The owner's shop areas: promo codes and the loyalty programme (`promotions`), stores, delivery prices, time slots and
 * payment switches (`delivery`), the site settings and the ERP integration key (`settings`).
 */
export const adminShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const promotions = { staff: "promotions" } as const;
  const delivery = { staff: "delivery" } as const;
  const settings = { staff: "settings" } as const;
  const forgetSites = () => app.forgetSites();

  app.get(
    "/promo-codes",
    {
      config: promotions,
      schema: { tags, querystring: adminPromoCodeQuerySchema, response: { 200: adminPromoCodeListSchema } },
    },
    async (request) => listPromoCodes(app.db, request.site.id, request.query),
  );
  app.post(
    "/promo-codes",
    {
      config: promotions,
      schema: { tags, body: adminPromoCodeInputSchema, response: { 201: adminPromoCodeSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createPromoCode(app.db, staffOf(request), request.body)),
  );
  app.get(
    "/promo-codes/customers",
    {
      config: promotions,
      schema: {
        tags,
        querystring: adminPromoCustomerQuerySchema,
        response: { 200: adminPromoCustomerListSchema },
      },
    },
    async (request) => findPromoCustomers(app.db, request.site.id, request.query.q),
  );
  app.get(
    "/loyalty",
    { config: promotions, schema: { tags, response: { 200: adminLoyaltySchema } } },
    async (request) => getLoyalty(app.db, request.site.id),
  );
  app.patch(
    "/loyalty",
    { config: promotions, schema: { tags, body: adminLoyaltySchema, response: { 200: adminLoyaltySchema } } },
    async (request) => updateLoyalty(app.db, staffOf(request), request.body, forgetSites),
  );
  const promoParams = z.object({ id: idParamSchema("promo code") });
  app.get(
    "/promo-codes/:id",
    { config: promotions, schema: { tags, params: promoParams, response: { 200: adminPromoCodeSchema } } },
    async (request) => getPromoCode(app.db, request.site.id, request.params.id),
  );
  app.patch(
    "/promo-codes/:id",
    {
      config: promotions,
      schema: {
        tags,
        params: promoParams,
        body: adminPromoCodeInputSchema,
        response: { 200: adminPromoCodeSchema },
      },
    },
    async (request) => updatePromoCode(app.db, staffOf(request), request.params.id, request.body),
  );

  app.get(
    "/delivery",
    { config: delivery, schema: { tags, response: { 200: adminDeliverySchema } } },
    async (request) => getDelivery(app.db, request.site.id),
  );
  app.patch(
    "/delivery",
    { config: delivery, schema: { tags, body: adminDeliverySchema, response: { 200: adminDeliverySchema } } },
    async (request) => updateDelivery(app.db, staffOf(request), request.body, forgetSites),
  );
  app.get(
    "/delivery/stores",
    { config: delivery, schema: { tags, response: { 200: z.array(adminStoreSchema) } } },
    async (request) => listAdminStores(app.db, request.site.id),
  );
  app.post(
    "/delivery/stores",
    { config: delivery, schema: { tags, body: adminStoreInputSchema, response: { 201: adminStoreSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createStore(app.db, staffOf(request), request.site, request.body)),
  );
  app.patch(
    "/delivery/stores/:id",
    {
      config: delivery,
      schema: {
        tags,
        params: z.object({ id: idParamSchema("store") }),
        body: adminStoreInputSchema,
        response: { 200: adminStoreSchema },
      },
    },
    async (request) => updateStore(app.db, staffOf(request), request.site, request.params.id, request.body),
  );

  app.get(
    "/settings",
    { config: settings, schema: { tags, response: { 200: adminSettingsSchema } } },
    async (request) => getSettings(app.db, request.site.id),
  );
  app.patch(
    "/settings",
    { config: settings, schema: { tags, body: adminSettingsSchema, response: { 200: adminSettingsSchema } } },
    async (request) => updateSettings(app.db, staffOf(request), request.body, forgetSites),
  );
  app.get(
    "/settings/integration-key",
    { config: settings, schema: { tags, response: { 200: adminIntegrationKeySchema } } },
    async (request) => describeIntegrationKey(app.db, request.site.id),
  );
  app.post(
    "/settings/integration-key",
    { config: settings, schema: { tags, response: { 201: adminIssuedKeySchema } } },
    async (request, reply) =>
      reply.code(201).send(await issueIntegrationKey(app.db, staffOf(request), false)),
  );
  app.post(
    "/settings/integration-key/rotate",
    { config: settings, schema: { tags, response: { 201: adminIssuedKeySchema } } },
    async (request, reply) => reply.code(201).send(await issueIntegrationKey(app.db, staffOf(request), true)),
  );
  app.post(
    "/settings/integration-key/revoke",
    { config: settings, schema: { tags, response: { 200: adminIntegrationKeySchema } } },
    async (request) => revokeIntegrationKey(app.db, staffOf(request)),
  );
};
