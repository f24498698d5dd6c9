import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from "@sf/domain";
import { data, Outlet } from "react-router";
import { apiFor } from "~/lib/api/request.server.ts";
import { readCookie, serializeCookie } from "~/lib/cookies.ts";
import type { Route } from "./+types/lang-layout";

/**
 * Validates the language prefix (unknown -> 404 page) and remembers the language in the
 * i18n_redirected cookie for 365 days.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { langs } = await (await apiFor(request)).site.settings();
  const lang = params.lang;
  if (!langs.includes(lang as (typeof langs)[number])) throw data(null, { status: 404 });
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
