import type { AdminAdvertQueue, AdminQueuedAdvert } from "@sf/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type FormEvent, useMemo, useState } from "react";
import { adminPicture, api, queryString } from "../../api.ts";
import { BanOwnerDialog, HideAdvertDialog } from "../../components/board-reason-dialogs.tsx";
import { InboxSelect } from "../../components/customers-inbox.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { Pager } from "../../components/pager.tsx";
import { Badge, ErrorNote, ErrorText, Loading } from "../../components/ui.tsx";
import { formatDateTime, formatMoney, type MessageKey, useI18n } from "../../i18n.tsx";

const QUEUES = ["to_review", "hidden", "all"] as const;

/**
 * The board's new adverts (post-moderation, decision 0064): adverts up and not yet reviewed,
 * newest change first. The moderator opens the public page, approves the advert, hides it with a
 * reason its owner is shown, or bans its owner; hidden adverts and all of them are a filter away.
 */
export function NewAdverts() {
  const { t, lang } = useI18n();
  const [queue, setQueue] = useState<string>("to_review");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminQueuedAdvert | null>(null);
  const [banning, setBanning] = useState<AdminQueuedAdvert | null>(null);
  const search = queryString({ queue, q, page });
  const query = useQuery({
    queryKey: ["inbox", "new-adverts", search, lang],
    queryFn: () => api<AdminAdvertQueue>(`/board/adverts${search}`, { lang }),
    placeholderData: keepPreviousData,
  });
  const storefront = query.data?.storefront ?? "";

  const columns = useMemo<ColumnDef<AdminQueuedAdvert>[]>(
    () => [
      {
        id: "picture",
        header: () => <span className="sr-only">{t("board.picture")}</span>,
        cell: ({ row }) =>
          row.original.picture ? (
            <img
              src={adminPicture(row.original.picture)}
              alt=""
              width={72}
              height={54}
              loading="lazy"
              className="h-[54px] w-[72px] rounded object-cover"
            />
          ) : (
            <span className="text-xs text-slate-700">{t("board.noPicture")}</span>
          ),
      },
      {
        id: "advert",
        header: t("board.advert"),
        cell: ({ row }) => <AdvertCell advert={row.original} storefront={storefront} />,
      },
      {
        id: "owner",
        header: t("board.owner"),
        cell: ({ row }) => (
          <>
            <p>{row.original.owner.name || "—"}</p>
            {row.original.owner.phone ? (
              <p className="text-xs text-slate-700">{row.original.owner.phone}</p>
            ) : null}
            {row.original.owner.banned !== null ? (
              <p className="text-xs text-red-800">
                {t("board.ownerBanned", { reason: row.original.owner.banned })}
              </p>
            ) : null}
          </>
        ),
      },
      {
        id: "price",
        header: t("board.price"),
        cell: ({ row }) =>
          row.original.price === null ? "—" : formatMoney(row.original.price, row.original.currency, lang),
      },
      { id: "place", header: t("board.place"), cell: ({ row }) => row.original.place || "—" },
      {
        id: "time",
        header: t("board.published"),
        cell: ({ row }) => (
          <>
            <p>{row.original.published_at ? formatDateTime(row.original.published_at, lang) : "—"}</p>
            {row.original.updated_at !== row.original.published_at ? (
              <p className="text-xs text-slate-700">
                {t("board.edited", { time: formatDateTime(row.original.updated_at, lang) })}
              </p>
            ) : null}
          </>
        ),
      },
      {
        id: "actions",
        header: t("board.actions"),
        cell: ({ row }) => (
          <QueueActions
            advert={row.original}
            onHide={() => setHiding(row.original)}
            onBan={() => setBanning(row.original)}
          />
        ),
      },
    ],
    [t, lang, storefront],
  );
  const table = useReactTable({
    data: query.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    pageCount: query.data?.pages ?? 1,
  });

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get("q") ?? "").trim());
    setPage(1);
  };
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <InboxSelect
          label={t("board.queue")}
          value={queue}
          onChange={(v) => {
            setQueue(v);
            setPage(1);
          }}
          options={QUEUES.map((x) => [x, t(`board.queue.${x}` as MessageKey)])}
        />
        <search className="min-w-64 flex-1">
          <form onSubmit={find} className="flex items-end gap-2">
            <label className="label flex-1">
              {t("board.search")}
              <input name="q" type="search" defaultValue={q} className="field" />
            </label>
            <button type="submit" className="btn">
              {t("board.find")}
            </button>
          </form>
        </search>
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote error={query.error} retry={() => query.refetch()} />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {t("board.queueCount", { count: query.data.total })}
          </p>
          <DataTable
            table={table}
            label={t("board.newAdverts")}
            empty={t("board.queueEmpty")}
            className="min-w-[900px]"
          />
          <Pager page={page} pages={query.data.pages} go={setPage} />
        </>
      )}
      {hiding ? <HideAdvertDialog advert={hiding} onClose={() => setHiding(null)} /> : null}
      {banning ? <BanOwnerDialog owner={banning.owner} onClose={() => setBanning(null)} /> : null}
    </div>
  );
}

function AdvertCell({ advert, storefront }: { advert: AdminQueuedAdvert; storefront: string }) {
  const { t } = useI18n();
  return (
    <>
      <a
        href={`${storefront}${advert.path}`}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-blue-800 underline"
      >
        {advert.title}
        <span className="sr-only"> {t("board.newTab")}</span>
      </a>
      <p className="text-xs text-slate-700">{advert.category}</p>
      <p className="mt-1 flex flex-wrap gap-1">
        {advert.to_review ? <Badge tone="amber">{t("board.queue.to_review")}</Badge> : null}
        {advert.status !== "active" ? (
          <Badge>{t(`board.status.${advert.status}` as MessageKey)}</Badge>
        ) : null}
        {advert.open_complaints > 0 ? (
          <Badge tone="red">{t("board.openComplaints", { count: advert.open_complaints })}</Badge>
        ) : null}
      </p>
      {advert.hidden_reason ? (
        <p className="mt-1 text-xs text-slate-800">
          {t("board.hiddenReason")}: {advert.hidden_reason}
        </p>
      ) : null}
    </>
  );
}

function QueueActions({
  advert,
  onHide,
  onBan,
}: {
  advert: AdminQueuedAdvert;
  onHide: () => void;
  onBan: () => void;
}) {
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (action: "approve" | "restore") =>
      api(`/board/adverts/${advert.id}/moderate`, { method: "POST", body: { action }, lang }),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: ["inbox"] });
      queryClient.invalidateQueries({ queryKey: ["inbox-counts"] });
    },
  });
  const published = advert.status === "active" || advert.status === "inactive";
  return (
    <div className="flex flex-wrap gap-2">
      {published && advert.reviewed_at === null ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={decide.isPending}
          onClick={() => decide.mutate("approve")}
        >
          {t("board.approve")} <span className="sr-only">{advert.title}</span>
        </button>
      ) : null}
      {published ? (
        <button type="button" className="btn btn-danger" onClick={onHide}>
          {t("board.hide")} <span className="sr-only">{advert.title}</span>
        </button>
      ) : null}
      {advert.status === "hidden" && advert.owner.banned === null ? (
        <button
          type="button"
          className="btn"
          disabled={decide.isPending}
          onClick={() => decide.mutate("restore")}
        >
          {t("board.restore")} <span className="sr-only">{advert.title}</span>
        </button>
      ) : null}
      {advert.owner.banned === null ? (
        <button type="button" className="btn btn-danger" onClick={onBan}>
          {t("board.ban")} <span className="sr-only">{advert.owner.name}</span>
        </button>
      ) : null}
      {decide.isError ? (
        <p role="alert" className="text-sm text-red-800">
          <ErrorText error={decide.error} />
        </p>
      ) : null}
    </div>
  );
}
