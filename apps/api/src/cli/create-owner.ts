import { join } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { openDatabase } from "@sf/db";
import { isSeeded, seedDemo } from "@sf/db/seed";
import { createOwner } from "../services/admin/staff-members.ts";

/**
 * `npm run admin:create-owner -- --shop default --email me@shop.md [--password ...] [--name ...]`:
 * makes a shop's first owner (or resets an existing member to owner with a new password). Asks
 * for what the flags leave out; the password is read without echo. On the embedded database,
 * stop the API first (PGlite has one writer).
 */
const { values } = parseArgs({
  options: {
    shop: { type: "string" },
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(
    "Usage: npm run admin:create-owner -- --shop <code> --email <e-mail> [--password <p>] [--name <n>]",
  );
  process.exit(0);
}

const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
async function ask(question: string, secret = false): Promise<string> {
  if (!secret || !process.stdin.isTTY) return (await rl.question(question)).trim();
  // Hide the typed password: the prompt is written, the echo of each key is not.
  const output = rl as unknown as { _writeToOutput?: (s: string) => void };
  const write = output._writeToOutput;
  process.stdout.write(question);
  output._writeToOutput = () => {};
  try {
    return (await rl.question("")).trim();
  } finally {
    output._writeToOutput = write;
    process.stdout.write("\n");
  }
}

const shop = values.shop ?? (await ask("Shop code (default, farmacie...): "));
const email = values.email ?? (await ask("Owner's e-mail: "));
const password = values.password ?? (await ask("Password (10+ characters): ", true));
rl.close();

const dataDir = process.env.PGLITE_DIR ?? join(process.cwd(), "data", "pglite");
const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir },
);
try {
  await database.exclusive(async () => {
    await database.migrate();
    if (!(await isSeeded(database.db))) await seedDemo(database.db);
  });
  const result = await createOwner(database.db, {
    shop,
    email,
    password,
    ...(values.name ? { name: values.name } : {}),
  });
  console.log(
    `${result.created ? "Created" : "Reset"} the owner ${email.toLowerCase()} of "${shop}". Sign in at /admin/ with the shop code "${shop}".`,
  );
} catch (error) {
  console.error(`Could not create the owner: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
