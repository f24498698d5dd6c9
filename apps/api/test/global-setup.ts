import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { createPglite, openDatabase } from "@sf/db";
import { seedDemo } from "@sf/db/seed";
import pg from "pg";
import type { TestProject } from "vitest/node";

/**
 * Builds one migrated and seeded base database per run; each test file then gets its own copy
 * (a PGlite data-dir dump, or a PostgreSQL database created from a template).
 */
export default async function setup(project: TestProject) {
  // Runs in the main process, where the project's `env` is not applied: tell by the project.
  if (project.name === "api-postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the postgres project");
    const template = `sf_test_base_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ url: withDatabase(url, template) });
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    project.provide("pgTemplate", template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await createPglite();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  await seedDemo(database.db);
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = join(process.cwd(), ".tmp");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-base-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDump", file);
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}
