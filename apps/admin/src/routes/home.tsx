import type { AdminDashboard } from "@sf/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api } from "../api.ts";
import { InboxCounts } from "../components/customers-inbox-counts.tsx";
import { ErrorNote, Loading, PageTitle } from "../components/ui.tsx";
import { formatMoney, type MessageKey, useI18n } from "../i18n.tsx";
import { useMe } from "../session.tsx";

/** The start page: the dashboard for roles that have it, a welcome for the others. */
export default function Home() {
  const me = useMe();
  const { t } = useI18n();
  if (!me.data?.areas.includes("dashboard"))
    return (
      <section>
        <PageTitle>{t("home.welcome", { name: me.data?.name || me.data?.email || "" })}</PageTitle>
        <p className="text-slate-800">{t("home.noAreasYet")}</p>
      </section>
    );
  return <Dashboard />;
}

function Dashboard() {
  const { t, lang } = useI18n();
  const me = useMe();
  const query = useQuery({
    queryKey: ["dashboard", lang],
    queryFn: () => api<AdminDashboard>("/dashboard", { lang }),
    refetchInterval: 60_000,
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;
  const d = query.data;
  // Low stock leads to the product's editor, for those who may open it.
  const canEditProducts = me.data?.areas.includes("catalogue") ?? false;
  return (
    <section>
      <PageTitle>{t("dashboard.title")}</PageTitle>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="card">
          <h2 className="text-sm text-slate-700">{t("dashboard.todayOrders")}</h2>
          <p className="text-3xl font-semibold" data-testid="today-orders">
            {d.today.orders}
          </p>
        </div>
        <div className="card">
          <h2 className="text-sm text-slate-700">{t("dashboard.todayRevenue")}</h2>
          <p className="text-3xl font-semibold">{formatMoney(d.today.revenue, d.today.currency, lang)}</p>
        </div>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="card">
          <h2 className="mb-2 font-semibold">{t("dashboard.waiting")}</h2>
          <ul className="space-y-1">
            {Object.entries(d.waiting).map(([status, n]) => (
              <li key={status} className="flex justify-between">
                <Link className="text-blue-800 underline" to={`/orders?status=${status}`}>
                  {t(`status.${status}` as MessageKey)}
                </Link>
                <span className="font-semibold">{n}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="card">
          <h2 className="mb-2 font-semibold">{t("dashboard.lowStock")}</h2>
          {d.low_stock.length === 0 ? (
            <p className="text-slate-700">{t("dashboard.noLowStock")}</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-slate-700">
                  <th scope="col" className="py-1 font-medium">
                    {t("order.product")}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t("dashboard.stock")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.low_stock.map((p) => (
                  <tr key={p.id} className="border-t border-slate-100">
                    <td className="py-1">
                      {canEditProducts ? (
                        <Link className="text-blue-800 underline" to={`/products/${p.id}`}>
                          {p.title}
                        </Link>
                      ) : (
                        p.title
                      )}{" "}
                      <span className="text-slate-700">({p.code})</span>
                    </td>
                    <td className="py-1 text-right font-semibold">{p.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        {me.data?.areas.includes("inboxes") ? <InboxCounts /> : null}
      </div>
    </section>
  );
}
