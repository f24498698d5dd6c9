import { join } from "node:path";
import { openDatabase } from "@sf/db";
import { isSeeded, seedDemo } from "@sf/db/seed";
import { messagingConfigFromEnv } from "@sf/messaging";
import { buildApp } from "./app.ts";
import { paymentsConfigFromEnv } from "./services/payments/config.ts";

/** Starts the API: opens (and on first run creates and seeds) the database, then listens. */
const port = Number(process.env.API_PORT ?? 4000);
const host = process.env.API_HOST ?? "127.0.0.1";
const dataDir = process.env.PGLITE_DIR ?? join(process.cwd(), "data", "pglite");

const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir },
);
// Several API processes may start at once on one PostgreSQL: one migrates (and seeds) at a time.
await database.exclusive(async () => {
  await database.migrate();
  if (!(await isSeeded(database.db))) {
    console.log("[api] empty database: writing the demo shops");
    await seedDemo(database.db);
  }
});

const messaging = messagingConfigFromEnv();
const payments = paymentsConfigFromEnv();
const app = await buildApp({
  db: database.db,
  logger: { level: process.env.LOG_LEVEL ?? "warn" },
  messaging,
  payments,
});
await app.listen({ port, host });
console.log(`[api] listening on http://${host}:${port} (${database.kind}); OpenAPI at /docs`);
if (messaging.smtpUrl && !process.env.MAIL_FROM) {
  console.warn(`[api] SMTP_URL is set but MAIL_FROM is not: e-mails go out from ${messaging.mailFrom}`);
} else if (!messaging.smtpUrl) {
  console.log(
    messaging.outboxPages
      ? `[api] no SMTP_URL: e-mails and SMS go to the dev outbox, http://${host}:${port}/dev/outbox`
      : `[api] no SMTP_URL: e-mails and SMS are written to ${messaging.outboxDir}, not sent`,
  );
}

const maibKeys = [payments.maib.projectId, payments.maib.projectSecret, payments.maib.signatureKey];
if (maibKeys.some(Boolean) && !maibKeys.every(Boolean)) {
  console.warn("[api] maib needs MAIB_PROJECT_ID, MAIB_PROJECT_SECRET and MAIB_SIGNATURE_KEY: maib is off");
}
if (payments.sandbox.enabled) {
  console.log("[api] the payment sandbox is on: shops without a real provider take test card payments");
}

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}
