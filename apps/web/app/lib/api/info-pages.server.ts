import {
  deliveryServicesSchema,
  faqSchema,
  infoPageSchema,
  orderGuideSchema,
  paymentSystemsSchema,
  serviceCenterPageSchema,
  servicesSchema,
} from "@sf/contract";
import type { Client } from "./client.server.ts";

/** The shop's information pages and lists (spec section 7): site-wide, memoised documents. */
export const infoPagesApi = (client: Client) => ({
  faq: () => client.shared("/base/faq", faqSchema),
  orderGuide: () => client.shared("/base/order-guide/", orderGuideSchema),
  paymentSystems: () => client.shared("/base/payment-systems", paymentSystemsSchema),
  deliveryServices: () => client.shared("/base/delivery-services", deliveryServicesSchema),
  services: () => client.shared("/base/services/", servicesSchema),
  /** A 404 from the API (the shop has no such page) is an ApiError: orNotFound turns it into the 404 page. */
  page: (key: "credit_page" | "discount_page" | "insurance_page") =>
    client.shared(`/settings/${key}`, infoPageSchema),
  serviceCenter: () => client.shared("/settings/service_center_page", serviceCenterPageSchema),
});
