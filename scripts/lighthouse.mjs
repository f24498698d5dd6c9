#!/usr/bin/env node
// Lighthouse 12 (mobile: emulated Moto G Power, simulated slow 4G and 4x CPU throttling) on the
// home page, a category listing and a product page, and the content pages (articles list, an
// article, the special offers list, an offer, the career page; --no-content leaves them out); the
// median performance score of --runs runs per page against the target (>= 95). Offline,
// with the system Chromium.
// Alone: npm run lighthouse [-- --theme default --runs 3 --port-base 4960]   builds the theme,
//        starts the API on the port base and the storefront on base - 1000
//        npm run lighthouse -- --base http://127.0.0.1:3000 --api http://127.0.0.1:4000   (running shop)
// Exit status 1 when a page misses the target.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildTheme, CHROME_FLAGS, demoToken, representativePages, startStack } from "./lib/stack.mjs";

export const LIGHTHOUSE_TARGET = 95;
const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
};

function lighthouseOnce(url, outDir, index) {
  const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chrome)) throw new Error(`Chromium not found at ${chrome}; set CHROME_PATH`);
  const output = join(outDir, `lh-${index}.json`);
  const args = [
    "node_modules/lighthouse/cli/index.js",
    url,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    "--only-categories=performance",
    "--output=json",
    `--output-path=${output}`,
    "--quiet",
    "--max-wait-for-load=45000",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chrome },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code !== 0 || !existsSync(output))
        return reject(new Error(`lighthouse ${url}: ${stderr.slice(-500)}`));
      const report = JSON.parse(readFileSync(output, "utf8"));
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      const score = report.categories.performance.score;
      if (typeof score !== "number") return reject(new Error(`lighthouse ${url}: no performance score`));
      resolve({
        score: Math.round(score * 100),
        metrics: Object.fromEntries(
          Object.entries(METRICS).map(([id, name]) => [name, report.audits[id]?.displayValue ?? "?"]),
        ),
      });
    });
  });
}

/**
 * One Lighthouse run. When Lighthouse could not record its trace (NO_NAVSTART and the like: its
 * message asks to "run Lighthouse again"), the run says nothing about the page; it is run again,
 * at most twice, and the log says so. Any other failure ends the run.
 */
async function measured(url, outDir, nextIndex, log) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, outDir, nextIndex());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/run Lighthouse again/i.test(message)) throw error;
      log(`Lighthouse could not record ${url} (${/\(([A-Z_]+)\)/.exec(message)?.[1] ?? "trace"}): run again`);
    }
  }
}

/** Median-score run of each page; `pages` maps a label to a URL. */
export async function runLighthouse(pages, { runs = 3, log = console.log } = {}) {
  const outDir = mkdtempSync(join(tmpdir(), "sf-lighthouse-"));
  const results = [];
  try {
    let index = 0;
    for (const [name, url] of Object.entries(pages)) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await measured(url, outDir, () => index++, log));
      all.sort((a, b) => a.score - b.score);
      const median = all[Math.floor((all.length - 1) / 2)];
      results.push({
        name,
        url,
        ...median,
        scores: all.map((r) => r.score),
        pass: median.score >= LIGHTHOUSE_TARGET,
      });
      log(`  lighthouse ${name}: ${all.map((r) => r.score).join(", ")}`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return results;
}

export function printLighthouse(results, runs) {
  console.log(
    `\nLighthouse ${"12.8.2"} mobile performance, median of ${runs} run(s), target >= ${LIGHTHOUSE_TARGET}\n`,
  );
  console.log(
    "page".padEnd(10),
    "score".padStart(6),
    "runs".padStart(12),
    "  FCP / LCP / TBT / CLS / SI",
    "  result",
  );
  for (const r of results)
    console.log(
      r.name.padEnd(10),
      String(r.score).padStart(6),
      r.scores.join(",").padStart(12),
      `  ${Object.values(r.metrics).join(" / ")}`,
      `  ${r.pass ? "PASS" : "FAIL"}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      theme: { type: "string", default: "default" },
      runs: { type: "string", default: "3" },
      base: { type: "string" },
      api: { type: "string", default: "http://127.0.0.1:4000" },
      "no-build": { type: "boolean", default: false },
      "no-content": { type: "boolean", default: false },
      "port-base": { type: "string", default: "4960" },
    },
  });
  const runs = Math.max(1, Number(values.runs) || 1);
  const token = await demoToken(values.theme);
  let stack = null;
  try {
    if (!values.base) {
      if (!values["no-build"]) await buildTheme(values.theme);
      stack = await startStack({
        theme: values.theme,
        apiPort: Number(values["port-base"]),
        webPort: Number(values["port-base"]) - 1000,
        label: "lighthouse",
      });
    }
    const web = values.base ?? stack.web;
    const pages = await representativePages(stack?.api ?? values.api, token);
    // Warm up: the first request of a page fills the API caches and the picture variants.
    const content = values["no-content"] ? {} : pages.content;
    for (const path of [pages.home, pages.listing, pages.product, ...Object.values(content)])
      await fetch(web + path);
    const results = await runLighthouse(
      {
        home: web + pages.home,
        listing: web + pages.listing,
        product: web + pages.product,
        ...Object.fromEntries(Object.entries(content).map(([name, path]) => [name, web + path])),
      },
      { runs },
    );
    printLighthouse(results, runs);
    process.exitCode = results.every((r) => r.pass) ? 0 : 1;
  } finally {
    await stack?.stop();
  }
}
