import type { AdminCustomerList, AdminCustomerRow } from "@sf/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ColumnDef, getCoreRowModel, type SortingState, useReactTable } from "@tanstack/react-table";
import { type FormEvent, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { api, queryString } from "../../api.ts";
import { DataTable } from "../../components/data-table.tsx";
import { Pager, withParams } from "../../components/pager.tsx";
import { ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { formatDateTime, useI18n } from "../../i18n.tsx";

const SORTABLE = ["name", "email", "points", "orders", "created_at"] as const;
type Sortable = (typeof SORTABLE)[number];

/** The shop's customers: search by name, e-mail or phone; paging and sorting done by the API. */
export default function Customers() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Number(params.get("page") ?? 1) || 1;
  const sort = params.get("sort") ?? "-created_at";
  const search = queryString({ q, page, sort, page_size: 25 });
  const query = useQuery({
    queryKey: ["customers", search],
    queryFn: () => api<AdminCustomerList>(`/customers${search}`, { lang }),
    placeholderData: keepPreviousData,
  });

  const sorting: SortingState = [{ id: sort.replace(/^-/, ""), desc: sort.startsWith("-") }];
  const columns = useMemo<ColumnDef<AdminCustomerRow>[]>(
    () => [
      {
        id: "name",
        header: t("customers.name"),
        cell: ({ row }) => (
          <Link className="text-blue-800 underline" to={`/customers/${row.original.id}`}>
            {row.original.name || t("customers.noName")}
          </Link>
        ),
      },
      { id: "email", header: t("customers.email"), cell: ({ row }) => row.original.email },
      { id: "phone", header: t("customers.phone"), cell: ({ row }) => row.original.phone },
      { id: "points", header: t("customers.points"), cell: ({ row }) => row.original.points },
      { id: "orders", header: t("customers.orders"), cell: ({ row }) => row.original.orders },
      {
        id: "created_at",
        header: t("customers.registered"),
        cell: ({ row }) => formatDateTime(row.original.created_at, lang),
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
    const value = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    setParams(withParams(params, { q: value, page: null }));
  };
  const toggleSort = (id: Sortable) => {
    const current = sort.replace(/^-/, "");
    const next = current === id && sort.startsWith("-") ? id : `-${id}`;
    setParams(withParams(params, { sort: next, page: null }));
  };

  return (
    <section>
      <PageTitle
        actions={
          <Link className="btn" to="/companies">
            {t("customers.companies")}
          </Link>
        }
      >
        {t("customers.title")}
      </PageTitle>
      <search>
        <form onSubmit={apply} className="card mb-4 flex flex-wrap items-end gap-3" key={q}>
          <label className="label min-w-64 flex-1">
            {t("customers.search")}
            <input
              name="q"
              type="search"
              defaultValue={q}
              placeholder={t("customers.searchHint")}
              className="field"
            />
          </label>
          <button type="submit" className="btn btn-primary">
            {t("customers.find")}
          </button>
        </form>
      </search>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote error={query.error} retry={() => query.refetch()} />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {t("customers.count", { count: query.data.total })}
          </p>
          <DataTable
            table={table}
            label={t("customers.title")}
            sortable={(id) => (SORTABLE as readonly string[]).includes(id)}
            onSort={(id) => toggleSort(id as Sortable)}
            empty={t("customers.empty")}
            className="min-w-[720px]"
          />
          <Pager
            page={page}
            pages={query.data.pages}
            go={(p) => setParams(withParams(params, { page: p }))}
          />
        </>
      )}
    </section>
  );
}
