import { createTranslator, type Locale, type Translate } from "@sf/i18n";
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { SiteContext } from "./site-context.server.ts";

/** The root loader's site context; present on every page whose root loader succeeded. */
export function useSite(): SiteContext | undefined {
  return useRouteLoaderData("root") as SiteContext | undefined;
}

export function useLang(): Locale {
  return useSite()?.lang ?? "ro";
}

export function useT(): Translate {
  const lang = useLang();
  return useMemo(() => createTranslator(lang), [lang]);
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
