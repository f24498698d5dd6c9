import { type Locale, type Messages, type Translate, translatorFor } from "@sf/i18n";
import { use, useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { loadMessages, messagesOf } from "./page-messages.ts";
import { type SiteContext, type SiteContextData, siteOf } from "./site-data.ts";

/** The root loader's site context; present on every page whose root loader succeeded. */
export function useSite(): SiteContext | undefined {
  const data = useRouteLoaderData("root") as SiteContextData | undefined;
  return data ? siteOf(data) : undefined;
}

export function useLang(): Locale {
  return useSite()?.lang ?? "ro";
}

let everyCatalogue: Promise<Record<Locale, Messages>> | null = null;

/** All four catalogues, loaded on demand (pages carry only their language's messages). */
export function loadAllMessages(): Promise<Record<Locale, Messages>> {
  everyCatalogue ??= import("@sf/i18n/all-messages").then((m) => m.allMessages);
  return everyCatalogue;
}

export function useT(): Translate {
  const site = useSite();
  const lang = site?.lang ?? "ro";
  // The page's language is loaded before hydration (entry.client); without site data (the error
  // page when the API is down) the catalogues load on demand.
  const messages = site ? (messagesOf(lang) ?? use(loadMessages(lang))) : use(loadAllMessages())[lang];
  return useMemo(() => translatorFor(lang, messages), [lang, messages]);
}

/** `t` outside components (meta functions): the page's language, loaded before hydration. */
export function translatorOf(lang: Locale): Translate {
  return translatorFor(lang, messagesOf(lang) ?? ({} as Messages));
}

/** A site-relative path in the current language: "/about" -> "/ro/about". */
export function useHref(): (path: string) => string {
  const lang = useLang();
  return (path: string) => localizedPath(lang, path);
}

export function localizedPath(lang: string, path: string): string {
  if (/^[a-z]+:/i.test(path)) return path;
  const clean = path.startsWith("/") ? path : `/${path}`;
  return clean === "/" ? `/${lang}` : `/${lang}${clean}`;
}
