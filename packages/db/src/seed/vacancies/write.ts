import type { Db } from "../../client.ts";
import { vacancies, vacancyTranslations } from "../../schema.ts";
import type { VacancySeed, VacancyText } from "./types.ts";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const HEADINGS: Record<string, { duties: string; offer: string }> = {
  ro: { duties: "Ce veți face", offer: "Ce oferim" },
  ru: { duties: "Что нужно делать", offer: "Что мы предлагаем" },
  uk: { duties: "Що потрібно робити", offer: "Що ми пропонуємо" },
  en: { duties: "What you will do", offer: "What we offer" },
};

function descriptionHtml(lang: string, text: VacancyText): string {
  const h = HEADINGS[lang] ?? (HEADINGS.en as { duties: string; offer: string });
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;
  return [
    `<p>${escapeHtml(text.intro)}</p>`,
    `<h3>${h.duties}</h3>`,
    list(text.duties),
    `<h3>${h.offer}</h3>`,
    list(text.offer),
  ].join("\n");
}

/** Writes a demo shop's open vacancies, each in the shop's languages. */
export async function seedVacancies(
  db: Db,
  target: { siteId: number; languages: string[] },
  list: VacancySeed[] | undefined,
): Promise<void> {
  for (const [position, vacancy] of (list ?? []).entries()) {
    const texts = Object.entries(vacancy.byLang).filter(([lang]) => target.languages.includes(lang));
    if (!texts.length) continue;
    const publishedAt = new Date(Date.now() - (vacancy.publishedDaysAgo ?? 7) * 86_400_000);
    const [row] = await db
      .insert(vacancies)
      .values({
        siteId: target.siteId,
        employmentType: vacancy.employment,
        salaryFrom: vacancy.salary?.from ?? null,
        salaryTo: vacancy.salary?.to ?? null,
        salaryCurrency: vacancy.salary?.currency ?? null,
        salaryPeriod: vacancy.salary?.period ?? "month",
        showOnMainPage: vacancy.onMainPage ?? false,
        position,
        publishedAt,
      })
      .returning({ id: vacancies.id });
    if (!row) throw new Error("vacancy insert returned nothing");
    await db.insert(vacancyTranslations).values(
      texts.map(([lang, text]) => ({
        vacancyId: row.id,
        siteId: target.siteId,
        lang,
        title: text.title,
        location: text.location,
        html: descriptionHtml(lang, text),
      })),
    );
  }
}
