import type { Cart } from "@sf/contract";
import type { CheckoutFormInput } from "@sf/domain";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The checkout form as the domain's `checkoutFormProblems` reads it, with the cart's prescriptions ticked. */
export function readCheckoutForm(form: FormData, cart: Cart, prescriptionLines: number[]): CheckoutFormInput {
  const method = text(form, "deliveryType");
  const ticked = new Set(form.getAll("prescription").map(Number));
  return {
    name: text(form, "name"),
    phone: text(form, "phone"),
    email: text(form, "email"),
    method: method === "delivery" || method === "novapost" ? method : "pickup",
    shopId: Number(text(form, "shop_id")) || null,
    regionId: Number(text(form, "region_id")) || null,
    // A saved address stands in for empty fields (the cart page's action fills them from it).
    street: text(form, "street") || text(form, "saved_address"),
    building: text(form, "building") || text(form, "saved_address"),
    termsAccepted: text(form, "terms") === "on",
    lines: cart.products.map((p) => ({
      productId: p.id,
      isRecipe: prescriptionLines.includes(p.id),
      homeDelivery: p.home_delivery,
      prescriptionChecked: ticked.has(p.id),
    })),
  };
}
