import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { demoSiteTokens, isThemeName } from "@sf/themes";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createWebApp } from "./app.ts";
import { memoryPageCache, redisPageCache } from "./page-cache.ts";
import { sharedSiteCacheVersion } from "./site-cache-version.ts";

/** Starts the storefront for the theme it was built with (THEME, default "default"). */
const theme = process.env.THEME ?? "default";
if (!isThemeName(theme)) throw new Error(`Unknown THEME "${theme}"`);
const buildDir = resolve(import.meta.dirname, "..", "build", theme);
const serverEntry = join(buildDir, "server", "index.js");
if (!existsSync(serverEntry)) {
  throw new Error(`No build for theme "${theme}" at ${buildDir}. Run: THEME=${theme} npm run build`);
}
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const handler = createRequestHandler(build, process.env.NODE_ENV ?? "production");

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const cache = process.env.REDIS_URL ? redisPageCache(process.env.REDIS_URL) : memoryPageCache();
const siteToken = process.env.SITE_TOKEN ?? demoSiteTokens[theme];
const apiUrl = (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(
  /\/+$/,
  "",
);
const app = createWebApp({
  handler: (request, context) => handler(request, context),
  clientDir: join(buildDir, "client"),
  apiUrl,
  siteToken,
  cache,
  cacheScope: `${theme}:${siteToken.slice(0, 8)}`,
  cacheVersion: sharedSiteCacheVersion({ apiUrl, siteToken }),
  publicUrl: process.env.PUBLIC_URL ?? null,
});

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(`[web] theme "${theme}" at http://localhost:${port}`);
});
// Keep idle connections longer than the clients and load balancers in front (Node's 5 s
// default is shorter than theirs, so a reused connection could be closed as a request went
// out on it: "socket hang up" for the shopper). Headers must wait longer still.
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void cache.close();
    process.exit(0);
  });
}
