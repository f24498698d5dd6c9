import type { AdminAuditList } from "@sf/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { api, queryString } from "../api.ts";
import { ErrorNote, Loading, PageTitle, ScrollBox } from "../components/ui.tsx";
import { formatDateTime, useI18n } from "../i18n.tsx";

const show = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
        .join(", ")
    : "—";

/** Every change made in the back-office (owner only), newest first. */
export default function Audit() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? 1) || 1;
  const search = queryString({ page, entity: params.get("entity"), entity_id: params.get("entity_id") });
  const query = useQuery({
    queryKey: ["audit", search],
    queryFn: () => api<AdminAuditList>(`/audit${search}`),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;
  const go = (next: number) => {
    const p = new URLSearchParams(params);
    p.set("page", String(next));
    setParams(p);
  };
  return (
    <section>
      <PageTitle>{t("audit.title")}</PageTitle>
      <ScrollBox label={t("audit.title")} className="rounded-lg border border-slate-200 bg-white">
        <table className="w-full min-w-[720px] text-sm">
          <thead className="bg-slate-100 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("audit.when")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("audit.who")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("audit.what")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("audit.before")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("audit.after")}
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((e) => (
              <tr key={e.id} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(e.at, lang)}</td>
                <td className="px-3 py-2">{e.staff_email}</td>
                <td className="px-3 py-2">
                  {e.action} · {e.entity} {e.entity_id}
                </td>
                <td className="px-3 py-2">{show(e.before)}</td>
                <td className="px-3 py-2">{show(e.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <nav className="mt-3 flex items-center gap-3" aria-label={t("common.pages")}>
        <button type="button" className="btn" disabled={page <= 1} onClick={() => go(page - 1)}>
          {t("common.prev")}
        </button>
        <span className="text-sm">{t("common.page", { page, pages: query.data.pages })}</span>
        <button
          type="button"
          className="btn"
          disabled={page >= query.data.pages}
          onClick={() => go(page + 1)}
        >
          {t("common.next")}
        </button>
      </nav>
    </section>
  );
}
