import type { Cart } from "@sf/contract";
import { BROWSER_ID_COOKIE } from "@sf/domain";
import { useSyncExternalStore } from "react";
import type { CartActionResult } from "./cart.ts";
import { readCookie } from "./cookies.ts";

/**
 * The visitor's cart in the browser: loaded once after the page starts (only when the visitor
 * has a browser id, i.e. may have a cart), replaced by the API's answer after each change, and
 * refreshed when another tab changes it. Pages are cached for everyone, so the cart is never
 * part of a page's HTML except on the cart page itself.
 */
type CartState = { cart: Cart | null; status: "idle" | "loading" | "ready" | "failed" };

const EMPTY: Cart = { total_count: 0, total_discount: 0, total_price: 0, loyalty_give: 0, products: [] };
const CHANNEL = "cart_channel";
let state: CartState = { cart: null, status: "idle" };
let lang = "ro";
let channel: BroadcastChannel | null = null;
const listeners = new Set<() => void>();

function set(next: CartState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SERVER_STATE: CartState = { cart: null, status: "idle" };

/** The cart as known in this tab (null before it loaded). */
export function useCartState(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

async function reload(): Promise<void> {
  try {
    const res = await fetch(`/${lang}/cart/data`, { headers: { accept: "application/json" } });
    const body = (await res.json()) as { cart: Cart | null };
    set(body.cart ? { cart: body.cart, status: "ready" } : { cart: state.cart, status: "failed" });
  } catch {
    set({ cart: state.cart, status: "failed" });
  }
}

function listenToOtherTabs(): void {
  if (channel || typeof BroadcastChannel === "undefined") return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => void reload();
}

/** Starts the cart in this tab for the page's language (once; a language switch reloads it). */
export function startCart(pageLang: string, refresh = false): void {
  listenToOtherTabs();
  if (state.status !== "idle" && pageLang === lang && !refresh) return;
  lang = pageLang;
  if (!readCookie(document.cookie, BROWSER_ID_COOKIE)) {
    set({ cart: EMPTY, status: "ready" });
    return;
  }
  set({ cart: state.cart, status: "loading" });
  void reload().then(() => {
    if (refresh) channel?.postMessage("changed");
  });
}

/** Seeds the store with a cart rendered by the server (the cart page). */
export function seedCart(cart: Cart, pageLang: string): void {
  lang = pageLang;
  listenToOtherTabs();
  if (state.cart !== cart) set({ cart, status: "ready" });
}

export type CartChange =
  | { intent: "add" | "reduce"; productId: number; count?: number }
  | { intent: "remove"; productId: number }
  | { intent: "loyalty"; productId: number; active: boolean };

/** Sends a change; the answer replaces the cart here and in the visitor's other tabs. */
export async function changeCart(change: CartChange): Promise<CartActionResult> {
  const form = new FormData();
  form.set("intent", change.intent);
  form.set("product_id", String(change.productId));
  if ("count" in change && change.count !== undefined) form.set("count", String(change.count));
  if (change.intent === "loyalty") form.set("active", String(change.active));
  let result: CartActionResult;
  try {
    const res = await fetch(`/${lang}/cart/data`, { method: "POST", body: form });
    result = (await res.json()) as CartActionResult;
    if (typeof result !== "object" || result === null || !("ok" in result)) {
      result = { ok: false, status: res.status, detail: null };
    }
  } catch {
    result = { ok: false, status: 0, detail: null };
  }
  if (result.ok) {
    set({ cart: result.cart, status: "ready" });
    channel?.postMessage("changed");
  }
  return result;
}

/** Lines in the cart (what the header counter shows); 0 until loaded. */
export function useCartLineCount(): number {
  const { cart } = useCartState();
  return cart?.products.length ?? 0;
}

// The slide-out cart: open or closed, shared by the header button and the sheet itself.
let sheetOpen = false;
let sheetWanted = false;
const sheetListeners = new Set<() => void>();
function setSheet(open: boolean) {
  sheetOpen = open;
  if (open) sheetWanted = true;
  for (const listener of sheetListeners) listener();
}
function subscribeSheet(listener: () => void): () => void {
  sheetListeners.add(listener);
  return () => sheetListeners.delete(listener);
}
export const openCartSheet = () => setSheet(true);
export const closeCartSheet = () => setSheet(false);
export function useCartSheetOpen(): boolean {
  return useSyncExternalStore(
    subscribeSheet,
    () => sheetOpen,
    () => false,
  );
}
/** True from the first opening on (the sheet's code loads then, and stays to animate closing). */
export function useCartSheetWanted(): boolean {
  return useSyncExternalStore(
    subscribeSheet,
    () => sheetWanted,
    () => false,
  );
}
