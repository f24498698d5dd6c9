import type { AdminStore, adminStoreInputSchema } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { storeProblems } from "@sf/domain";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { AppError, FieldErrors } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { clearSitePages } from "../../external/site-pages.ts";
import type { StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";

type Input = z.output<typeof adminStoreInputSchema>;
type Row = typeof schema.shops.$inferSelect;

const view = (r: Row): AdminStore => ({
  id: r.id,
  position: r.position,
  title: r.title,
  address: r.address,
  phones: r.phones,
  hours: r.hours,
  lat: r.lat,
  lng: r.lng,
});

/** Only the shop's languages are kept; empty texts are dropped. */
const texts = (value: Record<string, string>, languages: string[]) =>
  Object.fromEntries(Object.entries(value).filter(([lang, text]) => languages.includes(lang) && text.trim()));

function checked(site: Site, input: Input) {
  const values = {
    position: input.position,
    title: texts(input.title, site.languages),
    address: texts(input.address, site.languages),
    phones: input.phones,
    hours: input.hours.map((h) => (h?.trim() ? h.trim() : null)),
    lat: input.lat,
    lng: input.lng,
  };
  const problems = storeProblems(values, site.mainLanguage);
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  return values;
}

export async function listAdminStores(db: Db, siteId: number): Promise<AdminStore[]> {
  const rows = await db
    .select()
    .from(schema.shops)
    .where(eq(schema.shops.siteId, siteId))
    .orderBy(asc(schema.shops.position), asc(schema.shops.id));
  return rows.map(view);
}

export async function createStore(db: Db, actor: StaffActor, site: Site, input: Input): Promise<AdminStore> {
  const values = checked(site, input);
  const store = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.shops)
      .values({ ...values, siteId: site.id })
      .returning();
    if (!row) throw new Error("store insert returned nothing");
    await writeAudit(tx, actor, {
      action: "store.create",
      entity: "store",
      entityId: row.id,
      before: null,
      after: view(row),
    });
    return view(row);
  });
  await clearSitePages(db, site.id);
  return store;
}

export async function updateStore(
  db: Db,
  actor: StaffActor,
  site: Site,
  id: number,
  input: Input,
): Promise<AdminStore> {
  const values = checked(site, input);
  const store = await db.transaction(async (tx) => {
    const own = and(eq(schema.shops.id, id), eq(schema.shops.siteId, site.id));
    const [before] = await tx.select().from(schema.shops).where(own).for("update");
    if (!before) throw new AppError("not_found", "No such store.");
    const [row] = await tx.update(schema.shops).set(values).where(own).returning();
    if (!row) throw new AppError("not_found", "No such store.");
    await writeAudit(tx, actor, {
      action: "store.update",
      entity: "store",
      entityId: id,
      before: view(before),
      after: view(row),
    });
    return view(row);
  });
  await clearSitePages(db, site.id);
  return store;
}
