import type { StoreStock } from "@sf/contract";
import { data } from "react-router";
import { apiFor } from "~/lib/api/request.server.ts";
import type { Route } from "./+types/product-availability";

/**
 * /{lang}/product-availability/{id}: one product's stock per store, for the availability modal.
 * The browser asks the storefront, which asks the API with the site token. A failing API gives
 * `failed: true` rather than an error page (the modal says so).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31) throw data(null, { status: 404 });
  try {
    const [row] = await (await apiFor(request)).catalogue.availability([{ id, count: 1 }]);
    return { stores: row?.stores ?? ([] as StoreStock[]), failed: false };
  } catch {
    return { stores: [] as StoreStock[], failed: true };
  }
}
