import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, compressResponse, isCompressible } from "../server/compression.ts";

const request = (encoding?: string) =>
  new Request("http://shop.test/ro", { headers: encoding ? { "accept-encoding": encoding } : {} });

function streamed(parts: string[], gapMs: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      for (const part of parts) {
        controller.enqueue(encoder.encode(part));
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      controller.close();
    },
  });
}

describe("response compression", () => {
  it("reads Accept-Encoding with q-values", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("*, gzip;q=0")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });

  it("compresses text answers only", () => {
    expect(isCompressible("text/html; charset=utf-8")).toBe(true);
    expect(isCompressible("text/x-script")).toBe(true);
    expect(isCompressible("application/json")).toBe(true);
    expect(isCompressible("image/avif")).toBe(false);
    expect(isCompressible(null)).toBe(false);
  });

  it("gzips a streamed page and still sends the first part before the rest is ready", async () => {
    const page = ["<html><body><p>shell</p>", "<p>deferred</p></body></html>"];
    const res = compressResponse(
      request("gzip, br"),
      new Response(streamed(page, 300), { headers: { "content-type": "text/html" } }),
    );
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const started = performance.now();
    const first = await reader.read();
    // The shell arrives (flushed) long before the deferred part's 300 ms.
    expect(performance.now() - started).toBeLessThan(250);
    const chunks = [first.value as Uint8Array];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe(page.join(""));
  });

  it("leaves the body alone for a client without gzip, for images and for HEAD", async () => {
    const html = () => new Response("<p>x</p>", { headers: { "content-type": "text/html" } });
    const plain = compressResponse(request("br"), html());
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe("<p>x</p>");
    const image = compressResponse(
      request("gzip"),
      new Response("bytes", { headers: { "content-type": "image/avif" } }),
    );
    expect(image.headers.get("content-encoding")).toBeNull();
  });
});
