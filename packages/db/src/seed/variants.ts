import type { GlobalSiteSettingsInput } from "@sf/contract";
import type { ThemeName } from "@sf/themes";

/**
 * Demo shops that copy a theme's demo shop (content, catalogue, showcase) under their own code
 * and token, with a few settings changed: a setting that changes every page (prices for
 * customers only) gets its own shop, so the theme's other browser tests keep their shop as it is.
 * Small and imported on its own (the browser tests' configuration reads the tokens).
 */
export type DemoVariant = {
  code: string;
  /** Never use in production. */
  token: string;
  of: ThemeName;
  name: string;
  settings: Partial<GlobalSiteSettingsInput>;
};

export const demoVariants: DemoVariant[] = [
  {
    code: "default-members",
    token: "5f0c2a7d9e4b4c1fa3d86b20e7c41d95",
    of: "default",
    name: "Casa Mea (prețuri pentru clienți)",
    settings: { is_price_hidden_for_guests: true },
  },
  {
    code: "default-bot-check",
    token: "b07c4ec6a1d24f5e9c3b8a7d6e5f4a31",
    of: "default",
    name: "Casa Mea (reCAPTCHA)",
    // The browser tests' fake reCAPTCHA takes any site key; its secret is the API's RECAPTCHA_SECRET_KEY.
    settings: { recaptcha: { site_key: "e2e-site-key", version: "2" } },
  },
  {
    code: "default-view-types",
    token: "3d9a6f2e8c1b47e5a0f4c7b2d9e8a613",
    of: "default",
    name: "Casa Mea (view types)",
    // Every view type off its default (decision 0042), beside the default shop that has none.
    settings: {
      mainUiInterface: {
        mainNavigationType: "bar",
        topNavigationType: "compact",
        header_view_type: "compact",
        footer_view_type: "compact",
        product_card_view_type: "compact",
        main_page_categories_view_type: "slider",
        product_cart_button_view_type: "full_width",
      },
    },
  },
];

export const demoVariantToken = (code: string): string => {
  const variant = demoVariants.find((v) => v.code === code);
  if (!variant) throw new Error(`No demo variant ${code}`);
  return variant.token;
};
