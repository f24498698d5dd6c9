#!/usr/bin/env node
// Starts the API (:4000) and the storefront (:3000) together; Ctrl+C stops both.
// The API creates the embedded database under ./data/ with the demo shops on first run.
// `npm start` runs the built servers (npm run build makes them, scripts/build-servers.mjs);
// `npm run dev` (--dev) runs their TypeScript sources through tsx.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { assertServersBuilt, serverArgs, serverEnv } from "./lib/servers.mjs";

const dev = process.argv.includes("--dev");
if (!dev) assertServersBuilt();

const theme = process.env.THEME ?? "default";
const apiPort = process.env.API_PORT ?? "4000";
const webPort = process.env.PORT ?? "3000";
const env = {
  ...process.env,
  THEME: theme,
  API_PORT: apiPort,
  PORT: webPort,
  NODE_ENV: process.env.NODE_ENV ?? "production",
  // The demo on the embedded database shows its e-mail outbox at http://localhost:4000/dev/outbox.
  OUTBOX_PAGES: process.env.OUTBOX_PAGES ?? (process.env.DATABASE_URL ? "0" : "1"),
  // ...and takes card payments through the payment sandbox (no real money).
  PAYMENT_SANDBOX: process.env.PAYMENT_SANDBOX ?? (process.env.DATABASE_URL ? "0" : "1"),
};

const children = [];
function run(name) {
  const child = spawn(process.execPath, serverArgs(name, { dev }), {
    env: { ...(dev ? {} : serverEnv(name)), ...env },
    stdio: "inherit",
  });
  child.on("exit", (code, signal) => {
    if (shuttingDown) return;
    console.error(`[start] ${name} stopped (${signal ?? code}); stopping everything`);
    shutdown(typeof code === "number" && code !== 0 ? code : 1);
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  return false;
}

run("api");
if (!(await waitFor(`http://127.0.0.1:${apiPort}/health`, 120))) {
  console.error("[start] the API did not come up within 120 s");
  shutdown(1);
} else {
  run("web");
  if (await waitFor(`http://127.0.0.1:${webPort}/`, 60)) {
    console.log(
      `\n  Shop (${theme}) is running at http://localhost:${webPort}\n  API at http://localhost:${apiPort} (OpenAPI: /docs)\n`,
    );
  }
}
