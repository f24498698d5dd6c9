import type { AdminOffer } from "@sf/contract";
import { adminOfferWriteSchema } from "@sf/contract/admin-content";
import { slugify } from "@sf/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api } from "../../api.ts";
import {
  ContentNav,
  FormErrors,
  HtmlField,
  LanguageTabs,
  messagesOf,
  StorefrontLink,
  useShopLanguages,
} from "../../components/content-parts.tsx";
import { PictureField } from "../../components/picture-field.tsx";
import { Badge, ErrorNote, Loading, PageTitle, ScrollBox } from "../../components/ui.tsx";
import { formatDateTime, useI18n } from "../../i18n.tsx";

type Text = AdminOffer["translations"][number];
const emptyText = (lang: string): Text => ({
  lang,
  slug: "",
  title: "",
  short_text: "",
  html: "",
  seo_title: "",
  seo_description: "",
});
/** An ISO instant as a `datetime-local` value (the browser's time zone) and back. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (value: string) => (value ? new Date(value).toISOString() : "");

/** The shop's special offers: the list, and a new one or one of them in the form below it. */
export default function Offers() {
  const { t, lang } = useI18n();
  const [editing, setEditing] = useState<AdminOffer | "new" | null>(null);
  const query = useQuery({
    queryKey: ["content", "offers"],
    queryFn: () => api<AdminOffer[]>("/content/offers"),
  });
  return (
    <section>
      <PageTitle
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t("content.newOffer")}
          </button>
        }
      >
        {t("content.title")}
      </PageTitle>
      <ContentNav />
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorNote error={query.error} retry={() => query.refetch()} /> : null}
      {query.data ? (
        <ScrollBox label={t("content.offers")} className="rounded-lg border border-slate-200 bg-white">
          <table className="w-full min-w-[640px] text-sm">
            <caption className="sr-only">{t("content.offers")}</caption>
            <thead className="bg-slate-100 text-left">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("content.titleField")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("content.runs")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("content.state")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("content.actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((offer) => (
                <tr key={offer.id} className="border-t border-slate-100">
                  <td className="px-3 py-2">{offer.translations[0]?.title ?? `#${offer.id}`}</td>
                  <td className="px-3 py-2">
                    {formatDateTime(offer.starts_at, lang)} – {formatDateTime(offer.ends_at, lang)}
                  </td>
                  <td className="px-3 py-2">
                    {offer.active ? (
                      <Badge tone="green">{t("content.published")}</Badge>
                    ) : (
                      <Badge>{t("content.hidden")}</Badge>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <button type="button" className="btn" onClick={() => setEditing(offer)}>
                      {t("content.edit")} <span className="sr-only">{offer.translations[0]?.title}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {query.data.length === 0 ? <p className="p-3">{t("content.none")}</p> : null}
        </ScrollBox>
      ) : null}
      {editing ? (
        <OfferForm
          key={editing === "new" ? "new" : editing.id}
          offer={editing === "new" ? null : editing}
          done={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function OfferForm({ offer, done }: { offer: AdminOffer | null; done: () => void }) {
  const { t } = useI18n();
  const languages = useShopLanguages();
  const queryClient = useQueryClient();
  const now = new Date().toISOString();
  const [active, setActive] = useState(offer?.active ?? true);
  const [onHome, setOnHome] = useState(offer?.show_on_main_page ?? false);
  const [image, setImage] = useState(offer?.image ?? "");
  const [starts, setStarts] = useState(toLocal(offer?.starts_at ?? now));
  const [ends, setEnds] = useState(offer ? toLocal(offer.ends_at) : "");
  const [texts, setTexts] = useState<Record<string, Text>>(() =>
    Object.fromEntries(
      languages.map((l) => [l, offer?.translations.find((x) => x.lang === l) ?? emptyText(l)]),
    ),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const edit = (lang: string, patch: Partial<Text>) =>
    setTexts((all) => ({ ...all, [lang]: { ...(all[lang] ?? emptyText(lang)), ...patch } }));
  const written = (x: Text | undefined) => Boolean(x && (x.title.trim() || x.html.trim()));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["content", "offers"] });
  const save = useMutation({
    mutationFn: (body: unknown) =>
      offer
        ? api(`/content/offers/${offer.id}`, { method: "PATCH", body })
        : api("/content/offers", { method: "POST", body }),
    onSuccess: () => {
      void refresh();
      done();
    },
    onError: (error) => setErrors(messagesOf(error)),
  });
  const remove = useMutation({
    mutationFn: () => api(`/content/offers/${offer?.id}`, { method: "DELETE" }),
    onSuccess: () => {
      void refresh();
      done();
    },
    onError: (error) => setErrors(messagesOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      active,
      show_on_main_page: onHome,
      priority: offer?.priority ?? 0,
      image: image || null,
      starts_at: fromLocal(starts),
      ends_at: fromLocal(ends),
      translations: languages.map((l) => texts[l]).filter(written),
    };
    const parsed = adminOfferWriteSchema.safeParse(body);
    if (!parsed.success) return setErrors(messagesOf(parsed.error));
    setErrors([]);
    save.mutate(body);
  };
  return (
    <form onSubmit={submit} className="card mt-6 grid gap-4" noValidate aria-labelledby="offer-form-title">
      <h2 id="offer-form-title" className="font-semibold">
        {offer ? t("content.editOffer") : t("content.newOffer")}
      </h2>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t("content.publishedField")}
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={onHome} onChange={(e) => setOnHome(e.target.checked)} />
        {t("content.onHome")}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="label">
          {t("content.startsAt")}
          <input
            type="datetime-local"
            className="field"
            value={starts}
            onChange={(e) => setStarts(e.target.value)}
          />
        </label>
        <label className="label">
          {t("content.endsAt")}
          <input
            type="datetime-local"
            className="field"
            value={ends}
            onChange={(e) => setEnds(e.target.value)}
          />
        </label>
      </div>
      <PictureField
        label={t("content.image")}
        value={image || null}
        onChange={(path) => setImage(path ?? "")}
      />
      <LanguageTabs languages={languages} filled={(l) => written(texts[l])}>
        {(lang) => {
          const text = texts[lang] ?? emptyText(lang);
          const stored = offer?.translations.find((x) => x.lang === lang);
          return (
            <>
              <label className="label">
                {t("content.titleIn", { lang })}
                <input
                  className="field"
                  value={text.title}
                  onChange={(e) =>
                    edit(lang, {
                      title: e.target.value,
                      ...(stored ? {} : { slug: slugify(e.target.value) }),
                    })
                  }
                />
              </label>
              <label className="label">
                {t("content.slugIn", { lang })}
                <input
                  className="field"
                  value={text.slug}
                  onChange={(e) => edit(lang, { slug: e.target.value })}
                />
              </label>
              <label className="label">
                {t("content.summary")}
                <textarea
                  className="field"
                  rows={2}
                  value={text.short_text}
                  onChange={(e) => edit(lang, { short_text: e.target.value })}
                />
              </label>
              <HtmlField
                label={t("content.textIn", { lang })}
                value={text.html}
                onChange={(html) => edit(lang, { html })}
              />
              {stored && offer?.active ? (
                <StorefrontLink path={`/${lang}/special-offers/${stored.slug}`} />
              ) : null}
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
        {offer ? (
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
