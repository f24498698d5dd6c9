import type { AdminPage } from "@sf/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api } from "../../api.ts";
import { ContentNav, languageName } from "../../components/content-parts.tsx";
import { ErrorNote, Loading, PageTitle, ScrollBox } from "../../components/ui.tsx";
import { useI18n } from "../../i18n.tsx";

/** The shop's information pages (`/{lang}/page/{slug}`). */
export default function Pages() {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: ["content", "pages"],
    queryFn: () => api<AdminPage[]>("/content/pages"),
  });
  return (
    <section>
      <PageTitle
        actions={
          <Link to="/content/pages/new" className="btn btn-primary">
            {t("content.newPage")}
          </Link>
        }
      >
        {t("content.title")}
      </PageTitle>
      <ContentNav />
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorNote error={query.error} retry={() => query.refetch()} /> : null}
      {query.data ? (
        <ScrollBox label={t("content.pages")} className="rounded-lg border border-slate-200 bg-white">
          <table className="w-full min-w-[560px] text-sm">
            <caption className="sr-only">{t("content.pages")}</caption>
            <thead className="bg-slate-100 text-left">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("content.titleField")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("content.address")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("content.languages")}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((page) => (
                <tr key={page.key} className="border-t border-slate-100">
                  <td className="px-3 py-2">
                    <Link to={`/content/pages/${page.key}`}>{page.translations[0]?.title ?? page.key}</Link>
                  </td>
                  <td className="px-3 py-2">/page/{page.translations[0]?.slug}</td>
                  <td className="px-3 py-2">
                    {page.translations.map((x) => languageName(x.lang)).join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {query.data.length === 0 ? <p className="p-3">{t("content.none")}</p> : null}
        </ScrollBox>
      ) : null}
    </section>
  );
}
