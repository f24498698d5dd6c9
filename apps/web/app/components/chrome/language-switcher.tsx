import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from "@sf/domain";
import { type Locale, localeEntry } from "@sf/i18n";
import { Link, useLocation, useMatches } from "react-router";
import { serializeCookie } from "~/lib/cookies.ts";
import { useLang, useSite, useT } from "~/lib/i18n.ts";

/** Where the current page lives in another language: a route's `alternates`, else the same path. */
export function useAlternatePath(): (lang: string) => string {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const alternates = matches
    .map((m) => (m.data as { alternates?: Record<string, string> } | undefined)?.alternates)
    .findLast(Boolean);
  const rest = pathname.replace(/^\/[^/]+/, "");
  return (lang) => {
    const path = alternates ? alternates[lang] : rest;
    return path === undefined ? `/${lang}` : `/${lang}${path}${alternates ? "" : search}`;
  };
}

export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const site = useSite();
  const current = useLang();
  const t = useT();
  const pathFor = useAlternatePath();
  if (!site || site.settings.langs.length < 2) return null;
  return (
    <nav aria-label={t("chrome.language")} className={className}>
      <ul className="flex items-center gap-1">
        {site.settings.langs.map((lang) => (
          <li key={lang}>
            <Link
              to={pathFor(lang)}
              hrefLang={lang}
              lang={lang}
              reloadDocument
              aria-current={lang === current ? "true" : undefined}
              title={localeEntry(lang as Locale).name}
              onClick={() => {
                // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written the same way the server writes it
                document.cookie = serializeCookie(LANGUAGE_COOKIE, lang, LANGUAGE_COOKIE_MAX_AGE_S);
              }}
              className={`rounded px-2 py-1 text-sm font-semibold uppercase ${
                lang === current ? "underline decoration-2 underline-offset-4" : "opacity-90 hover:underline"
              }`}
            >
              {lang}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
