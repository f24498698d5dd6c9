import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { createPglite, type Database, openDatabase } from "@sf/db";
import { messagingConfigFromEnv } from "@sf/messaging";
import { demoSiteTokens, type ThemeName } from "@sf/themes";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { type App, type BuildOptions, buildApp } from "../src/app.ts";
import { testAuthConfig } from "../src/services/auth/config.ts";
import { withDatabase } from "./global-setup.ts";

export const tokens = demoSiteTokens;

/** A fresh copy of the seeded base database for this test file. */
async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `sf_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
    const database = await openDatabase({ url: withDatabase(url, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject("pgliteDump"))]);
  const client = await createPglite({ loadDataDir: dump });
  return openDatabase({ pglite: client });
}

/**
 * Builds the app on a fresh database, with its own e-mail outbox and file storage in temporary
 * folders (no SMTP) unless the options name others; all are gone after the file's tests.
 */
export async function build(
  options: Omit<BuildOptions, "db"> = {},
): Promise<{ app: App; database: Database; outboxDir: string; storageDir: string }> {
  const database = await freshDatabase();
  const outboxDir = await mkdtemp(join(tmpdir(), "sf-outbox-"));
  const storageDir = await mkdtemp(join(tmpdir(), "sf-files-"));
  const messaging = options.messaging ?? messagingConfigFromEnv({ OUTBOX_DIR: outboxDir, NODE_ENV: "test" });
  const storage = options.storage ?? { kind: "disk" as const, dir: storageDir };
  const app = await buildApp({ auth: testAuthConfig(), ...options, messaging, storage, db: database.db });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(outboxDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    await rm(storageDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });
  return { app, database, outboxDir, storageDir };
}

/** Headers of a request to a demo site. */
export function site(theme: ThemeName, lang?: string): Record<string, string> {
  return { token: tokens[theme], ...(lang ? { "accept-language": lang } : {}) };
}

/**
 * A multipart form as `app.inject` takes it: text fields (a list repeats its field) and files
 * (`images` JPEGs unless named otherwise). Spread into the request: `{ headers: { ..., "content-type":
 * form.contentType }, payload: form.payload }`.
 */
export async function multipart(
  fields: Record<string, string | string[]>,
  files: { bytes: Buffer; field?: string; name?: string; type?: string }[] = [],
): Promise<{ contentType: string; payload: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  for (const file of files)
    form.append(
      file.field ?? "images",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }),
      file.name ?? "a.jpg",
    );
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get("content-type") as string,
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}
