import { flexRender, type Table } from "@tanstack/react-table";
import { ScrollBox } from "./ui.tsx";

/**
 * A server-paged list's table (TanStack Table, manual sorting): a caption for screen readers,
 * header buttons on the sortable columns with `aria-sort`, and the empty message. One markup for
 * every list of the back-office.
 */
export function DataTable<T>({
  table,
  label,
  sortable = () => false,
  onSort,
  empty,
  className = "min-w-[720px]",
}: {
  table: Table<T>;
  /** Names the scrolling region and the table (its caption). */
  label: string;
  sortable?: (column: string) => boolean;
  onSort?: (column: string) => void;
  /** Shown under the headers when there are no rows. */
  empty: string;
  className?: string;
}) {
  const rows = table.getRowModel().rows;
  return (
    <ScrollBox label={label} className="rounded-lg border border-slate-200 bg-white">
      <table className={`w-full text-sm ${className}`}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-100 text-left">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const state = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-3 py-2 font-semibold"
                    aria-sort={state ? (state === "desc" ? "descending" : "ascending") : undefined}
                  >
                    {onSort && sortable(id) ? (
                      <button
                        type="button"
                        className="underline-offset-2 hover:underline"
                        onClick={() => onSort(id)}
                      >
                        {title}
                        <span aria-hidden="true">
                          {state === "desc" ? " ↓" : state === "asc" ? " ↑" : ""}
                        </span>
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-100 align-top">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="p-4 text-slate-700">{empty}</p> : null}
    </ScrollBox>
  );
}
