import type { Cart } from "@sf/contract";
import { type PostalSteps, parcelWeightKg, postalChoiceComplete } from "@sf/domain";
import type { DeliveryApi } from "./api/delivery.server.ts";
import type { PostalStepsData } from "./nova-post.ts";

/**
 * The Nova Post steps of a cart page asked without JavaScript (`np_*` in its query): the towns
 * matching the search, the chosen town only when it is one of them (its name is the carrier's,
 * not the URL's), then its branches or lockers and, once the choice is complete, the price for
 * the cart's weight and value (the same request the picker's fetcher sends). The branches and
 * the price are asked together. A failing call leaves its part empty and says `failed`.
 */
export async function loadPostalSteps(
  api: DeliveryApi,
  steps: PostalSteps,
  cart: Cart,
): Promise<PostalStepsData> {
  const out: PostalStepsData = {
    steps,
    towns: null,
    city: null,
    divisions: null,
    division: null,
    price: null,
    warning: null,
    failed: false,
  };
  try {
    if (!steps.search) return out;
    const towns = await api.novaPostCities(steps.query);
    if (!towns.ok) return { ...out, failed: true };
    out.towns = towns.data;
    out.city = towns.data.find((c) => c.ref === steps.cityRef) ?? null;
    if (!out.city) return out;
    const cityRef = out.city.ref;
    const type = steps.type;
    const complete = postalChoiceComplete({ cityRef, type, divisionRef: steps.divisionRef });
    const [divisions, price] = await Promise.all([
      type === "courier" ? null : api.novaPostDivisions(type, cityRef),
      complete
        ? api.novaPostPrice({
            cityRef,
            delivery_type: type,
            ...(steps.divisionRef ? { warehouseRef: steps.divisionRef } : {}),
            weight: parcelWeightKg(
              cart.products.map((p) => ({ weightGr: p.product.weight_gr, count: p.count })),
            ),
            total: cart.total_price,
          })
        : null,
    ]);
    if (divisions && !divisions.ok) return { ...out, failed: true };
    out.divisions = divisions?.data ?? null;
    out.division = out.divisions?.find((d) => d.ref === steps.divisionRef) ?? null;
    // A branch of another town (or of the other kind) is no choice: no price for it either.
    if (!price || (type !== "courier" && !out.division)) return out;
    if (!price.ok) return { ...out, failed: true };
    const [first] = price.data;
    if (typeof first === "object") out.price = first;
    else out.warning = first ?? "";
    return out;
  } catch {
    return { ...out, failed: true };
  }
}
