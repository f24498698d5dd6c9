import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { z } from "zod";
import { type TranslateError, translateMessage } from "./error-text.ts";
import { CATALOGUES, type MessageKey } from "./messages/index.ts";

/** The back-office's languages (Romanian first, the default) and their catalogues. */
export const LANGS = ["ro", "ru", "uk", "en"] as const;
export type Lang = (typeof LANGS)[number];
export type { MessageKey };
export const LANG_NAMES: Record<Lang, string> = {
  ro: "Română",
  ru: "Русский",
  uk: "Українська",
  en: "English",
};
const STORED = "sf_admin_lang";

/**
 * zod's own messages (a check written without one, e.g. `.max(500)`) in the interface's language:
 * the contracts' own messages are English and go through `te`; these come translated from zod.
 */
const ZOD_LOCALES: Record<Lang, () => ReturnType<typeof z.locales.en>> = {
  ro: z.locales.ro,
  ru: z.locales.ru,
  uk: z.locales.uk,
  en: z.locales.en,
};

export type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

function initialLang(): Lang {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(STORED);
  return (LANGS as readonly string[]).includes(stored ?? "") ? (stored as Lang) : "ro";
}

/**
 * `t` looks up the interface's own keys; `te` translates a message that came from a schema or the
 * API (English, keyed by its text: `error-text.ts`), keeping unknown ones in English.
 */
const I18n = createContext<{ lang: Lang; setLang: (lang: Lang) => void; t: T; te: TranslateError } | null>(
  null,
);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const value = useMemo(() => {
    const messages = CATALOGUES[lang];
    const t: T = (key, vars) => {
      let text = messages[key] ?? CATALOGUES.ro[key] ?? key;
      if (vars) for (const [name, v] of Object.entries(vars)) text = text.replaceAll(`{${name}}`, String(v));
      return text;
    };
    const te: TranslateError = (message) => translateMessage(message, lang);
    z.config(ZOD_LOCALES[lang]());
    const setLang = (next: Lang) => {
      localStorage.setItem(STORED, next);
      document.documentElement.lang = next;
      setLangState(next);
    };
    document.documentElement.lang = lang;
    return { lang, setLang, t, te };
  }, [lang]);
  return <I18n.Provider value={value}>{children}</I18n.Provider>;
}

export function useI18n() {
  const value = useContext(I18n);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}

/** Money as the shop's currency, in the interface's language. */
export function formatMoney(value: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(lang === "en" ? "en-GB" : lang, { style: "currency", currency }).format(value);
}

export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : lang, {
    dateStyle: "short",
    timeStyle: "short",
  }).format(new Date(iso));
}
