import { redirect } from "react-router";
import { langParam } from "~/lib/params.ts";
import { twitterStartAction } from "~/lib/twitter-login.server.ts";
import type { Route } from "./+types/social-login-twitter";

/** GET (an old or typed link): the login page; starting a sign-in is a POST. */
export async function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${langParam(params)}/login`);
}

/** POST /{lang}/social-login/twitter: the "Continue with X" form; on to Twitter's sign-in page. */
export async function action({ params, request }: Route.ActionArgs) {
  return twitterStartAction(request, langParam(params));
}
