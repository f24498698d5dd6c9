#!/usr/bin/env node
// Throughput benchmark on this machine (loopback only, bounded): API JSON routes and storefront
// SSR, uncached and from the page cache. Machines are shared and noisy: read the ratios.
// Usage: npm run bench [-- --seconds 5 --theme default]
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "5" }, theme: { type: "string", default: "default" } },
});
const seconds = Number(values.seconds);
const theme = values.theme;
const apiPort = 4900;
const webPort = 3900;
const dataDir = `.tmp/bench-pglite-${process.pid}`;
const { demoSiteTokens: tokens } = await import("../packages/themes/src/index.ts");

const build = spawnSync("npm", ["run", "build", "--silent", "-w", "apps/web"], {
  env: { ...process.env, THEME: theme },
  encoding: "utf8",
});
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}

const children = [];
function start(args, env) {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: "ignore",
  });
  children.push(child);
}
async function waitFor(url) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${url} did not come up`);
}

start(["apps/api/src/server.ts"], {
  API_PORT: String(apiPort),
  PGLITE_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? "",
});
await waitFor(`http://127.0.0.1:${apiPort}/health`);
start(["apps/web/server/index.ts"], {
  THEME: theme,
  PORT: String(webPort),
  API_URL: `http://127.0.0.1:${apiPort}`,
});
await waitFor(`http://127.0.0.1:${webPort}/favicon.svg`);

const token = tokens[theme];
if (!token) throw new Error(`Unknown theme ${theme}`);
const cases = [
  [
    "API GET /settings/global_site_settings",
    `http://127.0.0.1:${apiPort}/settings/global_site_settings`,
    { token },
  ],
  [
    "API GET /general/menu_tree",
    `http://127.0.0.1:${apiPort}/general/menu_tree`,
    { token, "accept-language": "ru" },
  ],
  ["SSR /ro (home, uncached)", `http://127.0.0.1:${webPort}/ro`, {}],
  ["SSR /ro/about (uncached)", `http://127.0.0.1:${webPort}/ro/about`, {}],
  ["SSR /ro/about (page cache)", `http://127.0.0.1:${webPort}/ro/about`, { cookie: "i18n_redirected=ro" }],
];

const rows = [];
try {
  for (const [name, url, headers] of cases) {
    await fetch(url, { headers }); // warm up (and fill the page cache)
    const result = await autocannon({ url, headers, connections: 10, duration: seconds });
    if (result.non2xx) throw new Error(`${name}: ${result.non2xx} non-2xx answers`);
    rows.push({
      name,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
    });
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  await sleep(300);
  rmSync(dataDir, { recursive: true, force: true });
}

const ssr = rows.find((r) => r.name.startsWith("SSR /ro/about (uncached)"));
const cached = rows.find((r) => r.name.includes("page cache"));
console.log(
  `\nTheme ${theme}, ${seconds} s per case, 10 connections, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}\n`,
);
console.log("case".padEnd(42), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8));
for (const r of rows)
  console.log(
    r.name.padEnd(42),
    String(r.rps).padStart(8),
    String(r.p50).padStart(8),
    String(r.p99).padStart(8),
  );
if (ssr && cached) console.log(`\npage cache speed-up over SSR: ${(cached.rps / ssr.rps).toFixed(1)}x`);
