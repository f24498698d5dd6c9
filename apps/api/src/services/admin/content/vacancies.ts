import type { AdminVacancy, adminVacancyWriteSchema } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { contentService } from "./content-kind.ts";
import { type ContentTx, checkTexts } from "./content-write.ts";
import { sanitizeShopHtml } from "./html-policy.ts";

type VacancyWrite = z.output<typeof adminVacancyWriteSchema>;
type VacancyRow = typeof schema.vacancies.$inferSelect;
type TextRow = typeof schema.vacancyTranslations.$inferSelect;
const { vacancies, vacancyTranslations } = schema;

function toVacancy(row: VacancyRow, texts: TextRow[]): AdminVacancy {
  return {
    id: row.id,
    position: row.position,
    active: row.active,
    show_on_main_page: row.showOnMainPage,
    employment_type: row.employmentType,
    salary_from: row.salaryFrom,
    salary_to: row.salaryTo,
    salary_currency: row.salaryCurrency,
    salary_period: row.salaryPeriod,
    valid_through: row.validThrough,
    published_at: row.publishedAt.toISOString(),
    translations: texts.map((t) => ({ lang: t.lang, title: t.title, location: t.location, html: t.html })),
  };
}

/** The shop's vacancies (all, or those with `ids`) in the storefront's order, with their texts. */
async function readVacancies(db: Db | ContentTx, site: Site, ids?: number[]): Promise<AdminVacancy[]> {
  const rows = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.siteId, site.id), ids ? inArray(vacancies.id, ids) : undefined))
    .orderBy(asc(vacancies.position), asc(vacancies.id));
  if (!rows.length) return [];
  const texts = await db
    .select()
    .from(vacancyTranslations)
    .where(
      and(
        eq(vacancyTranslations.siteId, site.id),
        inArray(
          vacancyTranslations.vacancyId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(vacancyTranslations.id));
  return rows.map((row) =>
    toVacancy(
      row,
      texts.filter((t) => t.vacancyId === row.id),
    ),
  );
}

async function readVacancy(db: Db | ContentTx, site: Site, id: number): Promise<AdminVacancy> {
  const [found] = await readVacancies(db, site, [id]);
  if (!found) throw notFound("Vacancy not found.");
  return found;
}

async function writeTexts(tx: ContentTx, site: Site, id: number, body: VacancyWrite): Promise<void> {
  await tx
    .delete(vacancyTranslations)
    .where(and(eq(vacancyTranslations.vacancyId, id), eq(vacancyTranslations.siteId, site.id)));
  await tx.insert(vacancyTranslations).values(
    body.translations.map((t) => ({
      vacancyId: id,
      siteId: site.id,
      lang: t.lang,
      title: t.title,
      location: t.location,
      html: sanitizeShopHtml(t.html),
    })),
  );
}

/** The shop's vacancies (`/{lang}/career`): texts per language, the main one required. */
export const adminVacancies = contentService<AdminVacancy, VacancyWrite>({
  name: "vacancy",
  table: vacancies,
  read: readVacancy,
  list: (db, site) => readVacancies(db, site),
  check: (site, body) => checkTexts(site, body.translations, { mainRequired: true }),
  columns: (body) => ({
    active: body.active,
    showOnMainPage: body.show_on_main_page,
    employmentType: body.employment_type,
    salaryFrom: body.salary_from,
    salaryTo: body.salary_to,
    salaryCurrency: body.salary_currency,
    salaryPeriod: body.salary_period,
    validThrough: body.valid_through,
  }),
  writeChildren: writeTexts,
});
