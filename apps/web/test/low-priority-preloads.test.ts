import { describe, expect, it } from "vitest";
import { lowerPreloadPriorities, lowerPreloadPrioritiesStream } from "../server/low-priority-preloads.ts";

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="icon" href="/favicon.svg"/>' +
  '<link rel="modulepreload" href="/assets/root.js" fetchpriority="high"/></head>' +
  "<body><ul><li>Ștefan cel Mare — 1 234 lei</li></ul></body></html>";
const expected = page.replace(
  '<link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<link fetchpriority="low" rel="modulepreload" href="/assets/entry.client.js"/>',
);

async function throughStream(chunks: Uint8Array[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(lowerPreloadPrioritiesStream())).text();
}

describe("low-priority modulepreloads", () => {
  it("marks only modulepreload links that have no priority of their own", () => {
    expect(lowerPreloadPriorities(page)).toBe(expected);
  });

  it("rewrites the same when the page arrives cut at any byte, even inside a letter", async () => {
    const bytes = new TextEncoder().encode(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await throughStream([bytes.slice(0, cut), bytes.slice(cut)]), `cut at ${cut}`).toBe(expected);
    }
  });

  it("keeps UTF-8 inside a rewritten tag byte for byte", async () => {
    const tag = '<link rel="modulepreload" href="/assets/ștefan.js"/><p>ă</p>';
    expect(await throughStream([new TextEncoder().encode(tag)])).toBe(lowerPreloadPriorities(tag));
    expect(lowerPreloadPriorities(tag)).toContain(
      '<link fetchpriority="low" rel="modulepreload" href="/assets/ștefan.js"/>',
    );
  });

  it("passes text without links through at once", async () => {
    const stream = lowerPreloadPrioritiesStream();
    const writer = stream.writable.getWriter();
    const reader = stream.readable.getReader();
    void writer.write(new TextEncoder().encode("<main>shell</main>"));
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe("<main>shell</main>");
  });
});
