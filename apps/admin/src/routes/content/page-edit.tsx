import type { AdminPage } from "@sf/contract";
import { adminPageWriteSchema } from "@sf/contract/admin-content";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { api } from "../../api.ts";
import { CheckField, SeoFields, TitleSlugFields } from "../../components/content-fields.tsx";
import { FormButtons, TextTabs, useContentWrite, useLanguageTexts } from "../../components/content-form.tsx";
import { ContentNav, FormErrors, HtmlField, StorefrontLink } from "../../components/content-parts.tsx";
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [breadcrumbs, setBreadcrumbs] = useState(page?.show_breadcrumbs ?? true);
  const texts = useLanguageTexts<Text>(page?.translations, emptyText, (x) =>
    Boolean(x.title.trim() || x.html.trim()),
  );
  const write = useContentWrite<AdminPage>({
    path: "/content/pages",
    id: page?.key,
    schema: adminPageWriteSchema,
    onSaved: (saved) => {
      queryClient.setQueryData(["content", "page", saved.key], saved);
      navigate(`/content/pages/${saved.key}?saved=1`, { replace: true });
    },
    onRemoved: () => navigate("/content/pages"),
  });
  const submit = write.onSubmit(() => ({
    show_breadcrumbs: breadcrumbs,
    ignore_layout: page?.ignore_layout ?? false,
    translations: texts.written(),
  }));
  const saved = new URLSearchParams(window.location.search).has("saved") && !write.save.isPending;

  return (
    <section>
      <PageTitle actions={<Link to="/content/pages">{t("content.backToList")}</Link>}>
        {page ? t("content.editPage") : t("content.newPage")}
      </PageTitle>
      <ContentNav />
      <form onSubmit={submit} className="card grid gap-4" noValidate>
        <CheckField label={t("content.breadcrumbs")} checked={breadcrumbs} onChange={setBreadcrumbs} />
        <TextTabs texts={texts}>
          {(lang, text, edit) => {
            const stored = texts.stored(lang);
            return (
              <>
                <TitleSlugFields lang={lang} text={text} edit={edit} saved={Boolean(stored)} />
                <HtmlField
                  label={t("content.textIn", { lang })}
                  value={text.html}
                  onChange={(html) => edit({ html })}
                />
                <SeoFields text={text} edit={edit} />
                {stored ? <StorefrontLink path={`/${lang}/page/${stored.slug}`} /> : null}
              </>
            );
          }}
        </TextTabs>
        <FormErrors errors={write.errors} />
        {saved && page ? (
          <p role="status" className="text-sm text-green-900">
            {t("content.saved")}
          </p>
        ) : null}
        <FormButtons write={write} />
      </form>
    </section>
  );
}
