import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sites } from "./site.ts";

/**
 * Every picture stored through the upload pipeline (advert pictures, profile pictures, the
 * back-office's uploads: `media/<site>/uploads/<name>.webp` and its variants), by its content
 * hash, with when it was last stored. The sweep (decision 0063) removes the files of a name
 * nothing in the database mentions any more, once it is older than a grace period, so an upload
 * whose form has not been saved yet is never taken.
 */
export const storedUploads = pgTable(
  "stored_uploads",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The 16 hex digits of `uploads/<name>.webp`. */
    name: text("name").notNull(),
    /** Set again each time the same picture is stored: the grace period counts from the last. */
    storedAt: timestamp("stored_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.name] }), index("stored_uploads_stored_at").on(t.storedAt)],
);
