import type { Vacancy } from "@sf/contract";
import { Link } from "react-router";
import { VacancyFacts } from "~/components/career/vacancy-facts.tsx";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

/** The home page's "we are hiring" block: the vacancies the shop flags for it, linking to the career page. */
export function HomeVacancies({ vacancies }: { vacancies: Vacancy[] }) {
  const t = useT();
  const href = useHref();
  if (!vacancies.length) return null;
  return (
    <HydrateOnVisible id="home-vacancies" className="sf-deferred">
      <section aria-labelledby="home-vacancies-title" className="mt-10">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="home-vacancies-title" className="text-2xl">
            {t("home.vacancies")}
          </h2>
          <Link to={href("/career")} className="font-semibold text-link hover:underline">
            {t("career.allVacancies")}
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {vacancies.map((vacancy) => (
            <li key={vacancy.id} className="card flex flex-col gap-3 p-5">
              <h3 className="text-lg">
                <Link to={href(`/career?vacancy=${vacancy.id}`)} className="hover:underline">
                  {vacancy.title}
                </Link>
              </h3>
              <VacancyFacts vacancy={vacancy} />
            </li>
          ))}
        </ul>
      </section>
    </HydrateOnVisible>
  );
}
