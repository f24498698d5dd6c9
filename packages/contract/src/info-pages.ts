import { z } from "zod";

/**
 * The information pages of spec section 7: four documents (credit, discount, insurance, service
 * centre) and five lists (FAQ, order guide, payment systems, delivery services, services), each
 * stored per language like the other content documents.
 */

const sectionSchema = z.object({ title: z.string(), html: z.string() });

/** A credit, discount or insurance page: an introduction and titled sections. */
export const infoPageSchema = z.object({
  title: z.string(),
  html: z.string(),
  sections: z.array(sectionSchema),
});
export type InfoPage = z.infer<typeof infoPageSchema>;

export const serviceCenterPageSchema = infoPageSchema.extend({
  address: z.string(),
  phones: z.array(z.string()),
  work_hours: z.string(),
});
export type ServiceCenterPage = z.infer<typeof serviceCenterPageSchema>;

/** One question; the answer is plain text (it goes into the page's FAQPage JSON-LD as is). */
export const faqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqSchema = z.array(faqItemSchema);

/** The order guide: numbered steps in order. */
export const orderGuideStepSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
});
export type OrderGuideStep = z.infer<typeof orderGuideStepSchema>;
export const orderGuideSchema = z.array(orderGuideStepSchema);

export const paymentSystemSchema = z.object({
  id: z.number().int(),
  /** One of the cart's payment types (cash, card, paynet, ...). */
  code: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export type PaymentSystem = z.infer<typeof paymentSystemSchema>;
export const paymentSystemsSchema = z.array(paymentSystemSchema);

export const deliveryServiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Readable price and time, e.g. "from 40 lei, next day". */
  terms: z.string(),
  image: z.string().nullable(),
});
export type DeliveryService = z.infer<typeof deliveryServiceSchema>;
export const deliveryServicesSchema = z.array(deliveryServiceSchema);

export const serviceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Readable price, e.g. "from 150 lei"; null when on request. */
  price: z.string().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;
export const servicesSchema = z.array(serviceSchema);

/** Documents a shop may lack: the API answers 404 for a page and [] for a list. */
export const INFO_CONTENT_KEYS = [
  "credit_page",
  "discount_page",
  "insurance_page",
  "service_center_page",
  "faq",
  "order_guide",
  "payment_systems",
  "delivery_services",
  "services",
] as const;
export type InfoContentKey = (typeof INFO_CONTENT_KEYS)[number];

export const infoContentSchemas = {
  credit_page: infoPageSchema,
  discount_page: infoPageSchema,
  insurance_page: infoPageSchema,
  service_center_page: serviceCenterPageSchema,
  faq: faqSchema,
  order_guide: orderGuideSchema,
  payment_systems: paymentSystemsSchema,
  delivery_services: deliveryServicesSchema,
  services: servicesSchema,
} satisfies Record<InfoContentKey, z.ZodType>;
export type InfoContentDocuments = { [K in InfoContentKey]: z.infer<(typeof infoContentSchemas)[K]> };

/** The storefront's information screens a shop can have (its footer links to those it has). */
export const INFO_PAGE_LINKS = [
  "faq",
  "order_guide",
  "payment_systems",
  "delivery_services",
  "services",
  "credit_page",
  "discount_page",
  "insurance_page",
  "service_center_page",
  "stores",
] as const;
export type InfoPageLink = (typeof INFO_PAGE_LINKS)[number];
export const infoPagesPresentSchema = z.array(z.enum(INFO_PAGE_LINKS));
