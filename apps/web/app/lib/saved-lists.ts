import { addToCompare, type CompareList, removeFromCompare } from "@sf/domain";
import { useSyncExternalStore } from "react";
import { notifyLocalListsChanged } from "~/components/chrome/local-lists.ts";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { pushEcommerce } from "./analytics.ts";

/**
 * Favourites and the compare list in the browser (spec: guests keep them in local storage;
 * a customer's favourites are also the server's, synced on sign-in). The keys are the ones
 * the header's counters read: `favorites` (ids) and `compare` (`{categoryId, lines: ids}`).
 */
const FAVORITES = "favorites";
const COMPARE = "compare";
const EVENT = "sf:local-lists";

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the list stays as it was.
  }
  notifyLocalListsChanged();
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((x): x is number => Number.isInteger(x) && x > 0).slice(0, 500) : [];

export const readFavorites = (): number[] => ids(read<unknown>(FAVORITES, []));

export function readCompare(): CompareList {
  const stored = read<{ categoryId?: unknown; lines?: unknown }>(COMPARE, {});
  return {
    categoryId: typeof stored.categoryId === "number" ? stored.categoryId : null,
    ids: ids(stored.lines),
  };
}

let favoritesCache = "";
let compareCache = "";
function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

/** The favourite ids (stable between changes, for useSyncExternalStore); none on the server. */
export function useFavorites(): number[] {
  const json = useSyncExternalStore(
    subscribe,
    () => (favoritesCache = JSON.stringify(readFavorites())),
    () => "[]",
  );
  return JSON.parse(json || favoritesCache || "[]") as number[];
}

export function useCompare(): CompareList {
  const json = useSyncExternalStore(
    subscribe,
    () => (compareCache = JSON.stringify(readCompare())),
    () => '{"categoryId":null,"ids":[]}',
  );
  return JSON.parse(json || compareCache) as CompareList;
}

/** Tells the web server (for a signed-in customer) what changed; a guest's list stays local. */
async function tellServer(lang: string, body: Record<string, string>): Promise<number[] | null> {
  try {
    const res = await fetch(`/${lang}/favorites/data`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: new URLSearchParams(body),
    });
    if (!res.ok) return null;
    const answer = (await res.json()) as { ids?: unknown };
    return Array.isArray(answer.ids) ? ids(answer.ids) : null;
  } catch {
    return null;
  }
}

/** Adds or removes a favourite; GA4 `add_to_wishlist` on adding. Returns whether it is now a favourite. */
export function toggleFavorite(
  product: ProductCard,
  currency: string,
  lang: string,
  signedIn: boolean,
): boolean {
  const current = readFavorites();
  const on = !current.includes(product.productId);
  write(FAVORITES, on ? [product.productId, ...current] : current.filter((id) => id !== product.productId));
  if (on) pushEcommerce("add_to_wishlist", currency, [product]);
  if (signedIn)
    void tellServer(lang, { intent: on ? "add" : "remove", product_id: String(product.productId) });
  return on;
}

export function clearFavorites(lang: string, signedIn: boolean): void {
  write(FAVORITES, null);
  if (signedIn) void tellServer(lang, { intent: "clear" });
}

/** Set in this tab's session storage once its favourites were joined with the customer's. */
const FAVORITES_SYNCED = "sf:favorites-synced";

function sessionFlag(set?: boolean): boolean {
  try {
    if (set === true) window.sessionStorage.setItem(FAVORITES_SYNCED, "1");
    else if (set === false) window.sessionStorage.removeItem(FAVORITES_SYNCED);
    return window.sessionStorage.getItem(FAVORITES_SYNCED) === "1";
  } catch {
    return false;
  }
}

/**
 * The browser's favourites join the customer's on the server, which come back: once per tab
 * while signed in, and again after every sign-in or sign-out (`forgetFavoritesSync`).
 */
export async function syncFavorites(lang: string): Promise<void> {
  if (sessionFlag()) return;
  const merged = await tellServer(lang, { intent: "sync", ids: readFavorites().join(",") });
  if (!merged) return;
  write(FAVORITES, merged);
  sessionFlag(true);
}

/** The next signed-in page load syncs the favourites again (the customer may have changed). */
export function forgetFavoritesSync(): void {
  sessionFlag(false);
}

/** Sign-out clears the browser's favourites and compare list (spec section 4). */
export function clearSavedLists(): void {
  write(FAVORITES, null);
  write(COMPARE, null);
  forgetFavoritesSync();
}

export function toggleCompare(product: ProductCard): "added" | "removed" | "other_category" | "full" {
  const list = readCompare();
  if (list.ids.includes(product.productId)) {
    const next = removeFromCompare(list, product.productId);
    write(COMPARE, next.ids.length ? { categoryId: next.categoryId, lines: next.ids } : null);
    return "removed";
  }
  const { list: next, refused } = addToCompare(list, {
    id: product.productId,
    categoryId: product.category?.subcategoryId ?? null,
  });
  if (refused) return refused;
  write(COMPARE, { categoryId: next.categoryId, lines: next.ids });
  return "added";
}

export function removeCompared(id: number): void {
  const next = removeFromCompare(readCompare(), id);
  write(COMPARE, next.ids.length ? { categoryId: next.categoryId, lines: next.ids } : null);
}
