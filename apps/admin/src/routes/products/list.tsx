import type { AdminProductList, AdminProductOptions, AdminProductRow } from "@sf/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ColumnDef, getCoreRowModel, type SortingState, useReactTable } from "@tanstack/react-table";
import { type FormEvent, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { adminPicture, api, queryString } from "../../api.ts";
import { CatalogueTabs } from "../../components/catalogue-tabs.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { Pager } from "../../components/pager.tsx";
import { Badge, ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { formatMoney, useI18n } from "../../i18n.tsx";

const FILTERS = ["q", "category_id", "brand_id", "stock", "visible"] as const;
const SORTABLE = new Set(["title", "code", "price", "stock"]);

/** The product list: filters in the address (shareable), paging, sorting and search by the API. */
export default function ProductList() {
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
    queryKey: ["products", search, lang],
    queryFn: () => api<AdminProductList>(`/products${search}`, { lang }),
    placeholderData: keepPreviousData,
  });
  const options = useQuery({
    queryKey: ["product-options", lang],
    queryFn: () => api<AdminProductOptions>("/product-options", { lang }),
    staleTime: 300_000,
  });
  const currency = options.data?.currency ?? "MDL";

  const sorting: SortingState = [{ id: sort.replace(/^-/, ""), desc: sort.startsWith("-") }];
  const columns = useMemo<ColumnDef<AdminProductRow>[]>(
    () => [
      {
        id: "picture",
        header: t("products.col.picture"),
        cell: ({ row }) => (
          <img
            src={adminPicture(row.original.image)}
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 object-contain"
          />
        ),
      },
      {
        id: "title",
        header: t("products.col.title"),
        cell: ({ row }) => (
          <>
            <Link className="font-semibold text-blue-800 underline" to={`/products/${row.original.id}`}>
              {row.original.title || row.original.code}
            </Link>
            <span className="block text-xs text-slate-700">
              {[row.original.category, row.original.brand].filter(Boolean).join(" · ")}
            </span>
          </>
        ),
      },
      { id: "code", header: t("products.col.code"), cell: ({ row }) => row.original.code },
      {
        id: "price",
        header: t("products.col.price"),
        cell: ({ row }) => (
          <>
            {formatMoney(row.original.price, currency, lang)}
            {row.original.old_price !== null ? (
              <s className="block text-xs text-slate-700">
                {formatMoney(row.original.old_price, currency, lang)}
              </s>
            ) : null}
          </>
        ),
      },
      { id: "stock", header: t("products.col.stock"), cell: ({ row }) => row.original.stock_total },
      {
        id: "state",
        header: t("products.col.state"),
        cell: ({ row }) =>
          row.original.active ? (
            <Badge tone="green">{t("products.visible")}</Badge>
          ) : (
            <Badge>{t("products.hidden")}</Badge>
          ),
      },
    ],
    [t, lang, currency],
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
  const toggleSort = (id: string) => {
    const current = sort.replace(/^-/, "");
    go({ sort: current === id && !sort.startsWith("-") ? `-${id}` : id, page: null });
  };

  return (
    <section>
      <PageTitle
        actions={
          <Link to="/products/new" className="btn btn-primary">
            {t("products.new")}
          </Link>
        }
      >
        {t("products.title")}
      </PageTitle>
      <CatalogueTabs />
      <search>
        <form
          onSubmit={apply}
          className="card mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          key={params.toString()}
        >
          <label className="label">
            {t("products.search")}
            <input
              name="q"
              type="search"
              defaultValue={filters.q}
              placeholder={t("products.searchHint")}
              className="field"
            />
          </label>
          <label className="label">
            {t("products.category")}
            <select name="category_id" defaultValue={filters.category_id} className="field">
              <option value="">{t("products.any")}</option>
              {(options.data?.categories ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {`${"— ".repeat(c.depth)}${c.title}`}
                </option>
              ))}
            </select>
          </label>
          <label className="label">
            {t("products.brand")}
            <select name="brand_id" defaultValue={filters.brand_id} className="field">
              <option value="">{t("products.any")}</option>
              {(options.data?.brands ?? []).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          <label className="label">
            {t("products.stock")}
            <select name="stock" defaultValue={filters.stock} className="field">
              <option value="">{t("products.any")}</option>
              <option value="in">{t("products.inStock")}</option>
              <option value="out">{t("products.outOfStock")}</option>
            </select>
          </label>
          <label className="label">
            {t("products.visible")}
            <select name="visible" defaultValue={filters.visible} className="field">
              <option value="">{t("products.any")}</option>
              <option value="yes">{t("products.visible")}</option>
              <option value="no">{t("products.hidden")}</option>
            </select>
          </label>
          <div className="flex items-end gap-2">
            <button type="submit" className="btn btn-primary">
              {t("products.apply")}
            </button>
            <button type="button" className="btn" onClick={() => setParams(new URLSearchParams())}>
              {t("products.reset")}
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
            {t("products.count", { count: query.data.total })}
          </p>
          <DataTable
            table={table}
            label={t("products.title")}
            sortable={(id) => SORTABLE.has(id)}
            onSort={toggleSort}
            empty={t("products.empty")}
            className="min-w-[720px]"
          />
          <Pager page={page} pages={query.data.pages} go={(p) => go({ page: String(p) })} />
        </>
      )}
    </section>
  );
}
