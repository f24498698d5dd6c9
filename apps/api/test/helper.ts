import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

import { createPglite, type Database, openDatabase } from "@sf/db";
import { demoSiteTokens, type ThemeName } from "@sf/themes";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { type App, type BuildOptions, buildApp } from "../src/app.ts";
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

/** Builds the app on a fresh database; closed after the file's tests. */
export async function build(
  options: Omit<BuildOptions, "db"> = {},
): Promise<{ app: App; database: Database }> {
  const database = await freshDatabase();
  const app = await buildApp({ ...options, db: database.db });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

/** Headers of a request to a demo site. */
export function site(theme: ThemeName, lang?: string): Record<string, string> {
  return { token: tokens[theme], ...(lang ? { "accept-language": lang } : {}) };
}
