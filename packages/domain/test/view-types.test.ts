import { describe, expect, it } from "vitest";
import { productCardVariantFor, viewTypesOf } from "../src/view-types.ts";

describe("viewTypesOf (issue 14: the shop's view types take effect)", () => {
  it("draws everything as the theme does when nothing is set", () => {
    expect(viewTypesOf(undefined, "centered")).toEqual({
      header: "centered",
      footer: "default",
      productCard: "default",
      listCard: "default",
      categories: "grid",
      cartButton: "icon",
    });
    expect(viewTypesOf({}, "compact").header).toBe("compact");
  });

  it("maps each known value to its variant", () => {
    expect(
      viewTypesOf(
        {
          header_view_type: "compact",
          footer_view_type: "compact",
          product_card_view_type: "centered",
          main_page_categories_view_type: "slider",
          product_cart_button_view_type: "full_width",
        },
        "classic",
      ),
    ).toEqual({
      header: "compact",
      footer: "compact",
      productCard: "centered",
      listCard: "default",
      categories: "slider",
      cartButton: "full_width",
    });
    const other = viewTypesOf(
      {
        header_view_type: "classic",
        product_card_view_type: "compact",
        main_page_categories_view_type: "list",
        product_cart_button_view_type: "text",
      },
      "centered",
    );
    expect(other).toMatchObject({
      header: "classic",
      productCard: "compact",
      categories: "list",
      cartButton: "text",
    });
  });

  it("reads a value it does not know (an original client's own) as the default", () => {
    expect(
      viewTypesOf(
        {
          header_view_type: "view_7",
          footer_view_type: "Compact",
          product_card_view_type: "",
          main_page_categories_view_type: "grid",
          product_cart_button_view_type: "icon",
        },
        "compact",
      ),
    ).toEqual({
      header: "compact",
      footer: "default",
      productCard: "default",
      listCard: "default",
      categories: "grid",
      cartButton: "icon",
    });
  });
});

describe("productCardVariantFor", () => {
  it("draws a centred card as the theme's in list mode, and keeps the others", () => {
    expect(productCardVariantFor("centered", true)).toBe("default");
    expect(productCardVariantFor("centered", false)).toBe("centered");
    expect(productCardVariantFor("compact", true)).toBe("compact");
    expect(productCardVariantFor("default", true)).toBe("default");
  });
});
