import type { Vacancy, VacancySalary } from "@sf/contract";
import { formatDate, formatPrice, type Locale, type Translate } from "@sf/i18n";
import { useLang, useT } from "~/lib/i18n.ts";

/** "12 000 lei – 16 000 lei a month", "from 100 lei an hour"... */
export function salaryText(salary: VacancySalary, t: Translate, lang: Locale): string {
  const price = (value: number) => formatPrice(value, salary.currency, lang);
  const amount =
    salary.from !== null && salary.to !== null
      ? t("career.salaryRange", { from: price(salary.from), to: price(salary.to) })
      : salary.from !== null
        ? t("career.salaryFrom", { amount: price(salary.from) })
        : t("career.salaryUpTo", { amount: price(salary.to ?? 0) });
  return t(salary.period === "hour" ? "career.salaryHour" : "career.salaryMonth", { amount });
}

/** Where, how and for how much: the facts a vacancy card and its details show. */
export function VacancyFacts({ vacancy }: { vacancy: Vacancy }) {
  const t = useT();
  const lang = useLang();
  const facts: [string, string][] = [
    [t("career.location"), vacancy.location],
    [t("career.employment"), t(`career.employment.${vacancy.employment_type}`)],
  ];
  if (vacancy.salary) facts.push([t("career.salary"), salaryText(vacancy.salary, t, lang)]);
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      {vacancy.valid_through ? (
        <dd className="text-muted sm:col-span-2">
          {t("career.validThrough", { date: formatDate(vacancy.valid_through, lang) })}
        </dd>
      ) : null}
    </dl>
  );
}
