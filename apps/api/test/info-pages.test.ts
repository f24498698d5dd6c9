import {
  deliveryServicesSchema,
  faqSchema,
  infoPageSchema,
  orderGuideSchema,
  paymentSystemsSchema,
  serviceCenterPageSchema,
  servicesSchema,
} from "@sf/contract";
import { demoInfoPages, demoSites } from "@sf/db";
import { describe, expect, it } from "vitest";
import { build, site } from "./helper.ts";

const { app } = await build();

const pages = [
  ["/settings/credit_page", "credit_page", infoPageSchema],
  ["/settings/discount_page", "discount_page", infoPageSchema],
  ["/settings/insurance_page", "insurance_page", infoPageSchema],
  ["/settings/service_center_page", "service_center_page", serviceCenterPageSchema],
] as const;
const lists = [
  ["/base/faq", "faq", faqSchema],
  ["/base/order-guide/", "order_guide", orderGuideSchema],
  ["/base/payment-systems", "payment_systems", paymentSystemsSchema],
  ["/base/delivery-services", "delivery_services", deliveryServicesSchema],
  ["/base/services/", "services", servicesSchema],
] as const;

describe("information pages of every demo shop, in each of its languages", () => {
  for (const shop of demoSites) {
    const seeded = demoInfoPages[shop.code];
    it(`${shop.code}: a page it has in the language asked, 404 for one it lacks`, async () => {
      for (const [url, key, schema] of pages) {
        for (const lang of shop.languages) {
          const res = await app.inject({ url, headers: site(shop.code, lang) });
          if (!seeded[key]) {
            expect(res.statusCode, `${url} ${lang}`).toBe(404);
            expect(res.json()).toMatchObject({ code: "not_found" });
            continue;
          }
          expect(res.statusCode, `${url} ${lang}`).toBe(200);
          expect(schema.parse(res.json())).toEqual(seeded[key]?.[lang]);
        }
      }
    });
    it(`${shop.code}: each list in the language asked, [] for one it lacks`, async () => {
      for (const [url, key, schema] of lists) {
        for (const lang of shop.languages) {
          const res = await app.inject({ url, headers: site(shop.code, lang) });
          expect(res.statusCode, `${url} ${lang}`).toBe(200);
          expect(schema.parse(res.json())).toEqual(seeded[key]?.[lang] ?? []);
        }
      }
    });
  }

  it("answers in the shop's main language for a language the shop does not speak", async () => {
    const res = await app.inject({ url: "/base/faq", headers: site("ecom", "ru") });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(demoInfoPages.ecom.faq?.ro);
  });

  it("gives the pharmacy pharmacist's answers and the caterer no service centre", async () => {
    const faq = (await app.inject({ url: "/base/faq", headers: site("farmacie", "ro") })).json();
    expect(faq.map((item: { question: string }) => item.question)).toContain(
      "Pot comanda online medicamente cu rețetă?",
    );
    const centre = await app.inject({
      url: "/settings/service_center_page",
      headers: site("ecaterix", "ro"),
    });
    expect(centre.statusCode).toBe(404);
  });
});

describe("footer_settings names the information screens the shop has", () => {
  it("lists the stored documents and the store locator, and not what the shop lacks", async () => {
    const farmacie = (
      await app.inject({ url: "/settings/footer_settings", headers: site("farmacie", "ro") })
    ).json();
    expect(farmacie.info_pages).toEqual(
      expect.arrayContaining(["faq", "order_guide", "discount_page", "insurance_page", "stores"]),
    );
    expect(farmacie.info_pages).not.toContain("service_center_page");
    expect(farmacie.info_pages).not.toContain("credit_page");
    const terenuri = (
      await app.inject({ url: "/settings/footer_settings", headers: site("terenuri", "ru") })
    ).json();
    expect(terenuri.info_pages).not.toContain("payment_systems");
    expect(terenuri.info_pages).toContain("faq");
  });
});
