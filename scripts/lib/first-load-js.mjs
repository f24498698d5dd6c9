// First-load JavaScript of a page, as the browser gets it: every module the served HTML loads
// (modulepreload links, module scripts and their inline imports), plus whatever those modules
// import statically (dynamic import() chunks load later and are not counted). Sizes are the
// bytes on the wire with Accept-Encoding: gzip, as the server sends them: a file it sends
// uncompressed counts whole, and one of 1 KB or more is listed in `uncompressed` (the route
// manifest once went out raw, unseen while this script gzipped such files itself).
import { request } from "node:http";
import { gunzipSync } from "node:zlib";

function getRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;

/** Module URLs the HTML loads before the page is interactive. */
export function modulesInHtml(html) {
  const found = new Set();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/\brel=["']?modulepreload\b/.test(tag)) {
      const href = tag.match(/\bhref=["']([^"']+)["']/)?.[1];
      if (href) found.add(href);
    }
  }
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\btype=["']?module\b/.test(attrs)) continue;
    const src = attrs.match(/\bsrc=["']([^"']+)["']/)?.[1];
    if (src) found.add(src);
    for (const [, spec] of body.matchAll(STATIC_IMPORT)) found.add(spec);
  }
  return [...found];
}

/** Sums the gzipped JavaScript a page loads on first visit. */
export async function firstLoadJs(pageUrl) {
  const page = await getRaw(pageUrl, { "accept-encoding": "identity" });
  if (page.status !== 200) throw new Error(`${pageUrl}: ${page.status}`);
  const queue = modulesInHtml(page.body.toString("utf8")).map((spec) => new URL(spec, pageUrl).href);
  const seen = new Set(queue);
  const files = [];
  while (queue.length) {
    const url = queue.shift();
    const res = await getRaw(url, { "accept-encoding": "gzip" });
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    const encoding = res.headers["content-encoding"];
    const gzipped = encoding === "gzip";
    const text = gzipped ? gunzipSync(res.body) : res.body;
    files.push({ url: new URL(url).pathname, raw: text.length, gzip: res.body.length, compressedByServer: gzipped });
    for (const [, spec] of text.toString("utf8").matchAll(STATIC_IMPORT)) {
      const next = new URL(spec, url).href;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    uncompressed: files.filter((f) => !f.compressedByServer && f.raw >= 1024).map((f) => f.url),
  };
}

// Alone: node scripts/lib/first-load-js.mjs http://127.0.0.1:3000/ro/product/some-slug
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await firstLoadJs(process.argv[2]);
  for (const f of result.files) console.log(String(f.gzip).padStart(8), String(f.raw).padStart(8), f.url);
  console.log(`${result.files.length} modules, ${result.gzip} bytes gzipped (${result.raw} raw)`);
  if (result.uncompressed.length) console.log(`sent uncompressed: ${result.uncompressed.join(", ")}`);
}
