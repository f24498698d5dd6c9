import { Readable } from "node:stream";
import { promisify } from "node:util";
import { constants, createGzip, gunzip, gzip } from "node:zlib";

/** Text answers worth compressing: HTML, React Router's turbo-stream data, JSON, XML, SVG. */
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

/** Whether the client takes gzip (q > 0), from its Accept-Encoding header. */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === "gzip" || name === "x-gzip") return allowed;
    if (name === "*") wildcard = allowed;
  }
  return wildcard;
}

export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE.test(contentType));
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A whole body, gzipped once (page cache entries are compressed when stored, not per hit). */
export async function gzipBody(body: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await gzipAsync(body, { level: 9 }));
}

/** A stored gzip body as text again (a cached page for a client that takes no gzip). */
export async function gunzipText(bytes: Uint8Array): Promise<string> {
  return (await gunzipAsync(bytes)).toString("utf8");
}

/**
 * Gzips a streamed body without holding it back: whatever arrived in one burst is flushed
 * (Z_SYNC_FLUSH) before waiting for more, so the page shell still reaches the browser before
 * deferred data resolves, and bursts stay large enough to compress well.
 */
export function gzipStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const zip = createGzip({ level: 6 });
  const reader = body.getReader();
  let flushScheduled = false;
  const pump = async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        zip.write(value);
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(() => {
            flushScheduled = false;
            if (!zip.destroyed && !zip.writableEnded) zip.flush(constants.Z_SYNC_FLUSH);
          });
        }
      }
      zip.end();
    } catch (error) {
      zip.destroy(error as Error);
    }
  };
  void pump();
  zip.on("close", () => {
    void reader.cancel().catch(() => {});
  });
  return Readable.toWeb(zip) as ReadableStream<Uint8Array>;
}

/** Adds Accept-Encoding to a response's Vary list (caches must key on it). */
export function withVaryAcceptEncoding(headers: Headers): Headers {
  const vary = headers.get("vary");
  if (vary === "*" || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? "")) return headers;
  headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  return headers;
}

/** The handler's answer, gzipped on the way out when the client takes it and it is text. */
export function compressResponse(request: Request, response: Response): Response {
  if (
    !response.body ||
    request.method === "HEAD" ||
    response.status === 204 ||
    response.status === 206 ||
    response.status === 304 ||
    response.headers.has("content-encoding") ||
    !isCompressible(response.headers.get("content-type")) ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get("cache-control") ?? "")
  )
    return response;
  const headers = withVaryAcceptEncoding(new Headers(response.headers));
  if (!acceptsGzip(request.headers.get("accept-encoding")))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  headers.delete("content-length");
  headers.set("content-encoding", "gzip");
  return new Response(gzipStream(response.body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
