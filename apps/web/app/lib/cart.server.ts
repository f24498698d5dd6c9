import type { Cart } from "@sf/contract";
import { BROWSER_ID_COOKIE, BROWSER_ID_MAX_AGE_S, isBrowserId } from "@sf/domain";
import type { SendResult } from "./api/client.server.ts";
import { type Api, apiFor } from "./api/request.server.ts";
import type { CartActionResult } from "./cart.ts";
import { readCookie, serializeCookie } from "./cookies.ts";
import {
  changeLocalCart,
  type LocalChange,
  localCartCookie,
  localCartLines,
  priceLocalCart,
  usesLocalCart,
} from "./local-cart.server.ts";

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
export async function loadCart(request: Request): Promise<Cart> {
  const api = await apiFor(request);
  if (await usesLocalCart(api)) return priceLocalCart(api, localCartLines(request));
  const browserId = knownBrowserId(request);
  if (!browserId && !api.signedIn) return EMPTY_CART;
  return (await api.cart.get(browserId)) ?? EMPTY_CART;
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

/** A plain form post (a page navigation, no JavaScript) rather than the cart store's fetch. */
export function isDocumentRequest(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/** Why a change was refused, as the cart page's `problem` query names it. */
export type CartProblem = "stock" | "failed";

/**
 * A change to the visitor's cart, from a form: `intent` add, reduce, set, remove or loyalty, with
 * `product_id` and optional `count` / `active` ("set" makes the line's quantity `count`). The
 * browser id cookie is made on first use. The API's refusals come back as `ok: false` with its
 * message; prices always come from the API. A plain form post (no JavaScript) is answered with a
 * redirect to the cart page, which names a refusal in its query.
 */
export async function cartAction(request: Request, lang: string) {
  const form = await request.formData();
  const { browserId, headers: cookieHeaders } = ensureBrowserId(request);
  const cookies: string[] = [];
  if (cookieHeaders?.["set-cookie"]) cookies.push(cookieHeaders["set-cookie"]);
  const api = await apiFor(request);
  let answer: CartActionResult;
  if (await usesLocalCart(api)) {
    const change = localChangeOf(form);
    if ("ok" in change) answer = change;
    else {
      const result = await changeLocalCart(api, localCartLines(request), change);
      answer = result.answer;
      if (result.lines) cookies.push(localCartCookie(result.lines));
    }
  } else answer = await changeFromForm(api, form, browserId);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  if (isDocumentRequest(request)) {
    const problem: CartProblem | null = answer.ok ? null : answer.status === 400 ? "stock" : "failed";
    headers.set("location", `/${lang}/cart${problem ? `?problem=${problem}` : ""}`);
    return new Response(null, { status: 303, headers });
  }
  // The API's refusals are answers (200, with its status); a malformed form is a 400.
  return Response.json(answer, { status: !answer.ok && answer.status === 422 ? 400 : 200, headers });
}

/** A local cart's change from the form, or the refusal of a malformed one. */
function localChangeOf(form: FormData): LocalChange | Extract<CartActionResult, { ok: false }> {
  const intent = form.get("intent");
  const productId = positiveInt(form.get("product_id"));
  if (productId === null) return { ok: false, status: 422, detail: "A valid product id is required." };
  const count = optionalCount(form.get("count"));
  if (Number.isNaN(count) || (count !== undefined && (count < 0 || count > 1_000_000)))
    return { ok: false, status: 422, detail: "count must be a number." };
  if (intent === "add" || intent === "reduce" || intent === "set" || intent === "remove")
    return { intent, productId, count };
  // Paying with loyalty points needs an account, whose cart is the server's.
  return { ok: false, status: 422, detail: "Unknown cart action." };
}

async function changeFromForm(api: Api, form: FormData, browserId: string): Promise<CartActionResult> {
  // A signed-in customer's cart is theirs (their session); the browser id then only travels along.
  const { cart: carts } = api;
  const intent = form.get("intent");
  const productId = positiveInt(form.get("product_id"));
  if (productId === null) return { ok: false, status: 422, detail: "A valid product id is required." };
  const count = optionalCount(form.get("count"));
  if (Number.isNaN(count)) return { ok: false, status: 422, detail: "count must be a number." };

  let result: SendResult<Cart>;
  if (intent === "set") {
    // The line's new quantity, as a change from what the cart holds (a form without JavaScript).
    const cart = (await carts.get(browserId)) ?? EMPTY_CART;
    const held = cart.products.find((p) => p.id === productId)?.count ?? 0;
    const target = count ?? held;
    if (target <= 0) result = await carts.remove(browserId, [productId]);
    else if (target > held) result = await carts.add(browserId, productId, target - held);
    else if (target < held) result = await carts.reduce(browserId, productId, held - target);
    else return { ok: true, cart };
  } else if (intent === "add") result = await carts.add(browserId, productId, count);
  else if (intent === "reduce") result = await carts.reduce(browserId, productId, count);
  else if (intent === "remove") result = await carts.remove(browserId, [productId]);
  else if (intent === "loyalty")
    result = await carts.loyalty(browserId, productId, form.get("active") === "true");
  else return { ok: false, status: 422, detail: "Unknown cart action." };
  return result.ok
    ? { ok: true, cart: result.data }
    : { ok: false, status: result.status, detail: detailOf(result) };
}
