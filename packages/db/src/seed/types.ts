import type { ContentDocuments, GlobalSiteSettingsInput, Language } from "@sf/contract";
import type { ThemeName } from "@sf/themes";
import type { Localized } from "../schema.ts";

/** Everything the demo seed writes for one site. Texts are written per language, by hand. */
export type SiteSeed = {
  code: ThemeName;
  name: string;
  languages: Language[];
  mainLanguage: Language;
  currency: "MDL" | "RON" | "EUR";
  settings: GlobalSiteSettingsInput;
  /** Content documents per language; every language of the site must be present. */
  content: { [K in keyof ContentDocuments]: Partial<Record<Language, ContentDocuments[K]>> };
  pages: {
    key: string;
    ignoreLayout?: boolean;
    showBreadcrumbs?: boolean;
    byLang: Partial<
      Record<
        Language,
        { slug: string; title: string; html: string; seoTitle?: string; seoDescription?: string }
      >
    >;
  }[];
  menu: MenuSeed[];
  slides: {
    showOn: "top" | "main" | "bottom" | null;
    /** Generated banner artwork: two colours from the theme palette and a short headline. */
    art: { from: string; to: string; emoji?: string };
    url: Localized | null;
    title: Localized;
    description: Localized;
  }[];
  shops: {
    title: Localized;
    address: Localized;
    phones: string[];
    hours: (string | null)[];
    lat: number | null;
    lng: number | null;
  }[];
};

export type MenuSeed = {
  title: Localized;
  url: Localized;
  icon?: string;
  badge?: Localized;
  productCount?: number;
  children?: MenuSeed[];
};
