import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from "@sf/domain";
import { data, Outlet, redirect } from "react-router";
import { readCookie, serializeCookie } from "~/lib/cookies.ts";
import { loadSettings } from "~/lib/site-context.server.ts";
import type { Route } from "./+types/lang-layout";

/**
 * Validates the language prefix (unknown -> 404 page) and remembers the language in the
 * i18n_redirected cookie for 365 days.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { langs } = await loadSettings();
  const lang = params.lang;
  if (!langs.includes(lang as (typeof langs)[number])) throw data(null, { status: 404 });
  // `?login=true` (where an ended session is sent, spec section 8) opens the login, coming back here after.
  const url = new URL(request.url);
  if (url.searchParams.get("login") === "true" && !url.pathname.endsWith("/login")) {
    url.searchParams.delete("login");
    const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
    throw redirect(`/${lang}/login?next=${encodeURIComponent(back)}`);
  }
  const current = readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE);
  const headers = new Headers();
  if (current !== lang) {
    headers.set("set-cookie", serializeCookie(LANGUAGE_COOKIE, lang, LANGUAGE_COOKIE_MAX_AGE_S));
  }
  return data({ lang }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function LangLayout() {
  return <Outlet />;
}
