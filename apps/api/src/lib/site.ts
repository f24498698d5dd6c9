import { type GlobalSiteSettings, globalSiteSettingsSchema } from "@sf/contract";

/**
 * A shop as every request sees it (`request.site`): its identity, its settings parsed once
 * when the site is resolved (typed, every default of the spec filled in), and the settings as
 * stored, for the few readers of fields the public settings leave out (sign-in providers' app
 * ids and the names of their secrets' environment variables).
 */
export type Site = {
  id: number;
  code: string;
  name: string;
  languages: string[];
  mainLanguage: string;
  currency: string;
  settings: GlobalSiteSettings;
  stored: Record<string, unknown>;
};

/** A `sites` row's fields that make a Site. */
export type SiteRow = Omit<Site, "settings" | "stored"> & { settings: Record<string, unknown> };

/**
 * The Site of a row: the stored settings parsed with the spec's defaults; the row wins for
 * identity fields (name, currency, languages, main language).
 */
export function siteOf(row: SiteRow): Site {
  const stored = row.settings;
  const mainUiInterface = (stored.mainUiInterface ?? {}) as Record<string, unknown>;
  const settings = globalSiteSettingsSchema.parse({
    ...stored,
    project: (stored.project as string | undefined) ?? row.name,
    project_currency: row.currency,
    langs: row.languages,
    mainUiInterface: { ...mainUiInterface, mainLang: row.mainLanguage },
  });
  const { settings: _, ...identity } = row;
  return { ...identity, settings, stored };
}
