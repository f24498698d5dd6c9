import type { NovaPostPriceRequest } from "@sf/contract";
import { data } from "react-router";
import type { DeliveryApi } from "~/lib/api/delivery.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import type { Route } from "./+types/cart-options";

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};

const POSTAL_TYPES = ["warehouse", "postmachine", "courier"] as const;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;
const REF = /^[\w:.-]{1,64}$/;

type NovaPostAsk =
  | { kind: "city"; q: string }
  | { kind: "warehouse" | "postmachine"; city: string }
  | { kind: "price"; request: NovaPostPriceRequest };

/** Nova Post's part of the form: `?np=city&q=`, `?np=warehouse|postmachine&city=`, `?np=price&...`; null when malformed. */
function novaPostAsk(query: URLSearchParams): NovaPostAsk | null {
  const kind = query.get("np");
  const city = query.get("city") ?? "";
  if (kind === "city") return { kind, q: (query.get("q") ?? "").trim().slice(0, 100) };
  if (!REF.test(city)) return null;
  if (kind === "warehouse" || kind === "postmachine") return { kind, city };
  const type = oneOf(POSTAL_TYPES, query.get("type"));
  const weight = Number(query.get("weight"));
  const total = Number(query.get("total"));
  const division = query.get("division") ?? "";
  if (kind !== "price" || !type || !(weight > 0 && weight <= 1000) || !(total >= 0)) return null;
  if (division && !REF.test(division)) return null;
  return {
    kind,
    request: {
      cityRef: city,
      delivery_type: type,
      ...(division ? { warehouseRef: division } : {}),
      weight,
      total,
    },
  };
}

async function novaPost(api: DeliveryApi, ask: NovaPostAsk) {
  if (ask.kind === "city") {
    // Fewer than two characters: no call (spec section 5).
    if (ask.q.length < 2) return { cities: [] };
    const result = await api.novaPostCities(ask.q);
    return result.ok ? { cities: result.data } : { failed: true };
  }
  if (ask.kind === "price") {
    const result = await api.novaPostPrice(ask.request);
    if (!result.ok) return { failed: true };
    const [first] = result.data;
    return typeof first === "object" ? { postalPrice: first } : { postalWarning: first ?? "" };
  }
  const result = await api.novaPostDivisions(ask.kind, ask.city);
  return result.ok ? { divisions: result.data } : { failed: true };
}

/**
 * /{lang}/cart/options: what the checkout form asks while it is filled in, as JSON: a region's
 * localities (`?localities=`), a store's pickup slots (`?slots=`), the delivery price
 * (`?quote=1&region_id=&delivery_type=&total=`), or Nova Post's towns, branches, lockers and
 * price (`?np=`). A failing API answers `failed: true`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const api = (await apiFor(request)).delivery;
  const query = new URL(request.url).searchParams;
  if (query.has("np")) {
    const ask = novaPostAsk(query);
    if (!ask) throw data(null, { status: 400 });
    try {
      return await novaPost(api, ask);
    } catch {
      return { failed: true };
    }
  }
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
      const result = await api.cost({
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
