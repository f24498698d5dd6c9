import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from "@sf/domain";
import { redirect } from "react-router";
import { serializeCookie } from "~/lib/cookies.ts";
import { loadSiteContext } from "~/lib/site-context.server.ts";
import type { Route } from "./+types/language-redirect";

/** "/" only redirects: to the cookie's language, else the browser's, else the site's main one. */
export async function loader({ request }: Route.LoaderArgs) {
  const { lang } = await loadSiteContext(request, undefined);
  const search = new URL(request.url).search;
  throw redirect(`/${lang}${search}`, {
    status: 302,
    headers: {
      "set-cookie": serializeCookie(LANGUAGE_COOKIE, lang, LANGUAGE_COOKIE_MAX_AGE_S),
      vary: "cookie, accept-language",
    },
  });
}

export default function LanguageRedirect() {
  return null;
}
