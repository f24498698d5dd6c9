import { redirect } from "react-router";
import { socialLoginAction } from "~/lib/account.server.ts";
import { langParam } from "~/lib/params.ts";
import type { Route } from "./+types/social-login";

/** GET (an old link): the login page. */
export async function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${langParam(params)}/login`);
}

/** POST /{lang}/social-login: a provider's access token from the social buttons. */
export async function action({ params, request }: Route.ActionArgs) {
  return socialLoginAction(request, langParam(params));
}
