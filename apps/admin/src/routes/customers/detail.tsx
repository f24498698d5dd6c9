import type { AdminCustomerDetail } from "@sf/contract";
import { adminPointsAdjustSchema } from "@sf/contract/admin-customers";
import { adjustPoints } from "@sf/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { api } from "../../api.ts";
import { Badge, ErrorNote, Facts, Loading, PageTitle, ScrollBox, statusTone } from "../../components/ui.tsx";
import { formatDateTime, formatMoney, type MessageKey, useI18n } from "../../i18n.tsx";

/** One customer: contact data, companies, orders, points balance and history, and the adjustment form. */
export default function Customer() {
  const { t, lang } = useI18n();
  const id = useParams().id ?? "";
  const query = useQuery({
    queryKey: ["customer", id],
    queryFn: () => api<AdminCustomerDetail>(`/customers/${encodeURIComponent(id)}`, { lang }),
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;
  const c = query.data;
  return (
    <section>
      <p className="mb-2">
        <Link className="text-blue-800 underline" to="/customers">
          {t("customers.backToList")}
        </Link>
      </p>
      <PageTitle>{c.name || c.email}</PageTitle>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="card">
          <h2 className="mb-2 font-semibold">{t("customers.contact")}</h2>
          <Facts
            rows={[
              [t("customers.email"), c.email],
              [t("customers.phone"), c.phone || "—"],
              [t("customers.birthday"), c.birthday ?? "—"],
              [t("customers.language"), c.lang],
              [t("customers.active"), c.active ? t("common.yes") : t("common.no")],
              [t("customers.registered"), formatDateTime(c.created_at, lang)],
              [t("customers.lastLogin"), c.last_login ? formatDateTime(c.last_login, lang) : "—"],
            ]}
          />
        </div>
        <PointsCard customer={c} />
      </div>

      <div className="card mt-4">
        <h2 className="mb-2 font-semibold">{t("customers.companies")}</h2>
        {c.companies.length === 0 ? (
          <p className="text-slate-700">{t("customers.noCompanies")}</p>
        ) : (
          <ul className="space-y-2">
            {c.companies.map((company) => (
              <li key={company.id}>
                <p className="font-medium">{company.name}</p>
                <p className="text-sm text-slate-700">
                  {t("customers.fiscalCode")}: {company.fiscal_code}
                  {company.vat_code ? ` · ${t("customers.vatCode")}: ${company.vat_code}` : ""}
                  {company.address ? ` · ${company.address}` : ""}
                  {company.iban ? ` · IBAN ${company.iban}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="card mt-4">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">
            {t("customers.orders")} ({c.orders})
          </h2>
          {c.orders > 0 ? (
            <Link className="text-blue-800 underline" to={`/orders?customer_id=${c.id}`}>
              {t("customers.allOrders")}
            </Link>
          ) : null}
        </div>
        {c.recent_orders.length === 0 ? (
          <p className="text-slate-700">{t("customers.noOrders")}</p>
        ) : (
          <ScrollBox label={t("customers.orders")}>
            <table className="w-full min-w-[560px] text-sm">
              <thead className="text-left text-slate-700">
                <tr>
                  <th scope="col" className="py-1 font-medium">
                    {t("customers.order")}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t("customers.date")}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t("customers.status")}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t("customers.total")}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t("customers.pointsEarnedSpent")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {c.recent_orders.map((o) => (
                  <tr key={o.id} className="border-t border-slate-100">
                    <td className="py-1">
                      <Link className="text-blue-800 underline" to={`/orders/${o.id}`}>
                        #{o.id}
                      </Link>
                    </td>
                    <td className="py-1">{formatDateTime(o.created_at, lang)}</td>
                    <td className="py-1">
                      <Badge tone={statusTone(o.status)}>{t(`status.${o.status}` as MessageKey)}</Badge>
                    </td>
                    <td className="py-1 text-right">{formatMoney(o.final_price, c.currency, lang)}</td>
                    <td className="py-1 text-right">
                      +{o.points_earned} / −{o.points_spent}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )}
      </div>
    </section>
  );
}

function PointsCard({ customer }: { customer: AdminCustomerDetail }) {
  const { t, te, lang } = useI18n();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const adjust = useMutation({
    mutationFn: (body: { delta: number; reason: string }) =>
      api<AdminCustomerDetail>(`/customers/${customer.id}/points`, { method: "POST", body, lang }),
    onSuccess: (data, body) => {
      queryClient.setQueryData(["customer", String(customer.id)], data);
      queryClient.invalidateQueries({ queryKey: ["customers"] });
      setDone(t("customers.adjusted", { delta: body.delta, balance: data.points }));
    },
    onError: (error) => setProblem(te(error.message)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    const form = event.currentTarget;
    const data = new FormData(form);
    const raw = String(data.get("delta") ?? "")
      .replace(",", ".")
      .trim();
    const parsed = adminPointsAdjustSchema.safeParse({
      delta: raw === "" ? Number.NaN : Number(raw),
      reason: String(data.get("reason") ?? ""),
    });
    // The contract's schema and the domain's rule decide; their messages go through the errors
    // catalogue into the interface's language.
    if (!parsed.success) {
      setProblem(te(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    const rule = adjustPoints(customer.points, parsed.data.delta, parsed.data.reason);
    if (!rule.ok) {
      setProblem(te(rule.message));
      return;
    }
    adjust.mutate(parsed.data, { onSuccess: () => form.reset() });
  };

  return (
    <div className="card">
      <h2 className="mb-2 font-semibold">{t("customers.points")}</h2>
      <p className="text-3xl font-semibold" data-testid="points-balance">
        {customer.points}
      </p>
      <form onSubmit={submit} className="mt-3 grid gap-2" noValidate>
        <label className="label">
          {t("customers.delta")}
          <input name="delta" inputMode="decimal" className="field" aria-describedby="delta-hint" />
        </label>
        <p id="delta-hint" className="text-xs text-slate-700">
          {t("customers.deltaHint")}
        </p>
        <label className="label">
          {t("customers.reason")}
          <textarea name="reason" rows={2} maxLength={500} className="field" required />
        </label>
        {problem ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900">
            {problem}
          </p>
        ) : null}
        {done ? (
          <p
            role="status"
            className="rounded-md border border-green-300 bg-green-50 p-2 text-sm text-green-900"
          >
            {done}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary" disabled={adjust.isPending}>
            {t("customers.adjust")}
          </button>
        </div>
      </form>
      <h3 className="mt-4 mb-1 font-medium">{t("customers.history")}</h3>
      {customer.points_history.length === 0 ? (
        <p className="text-sm text-slate-700">{t("customers.noHistory")}</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label={t("customers.history")}>
          {customer.points_history.map((e) => (
            <li key={e.id} className="border-t border-slate-100 pt-1">
              <span className={`font-semibold ${e.delta < 0 ? "text-red-800" : "text-green-800"}`}>
                {e.delta > 0 ? `+${e.delta}` : e.delta}
              </span>{" "}
              → {e.balance_after} · {e.reason}
              <span className="block text-xs text-slate-700">
                {formatDateTime(e.at, lang)} · {e.staff_email}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
