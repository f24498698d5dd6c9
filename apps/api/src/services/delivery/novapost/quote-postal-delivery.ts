import type { NovaPostPrice, NovaPostPriceRequest } from "@sf/contract";
import type { Site } from "../../../lib/site.ts";
import { getPostalProvider } from "./get-postal-provider.ts";
import { postalWarningText } from "./messages.ts";

/**
 * `/general/v2/novapost/delivery-price/`: a list whose first element is the price object, or a
 * text in the shopper's language saying why there is none (spec section 4: the storefront shows
 * the price and clears its warning, or shows the warning and clears the price).
 */
export async function quotePostalDelivery(
  site: Site,
  input: NovaPostPriceRequest,
  lang: string,
): Promise<(NovaPostPrice | string)[]> {
  const result = await getPostalProvider(site).price(input, lang);
  if (!result.ok) return [postalWarningText(result.warning, lang)];
  return [
    {
      price: result.price,
      currency: result.currency,
      delivery_type: input.delivery_type,
      estimated_days: result.estimatedDays,
    },
  ];
}
