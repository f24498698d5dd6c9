import type { FaqItem } from "@sf/contract";
import { Icon } from "~/components/ui/icon.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/faq";

export async function loader({ request }: Route.LoaderArgs) {
  const api = await apiFor(request);
  return { title: translatorOf(api.lang)("info.faq"), faq: await api.infoPages.faq() };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const meta = seoMeta({
    site: matches[0]?.loaderData,
    title: data?.title ?? "",
    description: data?.faq.map((item) => item.question).join(" "),
    pathname: location.pathname,
  });
  if (data?.faq.length) {
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: data.faq.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      },
    });
  }
  return meta;
};

/** Questions grouped by their category, in the order the shop wrote them. */
function byCategory(items: FaqItem[]): [string, FaqItem[]][] {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

/**
 * The FAQ: each question a native disclosure (<details>), so an answer opens by mouse, Enter or
 * Space with or without JavaScript, and the browser's find-in-page reaches closed answers.
 */
export default function Faq({ loaderData: { title, faq } }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
        {faq.length === 0 ? <p>{t("info.empty")}</p> : null}
        {byCategory(faq).map(([category, items]) => (
          <section key={category} aria-labelledby={`faq-${items[0]?.id}`}>
            <h2 id={`faq-${items[0]?.id}`} className="mb-3 text-2xl">
              {category}
            </h2>
            <div className="divide-y divide-line rounded-lg border border-line">
              {items.map((item) => (
                <details key={item.id} className="group">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <Icon
                      name="chevron-down"
                      className="size-5 shrink-0 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-4 pb-4">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
