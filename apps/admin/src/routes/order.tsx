import type { AdminOrderDetail } from "@sf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef } from "react";
import { Link, useParams } from "react-router";
import { api } from "../api.ts";
import { Badge, ErrorNote, Facts, Loading, PageTitle, ScrollBox, statusTone } from "../components/ui.tsx";
import { formatDateTime, formatMoney, type MessageKey, useI18n } from "../i18n.tsx";

export const useOrder = (id: string | undefined) => {
  const { lang } = useI18n();
  return useQuery({
    queryKey: ["order", id, lang],
    queryFn: () => api<AdminOrderDetail>(`/orders/${id}`, { lang }),
    enabled: Boolean(id && /^\d+$/.test(id)),
  });
};

/** One order: what was bought, by whom, how it goes and is paid; its next steps and notes. */
export default function Order() {
  const { id } = useParams();
  const { t, lang } = useI18n();
  const query = useOrder(id);
  const queryClient = useQueryClient();
  const noteForm = useRef<HTMLFormElement>(null);
  const act = useMutation({
    mutationFn: (action: string) =>
      api<AdminOrderDetail>(`/orders/${id}/actions`, { method: "POST", body: { action }, lang }),
    onSuccess: (order) => {
      queryClient.setQueryData(["order", id, lang], order);
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
  const note = useMutation({
    mutationFn: (text: string) => api(`/orders/${id}/notes`, { method: "POST", body: { text } }),
    onSuccess: () => {
      noteForm.current?.reset();
      void queryClient.invalidateQueries({ queryKey: ["order", id] });
    },
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;
  const o = query.data;
  const money = (value: number) => formatMoney(value, o.currency, lang);
  const run = (action: string) => {
    if (action === "cancel" && !window.confirm(t("action.cancelConfirm"))) return;
    act.mutate(action);
  };
  const addNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("text") ?? "").trim();
    if (text) note.mutate(text);
  };

  return (
    <article>
      <p className="mb-2 text-sm print:hidden">
        <Link className="text-blue-800 underline" to="/orders">
          ← {t("orders.title")}
        </Link>
      </p>
      <PageTitle
        actions={
          <Link className="btn" to={`/orders/${o.id}/slip`}>
            {t("order.packingSlip")}
          </Link>
        }
      >
        {t("order.title", { id: o.id })}{" "}
        <Badge tone={statusTone(o.status)}>
          <span data-testid="order-status">{t(`status.${o.status}` as MessageKey)}</span>
        </Badge>
      </PageTitle>
      <p className="mb-4 text-sm text-slate-700">{formatDateTime(o.created_at, lang)}</p>

      <section className="card mb-4" aria-labelledby="actions-title">
        <h2 id="actions-title" className="mb-2 font-semibold">
          {t("order.actions")}
        </h2>
        {o.actions.length === 0 ? (
          <p className="text-slate-700">{t("order.noActions")}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {o.actions.map((action) => (
              <button
                key={action}
                type="button"
                className={`btn ${action === "cancel" ? "btn-danger" : "btn-primary"}`}
                disabled={act.isPending}
                onClick={() => run(action)}
              >
                {t(`action.${action}` as MessageKey)}
              </button>
            ))}
          </div>
        )}
        {act.isError ? (
          <div className="mt-2">
            <ErrorNote error={act.error} />
          </div>
        ) : null}
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section className="card" aria-labelledby="customer-title">
          <h2 id="customer-title" className="mb-2 font-semibold">
            {t("order.customer")}
          </h2>
          <Facts
            rows={[
              [t("staff.name"), o.name],
              [t("col.phone"), o.phone],
              [t("staff.email"), o.email || "—"],
              ...(o.company_name ? ([[t("orders.company"), o.company_name]] as [string, string][]) : []),
              [
                t("order.account"),
                o.customer ? (
                  <Link className="text-blue-800 underline" to={`/orders?customer_id=${o.customer.id}`}>
                    {o.customer.email} · {t("order.points", { points: o.customer.loyalty_points })}
                  </Link>
                ) : (
                  t("order.guest")
                ),
              ],
            ]}
          />
          {o.comments ? <p className="mt-2 rounded bg-slate-50 p-2 text-sm">{o.comments}</p> : null}
        </section>
        <section className="card" aria-labelledby="delivery-title">
          <h2 id="delivery-title" className="mb-2 font-semibold">
            {t("order.delivery")}
          </h2>
          <Facts
            rows={[
              [t("orders.deliveryMethod"), t(`delivery.${o.delivery.method}` as MessageKey)],
              ...(o.delivery.store
                ? ([[t("orders.store"), `${o.delivery.store.title}, ${o.delivery.store.address}`]] as [
                    string,
                    string,
                  ][])
                : []),
              ...(o.delivery.address
                ? ([[t("order.address"), o.delivery.address]] as [string, string][])
                : []),
              ...(o.delivery.date
                ? ([[t("order.slot"), `${o.delivery.date} ${o.delivery.time ?? ""}`]] as [string, string][])
                : []),
              [t("orders.paymentType"), t(`payment.${o.payment.type}` as MessageKey)],
              [
                t("orders.paymentStatus"),
                <span key="ps" data-testid="payment-status">
                  {t(`paymentStatus.${o.payment.status}` as MessageKey)}
                </span>,
              ],
            ]}
          />
        </section>
      </div>

      <section className="card mt-4" aria-labelledby="lines-title">
        <h2 id="lines-title" className="mb-2 font-semibold">
          {t("order.lines")}
        </h2>
        <ScrollBox label={t("order.lines")}>
          <table className="w-full min-w-[520px] text-sm">
            <thead className="text-left text-slate-700">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  {t("order.product")}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t("order.code")}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t("order.qty")}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t("order.price")}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t("order.lineTotal")}
                </th>
              </tr>
            </thead>
            <tbody>
              {o.lines.map((line) => (
                <tr key={line.position} className="border-t border-slate-100">
                  <td className="py-1">{line.title}</td>
                  <td className="py-1">{line.code}</td>
                  <td className="py-1 text-right">{line.count}</td>
                  <td className="py-1 text-right">{money(line.price_with_discount)}</td>
                  <td className="py-1 text-right">{money(line.line_total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
        <div className="mt-3 ml-auto max-w-xs">
          <Facts
            rows={[
              [t("order.goods"), money(o.totals.goods)],
              ...(o.totals.discount
                ? ([[t("order.discount"), `− ${money(o.totals.discount)}`]] as [string, string][])
                : []),
              ...(o.promo_code ? ([[t("order.promo"), o.promo_code]] as [string, string][]) : []),
              [t("order.deliveryPrice"), money(o.totals.delivery)],
              ...(o.totals.tax ? ([[t("order.tax"), money(o.totals.tax)]] as [string, string][]) : []),
              [<strong key="f">{t("order.final")}</strong>, <strong key="v">{money(o.totals.final)}</strong>],
              [t("order.pointsEarned"), o.points.earned],
              [t("order.pointsSpent"), o.points.spent],
            ]}
          />
        </div>
      </section>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <section className="card" aria-labelledby="notes-title">
          <h2 id="notes-title" className="mb-2 font-semibold">
            {t("order.notes")}
          </h2>
          {o.notes.length === 0 ? <p className="text-sm text-slate-700">{t("order.noNotes")}</p> : null}
          <ul className="mb-3 space-y-2">
            {o.notes.map((n) => (
              <li key={n.id} className="rounded bg-slate-50 p-2 text-sm">
                <p className="whitespace-pre-line">{n.text}</p>
                <p className="text-xs text-slate-700">
                  {n.staff_name} · {formatDateTime(n.created_at, lang)}
                </p>
              </li>
            ))}
          </ul>
          <form ref={noteForm} onSubmit={addNote} className="space-y-2">
            <label className="label">
              {t("order.noteLabel")}
              <textarea name="text" required maxLength={2000} rows={3} className="field py-2" />
            </label>
            <button type="submit" className="btn" disabled={note.isPending}>
              {t("order.addNote")}
            </button>
            {note.isError ? <ErrorNote error={note.error} /> : null}
          </form>
        </section>
        <section className="card" aria-labelledby="more-title">
          <h2 id="more-title" className="mb-2 font-semibold">
            {t("order.payment")}
          </h2>
          {o.payment.attempts.length ? (
            <ul className="mb-3 text-sm">
              {o.payment.attempts.map((p) => (
                <li key={p.created_at}>
                  {p.provider}: {t(`paymentStatus.${p.status}` as MessageKey)} · {money(p.amount)} ·{" "}
                  {formatDateTime(p.created_at, lang)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mb-3 text-sm text-slate-700">{t("order.noAttempts")}</p>
          )}
          <h3 className="mb-1 font-semibold">{t("order.utm")}</h3>
          {o.utm && Object.keys(o.utm).length ? (
            <Facts rows={Object.entries(o.utm).map(([k, v]) => [k, v] as [string, string])} />
          ) : (
            <p className="text-sm text-slate-700">—</p>
          )}
          <p className="mt-3 text-sm">
            <Link className="text-blue-800 underline" to={`/audit?entity=order&entity_id=${o.id}`}>
              {t("order.history")}
            </Link>
          </p>
        </section>
      </div>
    </article>
  );
}
