import { type GlobalSiteSettings, globalSiteSettingsSchema } from "@sf/contract";
import type { Site } from "../plugins/site.ts";
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
  // Twitter is offered only when it works: a consumer key and the API's secret for it.
  settings.additional_settings.social_login.twitter = { enabled: twitterConsumer(site.settings) !== null };
  return settings;
}
