import { redirect } from "react-router";
import { langParam } from "~/lib/params.ts";
import type { Route } from "./+types/account-index";

/** /{lang}/account opens the order history (spec: `/account` -> `/account/orders`). */
export async function loader({ params, request }: Route.LoaderArgs) {
  return redirect(`/${langParam(params)}/account/orders${new URL(request.url).search}`);
}
