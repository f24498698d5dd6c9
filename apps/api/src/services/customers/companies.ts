import type { Company, UserGroup } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, asc, eq, ilike, or } from "drizzle-orm";
import { FieldErrors, notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { containing } from "../../lib/sql.ts";

/** The spec's user groups: individuals, and business customers (with a company). */
export const USER_GROUPS = {
  individual: { id: 1, name: "individual" },
  business: { id: 2, name: "business" },
};
export const MAX_COMPANIES = 20;

type Row = typeof schema.companies.$inferSelect;
type CompanyInput = {
  name: string;
  fiscal_code: string;
  vat_code: string;
  address: string;
  bank: string;
  iban: string;
};

const view = (row: Row): Company => ({
  id: row.id,
  name: row.name,
  fiscal_code: row.fiscalCode,
  vat_code: row.vatCode,
  address: row.address,
  bank: row.bank,
  iban: row.iban,
});

/** A customer's companies, oldest first; `search` matches the name or the fiscal code. */
export async function listCompanies(db: Db, site: Site, userId: number, search?: string): Promise<Company[]> {
  const { companies } = schema;
  const text = search?.trim();
  const rows = await db
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.siteId, site.id),
        eq(companies.userId, userId),
        text
          ? or(ilike(companies.name, containing(text)), eq(companies.fiscalCode, text.toUpperCase()))
          : undefined,
      ),
    )
    .orderBy(asc(companies.createdAt), asc(companies.id));
  return rows.map(view);
}

/** The customer's user group: business once they have a company (the `user-group-id` cookie). */
export async function userGroup(db: Db, site: Site, userId: number): Promise<UserGroup> {
  const [user] = await db
    .select({ points: schema.users.loyaltyPoints })
    .from(schema.users)
    .where(and(eq(schema.users.siteId, site.id), eq(schema.users.id, userId)));
  if (!user) throw notFound("No such user.");
  const companies = await listCompanies(db, site, userId);
  return {
    id: userId,
    user: userId,
    company: companies[0] ?? null,
    companies,
    loyalty_points: user.points,
    group_user_type: companies.length ? USER_GROUPS.business : USER_GROUPS.individual,
  };
}

/**
 * `create-company` (one) and `create-company-multi` (several): in one transaction; a fiscal code
 * the customer already has, twice in the request, or past 20 companies is refused with nothing saved.
 */
export async function createCompanies(
  db: Db,
  site: Site,
  userId: number,
  inputs: CompanyInput[],
): Promise<UserGroup> {
  const codes = inputs.map((c) => c.fiscal_code.toUpperCase());
  if (new Set(codes).size !== codes.length)
    throw new FieldErrors({ fiscal_code: ["The same fiscal code is given twice."] });
  await db.transaction(async (tx) => {
    const held = await tx
      .select({ code: schema.companies.fiscalCode })
      .from(schema.companies)
      .where(and(eq(schema.companies.siteId, site.id), eq(schema.companies.userId, userId)))
      .for("update");
    if (held.some((h) => codes.includes(h.code)))
      throw new FieldErrors({ fiscal_code: ["You already have a company with this fiscal code."] });
    if (held.length + inputs.length > MAX_COMPANIES)
      throw new FieldErrors({ non_field_errors: [`At most ${MAX_COMPANIES} companies.`] });
    await tx.insert(schema.companies).values(
      inputs.map((c, i) => ({
        siteId: site.id,
        userId,
        name: c.name,
        fiscalCode: codes[i] as string,
        vatCode: c.vat_code,
        address: c.address,
        bank: c.bank,
        iban: c.iban,
      })),
    );
  });
  return userGroup(db, site, userId);
}
