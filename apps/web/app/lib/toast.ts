import { useSyncExternalStore } from "react";

/**
 * Toasts without sonner in the first load: the first toast mounts the (lazily loaded) Toaster and
 * loads sonner; sonner keeps toasts raised before its Toaster subscribed and shows them then.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function showToast(kind: "success" | "error" | "info", message: string, durationMs?: number): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import("sonner").then(({ toast }) =>
    toast[kind](message, durationMs === undefined ? undefined : { duration: durationMs }),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast was raised yet (the Toaster is mounted from then on). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
