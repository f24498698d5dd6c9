import type { QuickOrderCreate } from "@sf/contract";
import type { Db } from "@sf/db";
import type { Site } from "../../lib/site.ts";
import { hashOf, placeOrder } from "./create-order.ts";

/**
 * A one-click order (`/general/v3/quick-order/`): one product, paid in cash, its delivery agreed
 * when the shop phones the shopper. Stock is taken like any order's (a preorder product out of
 * stock takes none); the shopper's cart is left as it is. A product with a prescription needs
 * the shopper's confirmation.
 */
export function createQuickOrder(
  db: Db,
  site: Site,
  lang: string,
  input: QuickOrderCreate,
  idempotencyKey: string | null,
  userId: number | null = null,
) {
  return placeOrder(
    db,
    site,
    lang,
    {
      method: "quick",
      browserId: input.no_user_id ?? null,
      userId,
      lines: [{ productId: input.product_id, count: input.count ?? null }],
      keepCart: true,
      name: input.name,
      companyName: "",
      phone: input.phone,
      email: input.email,
      comments: input.comments,
      paymentType: "cash",
      deliveryType: "standart",
      shopId: null,
      regionId: null,
      localityId: null,
      address: null,
      postal: null,
      deliveryDate: null,
      deliveryTime: null,
      promoCode: null,
      prescriptionChecked: input.prescription_checked ? [input.product_id] : [],
      // Taxed where the shop is: a one-click order has no address yet.
      taxData: null,
    },
    idempotencyKey,
    // Another endpoint's body never matches: the same key on both is a different request.
    hashOf({ quick_order: input }),
  );
}
