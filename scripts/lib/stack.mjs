// Shared by the benchmark and Lighthouse scripts: build a theme, start the API (PGlite, or
// DATABASE_URL) and the storefront on private ports, find representative pages, stop cleanly.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { buildServers } from "../build-servers.mjs";
import { assertServersBuilt, serverArgs, serverEnv } from "./servers.mjs";

export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function demoToken(theme) {
  const { demoSiteTokens } = await import("../../packages/themes/src/index.ts");
  const token = demoSiteTokens[theme];
  if (!token) throw new Error(`Unknown theme ${theme}`);
  return token;
}

/** Builds the theme's storefront (Vite) and the two servers (esbuild). */
export async function buildTheme(theme) {
  const started = performance.now();
  await buildServers({ quiet: true });
  const build = spawnSync("npm", ["run", "build", "--silent", "-w", "apps/web"], {
    env: { ...process.env, THEME: theme, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    throw new Error(`building theme ${theme} failed`);
  }
  return (performance.now() - started) / 1000;
}

/** Waits until the URL answers; fails at once when the server's process (if given) has exited. */
export async function waitFor(url, seconds = 180, child) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

/**
 * Starts the API and the storefront of a built theme (buildTheme), as `npm start` runs them. The
 * API writes the demo shops into a fresh PGlite folder (or uses DATABASE_URL). Returns the base
 * URLs and stop().
 */
export async function startStack({ theme, apiPort, webPort, label = "stack" }) {
  assertServersBuilt();
  const dataDir = `.tmp/${label}-pglite-${process.pid}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(".tmp", { recursive: true });
  const children = [];
  const start = (kind, env) => {
    const child = spawn(
      process.execPath,
      serverArgs(kind, { embedded: !(env.DATABASE_URL ?? process.env.DATABASE_URL) }),
      {
        env: { ...serverEnv(kind), ...process.env, ...env, NODE_ENV: "production" },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    children.push(child);
    return child;
  };
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null,
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const apiProcess = start("api", {
      API_PORT: String(apiPort),
      PGLITE_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? "",
    });
    const api = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${api}/health`, 180, apiProcess);
    const webProcess = start("web", {
      THEME: theme,
      PORT: String(webPort),
      API_URL: api,
    });
    const web = `http://127.0.0.1:${webPort}`;
    await waitFor(`${web}/favicon.svg`, 180, webProcess);
    return { api, web, stop, pids: { api: apiProcess.pid, web: webProcess.pid } };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A process's resident memory in MiB (Linux `/proc`), or null where it cannot be read. */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The pages measured: the home page, the biggest top-level category's listing and the first
 * product of that listing, in the shop's main language; and the content pages measured against
 * the product page's budgets (`content`, label -> path): the articles list and its newest
 * article, the special offers list and its first offer, and the career page. A shop without
 * articles or offers has only their (empty) lists measured.
 */
export async function representativePages(api, token) {
  const get = async (path, lang) => {
    const res = await fetch(api + path, { headers: { token, "accept-language": lang } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  const settings = await get("/settings/global_site_settings", "ro");
  const lang = settings.mainUiInterface?.mainLang ?? settings.langs?.[0] ?? "ro";
  const menu = await get("/general/menu_tree", lang);
  const top = [...menu].sort((a, b) => b.product_count - a.product_count)[0];
  if (!top) throw new Error("the shop has no categories");
  const listing = await get(`/general/v2/category${top.url}/`, lang);
  const product = listing.products?.[0];
  if (!product) throw new Error(`category ${top.url} has no products`);
  const articles = await get("/base/articles", lang);
  const offers = await get("/general/promotions", lang);
  const content = { articles: `/${lang}/articles` };
  if (articles.list?.[0]) content.article = `/${lang}/articles/${articles.list[0].slug}`;
  content.offers = `/${lang}/special-offers`;
  if (offers.list?.[0]) content.offer = `/${lang}/special-offers/${offers.list[0].slug}`;
  content.career = `/${lang}/career`;
  return {
    lang,
    content,
    home: `/${lang}`,
    listing: `/${lang}${top.url}`,
    product: `/${lang}/product/${product.url}`,
    productSlug: product.url,
  };
}
