/**
 * Adds `fetchpriority="low"` to the page's `<link rel="modulepreload">` tags as the HTML streams
 * out (decision 0011). React Router's <Scripts /> writes them without a way to set it; the
 * scripts are not needed to paint the server-rendered page, so they should not compete with the
 * stylesheet, the font and the first image. The browser still fetches them at once; only their
 * priority changes. Tags that already carry a fetchpriority are left alone.
 */
const TAG = /<link\b[^>]*>/g;

export function lowPriorityPreload(tag: string): string {
  if (!/\brel=["']?modulepreload\b/i.test(tag) || /\bfetchpriority=/i.test(tag)) return tag;
  return tag.replace(/^<link\b/, '<link fetchpriority="low"');
}

export function lowerPreloadPriorities(html: string): string {
  return html.replace(TAG, lowPriorityPreload);
}

/**
 * The same on a stream of UTF-8 HTML: a `<link` cut between two chunks is held back until its
 * `>` arrives, so every tag is rewritten whole. Everything else passes through at once (a
 * streamed page keeps flushing its shell before its deferred data).
 */
export function lowerPreloadPrioritiesStream(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = pending + decoder.decode(chunk, { stream: true });
      const open = text.lastIndexOf("<link");
      const cut = open >= 0 && text.indexOf(">", open) < 0 ? open : partialOpenAt(text);
      pending = text.slice(cut);
      const ready = text.slice(0, cut);
      if (ready) controller.enqueue(encoder.encode(lowerPreloadPriorities(ready)));
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(lowerPreloadPriorities(rest)));
    },
  });
}

/** Where a chunk ends with the start of "<link" (e.g. "<li"), else its length. */
function partialOpenAt(text: string): number {
  for (let length = Math.min(4, text.length); length > 0; length--) {
    if ("<link".startsWith(text.slice(-length))) return text.length - length;
  }
  return text.length;
}
