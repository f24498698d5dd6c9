import type { GlobalSiteSettings } from "@sf/contract";
import type { Site } from "../lib/site.ts";
import { facebookApp } from "./auth/social.ts";
import { twitterConsumer } from "./auth/twitter.ts";

/**
 * The settings the storefront gets (`/settings/global_site_settings`): the site's, with Facebook
 * and Twitter offered only when they work now, the shop's app and the API's secret for it (a
 * button that can only fail is not shown), and the bot check's script from the platform (never a
 * shop's stored value). The site's own settings are not changed.
 */
export function publicSettings(site: Site, env: NodeJS.ProcessEnv = process.env): GlobalSiteSettings {
  const { additional_settings } = site.settings;
  return {
    ...site.settings,
    recaptcha: { ...site.settings.recaptcha, script_url: env.RECAPTCHA_SCRIPT_URL?.trim() || null },
    additional_settings: {
      ...additional_settings,
      social_login: {
        ...additional_settings.social_login,
        ...(facebookApp(site.stored, env) ? {} : { facebook: { app_id: null } }),
        twitter: { enabled: twitterConsumer(site.stored, env) !== null },
      },
    },
  };
}
