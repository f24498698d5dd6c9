import { langParam } from "~/lib/params.ts";
import { twitterCallbackLoader } from "~/lib/twitter-login.server.ts";
import type { Route } from "./+types/social-login-twitter-callback";

/** GET /{lang}/social-login/twitter/callback: where Twitter sends the shopper back. */
export async function loader({ params, request }: Route.LoaderArgs) {
  return twitterCallbackLoader(request, langParam(params));
}
