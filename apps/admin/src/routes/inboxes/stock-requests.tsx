import type { AdminStockNotifyResult, AdminStockRequestDetail, AdminStockRequestList } from "@sf/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, queryString } from "../../api.ts";
import { InboxItem, InboxSelect } from "../../components/customers-inbox.tsx";
import { Pager } from "../../components/pager.tsx";
import { Badge, ErrorNote, ErrorText, Loading } from "../../components/ui.tsx";
import { formatDateTime, useI18n } from "../../i18n.tsx";

/** Notify-me and preorder requests per product, with "notify customers" once stock is back. */
export function StockRequests() {
  const { t, lang } = useI18n();
  const [state, setState] = useState("open");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const search = queryString({ state, page });
  const query = useQuery({
    queryKey: ["inbox", "stock", search, lang],
    queryFn: () => api<AdminStockRequestList>(`/stock-requests${search}`, { lang }),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const [result, setResult] = useState<string | null>(null);
  const notify = useMutation({
    mutationFn: (productId: number) =>
      api<AdminStockNotifyResult>(`/stock-requests/${productId}/notify`, { method: "POST", lang }),
    onMutate: () => setResult(null),
    onSuccess: (r) => {
      setResult(t("inboxes.notified", { notified: r.notified, sent: r.sent }));
      queryClient.invalidateQueries({ queryKey: ["inbox"] });
      queryClient.invalidateQueries({ queryKey: ["inbox-counts"] });
    },
  });

  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-3">
        <InboxSelect
          label={t("inboxes.state")}
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          options={[
            ["open", t("inboxes.waitingOnly")],
            ["all", t("inboxes.all")],
          ]}
        />
      </div>
      {notify.isError ? (
        <p role="alert" className="mb-2 rounded-md border border-red-300 bg-red-50 p-2 text-red-900">
          <ErrorText error={notify.error} />
        </p>
      ) : null}
      {result ? (
        <p role="status" className="mb-2 rounded-md border border-green-300 bg-green-50 p-2 text-green-900">
          {result}
        </p>
      ) : null}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote error={query.error} retry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-slate-700">{t("inboxes.empty")}</p>
      ) : (
        <ul className="space-y-2" aria-label={t("inboxes.stock")}>
          {query.data.items.map((p) => (
            <InboxItem
              key={p.product_id}
              actions={
                <>
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={notify.isPending || p.open === 0}
                    onClick={() => notify.mutate(p.product_id)}
                  >
                    {t("inboxes.notify")}
                  </button>
                  <button
                    type="button"
                    className="btn"
                    aria-expanded={open === p.product_id}
                    onClick={() => setOpen(open === p.product_id ? null : p.product_id)}
                  >
                    {t("inboxes.showRequests")}
                  </button>
                </>
              }
            >
              <p className="font-medium">
                {p.title} <span className="text-slate-700">({p.code})</span>{" "}
                {p.preorder ? <Badge tone="blue">{t("inboxes.preorder")}</Badge> : null}
              </p>
              <p className="text-sm">
                {t("inboxes.stockNow", { stock: p.stock })} ·{" "}
                {t("inboxes.openNotified", { open: p.open, notified: p.notified })} ·{" "}
                {formatDateTime(p.last_requested_at, lang)}
              </p>
              {open === p.product_id ? <Requests productId={p.product_id} /> : null}
            </InboxItem>
          ))}
        </ul>
      )}
      {query.data ? <Pager page={page} pages={query.data.pages} go={setPage} /> : null}
    </div>
  );
}

function Requests({ productId }: { productId: number }) {
  const { t, lang } = useI18n();
  const query = useQuery({
    queryKey: ["inbox", "stock-detail", productId, lang],
    queryFn: () => api<AdminStockRequestDetail>(`/stock-requests/${productId}`, { lang }),
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} />;
  return (
    <table className="mt-2 w-full text-sm">
      <thead className="text-left text-slate-700">
        <tr>
          <th scope="col">{t("inboxes.contact")}</th>
          <th scope="col">{t("inboxes.language")}</th>
          <th scope="col">{t("inboxes.requestedAt")}</th>
          <th scope="col">{t("inboxes.notifiedAt")}</th>
        </tr>
      </thead>
      <tbody>
        {query.data.requests.map((r) => (
          <tr key={r.id} className="border-t border-slate-100">
            <td>{r.contact}</td>
            <td>{r.lang}</td>
            <td>{formatDateTime(r.created_at, lang)}</td>
            <td>{r.notified_at ? formatDateTime(r.notified_at, lang) : "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
