import type { AdminReviewList } from "@sf/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, queryString } from "../../api.ts";
import { InboxItem, InboxSelect } from "../../components/customers-inbox.tsx";
import { Pager } from "../../components/pager.tsx";
import { Badge, ErrorNote, ErrorText, Loading } from "../../components/ui.tsx";
import { formatDateTime, type MessageKey, useI18n } from "../../i18n.tsx";

const STATUSES = ["", "pending", "published", "hidden"] as const;

/** Product or shop reviews: approve (publish on the storefront) or hide. */
export function Reviews({ kind }: { kind: "product" | "shop" }) {
  const { t, lang } = useI18n();
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const path = kind === "product" ? "/product-reviews" : "/shop-reviews";
  const search = queryString({ status, page });
  const query = useQuery({
    queryKey: ["inbox", path, search, lang],
    queryFn: () => api<AdminReviewList>(`${path}${search}`, { lang }),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const moderate = useMutation({
    mutationFn: ({ id, action }: { id: number; action: "approve" | "hide" }) =>
      api(`${path}/${id}/moderate`, { method: "POST", body: { action }, lang }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ["inbox"] });
      queryClient.invalidateQueries({ queryKey: ["inbox-counts"] });
    },
  });

  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-3">
        <InboxSelect
          label={t("inboxes.status")}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={STATUSES.map((s) => [s, s ? t(`inboxes.review.${s}` as MessageKey) : t("inboxes.any")])}
        />
      </div>
      {moderate.isError ? (
        <p role="alert" className="mb-2 rounded-md border border-red-300 bg-red-50 p-2 text-red-900">
          <ErrorText error={moderate.error} />
        </p>
      ) : null}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote error={query.error} retry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-slate-700">{t("inboxes.empty")}</p>
      ) : (
        <ul
          className="space-y-2"
          aria-label={t(kind === "product" ? "inboxes.productReviews" : "inboxes.shopReviews")}
        >
          {query.data.items.map((r) => (
            <InboxItem
              key={r.id}
              actions={
                <>
                  <Badge tone={r.status === "published" ? "green" : r.status === "hidden" ? "red" : "amber"}>
                    {t(`inboxes.review.${r.status}` as MessageKey)}
                  </Badge>
                  {r.status !== "published" ? (
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={moderate.isPending}
                      onClick={() => moderate.mutate({ id: r.id, action: "approve" })}
                    >
                      {t("inboxes.approve")}
                    </button>
                  ) : null}
                  {r.status !== "hidden" ? (
                    <button
                      type="button"
                      className="btn"
                      disabled={moderate.isPending}
                      onClick={() => moderate.mutate({ id: r.id, action: "hide" })}
                    >
                      {t("inboxes.hide")}
                    </button>
                  ) : null}
                </>
              }
            >
              <p className="font-medium">
                {r.author_name} · <span aria-hidden="true">{"★".repeat(r.rating)}</span>
                <span className="sr-only">{t("inboxes.rating", { rating: r.rating })}</span>
              </p>
              {r.product ? (
                <p className="text-sm text-slate-700">
                  {r.product.title} ({r.product.code})
                </p>
              ) : null}
              <p className="mt-1 whitespace-pre-line">{r.body}</p>
              <p className="mt-1 text-xs text-slate-700">
                {formatDateTime(r.created_at, lang)} · {r.lang}
                {r.email ? ` · ${r.email}` : ""}
              </p>
            </InboxItem>
          ))}
        </ul>
      )}
      {query.data ? <Pager page={page} pages={query.data.pages} go={setPage} /> : null}
    </div>
  );
}
