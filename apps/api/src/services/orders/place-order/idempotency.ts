import { createHash } from "node:crypto";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";

export type OrderRow = typeof schema.orders.$inferSelect;

/** What identifies a request body: the same Idempotency-Key with another body is refused. */
export const hashOf = (body: unknown) => createHash("sha256").update(JSON.stringify(body)).digest("hex");

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

async function byKey(db: Db, site: Site, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.siteId, site.id), eq(schema.orders.idempotencyKey, key)));
  return row;
}

/** A repeated request: the same body gets the first answer, another body is refused (422). */
function replay(existing: OrderRow, hash: string): OrderRow {
  if (existing.requestHash !== hash) {
    throw new AppError("unprocessable", "This Idempotency-Key was already used with a different request.");
  }
  return existing;
}

/** The order an earlier request with this key made (checked against this body), if any. */
export async function earlierOrder(
  db: Db,
  site: Site,
  key: string | null,
  hash: string,
): Promise<OrderRow | null> {
  if (!key) return null;
  const existing = await byKey(db, site, key);
  return existing ? replay(existing, hash) : null;
}

/**
 * A parallel twin committed first (the order row's unique key refused ours): its order is the
 * answer. Any other failure is not ours to handle: null.
 */
export async function twinOrder(
  db: Db,
  site: Site,
  key: string | null,
  hash: string,
  error: unknown,
): Promise<OrderRow | null> {
  if (!key || !isUniqueViolation(error)) return null;
  const existing = await byKey(db, site, key);
  return existing ? replay(existing, hash) : null;
}
