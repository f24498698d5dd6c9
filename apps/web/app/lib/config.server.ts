import { demoSiteTokens } from "@sf/themes";

/** Storefront configuration from the environment (see README "Configuration"). */
export const config = {
  apiUrl: (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(/\/+$/, ""),
  siteToken: process.env.SITE_TOKEN ?? demoSiteTokens[__THEME__],
  publicUrl: process.env.PUBLIC_URL?.replace(/\/+$/, "") ?? null,
  theme: __THEME__,
};
