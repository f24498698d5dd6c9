import { type OrderCreateInput, PAYMENT_TYPES } from "@sf/contract";
import { checkoutFormProblems, parseUtm, phoneForApi, UTM_COOKIE } from "@sf/domain";
import { redirect, redirectDocument } from "react-router";
import { ApiError, siteSettings } from "./api/client.server.ts";
import { type Api, apiFor } from "./api/request.server.ts";
import { knownBrowserId } from "./cart.server.ts";
import { type CheckoutResult, type CheckoutValues, promoProblemOf } from "./checkout.ts";
import { readCookie } from "./cookies.ts";
import { iuteTermOf } from "./iute.server.ts";
import { localCartCookie, localCartLines, usesLocalCart } from "./local-cart.server.ts";

const str = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};
const int = (form: FormData, name: string) => {
  const n = Number(str(form, name));
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : undefined;
};

/** Field names of the API's refusal, flattened ("address.street" -> "address.street"). */
function fieldErrors(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!body || typeof body !== "object") return out;
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value) && typeof value[0] === "string") out[key] = value[0];
  }
  return out;
}

const POSTAL_TYPES = ["warehouse", "postmachine", "courier"] as const;

/** The Nova Post picker's fields (the API checks the town and branch and prices the parcel). */
function postalFromForm(form: FormData): NonNullable<OrderCreateInput["postal"]> {
  const type = POSTAL_TYPES.find((t) => t === str(form, "postal_type")) ?? "warehouse";
  return {
    delivery_type: type,
    cityRef: str(form, "postal_city_ref"),
    city: str(form, "postal_city"),
    ...(type === "courier"
      ? {
          street: str(form, "postal_street"),
          building: str(form, "postal_building"),
          apartment: str(form, "postal_apartment"),
        }
      : { warehouseRef: str(form, "postal_division") || undefined }),
  };
}

/** The checkout form as the API's order payload (prices are never sent). */
export function orderFromForm(form: FormData, browserId: string | null): OrderCreateInput {
  const asked = str(form, "deliveryType");
  const method = asked === "delivery" || asked === "novapost" ? asked : "pickup";
  const payment = str(form, "paymentType");
  const date = str(form, "pickup_slot").split("T");
  return {
    ...(browserId ? { no_user_id: browserId } : {}),
    name: str(form, "name"),
    phone: str(form, "phone"),
    email: str(form, "email"),
    company_name: str(form, "company_name"),
    paymentType: PAYMENT_TYPES.find((type) => type === payment) ?? "cash",
    deliveryType: method,
    ...(method === "novapost"
      ? { postal: postalFromForm(form) }
      : method === "pickup"
        ? {
            shop_id: int(form, "shop_id"),
            ...(date[0] && date[1] ? { delivery_date: date[0], delivery_time: date[1] } : {}),
          }
        : {
            region_id: int(form, "region_id"),
            locality_id: int(form, "locality_id"),
            delivery_type: str(form, "delivery_type") === "express" ? "express" : "standart",
            address: {
              street: str(form, "street"),
              building: str(form, "building"),
              apartment: str(form, "apartment"),
              note: str(form, "note"),
            },
          }),
    promo_code: str(form, "promo_code") || null,
    prescription_checked: form
      .getAll("prescription")
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
    comments: str(form, "comments"),
  };
}

/** What the shopper typed and chose, sent back with a refusal to fill the form again. */
function valuesOf(form: FormData): CheckoutValues {
  return {
    name: str(form, "name"),
    phone: str(form, "phone"),
    email: str(form, "email"),
    company_name: str(form, "company_name"),
    deliveryType: str(form, "deliveryType"),
    paymentType: str(form, "paymentType"),
    shop_id: str(form, "shop_id"),
    street: str(form, "street"),
    building: str(form, "building"),
    apartment: str(form, "apartment"),
    note: str(form, "note"),
    comments: str(form, "comments"),
  };
}

/**
 * The domain's checks of the form (the ones the form runs in the browser), so a form posted
 * without JavaScript gets the same messages beside the same fields: field name -> problem.
 */
async function formProblems(form: FormData, order: OrderCreateInput): Promise<Record<string, string>> {
  const settings = await siteSettings();
  const { fields } = checkoutFormProblems(
    {
      name: order.name,
      phone: order.phone,
      email: order.email ?? "",
      method: order.deliveryType,
      shopId: order.shop_id ?? null,
      regionId: order.region_id ?? null,
      street: order.address?.street ?? "",
      building: order.address?.building ?? "",
      termsAccepted: str(form, "terms") === "on",
    },
    settings.is_romanian === true ? "RO" : "MD",
  );
  return Object.fromEntries(fields.map((field) => [field, "invalid"]));
}

/**
 * A saved address chosen in the form (`saved_address`) stands in for the address fields when
 * they were left empty (without JavaScript nothing copies it into them).
 */
async function applySavedAddress(api: Api, form: FormData, order: OrderCreateInput): Promise<void> {
  const id = int(form, "saved_address");
  if (!id || str(form, "street")) return;
  const saved = (await api.delivery.addresses().catch(() => [])).find((a) => a.shipping_address_id === id);
  if (!saved) return;
  order.region_id = saved.shipping_region_id ?? undefined;
  order.locality_id = saved.shipping_city_id ?? undefined;
  order.address = {
    street: saved.shipping_street,
    building: saved.shipping_building,
    apartment: saved.shipping_apartment,
    note: str(form, "note") || saved.shipping_address_note,
  };
}

/**
 * The cart page's actions: `promo` checks a code against the cart; `order` sends the order with
 * the form's idempotency key (a double submit makes one order) and goes to the payment page or
 * the success page. Refusals come back to the form with the API's field messages.
 */
export async function checkoutAction(request: Request, lang: string): Promise<CheckoutResult | Response> {
  const form = await request.formData();
  const browserId = knownBrowserId(request);
  // A signed-in customer orders their own cart (their session); the browser id travels along.
  const api = await apiFor(request);
  if (!browserId && !api.signedIn)
    return { intent: "order", ok: false, problem: "empty", fields: {}, products: [] };
  const intent = str(form, "intent");
  // A local cart's lines travel with the order; the API prices them again (decision 0018).
  const local = (await usesLocalCart(api)) ? localCartLines(request) : null;
  if (local && !local.length)
    return { intent: "order", ok: false, problem: "empty", fields: {}, products: [] };
  if (intent === "promo") {
    const code = str(form, "promo_code");
    const result = local
      ? await api.cart.promoPreview(code, local)
      : await api.cart.promoPrices(browserId, code);
    return result.ok
      ? { intent: "promo", ok: true, promo: result.data }
      : { intent: "promo", ok: false, problem: promoProblemOf(result.status, result.body) };
  }
  const key = str(form, "idempotency_key");
  const origin = new URL(request.url).origin;
  const order = orderFromForm(form, browserId);
  // The first visit's campaign (the web server kept it in a cookie) travels with the order.
  const utm = parseUtm(readCookie(request.headers.get("cookie"), UTM_COOKIE));
  if (utm) order.utm = utm;
  if (api.signedIn && order.deliveryType === "delivery") await applySavedAddress(api, form, order);
  const values = valuesOf(form);
  const refused = await formProblems(form, order);
  if (Object.keys(refused).length)
    return { intent: "order", ok: false, problem: null, fields: refused, products: [], values };
  // The phone goes in E.164: `069 123 456` typed in a Moldovan shop is sent as +37369123456.
  const country = (await siteSettings()).is_romanian === true ? "RO" : "MD";
  order.phone = phoneForApi(order.phone, country) ?? order.phone;
  if (local)
    order.cart = { products: local.map((line) => ({ product: { productId: line.id }, count: line.count })) };
  // Instalments through iute go to their own call, with the plan chosen (decision 0048).
  const iute = str(form, "paymentType") === "iute";
  const term = iute ? iuteTermOf(str(form, "iute_term")) : null;
  if (iute && !term)
    return { intent: "order", ok: false, problem: "iute_terms", fields: {}, products: [], values };
  let result: Awaited<ReturnType<typeof api.orders.create>>;
  try {
    result = term
      ? await api.orders.createIute({ ...order, paymentType: "iute", ...term }, key, origin)
      : await api.orders.create(order, key, origin);
  } catch (error) {
    // iute down or answering nonsense (502), or not set up (503): the API cancelled the order.
    if (term && error instanceof ApiError && (error.status === 502 || error.status === 503))
      return { intent: "order", ok: false, problem: "iute_unavailable", fields: {}, products: [], values };
    throw error;
  }
  if (result.ok) {
    // "Save this address for next time" (signed in): a failure here never fails the order.
    if (
      api.signedIn &&
      order.deliveryType === "delivery" &&
      order.address &&
      str(form, "save_address") === "on"
    ) {
      await api.delivery
        .createAddress({
          shipping_region_id: order.region_id ?? null,
          shipping_city_id: order.locality_id ?? null,
          shipping_street: order.address.street,
          shipping_building: order.address.building,
          shipping_apartment: order.address.apartment ?? "",
          shipping_address_note: order.address.note ?? "",
        })
        .catch(() => null);
    }
    const { payUrl } = result.data.result;
    // The ordered local cart is emptied with the answer (the server cart is emptied by the API).
    const init = local ? { headers: { "set-cookie": localCartCookie([]) } } : undefined;
    // The payment page is not one of ours: a full page load, not a client-side navigation.
    if (payUrl) return redirectDocument(payUrl, init);
    // An iute order refused at once: its page says so.
    if (term) return redirect(`/${lang}/order-checkout/${result.data.id}`, init);
    return redirect(`/${lang}/cart/success?order=${result.data.id}`, init);
  }
  const body = result.body as { products?: unknown; min_order_sum?: unknown; reason?: unknown } | null;
  // A way switched off since the page was shown, or a code not this shopper's: said at the top.
  const promoRefusal = body?.reason ? promoProblemOf(result.status, body) : "invalid";
  if (body?.reason === "switched_off" || promoRefusal !== "invalid")
    return {
      intent: "order",
      ok: false,
      problem: body?.reason === "switched_off" ? "way_off" : (promoRefusal as "not_for_you"),
      fields: {},
      products: [],
      values,
    };
  const refusedTerm = ["programme_id", "months", "paymentType"].some((field) => fieldErrors(body)[field]);
  if (term && refusedTerm)
    return { intent: "order", ok: false, problem: "iute_terms", fields: {}, products: [], values };
  const products = Array.isArray(body?.products) ? (body.products as { id: number; code: string }[]) : [];
  const fields = fieldErrors(result.body);
  // The pickup store lacks a line: the store is what to change, so its field says so.
  if (products.some((p) => p.code === "not_at_store")) fields.shop_id = "not_at_store";
  return {
    intent: "order",
    ok: false,
    problem:
      result.status === 422
        ? "repeat"
        : result.status === 429
          ? "throttled"
          : typeof body?.min_order_sum === "number"
            ? "minimum"
            : Object.keys(fields).length || products.length
              ? null
              : "failed",
    fields,
    products: products.map((p) => ({ id: p.id, code: p.code })),
    values,
  };
}
