import type { AdminComplaint, AdminComplaintList } from "@sf/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { api, queryString } from "../../api.ts";
import { InboxItem, InboxSelect } from "../../components/customers-inbox.tsx";
import { Dialog } from "../../components/dialog.tsx";
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
      {hiding ? <HideDialog complaint={hiding} onClose={() => setHiding(null)} /> : null}
      {banning ? <BanDialog complaint={banning} onClose={() => setBanning(null)} /> : null}
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

/**
 * A moderator's decision that needs a reason (hide an advert, ban its owner): the reason's field,
 * the refusal if any, and what the decision did when `decide` answers a text (else it closes).
 */
function ReasonDialog({
  title,
  description,
  label,
  initial,
  submit,
  decide,
  onClose,
}: {
  title: string;
  description: string;
  label: string;
  initial: string;
  submit: string;
  decide: (reason: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState(initial);
  const [said, setSaid] = useState<string | null>(null);
  const decision = useMutation({
    mutationFn: () => decide(reason),
    onSuccess: (outcome) => {
      queryClient.invalidateQueries({ queryKey: ["inbox"] });
      queryClient.invalidateQueries({ queryKey: ["inbox-counts"] });
      if (outcome) setSaid(outcome);
      else onClose();
    },
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    decision.mutate();
  };
  return (
    <Dialog title={title} description={description} onClose={onClose}>
      {said ? (
        <div className="mt-3 grid gap-3">
          <p role="status">{said}</p>
          <div className="flex justify-end">
            <button type="button" className="btn" onClick={onClose}>
              {t("board.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={send} className="mt-3 grid gap-3">
          <label htmlFor={id} className="label">
            {label}
          </label>
          <textarea
            id={id}
            className="field"
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {decision.isError ? (
            <p role="alert" className="text-sm text-red-800">
              <ErrorText error={decision.error} />
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn" onClick={onClose}>
              {t("board.cancel")}
            </button>
            <button type="submit" className="btn btn-danger" disabled={decision.isPending}>
              {submit}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function HideDialog({ complaint, onClose }: { complaint: AdminComplaint; onClose: () => void }) {
  const { t, lang } = useI18n();
  return (
    <ReasonDialog
      title={t("board.hideTitle", { title: complaint.advert.title })}
      description={t("board.hideHint")}
      label={t("board.hiddenReason")}
      initial={complaint.reason}
      submit={t("board.hide")}
      decide={async (reason) => {
        await api(`/board/adverts/${complaint.advert.id}/moderate`, {
          method: "POST",
          body: { action: "hide", reason },
          lang,
        });
        return null;
      }}
      onClose={onClose}
    />
  );
}

function BanDialog({ complaint, onClose }: { complaint: AdminComplaint; onClose: () => void }) {
  const { t, lang } = useI18n();
  return (
    <ReasonDialog
      title={t("board.banTitle", { owner: complaint.advert.owner })}
      description={t("board.banHint")}
      label={t("board.banReason")}
      initial={complaint.reason}
      submit={t("board.ban")}
      decide={async (reason) => {
        const answer = await api<{ adverts_hidden: number }>(
          `/board/members/${complaint.advert.owner_id}/moderate`,
          { method: "POST", body: { action: "ban", reason }, lang },
        );
        return t("board.banned", { count: answer.adverts_hidden });
      }}
      onClose={onClose}
    />
  );
}
