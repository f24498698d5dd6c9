import type { Cart } from "@sf/contract";

/** What the storefront's cart endpoint answers to a change. */
export type CartActionResult =
  | { ok: true; cart: Cart }
  | { ok: false; status: number; detail: string | null };
