/**
 * A shop's integration key for ERPs (`API-Token` of /external/*, decision 0050), until the
 * back-office has its page:
 *
 *   npm run api-token -- --site <code or site token>            a first key (refused if one is live)
 *   npm run api-token -- --site <code or site token> --rotate   a new key; the old one stops at once
 *   npm run api-token -- --site <code or site token> --revoke   no key: /external/* refuses the shop
 *   npm run api-token -- --site <code or site token> --show     whether a key is live (never the key)
 *
 * The key is printed once and only its SHA-256 is stored. Same database settings as the API
 * (DATABASE_URL, else PGLITE_DIR or ./data/pglite; stop an API running on the embedded
 * database first: PGlite has one user at a time).
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, schema } from "@sf/db";
import { eq, or } from "drizzle-orm";
import {
  createApiKey,
  describeApiKey,
  revokeApiKey,
  rotateApiKey,
} from "../apps/api/src/services/external/api-keys.ts";

const { values } = parseArgs({
  options: {
    site: { type: "string" },
    rotate: { type: "boolean", default: false },
    revoke: { type: "boolean", default: false },
    show: { type: "boolean", default: false },
  },
});
if (!values.site || [values.rotate, values.revoke, values.show].filter(Boolean).length > 1) {
  console.error("Usage: npm run api-token -- --site <code or site token> [--rotate | --revoke | --show]");
  process.exit(2);
}

const dataDir = process.env.PGLITE_DIR ?? join(process.cwd(), "data", "pglite");
const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir },
);
try {
  await database.migrate();
  const [site] = await database.db
    .select({ id: schema.sites.id, code: schema.sites.code, name: schema.sites.name })
    .from(schema.sites)
    .where(or(eq(schema.sites.code, values.site), eq(schema.sites.token, values.site)));
  if (!site) {
    console.error(`No shop with the code or token "${values.site}".`);
    process.exitCode = 1;
  } else if (values.revoke) {
    const revoked = await revokeApiKey(database.db, site.id);
    console.log(revoked ? `${site.name}: the key is revoked.` : `${site.name} had no live key.`);
  } else if (values.show) {
    const live = await describeApiKey(database.db, site.id);
    console.log(
      live
        ? `${site.name}: key ${live.prefix}… made ${live.createdAt.toISOString()}, last used ${live.lastUsedAt?.toISOString() ?? "never"}`
        : `${site.name} has no live key.`,
    );
  } else {
    const issued = values.rotate
      ? await rotateApiKey(database.db, site.id)
      : await createApiKey(database.db, site.id);
    console.log(
      `${site.name} (${site.code}): send this in the API-Token header. It is shown once:\n\n${issued.key}\n`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
