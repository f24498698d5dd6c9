import { data } from "react-router";
import { apiFor } from "~/lib/api/request.server.ts";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import type { Route } from "./+types/associated-products";

/** /{lang}/associated-products/{id}: the product's associated ("pocket") products, for their modal. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31) throw data(null, { status: 404 });
  try {
    return { products: (await (await apiFor(request)).catalogue.associated(id)).products, failed: false };
  } catch {
    return { products: [] as ProductCard[], failed: true };
  }
}
