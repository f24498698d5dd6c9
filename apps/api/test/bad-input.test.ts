import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { demoApiKey } from "@sf/db/seed";
import { describe, expect, it } from "vitest";
import { DATABASE_REFUSED_INPUT } from "../src/plugins/error-handler.ts";
import { accountHelpers } from "./fixtures/accounts.ts";
import { type BadRequest, badRequest, operationsOf, seeded } from "./fixtures/bad-input.ts";
import { DEMO_OWNER, staffHelpers } from "./fixtures/staff.ts";
import { build, tokens } from "./helper.ts";

/**
 * Generated bad input over every operation of the OpenAPI document: thousands of hostile
 * requests (fixed seed), signed in and not, each answered below 500; afterwards the API is
 * healthy and its heap has not grown. A new endpoint is in the document, so it is covered the
 * day it is added. BAD_INPUT_REQUESTS and BAD_INPUT_SEED change the run.
 */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261126);
const TOTAL = Number(process.env.BAD_INPUT_REQUESTS ?? 6000);

/** Warnings and errors the API logs during the run: none may say the database refused a value. */
const logged: { msg?: string; route?: string; err?: { message?: string; cause?: { message?: string } } }[] =
  [];
const { app, database, outboxDir } = await build({
  logger: { level: "warn", stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
});
const { customer } = accountHelpers(app, outboxDir);

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

describe("generated bad input", () => {
  it(`answers ${TOTAL} hostile requests over every operation with no 5xx`, { timeout: 600_000 }, async () => {
    await app.ready();
    const operations = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]);
    expect(operations.length).toBeGreaterThan(100);
    const random = seeded(SEED);
    // Three shops and the land board (whose own operations answer 404 on a shop).
    const shops = [tokens.default, tokens.farmacie, tokens.ecaterix, tokens.terenuri];
    // Each shop's integration key, so /external/* calls get past the key to their checks.
    const apiKeys = new Map([
      [tokens.default, demoApiKey("default")],
      [tokens.farmacie, demoApiKey("farmacie")],
      [tokens.ecaterix, demoApiKey("ecaterix")],
    ]);
    let session = await customer("fuzz-customer@example.com", "parola-buna-2026", tokens.default);
    let boardSession = await customer("fuzz-member@example.com", "parola-buna-2026", tokens.terenuri);
    // The back-office's operations are fuzzed signed in as the demo shop's owner half the time.
    const staffHelper = staffHelpers(app, database.db);
    const staffSignIn = () => staffHelper.signIn("default", DEMO_OWNER.email, DEMO_OWNER.password);
    let staffCookie = await staffSignIn();
    let sessionAge = 0;

    const failures: { request: BadRequest; n: number; status: number; body: string }[] = [];
    const perOperation = new Map<string, number>();
    const statuses = new Map<number, number>();
    let heapAtWarmup = 0;
    for (let n = 0; n < TOTAL; n++) {
      // Every operation in turn, so each gets its share whatever the seed picks.
      const op = operations[n % operations.length] as (typeof operations)[number];
      const signedIn = random.chance(0.5);
      const token = random.pick(shops);
      const request = badRequest(op, random, {
        headers: {
          token,
          "api-token": apiKeys.get(token) ?? "",
          "accept-language": random.pick(["ro", "ru", "uk", "en", "xx", ""]),
          ...(signedIn && token === tokens.default ? { authorization: `Bearer ${session.access}` } : {}),
          ...(signedIn && token === tokens.terenuri
            ? { authorization: `Bearer ${boardSession.access}` }
            : {}),
          ...(signedIn && op.path.startsWith("/admin/api") ? { cookie: staffCookie } : {}),
        },
      });
      const loggedBefore = logged.length;
      const response = await app.inject({
        method: request.method as "GET",
        url: request.url,
        headers: request.headers,
        remoteAddress: `10.${random.int(250)}.${random.int(250)}.${random.int(250) + 1}`,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      perOperation.set(`${op.method} ${op.path}`, (perOperation.get(`${op.method} ${op.path}`) ?? 0) + 1);
      if (process.env.BAD_INPUT_DEBUG && response.statusCode === Number(process.env.BAD_INPUT_DEBUG))
        console.info(op.method, op.path, request.what, response.body.slice(0, 100));
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) {
        const cause = logged
          .slice(loggedBefore)
          .map((line) => line.err?.cause?.message ?? line.err?.message?.split("\n")[0])
          .filter(Boolean)
          .join("; ");
        failures.push({
          request,
          n,
          status: response.statusCode,
          body: `${response.body.slice(0, 100)} ${cause}`,
        });
      }
      // A hostile request may end the session (sign-out, deletion): a new customer goes on.
      if (++sessionAge >= 200) {
        sessionAge = 0;
        const me = await app.inject({
          method: "GET",
          url: "/auth/users/me/",
          headers: { token: tokens.default, authorization: `Bearer ${session.access}` },
        });
        if (me.statusCode !== 200) {
          session = await customer(`fuzz-customer-${n}@example.com`, "parola-buna-2026", tokens.default);
        }
        const member = await app.inject({
          method: "GET",
          url: "/auth/users/me/",
          headers: { token: tokens.terenuri, authorization: `Bearer ${boardSession.access}` },
        });
        if (member.statusCode !== 200)
          boardSession = await customer(`fuzz-member-${n}@example.com`, "parola-buna-2026", tokens.terenuri);
        const staffMe = await app.inject({
          method: "GET",
          url: "/admin/api/me",
          headers: { cookie: staffCookie },
        });
        if (staffMe.statusCode !== 200) staffCookie = await staffSignIn();
      }
      if (n === Math.floor(TOTAL / 4)) heapAtWarmup = heapAfterGc();
    }

    console.info(`bad input: ${TOTAL} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    const report = failures
      .slice(0, 25)
      .map(
        (f) =>
          `#${f.n} ${f.request.method} ${f.request.url.slice(0, 120)} [${f.request.what}] -> ${f.status} ${f.body}`,
      );
    expect(report, `${failures.length} requests answered 5xx`).toEqual([]);
    const refusedByDatabase = logged
      .filter((line) => line.msg === DATABASE_REFUSED_INPUT)
      .map((line) => `${line.route}: ${line.err?.message?.split("\n")[0]}`);
    expect([...new Set(refusedByDatabase)], "values only the database refused").toEqual([]);
    expect(perOperation.size).toBe(operations.length);

    // Still healthy: the catalogue, a sign-in and the health check answer as before.
    const health = await app.inject({ method: "GET", url: "/health" });
    expect(health.statusCode).toBe(200);
    const menu = await app.inject({
      method: "GET",
      url: "/general/menu_tree/",
      headers: { token: tokens.default },
    });
    expect(menu.statusCode).toBe(200);
    const signIn = await app.inject({
      method: "POST",
      url: "/auth/jwt/create/",
      headers: { token: tokens.default },
      remoteAddress: "10.250.0.1",
      payload: { email: "healthy@example.com", password: "wrong-password-1" },
    });
    expect(signIn.statusCode).toBe(401);

    // Memory flat: the last three quarters of the run left the heap where the first quarter did.
    const growth = heapAfterGc() - heapAtWarmup;
    expect(growth, `heap grew ${Math.round(growth / 1024 / 1024)} MiB`).toBeLessThan(48 * 1024 * 1024);
  });
});
