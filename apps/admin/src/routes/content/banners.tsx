import type { AdminBanner } from "@sf/contract";
import { adminBannerWriteSchema, BANNER_PLACES } from "@sf/contract/admin-content";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api } from "../../api.ts";
import {
  ContentNav,
  FormErrors,
  LanguageTabs,
  messagesOf,
  StorefrontLink,
  useShopLanguages,
} from "../../components/content-parts.tsx";
import { PictureField } from "../../components/picture-field.tsx";
import { ErrorNote, Loading, PageTitle, ScrollBox } from "../../components/ui.tsx";
import { type MessageKey, useI18n } from "../../i18n.tsx";

type Text = AdminBanner["translations"][number];

/** The home page's banners: their order (up and down), a new one, an edit of one. */
export default function Banners() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminBanner | "new" | null>(null);
  const query = useQuery({
    queryKey: ["content", "banners"],
    queryFn: () => api<AdminBanner[]>("/content/banners"),
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) =>
      api<AdminBanner[]>("/content/banners/order", { method: "POST", body: { ids } }),
    onSuccess: (list) => queryClient.setQueryData(["content", "banners"], list),
  });
  const move = (index: number, by: -1 | 1) => {
    const ids = (query.data ?? []).map((b) => b.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    reorder.mutate(ids);
  };
  const title = (b: AdminBanner) => b.translations.find((x) => x.title)?.title || b.image;

  return (
    <section>
      <PageTitle
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t("content.newBanner")}
          </button>
        }
      >
        {t("content.title")}
      </PageTitle>
      <ContentNav />
      <div className="mb-3">
        <StorefrontLink path={`/${useShopLanguages()[0] ?? "ro"}`} />
      </div>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorNote error={query.error} retry={() => query.refetch()} /> : null}
      {query.data ? (
        <ScrollBox label={t("content.banners")} className="rounded-lg border border-slate-200 bg-white">
          <table className="w-full min-w-[640px] text-sm">
            <caption className="sr-only">{t("content.banners")}</caption>
            <thead className="bg-slate-100 text-left">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("content.order")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("content.titleField")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("content.place")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("content.actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((banner, index, all) => (
                <tr key={banner.id} className="border-t border-slate-100">
                  <td className="px-3 py-2">{index + 1}</td>
                  <td className="px-3 py-2">{title(banner)}</td>
                  <td className="px-3 py-2">{t(`content.place.${banner.show_on ?? "any"}` as MessageKey)}</td>
                  <td className="flex flex-wrap gap-2 px-3 py-2">
                    <button
                      type="button"
                      className="btn"
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                      aria-label={t("content.moveUp", { what: title(banner) })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn"
                      disabled={index === all.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                      aria-label={t("content.moveDown", { what: title(banner) })}
                    >
                      ↓
                    </button>
                    <button type="button" className="btn" onClick={() => setEditing(banner)}>
                      {t("content.edit")} <span className="sr-only">{title(banner)}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {query.data.length === 0 ? <p className="p-3">{t("content.none")}</p> : null}
        </ScrollBox>
      ) : null}
      {reorder.isError ? <ErrorNote error={reorder.error} /> : null}
      {editing ? (
        <BannerForm
          key={editing === "new" ? "new" : editing.id}
          banner={editing === "new" ? null : editing}
          done={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function BannerForm({ banner, done }: { banner: AdminBanner | null; done: () => void }) {
  const { t } = useI18n();
  const languages = useShopLanguages();
  const queryClient = useQueryClient();
  const [image, setImage] = useState(banner?.image ?? "");
  const [imageMobile, setImageMobile] = useState(banner?.image_mobile ?? "");
  const [place, setPlace] = useState(banner?.show_on ?? "");
  const empty = (lang: string): Text => ({ lang, title: "", description: "", url: "" });
  const [texts, setTexts] = useState<Record<string, Text>>(() =>
    Object.fromEntries(
      languages.map((lang) => [lang, banner?.translations.find((x) => x.lang === lang) ?? empty(lang)]),
    ),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const edit = (lang: string, patch: Partial<Text>) =>
    setTexts((all) => ({ ...all, [lang]: { ...(all[lang] ?? empty(lang)), ...patch } }));
  const written = (x: Text | undefined) =>
    Boolean(x && (x.title.trim() || x.description.trim() || x.url.trim()));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["content", "banners"] });
  const save = useMutation({
    mutationFn: (body: unknown) =>
      banner
        ? api(`/content/banners/${banner.id}`, { method: "PATCH", body })
        : api("/content/banners", { method: "POST", body }),
    onSuccess: () => {
      void refresh();
      done();
    },
    onError: (error) => setErrors(messagesOf(error)),
  });
  const remove = useMutation({
    mutationFn: () => api(`/content/banners/${banner?.id}`, { method: "DELETE" }),
    onSuccess: () => {
      void refresh();
      done();
    },
    onError: (error) => setErrors(messagesOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      image: image.trim(),
      image_mobile: imageMobile.trim() || null,
      show_on: place || null,
      translations: languages.map((lang) => texts[lang]).filter(written),
    };
    const parsed = adminBannerWriteSchema.safeParse(body);
    if (!parsed.success) return setErrors(messagesOf(parsed.error));
    setErrors([]);
    save.mutate(body);
  };
  return (
    <form onSubmit={submit} className="card mt-6 grid gap-4" noValidate aria-labelledby="banner-form-title">
      <h2 id="banner-form-title" className="font-semibold">
        {banner ? t("content.editBanner") : t("content.newBanner")}
      </h2>
      <PictureField
        label={t("content.image")}
        value={image || null}
        onChange={(path) => setImage(path ?? "")}
        removable={false}
      />
      <PictureField
        label={t("content.imageMobile")}
        value={imageMobile || null}
        onChange={(path) => setImageMobile(path ?? "")}
      />
      <label className="label">
        {t("content.place")}
        <select className="field" value={place} onChange={(e) => setPlace(e.target.value)}>
          <option value="">{t("content.place.any")}</option>
          {BANNER_PLACES.map((p) => (
            <option key={p} value={p}>
              {t(`content.place.${p}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <LanguageTabs languages={languages} filled={(lang) => written(texts[lang])}>
        {(lang) => {
          const text = texts[lang] ?? empty(lang);
          return (
            <>
              <label className="label">
                {t("content.titleIn", { lang })}
                <input
                  className="field"
                  value={text.title}
                  onChange={(e) => edit(lang, { title: e.target.value })}
                />
              </label>
              <label className="label">
                {t("content.description")}
                <textarea
                  className="field"
                  rows={2}
                  value={text.description}
                  onChange={(e) => edit(lang, { description: e.target.value })}
                />
              </label>
              <label className="label">
                {t("content.link")}
                <input
                  className="field"
                  value={text.url}
                  onChange={(e) => edit(lang, { url: e.target.value })}
                  placeholder={`/${lang}/...`}
                />
              </label>
            </>
          );
        }}
      </LanguageTabs>
      <FormErrors errors={errors} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t("content.save")}
        </button>
        <button type="button" className="btn" onClick={done}>
          {t("content.cancel")}
        </button>
        {banner ? (
          <button
            type="button"
            className="btn btn-danger"
            disabled={remove.isPending}
            onClick={() => window.confirm(t("content.confirmDelete")) && remove.mutate()}
          >
            {t("content.delete")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
