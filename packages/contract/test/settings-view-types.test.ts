import { describe, expect, it } from "vitest";
import { globalSiteSettingsSchema } from "../src/settings.ts";

describe("the settings contract accepts exactly the view types", () => {
  it("keeps the known values and turns unknown ones into default", () => {
    const ui = globalSiteSettingsSchema.parse({
      mainUiInterface: {
        header_view_type: "centered",
        footer_view_type: "view_2",
        product_card_view_type: 3,
        main_page_categories_view_type: "list",
      },
    }).mainUiInterface;
    expect(ui.header_view_type).toBe("centered");
    expect(ui.footer_view_type).toBe("default");
    expect(ui.product_card_view_type).toBe("default");
    expect(ui.main_page_categories_view_type).toBe("list");
    expect(ui.product_cart_button_view_type).toBe("default");
  });
});
