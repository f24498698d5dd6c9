#!/usr/bin/env node
// The bench's SSR anchor: React's renderToString of one page's tree, with that page's data
// already fetched, in a loop. The ratio of the served page's req/s to these renders per second
// is what everything around rendering costs (loaders' API round trips and parsing, the data's
// encoding, streaming, gzip, the web server).
//
// How the tree and data are captured: the built server bundle (the same one the storefront
// serves) handles one real request for the page through React Router's createRequestHandler,
// with the build's entry.server `handleRequest` wrapped to keep the EntryContext it is given
// (React Router 7: `handleDocumentRequest` builds it after the loaders ran). The page's body is
// read to the end, so every deferred promise has settled and React Router's <StreamTransfer>
// has read the encoded loader data into `renderMeta.streamCache`. Each timed render then gets
// that context with a fresh renderMeta holding the same stream cache: <ServerRouter> renders
// the same tree, the same loader data, <Await>ed promises resolved and the same
// `streamController.enqueue(...)` scripts, synchronously.
// Not included: our entry's NonceContext provider (a few nonce attributes on the site's own
// scripts; React Router's scripts get the nonce from <ServerRouter>).
//
// Usage: node scripts/lib/ssr-anchor.mjs BUILD_DIR PAGE_URL SECONDS
//   (API_URL and SITE_TOKEN as for the storefront). Prints one JSON line:
//   { rendersPerSecond, renders, htmlBytes, servedBytes }.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRequestHandler, ServerRouter } from "react-router";

const [buildDir, pageUrl, secondsArg = "5"] = process.argv.slice(2);
if (!buildDir || !pageUrl) throw new Error("usage: ssr-anchor.mjs BUILD_DIR PAGE_URL SECONDS");
const seconds = Number(secondsArg);

const build = await import(pathToFileURL(resolve(buildDir, "server", "index.js")).href);
const original = build.entry.module.default;
let captured = null;
const wrapped = {
  ...build,
  entry: {
    ...build.entry,
    module: {
      ...build.entry.module,
      default: (request, status, headers, context, loadContext) => {
        captured = { context, url: request.url, nonce: loadContext?.cspNonce };
        return original(request, status, headers, context, loadContext);
      },
    },
  },
};
const handler = createRequestHandler(wrapped, "production");
const response = await handler(new Request(pageUrl, { headers: { "accept-encoding": "identity" } }), {
  cspNonce: "ssr-anchor-nonce",
});
const served = await response.text();
if (response.status !== 200 || !captured) throw new Error(`${pageUrl} answered ${response.status}`);

const { context, url, nonce } = captured;
const streamCache = context.renderMeta.streamCache;
if (!streamCache) throw new Error("the page's loader data was not streamed (no renderMeta.streamCache)");
// <ServerRouter> takes a reader of the encoded data's stream on every render; it reads nothing from
// it when the stream cache has the chunks. Each render gets a fresh (empty) stream to lock.
const render = () =>
  renderToString(
    createElement(ServerRouter, {
      context: { ...context, serverHandoffStream: new ReadableStream(), renderMeta: { streamCache } },
      url,
      nonce,
    }),
  );

const html = render();
if (!html.includes("streamController.close()"))
  throw new Error("the anchor's render did not include the page's loader data");
// Warm up (JIT) for a second, then time.
for (const end = performance.now() + 1000; performance.now() < end; ) render();
let renders = 0;
const started = performance.now();
const end = started + seconds * 1000;
while (performance.now() < end) {
  render();
  renders++;
}
const elapsed = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    rendersPerSecond: renders / elapsed,
    renders,
    htmlBytes: Buffer.byteLength(html),
    servedBytes: Buffer.byteLength(served),
  }),
);
process.exit(0);
