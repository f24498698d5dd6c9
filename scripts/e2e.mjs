#!/usr/bin/env node
// Builds the storefront for every theme under test, then runs the Playwright suite against a
// fresh embedded database. E2E_THEMES=default,farmacie limits the themes.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";

const themes = (
  process.env.E2E_THEMES ?? "default,ecaterix,foundation,farmacie,ecom,primebuy,terenuri"
).split(",");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chrome)) {
  console.error(`Chromium not found at ${chrome}. Install it (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

function run(command, args, env = {}, { quiet = false } = {}) {
  const result = spawnSync(command, args, {
    stdio: quiet ? "pipe" : "inherit",
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout}\n${result.stderr}`);
    process.exit(result.status ?? 1);
  }
}

console.log("[e2e] building the servers");
run("node", ["scripts/build-servers.mjs", "--quiet"]);
console.log("[e2e] building the back-office");
run("npm", ["run", "build", "--silent", "-w", "apps/admin"], {}, { quiet: true });
for (const theme of themes) {
  console.log(`[e2e] building theme ${theme}`);
  run(
    "npm",
    ["run", "build", "--silent", "-w", "apps/web"],
    { THEME: theme, NODE_ENV: "production" },
    { quiet: true },
  );
}

const dataDir = `.tmp/e2e-pglite-${process.pid}`;
rmSync(dataDir, { recursive: true, force: true });
try {
  run("npx", ["playwright", "test", ...process.argv.slice(2)], {
    E2E_PGLITE_DIR: dataDir,
    E2E_THEMES: themes.join(","),
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
