import {
  type AdminPromoCode,
  adminPromoCodeInputSchema,
  PROMO_CODE_TYPES,
  PROMO_VALUE_TYPES,
} from "@sf/contract";
import { promoAudienceProblems, promoCodeProblems } from "@sf/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ColumnDef, getCoreRowModel, type SortingState, useReactTable } from "@tanstack/react-table";
import { type FormEvent, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { api, queryString } from "../../api.ts";
import { DataTable } from "../../components/data-table.tsx";
import { Pager } from "../../components/pager.tsx";
import {
  apiFieldMessages,
  Field,
  type FieldMessages,
  Saved,
  zodFieldMessages,
} from "../../components/shop-form.tsx";
import { Badge, ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { formatDateTime, type MessageKey, useI18n } from "../../i18n.tsx";
import { LoyaltySettings } from "./loyalty.tsx";
import { PromoAudienceFields } from "./promo-audience.tsx";

type List = { items: AdminPromoCode[]; total: number; page: number; pages: number };
const SORTABLE = ["code", "ends_at", "used_count"] as const;

/** A local date-time input's value as ISO, or null when empty. */
const isoOf = (local: FormDataEntryValue | null) => (local ? new Date(String(local)).toISOString() : null);
/** An ISO moment as a datetime-local input's value (local time). */
const localOf = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/**
 * Promo codes: the list (paged and sorted by the API), one form to create or edit a code, and
 * the shop's loyalty programme below.
 */
export default function PromoCodes() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? 1) || 1;
  const sort = params.get("sort") ?? "code";
  const q = params.get("q") ?? "";
  const search = queryString({ page, sort, q });
  const query = useQuery({
    queryKey: ["promo-codes", search],
    queryFn: () => api<List>(`/promo-codes${search}`),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<AdminPromoCode | null>(null);
  const go = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) v ? merged.set(k, v) : merged.delete(k);
    setParams(merged);
  };
  const sorting: SortingState = [{ id: sort.replace(/^-/, ""), desc: sort.startsWith("-") }];
  const columns = useMemo<ColumnDef<AdminPromoCode>[]>(
    () => [
      { id: "code", header: t("shop.promo.code"), cell: ({ row }) => <strong>{row.original.code}</strong> },
      {
        id: "value",
        header: t("shop.promo.value"),
        enableSorting: false,
        cell: ({ row }) =>
          `${row.original.value}${row.original.value_type === "percent" ? " %" : ""} · ${t(`shop.promo.type.${row.original.type}` as MessageKey)}`,
      },
      {
        id: "ends_at",
        header: t("shop.promo.period"),
        cell: ({ row }) =>
          [row.original.starts_at, row.original.ends_at]
            .map((d) => (d ? formatDateTime(d, lang) : "…"))
            .join(" – "),
      },
      {
        id: "used_count",
        header: t("shop.promo.uses"),
        cell: ({ row }) =>
          `${row.original.used_count} / ${row.original.max_uses ?? "∞"}${
            row.original.max_uses_per_customer
              ? ` · ${t("shop.promo.perCustomer", { n: String(row.original.max_uses_per_customer) })}`
              : ""
          } · ${t(`shop.promo.audience.${row.original.audience}` as MessageKey)}`,
      },
      {
        id: "active",
        header: t("shop.promo.active"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.active ? (
            <Badge tone="green">{t("common.yes")}</Badge>
          ) : (
            <Badge>{t("common.no")}</Badge>
          ),
      },
      {
        id: "edit",
        header: () => <span className="sr-only">{t("shop.promo.edit")}</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <button type="button" className="btn" onClick={() => setEditing(row.original)}>
            {t("shop.promo.editCode", { code: row.original.code })}
          </button>
        ),
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
  const toggleSort = (id: string) => go({ sort: sort === id ? `-${id}` : id, page: "" });

  return (
    <section>
      <PageTitle>{t("shop.promo.title")}</PageTitle>
      <search className="mb-4">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            go({ q: String(new FormData(e.currentTarget).get("q") ?? ""), page: "" });
          }}
        >
          <label className="label">
            {t("shop.promo.search")}
            <input name="q" defaultValue={q} className="field" />
          </label>
          <button type="submit" className="btn btn-primary">
            {t("shop.promo.find")}
          </button>
        </form>
      </search>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote error={query.error} retry={() => query.refetch()} />
      ) : (
        <>
          <DataTable
            table={table}
            label={t("shop.promo.title")}
            sortable={(id) => (SORTABLE as readonly string[]).includes(id)}
            onSort={toggleSort}
            empty={t("shop.promo.empty")}
            className="min-w-[720px]"
          />
          <Pager page={page} pages={query.data.pages} go={(p) => go({ page: String(p) })} />
        </>
      )}
      <PromoCodeForm key={editing?.id ?? "new"} editing={editing} done={() => setEditing(null)} />
      <LoyaltySettings />
    </section>
  );
}

/** Create a code, or edit the one chosen (deactivating is unticking "active"). */
function PromoCodeForm({ editing, done }: { editing: AdminPromoCode | null; done: () => void }) {
  const { t, te } = useI18n();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<FieldMessages>({});
  const [type, setType] = useState(editing?.type ?? "general");
  const save = useMutation({
    mutationFn: (body: unknown) =>
      editing
        ? api<AdminPromoCode>(`/promo-codes/${editing.id}`, { method: "PATCH", body })
        : api<AdminPromoCode>("/promo-codes", { method: "POST", body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["promo-codes"] });
      if (editing) done();
    },
  });
  const messages = { ...apiFieldMessages(save.error, te), ...local };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const maxUses = String(form.get("max_uses") ?? "").trim();
    const perCustomer = String(form.get("max_uses_per_customer") ?? "").trim();
    const body = {
      code: String(form.get("code") ?? "").trim(),
      type: form.get("type"),
      value_type: form.get("value_type"),
      value: Number(form.get("value")),
      product_ids: String(form.get("product_ids") ?? "")
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
      active: form.get("active") === "on",
      starts_at: isoOf(form.get("starts_at")),
      ends_at: isoOf(form.get("ends_at")),
      max_uses: maxUses ? Number(maxUses) : null,
      audience: form.get("audience"),
      customer_ids: form.getAll("customer_ids").map(Number),
      max_uses_per_customer: perCustomer ? Number(perCustomer) : null,
    };
    const parsed = adminPromoCodeInputSchema.safeParse(body);
    if (!parsed.success) return setLocal(zodFieldMessages(parsed.error, te));
    const d = parsed.data;
    const problems = promoCodeProblems({
      code: d.code,
      type: d.type,
      valueType: d.value_type,
      value: d.value,
      productIds: d.type === "product" ? d.product_ids : [],
      startsAt: d.starts_at ? new Date(d.starts_at) : null,
      endsAt: d.ends_at ? new Date(d.ends_at) : null,
      maxUses: d.max_uses,
      usedCount: editing?.used_count ?? 0,
    });
    Object.assign(
      problems,
      promoAudienceProblems({
        audience: d.audience,
        customerIds: d.audience === "listed" ? d.customer_ids : [],
        maxUsesPerCustomer: d.max_uses_per_customer,
      }),
    );
    setLocal(problems);
    if (Object.keys(problems).length === 0) save.mutate(d);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="card mt-6 grid gap-3 sm:grid-cols-2"
      aria-labelledby="promo-form"
    >
      <h2 id="promo-form" className="font-semibold sm:col-span-2">
        {editing ? t("shop.promo.editCode", { code: editing.code }) : t("shop.promo.new")}
      </h2>
      <Field label={t("shop.promo.code")} name="code" messages={messages}>
        {(p) => (
          <input
            {...p}
            name="code"
            defaultValue={editing?.code}
            className="field uppercase"
            autoComplete="off"
          />
        )}
      </Field>
      <Field label={t("shop.promo.appliesTo")} name="type" messages={messages}>
        {(p) => (
          <select
            {...p}
            name="type"
            value={type}
            onChange={(e) => setType(e.target.value as "general")}
            className="field"
          >
            {PROMO_CODE_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`shop.promo.type.${v}` as MessageKey)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("shop.promo.valueType")} name="value_type" messages={messages}>
        {(p) => (
          <select {...p} name="value_type" defaultValue={editing?.value_type ?? "percent"} className="field">
            {PROMO_VALUE_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`shop.promo.valueType.${v}` as MessageKey)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("shop.promo.value")} name="value" messages={messages}>
        {(p) => (
          <input
            {...p}
            name="value"
            type="number"
            step="0.01"
            min="0"
            defaultValue={editing?.value}
            className="field"
          />
        )}
      </Field>
      {type === "product" ? (
        <Field
          label={t("shop.promo.products")}
          name="product_ids"
          messages={messages}
          className="sm:col-span-2"
        >
          {(p) => (
            <input
              {...p}
              name="product_ids"
              defaultValue={editing?.product_ids.join(", ")}
              className="field"
              inputMode="numeric"
            />
          )}
        </Field>
      ) : null}
      <Field label={t("shop.promo.startsAt")} name="starts_at" messages={messages}>
        {(p) => (
          <input
            {...p}
            name="starts_at"
            type="datetime-local"
            defaultValue={localOf(editing?.starts_at ?? null)}
            className="field"
          />
        )}
      </Field>
      <Field label={t("shop.promo.endsAt")} name="ends_at" messages={messages}>
        {(p) => (
          <input
            {...p}
            name="ends_at"
            type="datetime-local"
            defaultValue={localOf(editing?.ends_at ?? null)}
            className="field"
          />
        )}
      </Field>
      <Field label={t("shop.promo.maxUses")} name="max_uses" messages={messages}>
        {(p) => (
          <input
            {...p}
            name="max_uses"
            type="number"
            min="1"
            step="1"
            defaultValue={editing?.max_uses ?? ""}
            className="field"
          />
        )}
      </Field>
      <label className="label flex items-center gap-2 self-end">
        <input name="active" type="checkbox" defaultChecked={editing?.active ?? true} className="size-5" />
        {t("shop.promo.active")}
      </label>
      <PromoAudienceFields editing={editing} messages={messages} />
      <p className="text-sm text-slate-700 sm:col-span-2">{t("shop.promo.whoHint")}</p>
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {editing ? t("shop.save") : t("shop.promo.create")}
        </button>
        {editing ? (
          <button type="button" className="btn" onClick={done}>
            {t("shop.cancel")}
          </button>
        ) : null}
      </div>
      {save.isSuccess && !editing ? <Saved>{t("shop.promo.created", { code: save.data.code })}</Saved> : null}
      {save.isError && !Object.keys(apiFieldMessages(save.error, te)).length ? (
        <ErrorNote error={save.error} />
      ) : null}
    </form>
  );
}
