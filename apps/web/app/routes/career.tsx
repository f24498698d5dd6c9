import { parseId, type Vacancy } from "@sf/contract";
import { JOB_POSTING_EMPLOYMENT } from "@sf/domain";
import { type MouseEvent, useState } from "react";
import type { CareerDialogState } from "~/components/career/career-dialog.tsx";
import { VacancyFacts } from "~/components/career/vacancy-facts.tsx";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { lazyBlock } from "~/components/ui/lazy-block.ts";
import { PageHeader, ShopHtml } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { submitResume } from "~/lib/resume-form.server.ts";
import { seoMeta } from "~/lib/seo.ts";
import { siteOf } from "~/lib/site-data.ts";
import type { Route } from "./+types/career";

/**
 * Not in the page's first load: the dialog (Radix) loads when a link opens it, the CV form of the
 * `?apply=` view as it hydrates.
 */
const loadDialog = () => import("~/components/career/career-dialog.tsx");
const CareerDialog = lazyBlock(() => loadDialog().then((m) => m.CareerDialog));
const ResumeForm = lazyBlock(() => import("~/components/forms/resume-form.tsx").then((m) => m.ResumeForm));

/**
 * /{lang}/career: the open vacancies; a vacancy and its CV form open in a dialog. Without
 * JavaScript the same links lead to `?vacancy={id}` (the vacancy on the page) and
 * `?apply={id}` (`?apply=0`: an open application), whose multipart form posts to this action.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  langParam(params);
  const search = new URL(request.url).searchParams;
  const vacancies = await (await apiFor(request)).vacancies.list();
  const find = (name: string) => {
    const id = parseId(search.get(name) ?? "");
    return vacancies.find((v) => v.id === id) ?? null;
  };
  const apply = search.has("apply") ? { vacancy: find("apply") } : null;
  return { vacancies, selected: apply ? null : find("vacancy"), apply };
}

export async function action({ params, request }: Route.ActionArgs) {
  langParam(params);
  return submitResume(request, await request.formData());
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorOf(site.lang) : null;
  const meta = seoMeta({
    site,
    title: t ? t("career.title") : "",
    description: t ? t("career.intro") : undefined,
    pathname: location.pathname,
    noindex: location.search !== "",
  });
  const origin = site?.origin ?? "";
  const settings = site ? siteOf(site).settings : null;
  const shop = {
    origin,
    name: settings?.project ?? "",
    country: settings?.is_romanian === true ? "RO" : "MD",
  };
  for (const vacancy of data?.vacancies ?? []) meta.push({ "script:ld+json": jobPosting(vacancy, shop) });
  return meta;
};

/** schema.org JobPosting, so search engines can list the vacancy in job search. */
function jobPosting(vacancy: Vacancy, shop: { origin: string; name: string; country: string }) {
  const { origin } = shop;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: vacancy.title,
    description: vacancy.description,
    datePosted: vacancy.published_at,
    ...(vacancy.valid_through ? { validThrough: vacancy.valid_through } : {}),
    employmentType: JOB_POSTING_EMPLOYMENT[vacancy.employment_type],
    url: `${origin}/${vacancy.lang}/career?vacancy=${vacancy.id}`,
    inLanguage: vacancy.lang,
    hiringOrganization: { "@type": "Organization", name: shop.name, sameAs: origin },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", streetAddress: vacancy.location, addressCountry: shop.country },
    },
    ...(vacancy.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: vacancy.salary.currency,
            value: {
              "@type": "QuantitativeValue",
              ...(vacancy.salary.from !== null ? { minValue: vacancy.salary.from } : {}),
              ...(vacancy.salary.to !== null ? { maxValue: vacancy.salary.to } : {}),
              unitText: vacancy.salary.period === "hour" ? "HOUR" : "MONTH",
            },
          },
        }
      : {}),
  };
}

export default function Career({ loaderData, actionData }: Route.ComponentProps) {
  const { vacancies, selected, apply } = loaderData;
  const t = useT();
  const href = useHref();
  const page = href("/career");
  const [dialog, setDialog] = useState<CareerDialogState | null>(null);
  /** With scripts the links open the dialog; without, they lead to the page's own view. */
  const open = (state: CareerDialogState) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const href = event.currentTarget instanceof HTMLAnchorElement ? event.currentTarget.href : null;
    // The dialog's code first; should it fail to load, the link's own page shows the same.
    loadDialog()
      .then(() => CareerDialog.preload())
      .then(
        () => setDialog(state),
        () => {
          if (href) window.location.assign(href);
        },
      );
  };
  return (
    <>
      <PageHeader title={t("career.title")} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <p className="max-w-3xl">{t("career.intro")}</p>
        {selected ? <SelectedVacancy vacancy={selected} page={page} /> : null}
        {apply ? (
          <section id="apply" aria-labelledby="apply-title" className="card max-w-2xl space-y-4 p-5">
            <h2 id="apply-title" className="text-2xl">
              {apply.vacancy
                ? t("career.applyFor", { title: apply.vacancy.title })
                : t("career.openApplicationTitle")}
            </h2>
            {actionData?.status === "created" ? (
              <div role="status" className="space-y-2">
                <p className="text-xl font-bold">{t("forms.resume.successTitle")}</p>
                <p className="text-success-ink">{t("forms.resume.created")}</p>
              </div>
            ) : (
              <HydrateOnVisible id="career-resume-form" load={ResumeForm.preload}>
                <ResumeForm result={actionData} vacancyId={apply.vacancy?.id ?? null} />
              </HydrateOnVisible>
            )}
          </section>
        ) : null}
        <section aria-labelledby="vacancy-list">
          <h2 id="vacancy-list" className="mb-4 text-2xl">
            {t("career.vacancyList")}
          </h2>
          {vacancies.length ? (
            <ul className="grid gap-4 md:grid-cols-2">
              {vacancies.map((vacancy) => (
                <li key={vacancy.id} id={`vacancy-${vacancy.id}`} className="card flex flex-col gap-3 p-5">
                  <h3 className="text-xl">
                    <a
                      href={`${page}?vacancy=${vacancy.id}`}
                      onClick={open({ kind: "vacancy", vacancy })}
                      className="hover:underline"
                    >
                      {vacancy.title}
                    </a>
                  </h3>
                  <VacancyFacts vacancy={vacancy} />
                  <div className="mt-auto flex flex-wrap gap-2">
                    <a
                      href={`${page}?vacancy=${vacancy.id}`}
                      onClick={open({ kind: "vacancy", vacancy })}
                      className="btn border border-line"
                    >
                      {t("career.details")}
                      <span className="sr-only"> – {vacancy.title}</span>
                    </a>
                    <a
                      href={`${page}?apply=${vacancy.id}#apply`}
                      onClick={open({ kind: "apply", vacancy })}
                      className="btn btn-primary"
                    >
                      {t("career.apply")}
                      <span className="sr-only"> – {vacancy.title}</span>
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="card p-6 text-center">{t("career.empty")}</p>
          )}
        </section>
        <p>
          <a
            href={`${page}?apply=0#apply`}
            onClick={open({ kind: "apply", vacancy: null })}
            className="btn btn-secondary"
          >
            {t("career.openApplication")}
          </a>
        </p>
      </div>
      {dialog ? (
        <CareerDialog
          state={dialog}
          action={page}
          onApply={(vacancy) => setDialog({ kind: "apply", vacancy })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

/** The vacancy a `?vacancy=` link names, shown on the page (the dialog's view without JavaScript). */
function SelectedVacancy({ vacancy, page }: { vacancy: Vacancy; page: string }) {
  const t = useT();
  return (
    <article aria-labelledby="selected-vacancy" className="card max-w-3xl space-y-4 p-5">
      <h2 id="selected-vacancy" className="text-2xl">
        {vacancy.title}
      </h2>
      <VacancyFacts vacancy={vacancy} />
      <ShopHtml html={vacancy.description} />
      <div className="flex flex-wrap gap-2">
        <a href={`${page}?apply=${vacancy.id}#apply`} className="btn btn-primary">
          {t("career.apply")}
        </a>
        <a href={page} className="btn border border-line">
          {t("career.allVacancies")}
        </a>
      </div>
    </article>
  );
}
