import type { AdminArticle } from "@sf/contract";
import { adminArticleWriteSchema } from "@sf/contract/admin-content";
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
import { PictureField } from "../../components/picture-field.tsx";
import { ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { useI18n } from "../../i18n.tsx";

type Text = AdminArticle["translations"][number];
const emptyText = (lang: string): Text => ({
  lang,
  slug: "",
  title: "",
  summary: "",
  html: "",
  seo_title: "",
  seo_description: "",
});

/** An article: new (`/content/articles/new`) or the shop's (`/content/articles/:id`). */
export default function ArticleEdit() {
  const { id } = useParams();
  const isNew = id === "new";
  const query = useQuery({
    queryKey: ["content", "article", id],
    queryFn: () => api<AdminArticle>(`/content/articles/${id}`),
    enabled: !isNew,
  });
  if (!isNew && query.isPending) return <Loading />;
  if (!isNew && query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;
  return <ArticleForm key={id} article={isNew ? null : (query.data ?? null)} />;
}

function ArticleForm({ article }: { article: AdminArticle | null }) {
  const { t } = useI18n();
  const languages = useShopLanguages();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(article?.active ?? true);
  const [image, setImage] = useState(article?.image ?? "");
  const [texts, setTexts] = useState<Record<string, Text>>(() =>
    Object.fromEntries(
      languages.map((lang) => [lang, article?.translations.find((x) => x.lang === lang) ?? emptyText(lang)]),
    ),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const edit = (lang: string, patch: Partial<Text>) =>
    setTexts((all) => ({ ...all, [lang]: { ...(all[lang] ?? emptyText(lang)), ...patch } }));
  const written = (text: Text | undefined) => Boolean(text && (text.title.trim() || text.html.trim()));

  const save = useMutation({
    mutationFn: (body: unknown) =>
      article
        ? api<AdminArticle>(`/content/articles/${article.id}`, { method: "PATCH", body })
        : api<AdminArticle>("/content/articles", { method: "POST", body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ["content"] });
      queryClient.setQueryData(["content", "article", String(saved.id)], saved);
      navigate(`/content/articles/${saved.id}?saved=1`, { replace: true });
    },
    onError: (error) => setErrors(messagesOf(error)),
  });
  const remove = useMutation({
    mutationFn: () => api(`/content/articles/${article?.id}`, { method: "DELETE" }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["content"] });
      navigate("/content/articles");
    },
    onError: (error) => setErrors(messagesOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      active,
      image: image.trim() || null,
      status_id: article?.status_id ?? null,
      translations: languages.map((lang) => texts[lang]).filter(written),
    };
    const parsed = adminArticleWriteSchema.safeParse(body);
    if (!parsed.success) return setErrors(messagesOf(parsed.error));
    setErrors([]);
    save.mutate(body);
  };
  const saved = new URLSearchParams(window.location.search).has("saved") && !save.isPending;

  return (
    <section>
      <PageTitle actions={<Link to="/content/articles">{t("content.backToList")}</Link>}>
        {article ? t("content.editArticle") : t("content.newArticle")}
      </PageTitle>
      <ContentNav />
      <form onSubmit={submit} className="card grid gap-4" noValidate>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          {t("content.publishedField")}
        </label>
        <PictureField
          label={t("content.image")}
          value={image || null}
          onChange={(path) => setImage(path ?? "")}
        />
        <LanguageTabs languages={languages} filled={(lang) => written(texts[lang])}>
          {(lang) => {
            const text = texts[lang] ?? emptyText(lang);
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
                        ...(article?.translations.some((x) => x.lang === lang)
                          ? {}
                          : { slug: slugify(e.target.value) }),
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
                    value={text.summary}
                    onChange={(e) => edit(lang, { summary: e.target.value })}
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
                {article?.active && article.translations.some((x) => x.lang === lang) ? (
                  <StorefrontLink
                    path={`/${lang}/articles/${article.translations.find((x) => x.lang === lang)?.slug}`}
                  />
                ) : null}
              </>
            );
          }}
        </LanguageTabs>
        <FormErrors errors={errors} />
        {saved && article ? (
          <p role="status" className="text-sm text-green-900">
            {t("content.saved")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t("content.save")}
          </button>
          {article ? (
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
