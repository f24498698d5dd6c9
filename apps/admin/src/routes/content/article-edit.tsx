import type { AdminArticle } from "@sf/contract";
import { adminArticleWriteSchema } from "@sf/contract/admin-content";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { api } from "../../api.ts";
import { CheckField, SeoFields, TextField, TitleSlugFields } from "../../components/content-fields.tsx";
import { FormButtons, TextTabs, useContentWrite, useLanguageTexts } from "../../components/content-form.tsx";
import { ContentNav, FormErrors, HtmlField, StorefrontLink } from "../../components/content-parts.tsx";
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(article?.active ?? true);
  const [image, setImage] = useState(article?.image ?? "");
  const texts = useLanguageTexts<Text>(article?.translations, emptyText, (x) =>
    Boolean(x.title.trim() || x.html.trim()),
  );
  const write = useContentWrite<AdminArticle>({
    path: "/content/articles",
    id: article?.id,
    schema: adminArticleWriteSchema,
    onSaved: (saved) => {
      queryClient.setQueryData(["content", "article", String(saved.id)], saved);
      navigate(`/content/articles/${saved.id}?saved=1`, { replace: true });
    },
    onRemoved: () => navigate("/content/articles"),
  });
  const submit = write.onSubmit(() => ({
    active,
    image: image.trim() || null,
    status_id: article?.status_id ?? null,
    translations: texts.written(),
  }));
  const saved = new URLSearchParams(window.location.search).has("saved") && !write.save.isPending;

  return (
    <section>
      <PageTitle actions={<Link to="/content/articles">{t("content.backToList")}</Link>}>
        {article ? t("content.editArticle") : t("content.newArticle")}
      </PageTitle>
      <ContentNav />
      <form onSubmit={submit} className="card grid gap-4" noValidate>
        <CheckField label={t("content.publishedField")} checked={active} onChange={setActive} />
        <PictureField
          label={t("content.image")}
          value={image || null}
          onChange={(path) => setImage(path ?? "")}
        />
        <TextTabs texts={texts}>
          {(lang, text, edit) => {
            const stored = texts.stored(lang);
            return (
              <>
                <TitleSlugFields lang={lang} text={text} edit={edit} saved={Boolean(stored)} />
                <TextField
                  label={t("content.summary")}
                  rows={2}
                  value={text.summary}
                  onChange={(summary) => edit({ summary })}
                />
                <HtmlField
                  label={t("content.textIn", { lang })}
                  value={text.html}
                  onChange={(html) => edit({ html })}
                />
                <SeoFields text={text} edit={edit} />
                {article?.active && stored ? (
                  <StorefrontLink path={`/${lang}/articles/${stored.slug}`} />
                ) : null}
              </>
            );
          }}
        </TextTabs>
        <FormErrors errors={write.errors} />
        {saved && article ? (
          <p role="status" className="text-sm text-green-900">
            {t("content.saved")}
          </p>
        ) : null}
        <FormButtons write={write} />
      </form>
    </section>
  );
}
