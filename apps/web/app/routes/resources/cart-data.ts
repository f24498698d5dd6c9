import { cartAction, loadCart } from "~/lib/cart.server.ts";
import { langParam } from "~/lib/params.ts";
import type { Route } from "./+types/cart-data";

const PRIVATE = { "cache-control": "private, no-store" };

/**
 * /{lang}/cart/data: the visitor's cart as JSON (GET) and changes to it (POST), for the header
 * counter, the add-to-cart buttons and the cart page. Under /cart, so never page-cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    return Response.json({ cart: await loadCart(request) }, { headers: PRIVATE });
  } catch {
    return Response.json({ cart: null, failed: true }, { status: 503, headers: PRIVATE });
  }
}

export async function action({ params, request }: Route.ActionArgs) {
  try {
    return await cartAction(request, langParam(params));
  } catch {
    return Response.json({ ok: false, status: 503, detail: null }, { status: 503, headers: PRIVATE });
  }
}
