import { isLocale } from "@sf/i18n";
import { options } from "preact";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keyLandingEntry } from "./components/chrome/history-key.ts";
import {
  firstHydrationDone,
  holdClicksUntilHydrated,
  startReleasingBlocks,
} from "./components/ui/hydrate-on-visible.tsx";
import { loadMessages } from "./lib/page-messages.ts";
import { loadSiteData } from "./lib/site-data.ts";

// In the browser, "react" and "react-dom" are Preact's compat layer (vite.config.ts); the server
// renders with React 19. Each step below bridges one difference (decision 0012).

// React runs pending effects before it re-renders for a state set in a ref callback; Preact ran
// them after the next frame, so Radix's slider thumbs (whose index comes from items registered in
// an effect) stayed hidden (radix-ui/primitives issue 3610, preactjs/preact issue 3666). Run
// effects at the end of the task that committed them, as React does for discrete updates.
//
// That alone holds while the page hydrates, where the state a ref callback sets renders in a
// task of its own (below). A slider mounted later (the phone's filter sheet, a listing reached by
// a client-side navigation) re-rendered for its ref in the same render loop, before the microtask:
// its thumbs stayed hidden. So pending effects also run at the end of each commit (Preact's
// internal `_commit` option, `__c` once mangled), before the loop renders what the commit's refs
// set, as React flushes passive effects before it processes such updates.
let pendingEffects: (() => void) | undefined;
const runPendingEffects = () => {
  const flush = pendingEffects;
  pendingEffects = undefined;
  flush?.();
};
options.requestAnimationFrame = (flush) => {
  pendingEffects = flush;
  queueMicrotask(runPendingEffects);
};
const internals = options as typeof options & { __c?: (root: unknown, queue: unknown[]) => void };
const commitHooks = internals.__c;
internals.__c = (root, queue) => {
  commitHooks?.(root, queue);
  runPendingEffects();
};

// React renders updates in time slices; Preact renders at once. While the page hydrates, render
// state updates in a task of their own, so the re-renders right after hydration (Suspense
// boundaries resolving, Radix counting its items) do not lengthen hydration's task (Lighthouse's
// total blocking time). Afterwards updates render at the end of the event that caused them, as
// React does for discrete events (a key held down on a slider must see each new value).
options.debounceRendering = (render) => setTimeout(render, 0);
// Then the blocks that hydrate after the page (HydrateOnVisible) go, one per task.
const renderUpdatesAtOnce = () => {
  options.debounceRendering = undefined;
  startReleasingBlocks();
};

// Preact treats "render into the document" as "render into <html>", while React Router's root
// renders <html> itself. Hydrate into a view of the document that does not say it is one and
// whose only child is <html> (not the doctype), so the server's <html> is matched in place.
const documentAsContainer = new Proxy(document, {
  get(target, key) {
    if (key === "nodeType") return Node.ELEMENT_NODE;
    if (key === "firstChild") return target.documentElement;
    if (key === "childNodes") return [target.documentElement];
    const value = Reflect.get(target, key, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
  set: (target, key, value) => Reflect.set(target, key, value, target),
});

function hydrate() {
  // React's server renderer writes preload links into <head> that the tree does not render
  // there (React Router's modulepreloads from <Scripts />, images with fetchPriority="high").
  // Preact hydrates <head> element by element in order, so drop them first: the browser has
  // fetched them already. The messages' preload (as="fetch") is the root layout's own, and a
  // route's own preloads (its meta, e.g. the home page's first banner) say `data-route-preload`.
  for (const link of document.head.querySelectorAll(
    'link[rel="modulepreload"], link[rel="preload"]:not([as="fetch"]):not([data-route-preload])',
  ))
    link.remove();
  try {
    startTransition(() => {
      hydrateRoot(
        documentAsContainer,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    firstHydrationDone();
    setTimeout(renderUpdatesAtOnce, 0);
  } catch (thrown) {
    // HydratedRouter suspends (throws a promise) until the streamed loader data is decoded.
    // React retries a suspended root by itself; Preact has no root boundary, so retry here.
    // Hydrate in a task of its own, not in the decoding's.
    if (!isThenable(thrown)) throw thrown;
    const again = () => setTimeout(hydrate, 0);
    thrown.then(again, again);
  }
}

/**
 * React Router builds its router (the routes matched and ranked, the loader data decoded) when
 * <HydratedRouter> first renders: about 10 ms on a fast machine and 40 on a phone, in the same task
 * as the page's hydration. The router is a module-level singleton the component builds on its
 * first call and reuses, so calling the component once outside a render builds it in a task of its
 * own; the hooks after that throw outside a render, which is ignored (were the router not built,
 * the render builds it and throws there). Until the streamed loader data is decoded the call throws
 * that promise, as a render would.
 */
function buildRouter(): PromiseLike<unknown> | undefined {
  try {
    (HydratedRouter as (props: Record<string, never>) => unknown)({});
  } catch (thrown) {
    if (isThenable(thrown)) return thrown;
  }
  return undefined;
}

/** The router in one task, then the page's hydration in the next. */
function start() {
  const decoding = buildRouter();
  const next = () => setTimeout(decoding ? start : hydrate, 0);
  if (decoding) decoding.then(next, next);
  else next();
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

// This entry shares the framework chunk that the route modules import, so it runs before React
// Router's inline script has set window.__reactRouterRouteModules; and React coordinates its
// streamed Suspense boundaries with hydration, Preact does not. So hydrate the whole document
// once it has arrived (React renders a transition later anyway; Preact would render at once).
// Components translate with the page language's messages: a file of their own, preloaded by the
// page (lib/page-messages.ts). Should it fail, hydration goes ahead and suspends until it loads.
// A click on a control of a block that hydrates later, made while this waits, is replayed then.
holdClicksUntilHydrated();
keyLandingEntry();
// The same for the shop's settings, footer and menu (lib/site-data.ts), preloaded by the page.
const lang = document.documentElement.lang;
const messages = isLocale(lang) ? loadMessages(lang).catch(() => {}) : Promise.resolve();
const siteDataUrl = document.querySelector<HTMLLinkElement>("link[data-site-data]")?.getAttribute("href");
const siteData = siteDataUrl ? loadSiteData(siteDataUrl).catch(() => {}) : Promise.resolve();
const documentReady = new Promise<void>((resolve) => {
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", () => resolve(), { once: true });
  else resolve();
});
void Promise.all([messages, siteData, documentReady]).then(start);
