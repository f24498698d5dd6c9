import type { Db } from "@sf/db";
import { reorderProblem } from "@sf/domain";
import { and, asc, eq, max } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { FieldErrors } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import type { StaffActor } from "../actor.ts";
import { type ContentTx, writeContent } from "./content-write.ts";

/** A content table: one row an item, scoped by the shop; `position` when the storefront orders them. */
export type ContentTable = PgTable & { id: PgColumn; siteId: PgColumn; position?: PgColumn };

/**
 * One kind of content item (a banner, an offer, a vacancy, an album...): where its row is, how a
 * body becomes its columns and the rows that hang off it, and how it reads back.
 */
export type ContentKind<View, Write> = {
  /** The audit log's name of the kind: `vacancy` gives vacancy.create, vacancy.update... */
  name: string;
  table: ContentTable;
  /** One item of the shop, as the back-office sees it (a 404 when it is not the shop's). */
  read: (db: Db | ContentTx, site: Site, id: number) => Promise<View>;
  /** All the shop's items, in the order the back-office lists them (needed to reorder them). */
  list?: (db: Db | ContentTx, site: Site) => Promise<View[]>;
  /** Problems with the body that need no database (texts' languages); throws FieldErrors. */
  check?: (site: Site, body: Write) => void;
  /** Problems that do (a status or region of another shop); throws FieldErrors. */
  checkIn?: (tx: ContentTx, site: Site, body: Write) => Promise<void>;
  /** The row's own columns (not site, id or position). */
  columns: (body: Write) => Record<string, unknown>;
  /** Replaces what hangs off the row (texts per language, pictures) with the body's. */
  writeChildren?: (tx: ContentTx, site: Site, id: number, body: Write) => Promise<void>;
};

/**
 * The list, read, create, update, delete and reorder of a content kind: every write and its audit
 * entry in one transaction, then the shop's storefront pages purged (`writeContent`).
 */
export function contentService<View, Write>(kind: ContentKind<View, Write>) {
  const { table, name } = kind;
  const mine = (site: Site, id: number) => and(eq(table.id, id), eq(table.siteId, site.id));
  const db = (x: Db | ContentTx) => x as Db;

  async function save(tx: ContentTx, site: Site, id: number, body: Write) {
    await kind.writeChildren?.(tx, site, id, body);
    return kind.read(tx, site, id);
  }

  return {
    list: (database: Db, site: Site) => kind.list?.(database, site) ?? Promise.resolve([]),
    get: (database: Db, site: Site, id: number) => kind.read(database, site, id),

    /** A new item; an ordered one goes last. */
    create: (database: Db, site: Site, actor: StaffActor, body: Write) => {
      kind.check?.(site, body);
      return writeContent(database, actor, `${name}.create`, async (tx) => {
        await kind.checkIn?.(tx, site, body);
        let position = {};
        if (table.position) {
          const [last] = await db(tx)
            .select({ n: max(table.position) })
            .from(table)
            .where(eq(table.siteId, site.id));
          position = { position: ((last?.n as number | null) ?? -1) + 1 };
        }
        const [row] = (await db(tx)
          .insert(table)
          .values({ siteId: site.id, ...position, ...kind.columns(body) } as never)
          .returning({ id: table.id })) as { id: number }[];
        const id = row?.id as number;
        const after = await save(tx, site, id, body);
        return { result: after, id, before: null, after };
      });
    },

    /** The item's columns and children replaced by the body's. */
    update: (database: Db, site: Site, actor: StaffActor, id: number, body: Write) => {
      kind.check?.(site, body);
      return writeContent(database, actor, `${name}.update`, async (tx) => {
        const before = await kind.read(tx, site, id);
        await kind.checkIn?.(tx, site, body);
        await db(tx)
          .update(table)
          .set(kind.columns(body) as never)
          .where(mine(site, id));
        const after = await save(tx, site, id, body);
        return { result: after, id, before, after };
      });
    },

    remove: async (database: Db, site: Site, actor: StaffActor, id: number): Promise<void> => {
      await writeContent(database, actor, `${name}.delete`, async (tx) => {
        const before = await kind.read(tx, site, id);
        await db(tx).delete(table).where(mine(site, id));
        return { result: undefined, id, before, after: null };
      });
    },

    /** The items in a new order: every item of the shop named once. */
    reorder: (database: Db, site: Site, actor: StaffActor, ids: number[]) => {
      const { position } = table;
      const { list } = kind;
      if (!position || !list) throw new Error(`${name} has no order.`);
      return writeContent(database, actor, `${name}.reorder`, async (tx) => {
        const rows = (await db(tx)
          .select({ id: table.id })
          .from(table)
          .where(eq(table.siteId, site.id))
          .orderBy(asc(position), asc(table.id))) as { id: number }[];
        const problem = reorderProblem(
          ids,
          rows.map((r) => r.id),
        );
        if (problem) throw new FieldErrors({ ids: [problem] });
        for (const [n, id] of ids.entries())
          await db(tx)
            .update(table)
            .set({ position: n } as never)
            .where(mine(site, id));
        return {
          result: await list(tx, site),
          id: site.id,
          before: { ids: rows.map((r) => r.id) },
          after: { ids },
        };
      });
    },
  };
}

export type ContentService<View, Write> = ReturnType<typeof contentService<View, Write>>;
