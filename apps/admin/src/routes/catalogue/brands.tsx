import { type AdminBrand, adminBrandWriteSchema } from "@sf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError, api } from "../../api.ts";
import { CatalogueTabs } from "../../components/catalogue-tabs.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { apiFieldMessages, type FieldMessages, zodFieldMessages } from "../../components/shop-form.tsx";
import { ErrorNote, ErrorText, Loading, PageTitle, ScrollBox } from "../../components/ui.tsx";
import { useI18n } from "../../i18n.tsx";

/** The shop's brands: create, edit, delete (refused while products use the brand). */
export default function Brands() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["catalogue", "brands"],
    queryFn: () => api<AdminBrand[]>("/catalogue/brands"),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["catalogue", "brands"] });
  const [editing, setEditing] = useState<AdminBrand | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const [announce, setAnnounce] = useState("");
  const remove = useMutation({
    mutationFn: (id: number) => api(`/catalogue/brands/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      setDeleting(null);
      setAnnounce(t("catalogue.brand.deleted"));
      void refresh();
    },
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;
  return (
    <section>
      <PageTitle
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t("catalogue.brand.new")}
          </button>
        }
      >
        {t("catalogue.brand.title")}
      </PageTitle>
      <CatalogueTabs />
      <p role="status" className="sr-only">
        {announce}
      </p>
      <ScrollBox label={t("catalogue.brand.title")} className="rounded-lg border border-slate-200 bg-white">
        <table className="w-full min-w-[600px] text-sm">
          <thead className="bg-slate-100 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("catalogue.brand.name")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("catalogue.brand.slug")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("catalogue.brand.country")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("catalogue.cat.products")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("catalogue.cat.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((b) => (
              <tr key={b.id} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {b.name}
                </th>
                <td className="px-3 py-2 font-mono text-xs">{b.slug}</td>
                <td className="px-3 py-2">{b.country ?? "—"}</td>
                <td className="px-3 py-2 text-right tabular-nums">{b.product_count}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      className="btn"
                      aria-label={t("catalogue.cat.editOf", { name: b.name })}
                      onClick={() => setEditing(b)}
                    >
                      {t("catalogue.cat.edit")}
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger"
                      aria-label={t("catalogue.cat.deleteOf", { name: b.name })}
                      onClick={() => {
                        remove.reset();
                        setDeleting(b);
                      }}
                    >
                      {t("catalogue.cat.delete")}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {editing ? (
        <BrandForm
          key={editing === "new" ? "new" : editing.id}
          brand={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setAnnounce(t("catalogue.brand.saved"));
            void refresh();
          }}
        />
      ) : null}
      {deleting ? (
        <Dialog
          role="alertdialog"
          title={t("catalogue.brand.deleteTitle", { name: deleting.name })}
          description={t("catalogue.brand.deleteText")}
          onClose={() => setDeleting(null)}
        >
          {remove.isError ? (
            <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
              <ErrorText error={remove.error} />
            </p>
          ) : null}
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className="btn" onClick={() => setDeleting(null)}>
              {t("catalogue.cat.cancel")}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(deleting.id)}
            >
              {t("catalogue.cat.delete")}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

function BrandForm({
  brand,
  onClose,
  onSaved,
}: {
  brand: AdminBrand | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, te } = useI18n();
  const [errors, setErrors] = useState<FieldMessages>({});
  const save = useMutation({
    mutationFn: (body: unknown) =>
      brand
        ? api(`/catalogue/brands/${brand.id}`, { method: "PATCH", body })
        : api("/catalogue/brands", { method: "POST", body }),
    onSuccess: onSaved,
    onError: (error) => setErrors(apiFieldMessages(error, te)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const get = (name: string) => String(data.get(name) ?? "").trim();
    const parsed = adminBrandWriteSchema.safeParse({
      name: get("name"),
      slug: get("slug"),
      country: get("country") || null,
    });
    if (!parsed.success) {
      setErrors(zodFieldMessages(parsed.error, te, "path"));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const input = "mt-1 block w-full rounded-md border border-slate-400 px-2 py-1";
  const field = (name: "name" | "slug" | "country", label: string) => (
    <div className="text-sm">
      <label htmlFor={`brand-${name}`} className="block">
        {label}
      </label>
      <input
        id={`brand-${name}`}
        name={name}
        defaultValue={brand?.[name] ?? ""}
        className={input}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `brand-${name}-error` : undefined}
      />
      {errors[name] ? (
        <span id={`brand-${name}-error`} className="mt-1 block text-red-800">
          {errors[name].join(" ")}
        </span>
      ) : null}
    </div>
  );
  return (
    <Dialog
      title={brand ? t("catalogue.brand.editTitle", { name: brand.name }) : t("catalogue.brand.new")}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
        {Object.keys(errors).length ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            {Object.values(errors).flat().join(" ")}
          </p>
        ) : null}
        {save.isError && !(save.error instanceof ApiError && save.error.status === 400) ? (
          <ErrorNote error={save.error} />
        ) : null}
        {field("name", t("catalogue.brand.name"))}
        {field("slug", t("catalogue.brand.slug"))}
        {field("country", t("catalogue.brand.country"))}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn" onClick={onClose}>
            {t("catalogue.cat.cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t("catalogue.cat.save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
