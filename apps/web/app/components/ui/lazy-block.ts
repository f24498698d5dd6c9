import { type ComponentType, createElement } from "react";

/**
 * A server-rendered block whose code is not part of the page's first load: the browser fetches
 * it when the block is about to hydrate (HydrateOnVisible's `load`), so a block a phone never
 * shows (the desktop navigation bar) never costs its JavaScript there. Until then Preact keeps
 * the server's HTML, which works as plain links and text.
 *
 * Unlike `lazy`, the block renders synchronously once `preload()` has settled, so hydrating it
 * does not suspend a second time. On the server the module is loaded with this one and the
 * HTML is rendered at once.
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    return pending;
  };
  function LazyBlock(props: P) {
    if (Loaded) return createElement(Loaded, props);
    if (failure) throw failure.error;
    throw preload();
  }
  if (typeof document === "undefined") void preload();
  return Object.assign(LazyBlock, { preload });
}
