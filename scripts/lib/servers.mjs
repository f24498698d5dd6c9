// How the API and the storefront are started, shared by `npm start` (scripts/start.mjs), the
// bench and Lighthouse (scripts/lib/stack.mjs) and the browser tests (playwright.config.ts):
// the built JavaScript (scripts/build-servers.mjs, decision 0028) with the memory settings below;
// `dev: true` runs the TypeScript sources through tsx instead (npm run dev).
import { existsSync } from "node:fs";
import { serverBundles } from "../build-servers.mjs";

const sources = { api: "apps/api/src/server.ts", web: "apps/web/server/index.ts" };

/**
 * Node's flags per server (decision 0028). V8 otherwise lets a busy process's old generation
 * grow far past what it keeps alive (the storefront reached 250 MiB of heap holding 60), and
 * sizes the young generation for throughput (2 x 16 MiB): the bounds keep each process under
 * 150 MiB of resident memory after minutes of load (with 2 x 8 MiB the API reached 147 MiB and
 * the storefront 161 MiB in a 10-minute soak).
 */
export const NODE_FLAGS = {
  api: ["--max-old-space-size=96", "--max-semi-space-size=4"],
  web: ["--max-old-space-size=96", "--max-semi-space-size=4"],
};

/**
 * glibc gives every thread that allocates its own malloc arena (up to 8 per core), and zlib
 * (gzip of pages, on libuv's thread pool) and sharp allocate on those threads: freed memory stays
 * in the arenas' heaps, resident. Two arenas bound it (decision 0028).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };

/** The node arguments that start `kind` ("api" or "web"). */
export function serverArgs(kind, { dev = false } = {}) {
  if (dev) return ["--import", "tsx", sources[kind]];
  return [...NODE_FLAGS[kind], serverBundles[kind].outfile];
}

/** Throws unless the built servers are there (npm run build makes them). */
export function assertServersBuilt() {
  const missing = Object.values(serverBundles)
    .map((bundle) => bundle.outfile)
    .filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`${missing.join(", ")} missing: run npm run build`);
}
