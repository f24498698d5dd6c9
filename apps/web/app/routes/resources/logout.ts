import { redirect } from "react-router";
import { logoutAction } from "~/lib/account.server.ts";
import { langParam } from "~/lib/params.ts";
import type { Route } from "./+types/logout";

/** POST /{lang}/logout signs out; a GET (an old link) just goes home. */
export async function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${langParam(params)}`);
}

export async function action({ params, request }: Route.ActionArgs) {
  return logoutAction(request, langParam(params));
}
