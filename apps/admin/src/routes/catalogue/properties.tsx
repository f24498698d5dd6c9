import type { AdminProperty, AdminPropertyValue } from "@sf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type ReactNode, useState } from "react";
import { api } from "../../api.ts";
import { CatalogueTabs } from "../../components/catalogue-tabs.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { PropertyDelete } from "../../components/properties-delete.tsx";
import { PropertyForm } from "../../components/properties-form.tsx";
import { Badge, ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { type Lang, type T, useI18n } from "../../i18n.tsx";
import { useMe } from "../../session.tsx";

type Row = AdminProperty | AdminPropertyValue;
type Editing = { kind: "property" | "value"; record: Row | null } | null;
type Deleting = { kind: "property" | "value"; record: Row } | null;

/**
 * The catalogue's properties (the storefront's listing filters and product-page properties) and
 * the values of the one chosen: order, create, edit titles per language, delete.
 */
export default function Properties() {
  const { t, lang } = useI18n();
  const me = useMe();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["catalogue", "properties"],
    queryFn: () => api<AdminProperty[]>("/catalogue/properties"),
  });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [announce, setAnnounce] = useState("");
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["catalogue", "properties"] });
    // The product editor's pickers list the properties too.
    void queryClient.invalidateQueries({ queryKey: ["product-options"] });
  };
  const move = useMutation({
    mutationFn: ({ path, direction }: { path: string; direction: "up" | "down" }) =>
      api(`${path}/move`, { method: "POST", body: { direction } }),
    onSuccess: (_, { direction }) =>
      setAnnounce(t(direction === "up" ? "catalogue.prop.movedUp" : "catalogue.prop.movedDown")),
    onSettled: refresh,
  });
  const main = (me.data?.shop.main_language ?? "ro") as Lang;
  const nameOf = (r: Row) => r.title[lang] ?? r.title[main] ?? r.key;
  const all = query.data ?? [];
  const chosen = all.find((p) => p.id === chosenId) ?? null;

  const actions = (kind: "property" | "value", r: Row, list: Row[]) => {
    const at = list.findIndex((x) => x.id === r.id);
    const name = nameOf(r);
    const path = kind === "property" ? `/catalogue/properties/${r.id}` : `/catalogue/property-values/${r.id}`;
    return (
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className="btn"
          disabled={at <= 0 || move.isPending}
          aria-label={t("catalogue.cat.moveUp", { name })}
          onClick={() => move.mutate({ path, direction: "up" })}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn"
          disabled={at >= list.length - 1 || move.isPending}
          aria-label={t("catalogue.cat.moveDown", { name })}
          onClick={() => move.mutate({ path, direction: "down" })}
        >
          ↓
        </button>
        {kind === "property" ? (
          <button
            type="button"
            className="btn"
            aria-pressed={r.id === chosenId}
            aria-label={t("catalogue.prop.valuesOf", { name })}
            onClick={() => setChosenId(r.id)}
          >
            {t("catalogue.prop.values")}
          </button>
        ) : null}
        <button
          type="button"
          className="btn"
          aria-label={t("catalogue.cat.editOf", { name })}
          onClick={() => setEditing({ kind, record: r })}
        >
          {t("catalogue.cat.edit")}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          aria-label={t("catalogue.cat.deleteOf", { name })}
          onClick={() => setDeleting({ kind, record: r })}
        >
          {t("catalogue.cat.delete")}
        </button>
      </div>
    );
  };

  const propertyTable = useReactTable({
    data: all,
    columns: columnsOf<AdminProperty>("property", t, nameOf, (r) => actions("property", r, all)),
    getCoreRowModel: getCoreRowModel(),
  });
  const valueTable = useReactTable({
    data: chosen?.values ?? [],
    columns: columnsOf<AdminPropertyValue>("value", t, nameOf, (r) =>
      actions("value", r, chosen?.values ?? []),
    ),
    getCoreRowModel: getCoreRowModel(),
  });

  if (query.isPending || me.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;
  const shop = {
    languages: me.data?.shop.languages ?? ["ro"],
    mainLanguage: main,
  };
  return (
    <section>
      <PageTitle
        actions={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing({ kind: "property", record: null })}
          >
            {t("catalogue.prop.new")}
          </button>
        }
      >
        {t("catalogue.prop.title")}
      </PageTitle>
      <CatalogueTabs />
      <p className="mb-3 text-sm text-slate-700">{t("catalogue.prop.help")}</p>
      <p role="status" className="sr-only">
        {announce}
      </p>
      {move.isError ? <ErrorNote error={move.error} /> : null}
      <DataTable table={propertyTable} label={t("catalogue.prop.title")} empty={t("catalogue.prop.none")} />
      <section aria-labelledby="property-values" className="mt-6">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
          <h2 id="property-values" className="text-lg font-semibold">
            {chosen ? t("catalogue.prop.valuesTitle", { name: nameOf(chosen) }) : t("catalogue.prop.values")}
          </h2>
          {chosen ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setEditing({ kind: "value", record: null })}
            >
              {t("catalogue.prop.value.new")}
            </button>
          ) : null}
        </div>
        {chosen ? (
          <DataTable
            table={valueTable}
            label={t("catalogue.prop.valuesTitle", { name: nameOf(chosen) })}
            empty={t("catalogue.prop.value.none")}
          />
        ) : (
          <p className="text-sm text-slate-700">{t("catalogue.prop.choose")}</p>
        )}
      </section>
      {editing ? (
        <PropertyForm
          key={editing.record?.id ?? `new-${editing.kind}`}
          kind={editing.kind}
          record={editing.record}
          propertyId={chosen?.id}
          inUse={editing.kind === "property" ? all : (chosen?.values ?? [])}
          shop={shop}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            if (editing.kind === "property") setChosenId(saved.id);
            setEditing(null);
            setAnnounce(
              t(editing.kind === "property" ? "catalogue.prop.saved" : "catalogue.prop.value.saved"),
            );
            refresh();
          }}
        />
      ) : null}
      {deleting ? (
        <PropertyDelete
          kind={deleting.kind}
          id={deleting.record.id}
          name={nameOf(deleting.record)}
          products={deleting.record.product_count}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            if (deleting.kind === "property" && deleting.record.id === chosenId) setChosenId(null);
            setDeleting(null);
            setAnnounce(t("catalogue.prop.deleted"));
            refresh();
          }}
        />
      ) : null}
    </section>
  );
}

/** The columns of either list: name, key, (type,) products, actions. */
function columnsOf<R extends Row>(
  kind: "property" | "value",
  t: T,
  nameOf: (r: Row) => string,
  actions: (r: R) => ReactNode,
): ColumnDef<R>[] {
  // Made on every render: the actions close over the current lists (a few dozen rows at most).
  return [
    {
      id: "name",
      header: t("catalogue.cat.name"),
      cell: ({ row }) => <span className="font-medium">{nameOf(row.original)}</span>,
    },
    {
      id: "key",
      header: t("catalogue.prop.key"),
      cell: ({ row }) => <code className="text-xs">{row.original.key}</code>,
    },
    ...(kind === "property"
      ? [
          {
            id: "type",
            header: t("catalogue.prop.type"),
            cell: ({ row }: { row: { original: R } }) => (
              <Badge>
                {t(
                  (row.original as AdminProperty).type === "radio"
                    ? "catalogue.prop.typeRadio"
                    : "catalogue.prop.typeCheckbox",
                )}
              </Badge>
            ),
          } satisfies ColumnDef<R>,
          {
            id: "values",
            header: t("catalogue.prop.valueCount"),
            cell: ({ row }: { row: { original: R } }) => (row.original as AdminProperty).values.length,
          } satisfies ColumnDef<R>,
        ]
      : []),
    {
      id: "products",
      header: t("catalogue.cat.products"),
      cell: ({ row }) => row.original.product_count,
    },
    { id: "actions", header: t("catalogue.cat.actions"), cell: ({ row }) => actions(row.original) },
  ];
}
