import { useSyncExternalStore } from "react";

/** Lists kept in the browser for anonymous visitors (cart lines, favorites, compare). */
export type LocalList = "cart" | "favorites" | "compare";

const STORAGE_KEYS: Record<LocalList, string> = { cart: "cart", favorites: "favorites", compare: "compare" };
const EVENT = "sf:local-lists";

function readCount(list: LocalList): number {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS[list]);
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(value)) return value.length;
    if (value && typeof value === "object" && Array.isArray((value as { lines?: unknown[] }).lines)) {
      return (value as { lines: unknown[] }).lines.length;
    }
    return 0;
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

/** The number of items in a local list; 0 during server rendering. */
export function useLocalListCount(list: LocalList): number {
  return useSyncExternalStore(
    subscribe,
    () => readCount(list),
    () => 0,
  );
}

/** Call after writing a list so counters in this tab update (other tabs get "storage"). */
export function notifyLocalListsChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}
