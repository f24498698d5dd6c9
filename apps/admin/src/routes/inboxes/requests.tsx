import type { AdminCreditRequestList, AdminResumeList, AdminShopRequestList } from "@sf/contract";
import { ADMIN_SHOP_REQUEST_KINDS } from "@sf/contract/admin-customers";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { api, queryString } from "../../api.ts";
import { HandledButton, InboxItem, InboxSelect } from "../../components/customers-inbox.tsx";
import { Pager } from "../../components/pager.tsx";
import { Badge, ErrorNote, Facts, Loading } from "../../components/ui.tsx";
import { formatDateTime, formatMoney, type MessageKey, useI18n } from "../../i18n.tsx";
import { useMe } from "../../session.tsx";

/** An inbox list with its state filter (open by default), paging, and each item's "handled" button. */
function HandledList<T extends { id: number; created_at: string; handled_at: string | null }>({
  path,
  label,
  filters = {},
  extraFilters,
  render,
}: {
  path: string;
  label: string;
  filters?: Record<string, string>;
  extraFilters?: ReactNode;
  render: (item: T) => ReactNode;
}) {
  const { t, lang } = useI18n();
  const [state, setState] = useState("open");
  const [page, setPage] = useState(1);
  const search = queryString({ ...filters, state, page });
  const query = useQuery({
    queryKey: ["inbox", path, search, lang],
    queryFn: () => api<{ items: T[]; pages: number }>(`${path}${search}`, { lang }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-3">
        {extraFilters}
        <InboxSelect
          label={t("inboxes.state")}
          value={state}
          onChange={(v) => {
            setState(v);
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
        <ul className="space-y-2" aria-label={label}>
          {query.data.items.map((item) => (
            <InboxItem
              key={item.id}
              actions={
                <>
                  {item.handled_at ? <Badge tone="green">{t("inboxes.handled")}</Badge> : null}
                  <HandledButton path={`${path}/${item.id}`} handled={Boolean(item.handled_at)} />
                </>
              }
            >
              {render(item)}
              <p className="mt-1 text-xs text-slate-700">
                {formatDateTime(item.created_at, lang)}
                {item.handled_at
                  ? ` · ${t("inboxes.handledAt")} ${formatDateTime(item.handled_at, lang)}`
                  : ""}
              </p>
            </InboxItem>
          ))}
        </ul>
      )}
      {query.data ? <Pager page={page} pages={query.data.pages} go={setPage} /> : null}
    </div>
  );
}

const dash = (value: string | null | undefined) => value || "—";

export function ShopRequests() {
  const { t } = useI18n();
  const [kind, setKind] = useState("");
  return (
    <HandledList<AdminShopRequestList["items"][number]>
      path="/shop-requests"
      label={t("inboxes.requests")}
      filters={{ kind }}
      extraFilters={
        <InboxSelect
          label={t("inboxes.kind")}
          value={kind}
          onChange={setKind}
          options={[
            ["", t("inboxes.any")],
            ...ADMIN_SHOP_REQUEST_KINDS.map((k): [string, string] => [
              k,
              t(`inboxes.kind.${k}` as MessageKey),
            ]),
          ]}
        />
      }
      render={(r) => (
        <>
          <p className="font-medium">
            <Badge>{t(`inboxes.kind.${r.kind}` as MessageKey)}</Badge> {dash(r.name)}
          </p>
          <Facts
            rows={[
              [t("inboxes.phone"), dash(r.phone)],
              [t("inboxes.email"), dash(r.email)],
              ...(r.wished_date ? [[t("inboxes.wishedDate"), r.wished_date] as [string, string]] : []),
              ...(r.product ? [[t("inboxes.product"), r.product.title] as [string, string]] : []),
              [t("inboxes.language"), r.lang],
            ]}
          />
          {r.body ? <p className="mt-1 whitespace-pre-line">{r.body}</p> : null}
        </>
      )}
    />
  );
}

export function CreditRequests() {
  const { t, lang } = useI18n();
  const currency = useMe().data?.shop.currency ?? "MDL";
  return (
    <HandledList<AdminCreditRequestList["items"][number]>
      path="/credit-requests"
      label={t("inboxes.credit")}
      render={(r) => (
        <>
          <p className="font-medium">
            {r.name} · {r.programme}
            {r.partner ? ` (${r.partner})` : ""}
          </p>
          <Facts
            rows={[
              [t("inboxes.phone"), r.phone],
              [t("inboxes.email"), dash(r.email)],
              [t("inboxes.idnp"), r.idnp],
              ...(r.product ? [[t("inboxes.product"), r.product.title] as [string, string]] : []),
              [t("inboxes.amount"), formatMoney(r.amount, currency, lang)],
              [
                t("inboxes.months"),
                t("inboxes.monthly", { months: r.months, monthly: formatMoney(r.monthly, currency, lang) }),
              ],
              [t("inboxes.totalRepaid"), formatMoney(r.total_repaid, currency, lang)],
              [t("inboxes.language"), r.lang],
            ]}
          />
        </>
      )}
    />
  );
}

export function Resumes() {
  const { t } = useI18n();
  return (
    <HandledList<AdminResumeList["items"][number]>
      path="/resumes"
      label={t("inboxes.resumes")}
      render={(r) => (
        <>
          <p className="font-medium">
            {r.name} · {r.vacancy ?? t("inboxes.openApplication")}
          </p>
          <Facts
            rows={[
              [t("inboxes.phone"), r.phone],
              [t("inboxes.email"), r.email],
              [t("inboxes.language"), r.lang],
              [
                t("inboxes.file"),
                <a
                  key="file"
                  className="text-blue-800 underline"
                  href={`/admin/api/resumes/${r.id}/file`}
                  download
                >
                  {t("inboxes.download", { name: r.file_name, size: Math.ceil(r.file_size / 1024) })}
                </a>,
              ],
            ]}
          />
          {r.message ? <p className="mt-1 whitespace-pre-line">{r.message}</p> : null}
        </>
      )}
    />
  );
}
