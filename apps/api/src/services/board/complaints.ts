import type { ComplaintCreate } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { complaintRefusal } from "@sf/domain";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { AppError, FieldErrors, notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { publishedAdverts } from "./list-adverts.ts";

const { complaints, complaintCategories, adverts } = schema;

/**
 * A visitor's report of a published advert (`POST /api/complaint/`), queued for the moderators
 * (the back-office). The limits are counted in the database under an advisory lock on the
 * reporter, so every API process agrees and two reports at once cannot both pass.
 */
export async function createComplaint(
  db: Db,
  site: Site,
  input: ComplaintCreate,
  reporter: { userId: number | null; hash: string },
): Promise<{ id: number; status: "open" }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`complaint:${reporter.hash}`}))`);
    const [advert] = await tx
      .select({ id: adverts.id })
      .from(adverts)
      .where(and(publishedAdverts(site), eq(adverts.id, input.advert)));
    if (!advert) throw notFound("Advert not found.");
    const [category] = await tx
      .select({ id: complaintCategories.id })
      .from(complaintCategories)
      .where(and(eq(complaintCategories.siteId, site.id), eq(complaintCategories.id, input.category)));
    if (!category) throw new FieldErrors({ category: ["Choose one of the reasons offered."] });
    const [today] = await tx
      .select({ n: count() })
      .from(complaints)
      .where(
        and(
          eq(complaints.siteId, site.id),
          eq(complaints.reporterHash, reporter.hash),
          gt(complaints.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    const [open] = await tx
      .select({ n: count() })
      .from(complaints)
      .where(
        and(
          eq(complaints.advertId, advert.id),
          eq(complaints.reporterHash, reporter.hash),
          eq(complaints.status, "open"),
        ),
      );
    const refusal = complaintRefusal(today?.n ?? 0, (open?.n ?? 0) > 0);
    if (refusal) throw new AppError(refusal.status === 409 ? "conflict" : "throttled", refusal.message);
    const [row] = await tx
      .insert(complaints)
      .values({
        siteId: site.id,
        advertId: advert.id,
        categoryId: category.id,
        body: input.body,
        reporterId: reporter.userId,
        reporterHash: reporter.hash,
      })
      .returning({ id: complaints.id });
    if (!row) throw new Error("complaint insert returned nothing");
    return { id: row.id, status: "open" as const };
  });
}

/**
 * "Show phone" on an advert's page: the owner's verified numbers chosen for it (all of them when
 * none were), counted (the owner sees how many visitors asked). The route limits how often one address may ask.
 */
export async function revealPhone(
  db: Db,
  site: Site,
  slug: string,
): Promise<{ phones: string[]; phone_views: number }> {
  const [advert] = await db
    .update(adverts)
    .set({ phoneViews: sql`${adverts.phoneViews} + 1` })
    .where(and(publishedAdverts(site), eq(adverts.slug, slug)))
    .returning({ userId: adverts.userId, views: adverts.phoneViews, contacts: adverts.contactPhoneIds });
  if (!advert) throw notFound("Advert not found.");
  const verified = await db
    .select({ id: schema.userPhones.id, phone: schema.userPhones.phone })
    .from(schema.userPhones)
    .where(and(eq(schema.userPhones.userId, advert.userId), sql`${schema.userPhones.verifiedAt} is not null`))
    .orderBy(sql`${schema.userPhones.isAuth} desc`, schema.userPhones.id);
  // The phones the owner chose for the advert; every verified one when none was chosen or none of them is left.
  const chosen = verified.filter((p) => advert.contacts?.includes(p.id));
  const phones = chosen.length ? chosen : verified;
  return { phones: phones.map((p) => p.phone), phone_views: advert.views };
}
