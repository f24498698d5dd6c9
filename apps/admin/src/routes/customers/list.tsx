import type { AdminCustomerList, AdminCustomerRow } from "@sf/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { type FormEvent, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { api, queryString } from "../../api.ts";
import { Pager, withParams } from "../../components/customers-pager.tsx";
import { ErrorNote, Loading, PageTitle, ScrollBox } from "../../components/ui.tsx";
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
          <ScrollBox label={t("customers.title")} className="rounded-lg border border-slate-200 bg-white">
            <table className="w-full min-w-[720px] text-sm">
              <caption className="sr-only">{t("customers.title")}</caption>
              <thead className="bg-slate-100 text-left">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const id = header.column.id as Sortable;
                      const sortable = SORTABLE.includes(id);
                      const state = header.column.getIsSorted();
                      const label = flexRender(header.column.columnDef.header, header.getContext());
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          className="px-3 py-2 font-semibold"
                          aria-sort={state ? (state === "desc" ? "descending" : "ascending") : undefined}
                        >
                          {sortable ? (
                            <button type="button" className="hover:underline" onClick={() => toggleSort(id)}>
                              {label}
                              <span aria-hidden="true">
                                {state === "desc" ? " ↓" : state === "asc" ? " ↑" : ""}
                              </span>
                            </button>
                          ) : (
                            label
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="border-t border-slate-100">
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className="px-3 py-2">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {query.data.items.length === 0 ? (
              <p className="p-4 text-slate-700">{t("customers.empty")}</p>
            ) : null}
          </ScrollBox>
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
