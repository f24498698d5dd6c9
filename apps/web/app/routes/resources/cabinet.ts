import { redirect } from "react-router";
import { langParam } from "~/lib/params.ts";
import type { Route } from "./+types/cabinet";

/** /{lang}/cabinet (where activation lands, spec section 4) is the account page. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  return redirect(`/${langParam(params)}/account${search}`);
}
