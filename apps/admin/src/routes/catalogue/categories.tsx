import { type AdminCategory, adminCategoryWriteSchema } from "@sf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError, api } from "../../api.ts";
import { CatalogueTabs } from "../../components/catalogue-tabs.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { PictureField } from "../../components/picture-field.tsx";
import { apiFieldMessages, type FieldMessages, zodFieldMessages } from "../../components/shop-form.tsx";
import { ErrorNote, ErrorText, Loading, PageTitle, ScrollBox } from "../../components/ui.tsx";
import { type MessageKey, useI18n } from "../../i18n.tsx";
import { useMe } from "../../session.tsx";

/** Indentation per depth (classes, not inline styles: the CSP refuses those). */
const INDENT = ["", "ps-5", "ps-10", "ps-15", "ps-20"];
const TEXT_FIELDS = ["title", "slug", "description", "seo_title", "seo_description"] as const;

/** The shop's category tree: order, create, edit, delete (refused while it holds anything). */
export default function Categories() {
  const { t, lang } = useI18n();
  const me = useMe();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["catalogue", "categories"],
    queryFn: () => api<AdminCategory[]>("/catalogue/categories"),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["catalogue", "categories"] });
  const [editing, setEditing] = useState<AdminCategory | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [announce, setAnnounce] = useState("");
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: "up" | "down" }) =>
      api(`/catalogue/categories/${id}/move`, { method: "POST", body: { direction } }),
    onSuccess: (_, { direction }) =>
      setAnnounce(t(direction === "up" ? "catalogue.cat.movedUp" : "catalogue.cat.movedDown")),
    onSettled: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(`/catalogue/categories/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      setDeleting(null);
      setAnnounce(t("catalogue.cat.deleted"));
      void refresh();
    },
  });
  if (query.isPending || me.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;
  const shop = me.data?.shop;
  const main = shop?.main_language ?? "ro";
  const titleOf = (c: AdminCategory) =>
    c.texts[lang as keyof AdminCategory["texts"]]?.title ??
    c.texts[main as keyof AdminCategory["texts"]]?.title ??
    `#${c.id}`;
  const siblings = (c: AdminCategory) => query.data.filter((x) => x.parent_id === c.parent_id);

  return (
    <section>
      <PageTitle
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t("catalogue.cat.new")}
          </button>
        }
      >
        {t("catalogue.cat.title")}
      </PageTitle>
      <CatalogueTabs />
      <p role="status" className="sr-only">
        {announce}
      </p>
      {move.isError ? <ErrorNote error={move.error} /> : null}
      <ScrollBox label={t("catalogue.cat.title")} className="rounded-lg border border-slate-200 bg-white">
        <table className="w-full min-w-[720px] text-sm">
          <thead className="bg-slate-100 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("catalogue.cat.name")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("catalogue.cat.path")}
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
            {query.data.map((c) => {
              const row = siblings(c);
              const at = row.findIndex((x) => x.id === c.id);
              const name = titleOf(c);
              return (
                <tr key={c.id} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <span className={`block ${INDENT[Math.min(c.depth, INDENT.length - 1)]}`}>
                      {c.depth > 0 ? <span aria-hidden="true">└ </span> : null}
                      {name}
                    </span>
                  </th>
                  <td className="px-3 py-2 font-mono text-xs">
                    {c.texts[main as keyof AdminCategory["texts"]]?.path}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{c.product_count}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        className="btn"
                        disabled={at <= 0 || move.isPending}
                        aria-label={t("catalogue.cat.moveUp", { name })}
                        onClick={() => move.mutate({ id: c.id, direction: "up" })}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="btn"
                        disabled={at >= row.length - 1 || move.isPending}
                        aria-label={t("catalogue.cat.moveDown", { name })}
                        onClick={() => move.mutate({ id: c.id, direction: "down" })}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="btn"
                        aria-label={t("catalogue.cat.editOf", { name })}
                        onClick={() => setEditing(c)}
                      >
                        {t("catalogue.cat.edit")}
                      </button>
                      <button
                        type="button"
                        className="btn btn-danger"
                        aria-label={t("catalogue.cat.deleteOf", { name })}
                        onClick={() => {
                          remove.reset();
                          setDeleting(c);
                        }}
                      >
                        {t("catalogue.cat.delete")}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollBox>
      {editing && shop ? (
        <CategoryForm
          key={editing === "new" ? "new" : editing.id}
          category={editing === "new" ? null : editing}
          all={query.data}
          titleOf={titleOf}
          languages={shop.languages}
          main={main}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setAnnounce(t("catalogue.cat.saved"));
            void refresh();
          }}
        />
      ) : null}
      {deleting ? (
        <Dialog
          role="alertdialog"
          title={t("catalogue.cat.deleteTitle", { name: titleOf(deleting) })}
          description={t("catalogue.cat.deleteText")}
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

type FormProps = {
  category: AdminCategory | null;
  all: AdminCategory[];
  titleOf: (c: AdminCategory) => string;
  languages: string[];
  main: string;
  onClose: () => void;
  onSaved: () => void;
};

/** A category's form in a dialog: place in the tree, texts per language, banner, 18+ notice. */
function CategoryForm({ category, all, titleOf, languages, main, onClose, onSaved }: FormProps) {
  const { t, te } = useI18n();
  const [errors, setErrors] = useState<FieldMessages>({});
  const [bannerImage, setBannerImage] = useState<string | null>(category?.banner?.image ?? null);
  // Not under itself or its own subtree.
  const excluded = new Set<number>();
  if (category) {
    excluded.add(category.id);
    for (const c of all) if (c.parent_id !== null && excluded.has(c.parent_id)) excluded.add(c.id);
  }
  const save = useMutation({
    mutationFn: (body: unknown) =>
      category
        ? api<AdminCategory>(`/catalogue/categories/${category.id}`, { method: "PATCH", body })
        : api<AdminCategory>("/catalogue/categories", { method: "POST", body }),
    onSuccess: onSaved,
    onError: (error) => setErrors(apiFieldMessages(error, te)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const get = (name: string) => String(data.get(name) ?? "").trim();
    const texts: Record<string, Record<string, string>> = {};
    for (const lang of languages) {
      const entry = Object.fromEntries(TEXT_FIELDS.map((f) => [f, get(`${f}.${lang}`)]));
      // A language left empty takes the main language's texts (the API fills it in).
      if (lang === main || entry.title || entry.slug) texts[lang] = entry;
    }
    // The banner's title and link per language; a language left empty shows the main one's.
    const perLanguage = (field: "title" | "url") =>
      Object.fromEntries(languages.map((l) => [l, get(`banner.${field}.${l}`)]).filter(([, v]) => v));
    const body = {
      parent_id: get("parent_id") ? Number(get("parent_id")) : null,
      show_18_popup: data.get("show_18_popup") === "on",
      banner: bannerImage
        ? { image: bannerImage, title: perLanguage("title"), url: perLanguage("url") }
        : null,
      texts,
    };
    const parsed = adminCategoryWriteSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldMessages(parsed.error, te, "path"));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const fieldLabel = (f: (typeof TEXT_FIELDS)[number]): MessageKey =>
    `catalogue.cat.field.${f}` as MessageKey;
  // "slug.ro" / "texts.ro.description" → "Adresă (slug) · RO"; other keys as the API names them.
  const labelOf = (key: string) => {
    const m = key.match(/^(?:texts\.([a-z]{2})\.(\w+)|(\w+)\.([a-z]{2}))$/);
    const field = m?.[2] ?? m?.[3] ?? "";
    const lang = m?.[1] ?? m?.[4] ?? "";
    return (TEXT_FIELDS as readonly string[]).includes(field)
      ? `${t(fieldLabel(field as (typeof TEXT_FIELDS)[number]))} · ${lang.toUpperCase()}`
      : key;
  };
  const errorOf = (name: string) =>
    errors[name] ? (
      <span id={`err-${name}`} className="mt-1 block text-sm text-red-800">
        {errors[name].join(" ")}
      </span>
    ) : null;
  const described = (name: string) =>
    errors[name] ? { "aria-describedby": `err-${name}`, "aria-invalid": true } : {};
  const input = "mt-1 block w-full rounded-md border border-slate-400 px-2 py-1";

  return (
    <Dialog
      title={category ? t("catalogue.cat.editTitle", { name: titleOf(category) }) : t("catalogue.cat.new")}
      description={t("catalogue.cat.formHelp")}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {Object.keys(errors).length ? (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{t("catalogue.cat.fix")}</p>
            <ul className="list-disc pl-5">
              {Object.entries(errors).map(([k, v]) => (
                <li key={k}>
                  {labelOf(k)}: {v.join(" ")}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {save.isError && !(save.error instanceof ApiError && save.error.status === 400) ? (
          <ErrorNote error={save.error} />
        ) : null}
        <label className="block text-sm font-medium">
          {t("catalogue.cat.parent")}
          <select
            name="parent_id"
            defaultValue={category?.parent_id ?? ""}
            className={input}
            {...described("parent_id")}
          >
            <option value="">{t("catalogue.cat.top")}</option>
            {all
              .filter((c) => !excluded.has(c.id))
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {`${"— ".repeat(c.depth)}${titleOf(c)}`}
                </option>
              ))}
          </select>
          {errorOf("parent_id")}
        </label>
        {languages.map((lang) => {
          const current = category?.texts[lang as keyof AdminCategory["texts"]];
          return (
            <fieldset key={lang} className="rounded-md border border-slate-200 p-3">
              <legend className="px-1 font-medium">
                {t("catalogue.cat.language", { lang: lang.toUpperCase() })}
                {lang === main ? ` · ${t("catalogue.cat.mainLanguage")}` : ""}
              </legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {TEXT_FIELDS.map((f) => {
                  const name = `${f}.${lang}`;
                  const errorKey = f === "title" || f === "slug" ? name : `texts.${lang}.${f}`;
                  const props = {
                    name,
                    defaultValue: current?.[f] ?? "",
                    className: input,
                    ...described(errorKey),
                  };
                  const id = `category-${f}-${lang}`;
                  return (
                    <div
                      key={f}
                      className={`text-sm ${f === "description" || f === "seo_description" ? "sm:col-span-2" : ""}`}
                    >
                      <label htmlFor={id} className="block">
                        {t(fieldLabel(f))}
                      </label>
                      {f === "description" || f === "seo_description" ? (
                        <textarea id={id} rows={2} {...props} />
                      ) : (
                        <input id={id} {...props} />
                      )}
                      {errorOf(errorKey)}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        <fieldset className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 font-medium">{t("catalogue.cat.banner")}</legend>
          <PictureField
            label={t("catalogue.cat.bannerImage")}
            value={bannerImage}
            onChange={setBannerImage}
          />
          {errorOf("banner.image")}
          {bannerImage
            ? languages.map((lang) => (
                <div key={lang} className="mt-2 grid gap-2 sm:grid-cols-2">
                  <label className="block text-sm">
                    {t("catalogue.cat.bannerTitle")} ({lang.toUpperCase()})
                    <input
                      name={`banner.title.${lang}`}
                      defaultValue={category?.banner?.title?.[lang as "ro"] ?? ""}
                      className={input}
                      {...described(`banner.title.${lang}`)}
                    />
                    {errorOf(`banner.title.${lang}`)}
                  </label>
                  <label className="block text-sm">
                    {t("catalogue.cat.bannerLink")} ({lang.toUpperCase()})
                    <input
                      name={`banner.url.${lang}`}
                      defaultValue={category?.banner?.url?.[lang as "ro"] ?? ""}
                      placeholder="/promotions"
                      className={input}
                      {...described(`banner.url.${lang}`)}
                    />
                    {errorOf(`banner.url.${lang}`)}
                  </label>
                </div>
              ))
            : null}
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="show_18_popup" defaultChecked={category?.show_18_popup ?? false} />
          {t("catalogue.cat.adult")}
        </label>
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
