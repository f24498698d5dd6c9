import type { AdminComplaint, AdminComplaintList } from "@sf/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, queryString } from "../../api.ts";
import { BanOwnerDialog, HideAdvertDialog } from "../../components/board-reason-dialogs.tsx";
import { InboxItem, InboxSelect } from "../../components/customers-inbox.tsx";
import { Pager } from "../../components/pager.tsx";
import { Badge, ErrorNote, ErrorText, Facts, Loading } from "../../components/ui.tsx";
import { formatDateTime, type MessageKey, useI18n } from "../../i18n.tsx";

/**
 * The land board's reports (issue 17): each names its advert and why; the moderator hides the
 * advert with a reason its owner is shown (its open reports are then handled), restores it, or
 * marks a report handled.
 */
export function Complaints() {
  const { t, lang } = useI18n();
  const [status, setStatus] = useState("open");
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminComplaint | null>(null);
  const [banning, setBanning] = useState<AdminComplaint | null>(null);
  const search = queryString({ status: status === "all" ? "" : status, page });
  const query = useQuery({
    queryKey: ["inbox", "complaints", search, lang],
    queryFn: () => api<AdminComplaintList>(`/board/complaints${search}`, { lang }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-3">
        <InboxSelect
          label={t("inboxes.state")}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[
            ["open", t("inboxes.open")],
            ["handled", t("inboxes.handled")],
            ["all", t("inboxes.all")],
          ]}
        />
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote error={query.error} retry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-slate-700">{t("inboxes.empty")}</p>
      ) : (
        <ul className="space-y-2" aria-label={t("board.complaints")}>
          {query.data.items.map((c) => (
            <InboxItem
              key={c.id}
              actions={
                <ComplaintActions complaint={c} onHide={() => setHiding(c)} onBan={() => setBanning(c)} />
              }
            >
              <p className="font-medium">
                <Badge>{c.reason}</Badge> {c.advert.title}
              </p>
              {c.body ? <p className="mt-1 whitespace-pre-line text-slate-800">{c.body}</p> : null}
              <Facts
                rows={[
                  [t("board.owner"), c.advert.owner || "—"],
                  ...(c.advert.owner_banned !== null
                    ? [
                        [t("board.owner"), t("board.ownerBanned", { reason: c.advert.owner_banned })] as [
                          string,
                          string,
                        ],
                      ]
                    : []),
                  [t("board.advertStatus"), t(`board.status.${c.advert.status}` as MessageKey)],
                  ...(c.advert.hidden_reason
                    ? [[t("board.hiddenReason"), c.advert.hidden_reason] as [string, string]]
                    : []),
                ]}
              />
              <p className="mt-1 text-xs text-slate-700">{formatDateTime(c.created_at, lang)}</p>
            </InboxItem>
          ))}
        </ul>
      )}
      {query.data ? <Pager page={page} pages={query.data.pages} go={setPage} /> : null}
      {hiding ? (
        <HideAdvertDialog advert={hiding.advert} initial={hiding.reason} onClose={() => setHiding(null)} />
      ) : null}
      {banning ? (
        <BanOwnerDialog
          owner={{ id: banning.advert.owner_id, name: banning.advert.owner }}
          initial={banning.reason}
          onClose={() => setBanning(null)}
        />
      ) : null}
    </div>
  );
}

function ComplaintActions({
  complaint,
  onHide,
  onBan,
}: {
  complaint: AdminComplaint;
  onHide: () => void;
  onBan: () => void;
}) {
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: ["inbox"] });
    queryClient.invalidateQueries({ queryKey: ["inbox-counts"] });
  };
  const handle = useMutation({
    mutationFn: () => api(`/board/complaints/${complaint.id}/handle`, { method: "POST", lang }),
    onSuccess: refresh,
  });
  const restore = useMutation({
    mutationFn: () =>
      api(`/board/adverts/${complaint.advert.id}/moderate`, {
        method: "POST",
        body: { action: "restore" },
        lang,
      }),
    onSuccess: refresh,
  });
  const unban = useMutation({
    mutationFn: () =>
      api(`/board/members/${complaint.advert.owner_id}/moderate`, {
        method: "POST",
        body: { action: "unban" },
        lang,
      }),
    onSuccess: refresh,
  });
  const advert = complaint.advert;
  return (
    <>
      {complaint.status === "handled" ? <Badge tone="green">{t("inboxes.handled")}</Badge> : null}
      {advert.status === "active" || advert.status === "inactive" ? (
        <button type="button" className="btn btn-danger" onClick={onHide}>
          {t("board.hide")} <span className="sr-only">{advert.title}</span>
        </button>
      ) : null}
      {advert.status === "hidden" ? (
        <button type="button" className="btn" disabled={restore.isPending} onClick={() => restore.mutate()}>
          {t("board.restore")} <span className="sr-only">{advert.title}</span>
        </button>
      ) : null}
      {complaint.status === "open" ? (
        <button type="button" className="btn" disabled={handle.isPending} onClick={() => handle.mutate()}>
          {t("board.markHandled")} <span className="sr-only">{advert.title}</span>
        </button>
      ) : null}
      {advert.owner_banned === null ? (
        <button type="button" className="btn btn-danger" onClick={onBan}>
          {t("board.ban")} <span className="sr-only">{advert.owner}</span>
        </button>
      ) : (
        <button type="button" className="btn" disabled={unban.isPending} onClick={() => unban.mutate()}>
          {t("board.unban")} <span className="sr-only">{advert.owner}</span>
        </button>
      )}
      {handle.isError || restore.isError || unban.isError ? (
        <p role="alert" className="text-sm text-red-800">
          <ErrorText error={handle.error ?? restore.error ?? unban.error} />
        </p>
      ) : null}
    </>
  );
}
