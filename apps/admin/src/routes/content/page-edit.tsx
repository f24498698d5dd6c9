import type { AdminPage } from "@sf/contract";
import { adminPageWriteSchema } from "@sf/contract/admin-content";
import { slugify } from "@sf/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
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
import { ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { useI18n } from "../../i18n.tsx";

type Text = AdminPage["translations"][number];
const emptyText = (lang: string): Text => ({
  lang,
  slug: "",
  title: "",
  html: "",
  seo_title: "",
  seo_description: "",
});

/** An information page: new (`/content/pages/new`) or the shop's (`/content/pages/:key`). */
export default function PageEdit() {
  const { key } = useParams();
  const isNew = key === "new";
  const query = useQuery({
    queryKey: ["content", "page", key],
    queryFn: () => api<AdminPage>(`/content/pages/${key}`),
    enabled: !isNew,
  });
  if (!isNew && query.isPending) return <Loading />;
  if (!isNew && query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;
  return <PageForm key={key} page={isNew ? null : (query.data ?? null)} />;
}

function PageForm({ page }: { page: AdminPage | null }) {
  const { t } = useI18n();
  const languages = useShopLanguages();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [breadcrumbs, setBreadcrumbs] = useState(page?.show_breadcrumbs ?? true);
  const [texts, setTexts] = useState<Record<string, Text>>(() =>
    Object.fromEntries(
      languages.map((lang) => [lang, page?.translations.find((x) => x.lang === lang) ?? emptyText(lang)]),
    ),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const edit = (lang: string, patch: Partial<Text>) =>
    setTexts((all) => ({ ...all, [lang]: { ...(all[lang] ?? emptyText(lang)), ...patch } }));
  const written = (text: Text | undefined) => Boolean(text && (text.title.trim() || text.html.trim()));
  const save = useMutation({
    mutationFn: (body: unknown) =>
      page
        ? api<AdminPage>(`/content/pages/${page.key}`, { method: "PATCH", body })
        : api<AdminPage>("/content/pages", { method: "POST", body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ["content"] });
      queryClient.setQueryData(["content", "page", saved.key], saved);
      navigate(`/content/pages/${saved.key}?saved=1`, { replace: true });
    },
    onError: (error) => setErrors(messagesOf(error)),
  });
  const remove = useMutation({
    mutationFn: () => api(`/content/pages/${page?.key}`, { method: "DELETE" }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["content"] });
      navigate("/content/pages");
    },
    onError: (error) => setErrors(messagesOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      show_breadcrumbs: breadcrumbs,
      ignore_layout: page?.ignore_layout ?? false,
      translations: languages.map((lang) => texts[lang]).filter(written),
    };
    const parsed = adminPageWriteSchema.safeParse(body);
    if (!parsed.success) return setErrors(messagesOf(parsed.error));
    setErrors([]);
    save.mutate(body);
  };
  const saved = new URLSearchParams(window.location.search).has("saved") && !save.isPending;

  return (
    <section>
      <PageTitle actions={<Link to="/content/pages">{t("content.backToList")}</Link>}>
        {page ? t("content.editPage") : t("content.newPage")}
      </PageTitle>
      <ContentNav />
      <form onSubmit={submit} className="card grid gap-4" noValidate>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={breadcrumbs} onChange={(e) => setBreadcrumbs(e.target.checked)} />
          {t("content.breadcrumbs")}
        </label>
        <LanguageTabs languages={languages} filled={(lang) => written(texts[lang])}>
          {(lang) => {
            const text = texts[lang] ?? emptyText(lang);
            const stored = page?.translations.find((x) => x.lang === lang);
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
                <HtmlField
                  label={t("content.textIn", { lang })}
                  value={text.html}
                  onChange={(html) => edit(lang, { html })}
                />
                <label className="label">
                  {t("content.seoTitle")}
                  <input
                    className="field"
                    value={text.seo_title}
                    onChange={(e) => edit(lang, { seo_title: e.target.value })}
                  />
                </label>
                <label className="label">
                  {t("content.seoDescription")}
                  <textarea
                    className="field"
                    rows={2}
                    value={text.seo_description}
                    onChange={(e) => edit(lang, { seo_description: e.target.value })}
                  />
                </label>
                {stored ? <StorefrontLink path={`/${lang}/page/${stored.slug}`} /> : null}
              </>
            );
          }}
        </LanguageTabs>
        <FormErrors errors={errors} />
        {saved && page ? (
          <p role="status" className="text-sm text-green-900">
            {t("content.saved")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t("content.save")}
          </button>
          {page ? (
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
    </section>
  );
}
