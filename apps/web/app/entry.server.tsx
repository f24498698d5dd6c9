import { Writable } from "node:stream";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce.ts";

declare module "react-router" {
  interface AppLoadContext {
    /** The nonce of this page's Content-Security-Policy (server/app.ts sends the header). */
    cspNonce?: string;
  }
}

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the page's CSP nonce: on React's own inline scripts
 * (streamed Suspense boundaries), on React Router's (hydration data, streamed loader data, route
 * modules), and through NonceContext on the scripts our components render (docs/decisions/0021).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA mode wait for all content; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React 19.2 moves every finished Suspense boundary of more than 500 bytes that comes after
        // the first 12.8 KB of a flush out of place: a hidden copy at the end, a template where it
        // belongs and a reveal script that swaps them later (batched). Our pages flush whole (the
        // loader waits for its secondary data, deferred.server.ts): write finished boundaries in
        // place; one still waiting for its data streams as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const { body, stream } = batchedBody(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Where React writes the page: a Node Writable (what `pipe` takes) whose writes within one turn of
 * the event loop leave as one chunk of the returned ReadableStream. React writes its output in
 * views of a few KB, dozens per flush; every stage after it (the preload rewrite, gzip, the
 * socket) then handles the shell as one chunk and each later burst of streamed data as another,
 * instead of dozens. A flush still leaves in the turn it was written in (the shell is not held
 * back for deferred data). Cancelling the stream (the visitor left) destroys the Writable, which
 * makes React stop rendering.
 */
function batchedBody(onFinal: () => void): { body: Writable; stream: ReadableStream<Uint8Array> } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let pending: Buffer[] = [];
  let scheduled = false;
  let closed = false;
  const release = () => {
    scheduled = false;
    if (!pending.length || closed) return;
    const chunk = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };
  const body = new Writable({
    write(chunk: Buffer | string, encoding, callback) {
      // Writable hands over Buffers; React never writes into a view it has written (it takes a new one).
      pending.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    final(callback) {
      onFinal();
      release();
      if (!closed) {
        closed = true;
        controller.close();
      }
      callback();
    },
    destroy(error, callback) {
      if (!closed) {
        closed = true;
        if (error) controller.error(error);
        else controller.close();
      }
      callback(error);
    },
  });
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      closed = true;
      pending = [];
      body.destroy();
    },
  });
  return { body, stream };
}
