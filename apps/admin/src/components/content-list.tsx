import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { api } from "../api.ts";
import { useI18n } from "../i18n.tsx";
import { DataTable } from "./data-table.tsx";
import { ErrorNote } from "./ui.tsx";

/**
 * A content kind's list: its name, the kind's own columns and an edit button per row; for a kind
 * the storefront shows in the shop's order (banners, vacancies, albums, partners: `reorderPath`),
 * its position and up and down too. A move sends the whole new order (`POST {reorderPath}/order`)
 * and shows the list the API answers.
 */
export function ContentList<T extends { id: number }>({
  label,
  reorderPath,
  queryKey,
  items,
  name,
  columns = [],
  onEdit,
}: {
  label: string;
  /** The kind's API path when it is ordered, e.g. `/content/vacancies`. */
  reorderPath?: string;
  queryKey: readonly unknown[];
  items: T[];
  name: (item: T) => string;
  columns?: { header: string; cell: (item: T) => ReactNode }[];
  onEdit: (item: T) => void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const reorder = useMutation({
    mutationFn: (ids: number[]) => api<T[]>(`${reorderPath}/order`, { method: "POST", body: { ids } }),
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
  });
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    reorder.mutate(ids);
  };
  const moves = (index: number, item: T) => (
    <>
      <button
        type="button"
        className="btn"
        disabled={index === 0 || reorder.isPending}
        onClick={() => move(index, -1)}
        aria-label={t("content.moveUp", { what: name(item) })}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn"
        disabled={index === items.length - 1 || reorder.isPending}
        onClick={() => move(index, 1)}
        aria-label={t("content.moveDown", { what: name(item) })}
      >
        ↓
      </button>
    </>
  );
  const defs: ColumnDef<T>[] = [
    ...(reorderPath
      ? [{ id: "order", header: t("content.order"), cell: ({ row }) => row.index + 1 } as ColumnDef<T>]
      : []),
    { id: "name", header: t("content.titleField"), cell: ({ row }) => name(row.original) },
    ...columns.map(
      (c, i): ColumnDef<T> => ({ id: `c${i}`, header: c.header, cell: ({ row }) => c.cell(row.original) }),
    ),
    {
      id: "actions",
      header: t("content.actions"),
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          {reorderPath ? moves(row.index, row.original) : null}
          <button type="button" className="btn" onClick={() => onEdit(row.original)}>
            {t("content.edit")} <span className="sr-only">{name(row.original)}</span>
          </button>
        </div>
      ),
    },
  ];
  const table = useReactTable({
    data: items,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (item) => String(item.id),
  });
  return (
    <>
      <DataTable table={table} label={label} empty={t("content.none")} className="min-w-[640px]" />
      {reorder.isError ? <ErrorNote error={reorder.error} /> : null}
    </>
  );
}
