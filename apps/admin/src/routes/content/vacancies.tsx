import type { AdminVacancy } from "@sf/contract";
import { CURRENCIES } from "@sf/contract";
import { adminVacancyWriteSchema, SALARY_PERIODS } from "@sf/contract/admin-content-extras";
import { EMPLOYMENT_TYPES } from "@sf/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../api.ts";
import { CheckField, PublishedBadge, SelectField, TextField } from "../../components/content-fields.tsx";
import { FormButtons, TextTabs, useContentWrite, useLanguageTexts } from "../../components/content-form.tsx";
import { ContentList } from "../../components/content-list.tsx";
import { FormErrors, HtmlField, StorefrontLink, useShopLanguages } from "../../components/content-parts.tsx";
import { ContentScreen } from "../../components/content-screen.tsx";
import { type MessageKey, useI18n } from "../../i18n.tsx";

type Text = AdminVacancy["translations"][number];
const KEY = ["content", "vacancies"] as const;

/** The shop's vacancies (`/{lang}/career`) in the storefront's order; one opens in a dialog. */
export default function Vacancies() {
  const { t } = useI18n();
  const query = useQuery({ queryKey: KEY, queryFn: () => api<AdminVacancy[]>("/content/vacancies") });
  return (
    <ContentScreen
      newLabel={t("content.newVacancy")}
      editLabel={t("content.editVacancy")}
      storefrontPath={`/${useShopLanguages()[0] ?? "ro"}/career`}
      query={query}
      list={(items, edit) => (
        <ContentList
          label={t("content.vacancies")}
          reorderPath="/content/vacancies"
          queryKey={KEY}
          items={items}
          name={(v) => v.translations[0]?.title ?? `#${v.id}`}
          columns={[
            {
              header: t("content.employment"),
              cell: (v) => t(`content.employment.${v.employment_type}` as MessageKey),
            },
            { header: t("content.state"), cell: (v) => <PublishedBadge active={v.active} /> },
          ]}
          onEdit={edit}
        />
      )}
      form={(vacancy, done) => <VacancyForm vacancy={vacancy} done={done} />}
    />
  );
}

const amount = (value: string) => (value.trim() === "" ? null : Number(value));

function VacancyForm({ vacancy, done }: { vacancy: AdminVacancy | null; done: () => void }) {
  const { t } = useI18n();
  const [active, setActive] = useState(vacancy?.active ?? true);
  const [onHome, setOnHome] = useState(vacancy?.show_on_main_page ?? false);
  const [employment, setEmployment] = useState<string>(vacancy?.employment_type ?? "full_time");
  const [from, setFrom] = useState(String(vacancy?.salary_from ?? ""));
  const [to, setTo] = useState(String(vacancy?.salary_to ?? ""));
  const [currency, setCurrency] = useState(vacancy?.salary_currency ?? "");
  const [period, setPeriod] = useState(vacancy?.salary_period ?? "month");
  const [until, setUntil] = useState(vacancy?.valid_through ?? "");
  const texts = useLanguageTexts<Text>(
    vacancy?.translations,
    (lang) => ({ lang, title: "", location: "", html: "" }),
    (x) => Boolean(x.title.trim() || x.location.trim() || x.html.trim()),
  );
  const write = useContentWrite({
    path: "/content/vacancies",
    id: vacancy?.id,
    schema: adminVacancyWriteSchema,
    done,
  });
  const submit = write.onSubmit(() => ({
    active,
    show_on_main_page: onHome,
    employment_type: employment,
    salary_from: amount(from),
    salary_to: amount(to),
    salary_currency: currency || null,
    salary_period: period,
    valid_through: until || null,
    translations: texts.written(),
  }));
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <CheckField label={t("content.publishedField")} checked={active} onChange={setActive} />
      <CheckField label={t("content.onHome")} checked={onHome} onChange={setOnHome} />
      <SelectField
        label={t("content.employment")}
        value={employment}
        onChange={setEmployment}
        options={EMPLOYMENT_TYPES.map((e) => [e, t(`content.employment.${e}` as MessageKey)])}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField type="number" label={t("content.salaryFrom")} value={from} onChange={setFrom} />
        <TextField type="number" label={t("content.salaryTo")} value={to} onChange={setTo} />
        <SelectField
          label={t("content.currency")}
          value={currency}
          onChange={setCurrency}
          options={[["", t("content.salaryHidden")], ...CURRENCIES.map((c): [string, string] => [c, c])]}
        />
        <SelectField
          label={t("content.salaryPeriod")}
          value={period}
          onChange={setPeriod}
          options={SALARY_PERIODS.map((p) => [p, t(`content.period.${p}` as MessageKey)])}
        />
      </div>
      <TextField type="date" label={t("content.validThrough")} value={until} onChange={setUntil} />
      <TextTabs texts={texts}>
        {(lang, text, edit) => (
          <>
            <TextField
              label={t("content.titleIn", { lang })}
              value={text.title}
              onChange={(title) => edit({ title })}
            />
            <TextField
              label={t("content.locationIn", { lang })}
              value={text.location}
              onChange={(location) => edit({ location })}
            />
            <HtmlField
              label={t("content.textIn", { lang })}
              value={text.html}
              onChange={(html) => edit({ html })}
            />
            {vacancy?.active && texts.stored(lang) ? (
              <StorefrontLink path={`/${lang}/career#vacancy-${vacancy.id}`} />
            ) : null}
          </>
        )}
      </TextTabs>
      <FormErrors errors={write.errors} />
      <FormButtons write={write} onCancel={done} />
    </form>
  );
}
