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
 * The same on a stream of UTF-8 HTML, byte by byte: only the `<link …>` tags are read as text
 * (the rest of the page passes through as it came, never decoded and encoded again); a tag cut
 * between two chunks is held back until its `>` arrives, so every tag is rewritten whole.
 * Everything else passes through at once (a streamed page keeps flushing its shell before its
 * deferred data). A tag's bytes are read as Latin-1 and written back the same way, so any UTF-8
 * in it (an href with a Romanian letter) comes out byte for byte.
 */
export function lowerPreloadPrioritiesStream(): TransformStream<Uint8Array, Uint8Array> {
  let pending: Buffer | null = null;
  return new TransformStream({
    transform(chunk, controller) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const text = pending ? Buffer.concat([pending, bytes]) : bytes;
      pending = null;
      const parts: Buffer[] = [];
      let from = 0;
      for (;;) {
        const open = text.indexOf(OPEN, from);
        if (open < 0) break;
        const close = text.indexOf(CLOSE, open);
        if (close < 0) {
          pending = text.subarray(open);
          break;
        }
        parts.push(text.subarray(from, open));
        parts.push(Buffer.from(lowPriorityPreload(text.toString("latin1", open, close + 1)), "latin1"));
        from = close + 1;
      }
      // Held back: an unfinished tag, or the start of one ("<li") at the very end. A copy, as the
      // bytes may belong to the writer's buffer.
      const end = pending ? text.length - pending.length : partialOpenAt(text, from);
      pending = end < text.length ? Buffer.from(text.subarray(end)) : null;
      if (end > from) parts.push(text.subarray(from, end));
      if (parts.length === 1) controller.enqueue(parts[0] as Buffer);
      else if (parts.length > 1) controller.enqueue(Buffer.concat(parts));
    },
    flush(controller) {
      if (pending?.length) controller.enqueue(new Uint8Array(pending));
    },
  });
}

const OPEN = Buffer.from("<link");
const CLOSE = Buffer.from(">");

/** Where the bytes end with the start of "<link" (e.g. "<li") at or after `from`, else their length. */
function partialOpenAt(bytes: Buffer, from: number): number {
  for (let length = Math.min(4, bytes.length - from); length > 0; length--) {
    if (OPEN.subarray(0, length).equals(bytes.subarray(bytes.length - length))) return bytes.length - length;
  }
  return bytes.length;
}
