import { type ReactNode, Suspense, useEffect } from "react";

/**
 * A server-rendered block that the browser hydrates only when it comes near the screen, is
 * focused or is clicked (decision 0012): the page's first hydration, one long task in Preact,
 * then covers only what is above the fold. The HTML is the same with or without it and stays on
 * screen meanwhile; links work as plain links. A click that arrives before the block is
 * hydrated is held and replayed once it is, so a button's first press is never lost.
 *
 * How: during the first hydration the inner gate suspends; Preact keeps a suspended boundary's
 * server DOM and hydrates it when the promise resolves. On the server, and in the browser after
 * the first hydration (client-side navigation), the block renders at once.
 *
 * `load` fetches the block's code (a `lazyBlock`'s `preload`) once it nears the screen, before
 * it hydrates: code for what a visitor never scrolls to or never sees at their width stays out
 * of the page's first load.
 */
export function HydrateOnVisible({
  id,
  className,
  load,
  plainLinks = false,
  soon = false,
  children,
}: {
  /** Unique on the page. */
  id: string;
  className?: string;
  /** Loads the code the block needs before it hydrates (its lazyBlock's preload). */
  load?: () => Promise<unknown>;
  /**
   * A link pressed before the block has hydrated is followed at once, as a plain link (the
   * menu's categories), rather than held until the block's code has loaded and replayed.
   */
  plainLinks?: boolean;
  /**
   * Hydrates right after the page, visible or not, in a task of its own: a large block above the
   * fold (the header, the page's content) split from the page's first hydration, so no single
   * task blocks a phone for long (Lighthouse's total blocking time).
   */
  soon?: boolean;
  children: ReactNode;
}) {
  // No Suspense boundary on the server: React streams a large boundary apart from the shell and
  // reveals it later, which shifts the page; Preact hydrates the plain HTML all the same.
  if (typeof document === "undefined")
    return (
      <div data-hydrate-on-visible={id} className={className}>
        {children}
      </div>
    );
  // The gate suspends before its one element, the block's wrapper: Preact keeps one node for a
  // boundary suspended while hydrating, and would drop and later rebuild any siblings after it (a
  // page of several sections lost a box ticked before it hydrated).
  return (
    <Suspense fallback={null}>
      <Gate id={id} load={load} plainLinks={plainLinks} soon={soon}>
        <div data-hydrate-on-visible={id} className={className}>
          {children}
        </div>
      </Gate>
    </Suspense>
  );
}

let firstHydration = typeof document !== "undefined";
/**
 * True while a block that waited renders its server HTML (its own hydration, after the page's):
 * a block inside it waits in turn (the header's desktop bar, a slider on the page).
 */
let blockHydrating = false;
/** Called by entry.client once the page has hydrated: later renders are not hydrations. */
export function firstHydrationDone() {
  firstHydration = false;
  document.removeEventListener("click", holdEarlyClick, true);
  for (const type of CHANGES) document.removeEventListener(type, noteEarlyChange, true);
  // A field changed early: its block tells it once hydrated, or, hydrated with the page, now.
  for (const field of changedEarly) {
    const outer = waitingBlockAround(field, changedFor);
    if (outer) outer(field);
    else tellChanged(field);
  }
  changedEarly.clear();
  // A click held for a block that no gate took: a block inside one still waiting (its gate comes
  // when the outer block hydrates) goes to the outer one, which replays it then; otherwise the
  // page rendered without the block: replay it now.
  for (const control of heldEarly.values()) {
    if (!control.isConnected) continue;
    const outer = waitingBlockAround(control, holdFor);
    if (outer) outer(control);
    else control.click();
  }
  heldEarly.clear();
}

/** The hold (or field list) of the nearest block around `control` still waiting to hydrate. */
function waitingBlockAround<T extends Element>(control: T, of: Map<string, (element: T) => void>) {
  for (let block = control.closest<HTMLElement>("[data-hydrate-on-visible]"); block; ) {
    const hold = of.get(block.dataset.hydrateOnVisible ?? "");
    if (hold) return hold;
    block = block.parentElement?.closest<HTMLElement>("[data-hydrate-on-visible]") ?? null;
  }
  return null;
}

/**
 * Blocks hydrate one per task, in the order they were let go: several blocks near the screen at
 * once (the first rows of a listing, the header and the page) would otherwise hydrate in one
 * long task. Nothing goes before entry.client says the page's own hydration is over.
 */
const releases: { id: string; go: () => void }[] = [];
let releasing = false;
let pumpQueued = false;
function letGo(id: string, go: () => void, urgent: boolean) {
  const queued = releases.findIndex((r) => r.id === id);
  if (queued >= 0) {
    if (!urgent) return;
    releases.splice(queued, 1);
  }
  if (urgent) releases.unshift({ id, go });
  else releases.push({ id, go });
  pump();
}
function pump() {
  if (!releasing || pumpQueued || !releases.length) return;
  pumpQueued = true;
  setTimeout(() => {
    pumpQueued = false;
    releases.shift()?.go();
    pump();
  }, 0);
}
/** Called by entry.client once updates render at once: a block let go hydrates in that task. */
export function startReleasingBlocks() {
  releasing = true;
  pump();
}

/** Clicks on a block's controls that arrived before the page began to hydrate, by block id. */
const heldEarly = new Map<string, HTMLElement>();

/**
 * Called by entry.client as it starts, before it waits for what hydration needs (the page's
 * messages and site data): a click on a control is held from then on and replayed once it can
 * be handled, when the page has hydrated or, for a block that hydrates later, when its block has.
 * Links are left alone: they work unhydrated.
 */
export function holdClicksUntilHydrated() {
  // The press the page's inline script held before this module ran (React Router's entry script
  // is a module: it may run after DOMContentLoaded, while the page is already on screen), and the
  // fields changed meanwhile.
  const early = (
    window as { __sfEarlyStop?: () => { click: HTMLElement | null; fields: EventTarget[] } }
  ).__sfEarlyStop?.();
  document.addEventListener("click", holdEarlyClick, true);
  for (const type of CHANGES) document.addEventListener(type, noteEarlyChange, true);
  if (early?.click) heldEarly.set(blockOf(early.click), early.click);
  for (const field of early?.fields ?? []) noteField(changedEarly, field);
}

/**
 * Fields typed into (or chosen in) before their block had hydrated: the DOM has the value, but
 * no handler saw it, so a controlled field's state was still empty and its first re-render
 * would wipe what was typed (a fast typist on a slow phone; a checkout's region chosen before
 * its localities could follow). Once the block has hydrated each is told again (`tellChanged`).
 */
const CHANGES = ["input", "change"] as const;
const changedEarly = new Set<Element>();
const FIELD = "input, select, textarea";
function noteField(fields: Set<Element>, target: EventTarget | null) {
  if (target instanceof Element && target.matches(FIELD) && !target.closest("[data-native-controls]"))
    fields.add(target);
}
function noteEarlyChange(event: Event) {
  noteField(changedEarly, event.target);
}
/** The event a field's handlers listen to (React's onChange: input for text, change for the rest). */
function tellChanged(field: Element) {
  if (!field.isConnected) return;
  const choice =
    field instanceof HTMLSelectElement ||
    (field instanceof HTMLInputElement && /^(?:checkbox|radio|file)$/.test(field.type));
  field.dispatchEvent(new Event(choice ? "change" : "input", { bubbles: true }));
}

const blockOf = (control: Element) =>
  control.closest<HTMLElement>("[data-hydrate-on-visible]")?.dataset.hydrateOnVisible ?? PAGE;

/** The page's own controls, outside any block: held until the page's first hydration. */
const PAGE = "";

function holdEarlyClick(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(INTERACTIVE) : null;
  if (!control || control.matches(NATIVE)) return;
  // A control of the page itself (the header's search button) has no handler either until the
  // page has hydrated: on a slow phone the first press was lost. Held too, replayed then.
  const id = blockOf(control);
  if (released.has(id)) return;
  event.preventDefault();
  event.stopPropagation();
  heldEarly.set(id, control);
}

const noop = () => {};
const waiting = new Map<string, Promise<void>>();
const released = new Set<string>();
/** Until a block has hydrated: stops holding its clicks and replays the one held, if any. */
const onHydrated = new Map<string, () => void>();
/** Until a block has hydrated: holds a press for it (and lets it go first), replayed then. */
const holdFor = new Map<string, (control: HTMLElement) => void>();
/** Until a block has hydrated: notes a field changed in it, told again then. */
const changedFor = new Map<string, (field: Element) => void>();
/** Blocks let go whose server HTML has not rendered yet (their next render is their hydration). */
const toHydrate = new Set<string>();

function Gate({
  id,
  load,
  plainLinks,
  soon,
  children,
}: {
  id: string;
  load?: () => Promise<unknown>;
  plainLinks: boolean;
  soon: boolean;
  children: ReactNode;
}) {
  // Runs once the block has hydrated (after its children's effects).
  useEffect(() => {
    onHydrated.get(id)?.();
    onHydrated.delete(id);
  }, [id]);
  if ((firstHydration || blockHydrating) && !released.has(id)) {
    toHydrate.add(id);
    throw nearTheScreen(id, load, plainLinks, soon);
  }
  // Let go, the block renders its server HTML now (its hydration), its whole tree at once: the
  // blocks inside it wait too. (A block still waiting that renders because the page around it
  // changed, a client-side navigation, renders at once, and so do the blocks inside it.)
  if (toHydrate.delete(id) && released.has(id) && !blockHydrating) {
    blockHydrating = true;
    queueMicrotask(() => {
      blockHydrating = false;
    });
  }
  return children;
}

const INTERACTIVE = "a[href], button, input, select, textarea, label, summary, [role], [tabindex]";
/**
 * Controls that do their work without a handler: links, and those of a form that says its
 * controls are plain (`data-native-controls`: no handlers, unchecked boxes and fields the
 * browser keeps as they are through hydration, e.g. the cookie choice). Holding a press on a box
 * there would only leave it unticked until the page had hydrated.
 */
const NATIVE = "a[href], [data-native-controls] *";

/**
 * Inline at the end of <head> (root.tsx, with the request's nonce): holds a press on a control
 * from the first paint until `holdClicksUntilHydrated` takes it over, so a press made before the
 * client entry has run is not lost either, and notes the fields changed meanwhile. A few hundred
 * bytes, no dependency.
 */
export const EARLY_CLICK_SCRIPT = `(function(){var d=document,s=${JSON.stringify(INTERACTIVE)},n=${JSON.stringify(NATIVE)},f=[],k=null;function h(e){var t=e.target,c=t&&t.closest?t.closest(s):null;if(!c||c.matches(n))return;e.preventDefault();e.stopPropagation();k=c}function g(e){f.push(e.target)}d.addEventListener("click",h,true);d.addEventListener("input",g,true);d.addEventListener("change",g,true);window.__sfEarlyStop=function(){d.removeEventListener("click",h,true);d.removeEventListener("input",g,true);d.removeEventListener("change",g,true);return{click:k,fields:f}}})()`;

function nearTheScreen(
  id: string,
  load: (() => Promise<unknown>) | undefined,
  plainLinks: boolean,
  soon: boolean,
): Promise<void> {
  let promise = waiting.get(id);
  if (promise) return promise;
  const near = new Promise<void>((resolve) => {
    const block = document.querySelector<HTMLElement>(`[data-hydrate-on-visible="${CSS.escape(id)}"]`);
    if (!block || typeof IntersectionObserver !== "function") return resolve();
    let held: HTMLElement | null = heldEarly.get(id) ?? null;
    heldEarly.delete(id);
    const release = (urgent: boolean) => {
      observer?.disconnect();
      block.removeEventListener("focusin", onFocus, true);
      letGo(id, resolve, urgent);
    };
    // Focus or a press asks for the block now: it goes before the blocks only near the screen.
    const onFocus = () => release(true);
    // A click on a control before the block has hydrated would find no handler: hold it.
    const holdControl = (control: HTMLElement) => {
      held = control;
      release(true);
    };
    const hold = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(INTERACTIVE) : null;
      if (!control || !block.contains(control)) return;
      if (plainLinks && control.matches("a[href]")) return;
      if (control.closest("[data-native-controls]")) return;
      event.preventDefault();
      event.stopPropagation();
      holdControl(control);
    };
    const observer = soon
      ? null
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && release(false), {
          rootMargin: "300px",
        });
    // The block's content, not the wrapper: content hidden at this width (display: none) never
    // intersects, so it is not hydrated until it is shown.
    observer?.observe(block.firstElementChild ?? block);
    const changed = new Set<Element>();
    const noteChange = (event: Event) => noteField(changed, event.target);
    block.addEventListener("focusin", onFocus, true);
    block.addEventListener("click", hold, true);
    for (const type of CHANGES) block.addEventListener(type, noteChange, true);
    holdFor.set(id, holdControl);
    changedFor.set(id, (field) => changed.add(field));
    onHydrated.set(id, () => {
      holdFor.delete(id);
      changedFor.delete(id);
      block.removeEventListener("click", hold, true);
      for (const type of CHANGES) block.removeEventListener(type, noteChange, true);
      // A task later: what the block set up as it hydrated (state a ref callback set, the effects
      // of that render: a carousel's loader) is in place before its handlers hear the press.
      // One field per task: a handler that reads another field's state from its render (a price
      // filter's two inputs) sees what the one before it set.
      const replay = [...changed];
      const next = () => {
        const field = replay.shift();
        if (field) {
          tellChanged(field);
          setTimeout(next, 0);
        } else if (held?.isConnected) held.click();
      };
      setTimeout(next, 0);
    });
    if (held) release(true);
    else if (soon) release(false);
  });
  // Released once the block's code is there too (a failed load is the block's to throw).
  promise = (load ? near.then(load).then(noop, noop) : near).then(() => {
    released.add(id);
  });
  waiting.set(id, promise);
  return promise;
}
