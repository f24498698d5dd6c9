import type { AdminArticleList } from "@sf/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { Link, useSearchParams } from "react-router";
import { api, queryString } from "../../api.ts";
import { PublishedBadge } from "../../components/content-fields.tsx";
import { ContentNav, languageName } from "../../components/content-parts.tsx";
import { ErrorNote, Loading, PageTitle, ScrollBox } from "../../components/ui.tsx";
import { formatDateTime, useI18n } from "../../i18n.tsx";

type Row = AdminArticleList["items"][number];
const column = createColumnHelper<Row>();

/** The shop's articles, 25 a page from the API, newest or oldest first. */
export default function Articles() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? 1) || 1;
  const sort = params.get("sort") === "oldest" ? "oldest" : "newest";
  const query = useQuery({
    queryKey: ["content", "articles", page, sort],
    queryFn: () => api<AdminArticleList>(`/content/articles${queryString({ page, sort })}`),
    placeholderData: keepPreviousData,
  });
  const columns = [
    column.accessor((r) => r.texts[0]?.title ?? `#${r.id}`, {
      id: "title",
      header: () => t("content.titleField"),
      cell: (info) => <Link to={`/content/articles/${info.row.original.id}`}>{info.getValue()}</Link>,
    }),
    column.accessor("texts", {
      header: () => t("content.languages"),
      cell: (info) =>
        info
          .getValue()
          .map((x) => languageName(x.lang))
          .join(", "),
    }),
    column.accessor("active", {
      header: () => t("content.state"),
      cell: (info) => <PublishedBadge active={info.getValue()} />,
    }),
    column.accessor("published_at", {
      header: () => (
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => setParams({ page: "1", sort: sort === "newest" ? "oldest" : "newest" })}
        >
          {t("content.date")} {sort === "newest" ? "↓" : "↑"}
          <span className="sr-only">
            {t(sort === "newest" ? "content.sortOldest" : "content.sortNewest")}
          </span>
        </button>
      ),
      cell: (info) => formatDateTime(info.getValue(), lang),
    }),
  ];
  const data = query.data;
  const table = useReactTable({
    data: data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    pageCount: data?.pages ?? 1,
  });

  return (
    <section>
      <PageTitle
        actions={
          <Link to="/content/articles/new" className="btn btn-primary">
            {t("content.newArticle")}
          </Link>
        }
      >
        {t("content.title")}
      </PageTitle>
      <ContentNav />
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorNote error={query.error} retry={() => query.refetch()} /> : null}
      {data ? (
        <>
          <ScrollBox label={t("content.articles")} className="rounded-lg border border-slate-200 bg-white">
            <table className="w-full min-w-[640px] text-sm">
              <caption className="sr-only">{t("content.articles")}</caption>
              <thead className="bg-slate-100 text-left">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <th
                        key={header.id}
                        scope="col"
                        className="px-3 py-2"
                        aria-sort={
                          header.id === "published_at"
                            ? sort === "newest"
                              ? "descending"
                              : "ascending"
                            : undefined
                        }
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </th>
                    ))}
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
          </ScrollBox>
          {data.items.length === 0 ? <p className="mt-3">{t("content.none")}</p> : null}
          <div className="mt-3 flex items-center gap-3">
            <button
              type="button"
              className="btn"
              disabled={page <= 1}
              onClick={() => setParams({ page: String(page - 1), sort })}
            >
              {t("common.prev")}
            </button>
            <span>{t("common.page", { page: data.page, pages: data.pages })}</span>
            <button
              type="button"
              className="btn"
              disabled={page >= data.pages}
              onClick={() => setParams({ page: String(page + 1), sort })}
            >
              {t("common.next")}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
