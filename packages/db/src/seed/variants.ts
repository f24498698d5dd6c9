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
];

export const demoVariantToken = (code: string): string => {
  const variant = demoVariants.find((v) => v.code === code);
  if (!variant) throw new Error(`No demo variant ${code}`);
  return variant.token;
};
