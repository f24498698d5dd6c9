import { demoSites } from "@sf/db/seed";
import { describe, expect, it } from "vitest";
import { siteOf } from "../src/lib/site.ts";
import { build, site } from "./helper.ts";

const { app } = await build();

const VIEW_TYPE_FIELDS = [
  "header_view_type",
  "footer_view_type",
  "product_card_view_type",
  "main_page_categories_view_type",
  "product_cart_button_view_type",
] as const;

describe("the shops' view types (issue 14, decision 0042)", () => {
  it("serves each demo shop's view types, the default shop's all default", async () => {
    const seen = new Set<string>();
    for (const seed of demoSites) {
      const body = (
        await app.inject({ url: "/settings/global_site_settings", headers: site(seed.code) })
      ).json();
      for (const field of VIEW_TYPE_FIELDS) {
        const stored = seed.settings.mainUiInterface?.[field] ?? "default";
        expect(body.mainUiInterface[field], `${seed.code} ${field}`).toBe(stored);
        seen.add(`${field}=${stored}`);
        if (seed.code === "default") expect(stored).toBe("default");
      }
    }
    // Every variant is shown by some demo shop.
    for (const value of [
      "header_view_type=classic",
      "header_view_type=centered",
      "header_view_type=compact",
      "footer_view_type=compact",
      "product_card_view_type=compact",
      "product_card_view_type=centered",
      "main_page_categories_view_type=slider",
      "main_page_categories_view_type=list",
      "product_cart_button_view_type=text",
      "product_cart_button_view_type=full_width",
    ])
      expect(seen, value).toContain(value);
  });

  it("reads a stored value it does not draw (an original client's) as default, not as broken settings", () => {
    const shop = siteOf({
      id: 1,
      code: "x",
      name: "X",
      languages: ["ro"],
      mainLanguage: "ro",
      currency: "MDL",
      settings: {
        mainUiInterface: {
          header_view_type: "view_3",
          footer_view_type: 2,
          product_card_view_type: "compact",
        },
      },
    });
    expect(shop.settings.mainUiInterface).toMatchObject({
      header_view_type: "default",
      footer_view_type: "default",
      product_card_view_type: "compact",
      main_page_categories_view_type: "default",
      product_cart_button_view_type: "default",
    });
  });
});
