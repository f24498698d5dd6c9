import type { AdminCompanyList } from "@sf/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { api, queryString } from "../../api.ts";
import { Pager, withParams } from "../../components/pager.tsx";
import { ErrorNote, Loading, PageTitle, ScrollBox } from "../../components/ui.tsx";
import { useI18n } from "../../i18n.tsx";

/** The customers' companies (legal entities), searchable by name, fiscal code or e-mail. */
export default function Companies() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Number(params.get("page") ?? 1) || 1;
  const search = queryString({ q, page });
  const query = useQuery({
    queryKey: ["companies", search],
    queryFn: () => api<AdminCompanyList>(`/companies${search}`, { lang }),
    placeholderData: keepPreviousData,
  });
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    setParams(withParams(params, { q: value, page: null }));
  };
  return (
    <section>
      <p className="mb-2">
        <Link className="text-blue-800 underline" to="/customers">
          {t("customers.backToList")}
        </Link>
      </p>
      <PageTitle>{t("customers.companies")}</PageTitle>
      <search>
        <form onSubmit={apply} className="card mb-4 flex flex-wrap items-end gap-3" key={q}>
          <label className="label min-w-64 flex-1">
            {t("customers.companySearch")}
            <input name="q" type="search" defaultValue={q} className="field" />
          </label>
          <button type="submit" className="btn btn-primary">
            {t("customers.find")}
          </button>
        </form>
      </search>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote error={query.error} retry={() => query.refetch()} />
      ) : (
        <>
          <ScrollBox label={t("customers.companies")} className="rounded-lg border border-slate-200 bg-white">
            <table className="w-full min-w-[720px] text-sm">
              <caption className="sr-only">{t("customers.companies")}</caption>
              <thead className="bg-slate-100 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("customers.company")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("customers.fiscalCode")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("customers.vatCode")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("customers.customer")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("customers.orders")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((c) => (
                  <tr key={c.id} className="border-t border-slate-100">
                    <td className="px-3 py-2">
                      {c.name}
                      {c.address ? <span className="block text-xs text-slate-700">{c.address}</span> : null}
                    </td>
                    <td className="px-3 py-2">{c.fiscal_code}</td>
                    <td className="px-3 py-2">{c.vat_code || "—"}</td>
                    <td className="px-3 py-2">
                      <Link className="text-blue-800 underline" to={`/customers/${c.customer.id}`}>
                        {c.customer.name || c.customer.email}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <Link className="text-blue-800 underline" to={`/orders?customer_id=${c.customer.id}`}>
                        {c.orders}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {query.data.items.length === 0 ? (
              <p className="p-4 text-slate-700">{t("customers.noCompaniesFound")}</p>
            ) : null}
          </ScrollBox>
          <Pager
            page={page}
            pages={query.data.pages}
            go={(p) => setParams(withParams(params, { page: p }))}
          />
        </>
      )}
    </section>
  );
}
