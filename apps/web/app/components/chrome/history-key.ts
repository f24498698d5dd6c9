/**
 * React Router keys a history entry by `history.state.key`, and an entry without one (the page
 * the visitor landed on, or one a plain `#fragment` link made) is keyed "default". Every such
 * entry shared one saved scroll position: jumping to a letter of the brands page "went back" to
 * where the visitor had left the home page. The landing entry gets a key of its own before the
 * router starts (as React Router's own <ScrollRestoration> script does); entries made by
 * fragment links are still "default", and the scroll manager neither saves nor restores those.
 */
export const UNKEYED_ENTRY = "default";

export function keyLandingEntry(): void {
  const state: unknown = window.history.state;
  if (state && typeof state === "object" && "key" in state && state.key) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...(state && typeof state === "object" ? state : {}), key }, "");
}
