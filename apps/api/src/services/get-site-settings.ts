import { type GlobalSiteSettings, globalSiteSettingsSchema } from "@sf/contract";
import type { Site } from "../plugins/site.ts";
import { facebookApp } from "./auth/social.ts";
import { twitterConsumer } from "./auth/twitter.ts";

/** The site's settings with every default of the spec filled in; the site row wins for identity fields. */
export function getSiteSettings(site: Site): GlobalSiteSettings {
  const stored = site.settings as Record<string, Record<string, unknown> | unknown>;
  const mainUiInterface = (stored.mainUiInterface ?? {}) as Record<string, unknown>;
  const settings = globalSiteSettingsSchema.parse({
    ...stored,
    project: (stored.project as string | undefined) ?? site.name,
    project_currency: site.currency,
    langs: site.languages,
    mainUiInterface: { ...mainUiInterface, mainLang: site.mainLanguage },
  });
  // Facebook and Twitter are offered only when they work: the shop's app and the API's secret
  // for it (a button that can only fail is not shown).
  const social = settings.additional_settings.social_login;
  if (!facebookApp(site.settings)) social.facebook = { app_id: null };
  social.twitter = { enabled: twitterConsumer(site.settings) !== null };
  // The script browsers load is the platform's choice, never a shop's stored value.
  settings.recaptcha.script_url = process.env.RECAPTCHA_SCRIPT_URL?.trim() || null;
  return settings;
}
