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
  // The API's old generation grows by a fifth over what a collection leaves, not by V8's default
  // (up to twice as much): 16 MiB of slack fewer after minutes of load, for about 5% of its
  // throughput, which has room to spare (decision 0066). Its young generation is 2 x 2 MiB: its
  // answers are short-lived JSON, and 6 MiB fewer resident (138 -> 132 MiB on a 3-minute soak)
  // cost the product route nothing measurable and the listing route 10-30% (decision 0067).
  api: ["--max-old-space-size=96", "--max-semi-space-size=2", "--heap-growing-percent=20"],
  web: ["--max-old-space-size=96", "--max-semi-space-size=4"],
};

/**
 * glibc gives every thread that allocates its own malloc arena (up to 8 per core), and zlib
 * (gzip of pages, on libuv's thread pool), sharp and V8's compiler threads allocate on those
 * threads: freed memory stays in the arenas' heaps, resident. Two arenas bound it (decision 0028).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };

/**
 * The environment glibc reads as `kind` starts. The API also gets fixed trim and mmap thresholds
 * (128 KiB; glibc otherwise raises them as large blocks are freed, up to 32 MiB), so what
 * compiling its bundle took at start goes back to the system: about 10 MiB (decision 0066). The
 * storefront keeps glibc's own: with these it measured 166-172 MiB while it still compiled
 * undici's WebAssembly, and no lower than without them since (132-136 MiB; decision 0067).
 */
export function serverEnv(kind) {
  return kind === "api"
    ? { ...SERVER_ENV, MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_MMAP_THRESHOLD_: "131072" }
    : SERVER_ENV;
}

/**
 * The API on the embedded database (no DATABASE_URL) runs PGlite in its own process: the
 * database's JavaScript side shares the heap with every demo shop's caches and ~40 MiB of the
 * bundle's code and sources. 70 MiB stay alive after a few minutes of load over all the demo
 * shops, and a full browser-test run reached the 96 MiB bound and ended the API (out of memory,
 * CI of 2026-11-27). Resident memory there is the database's WebAssembly memory anyway (about
 * 540 MiB), so the bound is wider; on PostgreSQL the API keeps NODE_FLAGS.
 */
const EMBEDDED_API_FLAGS = ["--max-old-space-size=256", "--max-semi-space-size=4"];

/**
 * The node arguments that start `kind` ("api" or "web"); `embedded`: the API will open the
 * embedded database (by default when DATABASE_URL is unset).
 */
export function serverArgs(kind, { dev = false, embedded = !process.env.DATABASE_URL } = {}) {
  if (dev) return ["--import", "tsx", sources[kind]];
  const flags = kind === "api" && embedded ? EMBEDDED_API_FLAGS : NODE_FLAGS[kind];
  return [...flags, serverBundles[kind].outfile];
}

/** Throws unless the built servers are there (npm run build makes them). */
export function assertServersBuilt() {
  const missing = Object.values(serverBundles)
    .map((bundle) => bundle.outfile)
    .filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`${missing.join(", ")} missing: run npm run build`);
}
