import { data } from "react-router";
import { createApi } from "~/lib/api.server.ts";
import { langParam } from "~/lib/params.ts";
import type { Route } from "./+types/cart-options";

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};

/**
 * /{lang}/cart/options: what the checkout form asks while it is filled in, as JSON: a region's
 * localities (`?localities=`), a store's pickup slots (`?slots=`), or the delivery price
 * (`?quote=1&region_id=&delivery_type=&total=`). A failing API answers `failed: true`.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const api = createApi(langParam(params));
  const query = new URL(request.url).searchParams;
  const region = positive(query.get("localities"));
  const store = positive(query.get("slots"));
  const regionId = positive(query.get("region_id"));
  const total = Number(query.get("total"));
  const quote = query.get("quote") && regionId && Number.isFinite(total) && total >= 0;
  if (!region && !store && !quote) throw data(null, { status: 400 });
  try {
    if (region) return { localities: await api.localities(region) };
    if (store) return { slots: await api.pickupSlots(store) };
    if (quote && regionId) {
      const result = await api.deliveryCost({
        region_id: regionId,
        delivery_type: query.get("delivery_type") === "express" ? "express" : "standart",
        method: "address",
        total,
      });
      return result.ok ? { quote: result.data } : { failed: true };
    }
  } catch {
    return { failed: true };
  }
  return { failed: true };
}
