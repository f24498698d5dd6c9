import { NewsletterForm } from "~/components/forms/newsletter-form.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { translatorOf, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import { submitShopForm } from "~/lib/shop-forms.server.ts";
import type { Route } from "./+types/news-letter";

/**
 * /{lang}/news-letter: the footer's subscription posts here (a fetcher gets the result as data);
 * without JavaScript the browser lands on this page, which says the result and offers the form.
 */
export async function action({ params, request }: Route.ActionArgs) {
  langParam(params);
  return submitShopForm(request, "newsletter", await request.formData());
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorOf(site.lang) : null;
  return seoMeta({ site, title: t ? t("forms.newsletter.title") : "", pathname: location.pathname });
};

export default function NewsLetterPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("forms.newsletter.title")} />
      <div className="mx-auto max-w-xl px-4 py-8">
        <NewsletterForm heading={false} />
      </div>
    </>
  );
}
