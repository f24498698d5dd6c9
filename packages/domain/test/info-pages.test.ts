import { describe, expect, it } from "vitest";
import { directionsUrl, infoPageLinks } from "../src/info-pages.ts";

describe("infoPageLinks", () => {
  it("links only the screens the shop has, in the footer's fixed order", () => {
    expect(infoPageLinks(["stores", "discount_page", "faq"])).toEqual([
      { key: "faq", path: "/faq" },
      { key: "discount_page", path: "/discount" },
      { key: "stores", path: "/stores" },
    ]);
  });
  it("gives no link to a service centre the shop does not have", () => {
    const keys = infoPageLinks(["faq", "order_guide"]).map((link) => link.key);
    expect(keys).not.toContain("service_center_page");
  });
  it("gives nothing when the API named nothing (an older API without the field)", () => {
    expect(infoPageLinks(undefined)).toEqual([]);
    expect(infoPageLinks([])).toEqual([]);
  });
});

describe("directionsUrl", () => {
  it("asks the route planner for a route ending at the store", () => {
    expect(directionsUrl(47.0256, 28.8318)).toBe(
      "https://www.openstreetmap.org/directions?route=%3B47.0256%2C28.8318",
    );
  });
});
