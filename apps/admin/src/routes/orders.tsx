import type { AdminOrderList, AdminOrderRow } from "@sf/contract";
import {
  ADMIN_DELIVERY_METHODS,
  ADMIN_ORDER_STATUSES,
  ADMIN_PAYMENT_STATUSES,
  ADMIN_PAYMENT_TYPES,
} from "@sf/contract/admin-values";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ColumnDef, getCoreRowModel, type SortingState, useReactTable } from "@tanstack/react-table";
import { type FormEvent, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { api, queryString } from "../api.ts";
import { DataTable } from "../components/data-table.tsx";
import { Pager } from "../components/pager.tsx";
import { Badge, ErrorNote, Loading, PageTitle, statusTone } from "../components/ui.tsx";
import { formatDateTime, formatMoney, type MessageKey, useI18n } from "../i18n.tsx";

const FILTERS = [
  "q",
  "status",
  "date_from",
  "date_to",
  "payment_type",
  "payment_status",
  "delivery_method",
  "store_id",
  "company",
  "customer_id",
] as const;
const SORTABLE = { id: "id", created_at: "created_at", final_price: "final_price" } as const;

/** The order list: filters in the address (shareable), paging and sorting done by the API. */
export default function Orders() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ""])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const page = Number(params.get("page") ?? 1) || 1;
  const sort = params.get("sort") ?? "-created_at";
  const search = queryString({ ...filters, page, sort, page_size: 25 });
  const query = useQuery({
    queryKey: ["orders", search, lang],
    queryFn: () => api<AdminOrderList>(`/orders${search}`, { lang }),
    placeholderData: keepPreviousData,
  });
  const stores = useQuery({
    queryKey: ["stores", lang],
    queryFn: () => api<{ id: number; title: string }[]>("/stores", { lang }),
    staleTime: 300_000,
  });

  const sorting: SortingState = [{ id: sort.replace(/^-/, ""), desc: sort.startsWith("-") }];
  const columns = useMemo<ColumnDef<AdminOrderRow>[]>(
    () => [
      {
        id: "id",
        header: t("col.id"),
        cell: ({ row }) => (
          <Link className="font-semibold text-blue-800 underline" to={`/orders/${row.original.id}`}>
            {row.original.id}
          </Link>
        ),
      },
      {
        id: "created_at",
        header: t("col.date"),
        cell: ({ row }) => formatDateTime(row.original.created_at, lang),
      },
      {
        id: "customer",
        header: t("col.customer"),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            {row.original.name}
            {row.original.company_name ? (
              <span className="block text-xs text-slate-700">{row.original.company_name}</span>
            ) : null}
            <span className="block text-xs text-slate-700">{row.original.phone}</span>
          </>
        ),
      },
      {
        id: "status",
        header: t("col.status"),
        enableSorting: false,
        cell: ({ row }) => (
          <Badge tone={statusTone(row.original.status)}>
            {t(`status.${row.original.status}` as MessageKey)}
          </Badge>
        ),
      },
      {
        id: "payment",
        header: t("col.payment"),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            {t(`payment.${row.original.payment_type}` as MessageKey)}
            <span className="block text-xs text-slate-700">
              {t(`paymentStatus.${row.original.payment_status}` as MessageKey)}
            </span>
          </>
        ),
      },
      {
        id: "delivery",
        header: t("col.delivery"),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            {t(`delivery.${row.original.delivery_method}` as MessageKey)}
            {row.original.store ? (
              <span className="block text-xs text-slate-700">{row.original.store}</span>
            ) : null}
          </>
        ),
      },
      {
        id: "final_price",
        header: t("col.total"),
        cell: ({ row }) => formatMoney(row.original.final_price, row.original.currency, lang),
      },
    ],
    [t, lang],
  );
  const table = useReactTable({
    data: query.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    pageCount: query.data?.pages ?? 1,
    state: { sorting },
  });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const f of FILTERS) {
      const value = String(form.get(f) ?? "").trim();
      if (value) next.set(f, value);
    }
    if (sort !== "-created_at") next.set("sort", sort);
    setParams(next);
  };
  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      value === null ? next.delete(key) : next.set(key, value);
    setParams(next);
  };
  const toggleSort = (id: keyof typeof SORTABLE) => {
    const current = sort.replace(/^-/, "");
    go({ sort: current === id && sort.startsWith("-") ? id : `-${id}`, page: null });
  };
  const select = (
    name: (typeof FILTERS)[number],
    label: MessageKey,
    options: readonly string[],
    prefix: string,
  ) => (
    <label className="label">
      {t(label)}
      <select name={name} defaultValue={filters[name]} className="field">
        <option value="">{t("orders.any")}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`${prefix}.${o}` as MessageKey)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section>
      <PageTitle>{t("orders.title")}</PageTitle>
      <search>
        <form
          onSubmit={apply}
          className="card mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          key={params.toString()}
        >
          <label className="label sm:col-span-2">
            {t("orders.search")}
            <input
              name="q"
              type="search"
              defaultValue={filters.q}
              placeholder={t("orders.searchHint")}
              className="field"
            />
          </label>
          {select("status", "orders.status", ADMIN_ORDER_STATUSES, "status")}
          {select("delivery_method", "orders.deliveryMethod", ADMIN_DELIVERY_METHODS, "delivery")}
          {select("payment_type", "orders.paymentType", ADMIN_PAYMENT_TYPES, "payment")}
          {select("payment_status", "orders.paymentStatus", ADMIN_PAYMENT_STATUSES, "paymentStatus")}
          <label className="label">
            {t("orders.store")}
            <select name="store_id" defaultValue={filters.store_id} className="field">
              <option value="">{t("orders.any")}</option>
              {(stores.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
          <label className="label">
            {t("orders.company")}
            <input name="company" defaultValue={filters.company} className="field" />
          </label>
          <label className="label">
            {t("orders.dateFrom")}
            <input name="date_from" type="date" defaultValue={filters.date_from} className="field" />
          </label>
          <label className="label">
            {t("orders.dateTo")}
            <input name="date_to" type="date" defaultValue={filters.date_to} className="field" />
          </label>
          <label className="label">
            {t("orders.customerId")}
            <input
              name="customer_id"
              inputMode="numeric"
              defaultValue={filters.customer_id}
              className="field"
            />
          </label>
          <div className="flex items-end gap-2">
            <button type="submit" className="btn btn-primary">
              {t("orders.apply")}
            </button>
            <button type="button" className="btn" onClick={() => setParams(new URLSearchParams())}>
              {t("orders.reset")}
            </button>
          </div>
        </form>
      </search>

      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote error={query.error} retry={() => query.refetch()} />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {t("orders.count", { count: query.data.total })}
          </p>
          <DataTable
            table={table}
            label={t("orders.title")}
            sortable={(id) => id in SORTABLE}
            onSort={(id) => toggleSort(id as keyof typeof SORTABLE)}
            empty={t("orders.empty")}
            className="min-w-[720px]"
          />
          <Pager page={page} pages={query.data.pages} go={(p) => go({ page: String(p) })} />
        </>
      )}
    </section>
  );
}
