import type { Cart } from "@sf/contract";
import { BROWSER_ID_COOKIE, BROWSER_ID_MAX_AGE_S, isBrowserId } from "@sf/domain";
import { createApi, type SendResult } from "./api.server.ts";
import type { CartActionResult } from "./cart.ts";
import { readCookie, serializeCookie } from "./cookies.ts";

export const EMPTY_CART: Cart = {
  total_count: 0,
  total_discount: 0,
  total_price: 0,
  loyalty_give: 0,
  products: [],
};

/** The visitor's browser id, if they have one yet. */
export function knownBrowserId(request: Request): string | null {
  const known = readCookie(request.headers.get("cookie"), BROWSER_ID_COOKIE);
  return isBrowserId(known) ? known : null;
}

/**
 * The visitor's browser id, made now when they have none yet: then `headers` sets its cookie on
 * the answer (the guest's cart and orders are found by it).
 */
export function ensureBrowserId(request: Request): {
  browserId: string;
  headers: Record<string, string> | undefined;
} {
  const known = knownBrowserId(request);
  if (known) return { browserId: known, headers: undefined };
  const browserId = crypto.randomUUID();
  return {
    browserId,
    headers: { "set-cookie": serializeCookie(BROWSER_ID_COOKIE, browserId, BROWSER_ID_MAX_AGE_S) },
  };
}

/** The visitor's cart; a visitor without a browser id has an empty one (nothing is created). */
export async function loadCart(request: Request, lang: string): Promise<Cart> {
  const browserId = knownBrowserId(request);
  if (!browserId) return EMPTY_CART;
  return (await createApi(lang).cart(browserId)) ?? EMPTY_CART;
}

const positiveInt = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};
const optionalCount = (value: FormDataEntryValue | null) => {
  if (value === null || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
};

function detailOf(result: SendResult<unknown>): string | null {
  if (result.ok) return null;
  const body = result.body as { detail?: unknown } | null;
  return body && typeof body.detail === "string" ? body.detail : null;
}

/**
 * A change to the visitor's cart, from a form: `intent` add, reduce, remove or loyalty, with
 * `product_id` and optional `count` / `active`. The browser id cookie is made on first use. The
 * API's refusals come back as `ok: false` with its message; prices always come from the API.
 */
export async function cartAction(request: Request, lang: string) {
  const form = await request.formData();
  const { browserId, headers } = ensureBrowserId(request);
  const init = headers ? { headers } : undefined;
  const api = createApi(lang);
  const intent = form.get("intent");
  const productId = positiveInt(form.get("product_id"));
  if (productId === null)
    return Response.json({ detail: "A valid product id is required." }, { status: 400 });
  const count = optionalCount(form.get("count"));
  if (Number.isNaN(count)) return Response.json({ detail: "count must be a number." }, { status: 400 });

  let result: SendResult<Cart>;
  if (intent === "add") result = await api.cartAdd(browserId, productId, count);
  else if (intent === "reduce") result = await api.cartReduce(browserId, productId, count);
  else if (intent === "remove") result = await api.cartRemove(browserId, [productId]);
  else if (intent === "loyalty")
    result = await api.cartLoyalty(browserId, productId, form.get("active") === "true");
  else return Response.json({ detail: "Unknown cart action." }, { status: 400 });

  const answer: CartActionResult = result.ok
    ? { ok: true, cart: result.data }
    : { ok: false, status: result.status, detail: detailOf(result) };
  return Response.json(answer, init);
}
