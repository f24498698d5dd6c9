import {
  deliveryServicesSchema,
  faqSchema,
  infoPageSchema,
  orderGuideSchema,
  paymentSystemsSchema,
  serviceCenterPageSchema,
  servicesSchema,
} from "@sf/contract";
import { schema } from "@sf/db";
import { demoInfoPages, demoSites } from "@sf/db/seed";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { build, site, tokens } from "./helper.ts";

const { app, database } = await build();

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
    it(`${shop.code}: every information page, in the language asked`, async () => {
      for (const [url, key, schema] of pages) {
        expect(seeded[key], `${shop.code} ${key}`).toBeDefined();
        for (const lang of shop.languages) {
          const res = await app.inject({ url, headers: site(shop.code, lang) });
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

  it("gives the pharmacy pharmacist's answers and the caterer its equipment return point", async () => {
    const faq = (await app.inject({ url: "/base/faq", headers: site("farmacie", "ro") })).json();
    expect(faq.map((item: { question: string }) => item.question)).toContain(
      "Pot comanda online medicamente cu rețetă?",
    );
    const centre = await app.inject({
      url: "/settings/service_center_page",
      headers: site("ecaterix", "ro"),
    });
    expect(centre.statusCode).toBe(200);
    expect(centre.json().title).toBe("Punct de returnare a echipamentului");
  });

  it("answers 404 for a page a shop has not written, and the footer leaves it out", async () => {
    const [shop] = await database.db
      .select({ id: schema.sites.id })
      .from(schema.sites)
      .where(eq(schema.sites.token, tokens.farmacie));
    await database.db
      .delete(schema.siteContents)
      .where(and(eq(schema.siteContents.siteId, shop?.id ?? 0), eq(schema.siteContents.key, "credit_page")));
    const res = await app.inject({ url: "/settings/credit_page", headers: site("farmacie", "ro") });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "not_found" });
    const footer = (
      await app.inject({ url: "/settings/footer_settings", headers: site("farmacie", "ro") })
    ).json();
    expect(footer.info_pages).not.toContain("credit_page");
    expect(footer.info_pages).toContain("service_center_page");
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
    const terenuri = (
      await app.inject({ url: "/settings/footer_settings", headers: site("terenuri", "ru") })
    ).json();
    expect(terenuri.info_pages).not.toContain("payment_systems");
    expect(terenuri.info_pages).toContain("faq");
  });
});
