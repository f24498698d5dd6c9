import type { Vacancy } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { type EmploymentType, isVacancyOpen } from "@sf/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { sanitizeShopHtml } from "../admin/content/html-policy.ts";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The shop's open vacancies (all, or those with the given ids) in the shop's order, each in the
 * request's language, else the shop's main one; one without either is left out.
 */
export async function openVacancies(db: Db, site: Site, lang: string, ids?: number[]): Promise<Vacancy[]> {
  const { vacancies, vacancyTranslations } = schema;
  const rows = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.siteId, site.id), ids ? inArray(vacancies.id, ids) : undefined))
    .orderBy(asc(vacancies.position), asc(vacancies.id));
  const open = rows.filter((v) =>
    isVacancyOpen(
      {
        active: v.active,
        publishedOn: v.publishedAt.toISOString().slice(0, 10),
        validThrough: v.validThrough,
      },
      today(),
    ),
  );
  if (!open.length) return [];
  const texts = await db
    .select()
    .from(vacancyTranslations)
    .where(
      and(
        eq(vacancyTranslations.siteId, site.id),
        inArray(
          vacancyTranslations.vacancyId,
          open.map((v) => v.id),
        ),
        inArray(vacancyTranslations.lang, [lang, site.mainLanguage]),
      ),
    );
  return open.flatMap((v) => {
    const mine = texts.filter((t) => t.vacancyId === v.id);
    const text = mine.find((t) => t.lang === lang) ?? mine.find((t) => t.lang === site.mainLanguage);
    if (!text) return [];
    const hasSalary = v.salaryCurrency !== null && (v.salaryFrom !== null || v.salaryTo !== null);
    return [
      {
        id: v.id,
        title: text.title,
        location: text.location,
        // Cleaned on read too: vacancies also come from the seed and ERPs.
        description: sanitizeShopHtml(text.html),
        employment_type: v.employmentType as EmploymentType,
        salary: hasSalary
          ? {
              from: v.salaryFrom,
              to: v.salaryTo,
              currency: v.salaryCurrency as string,
              period: v.salaryPeriod === "hour" ? "hour" : "month",
            }
          : null,
        show_on_main_page: v.showOnMainPage,
        is_active: v.active,
        published_at: v.publishedAt.toISOString(),
        valid_through: v.validThrough,
        lang: text.lang,
      },
    ];
  });
}
