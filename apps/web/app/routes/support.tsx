import { SupportForm } from "~/components/forms/support-form.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { translatorOf, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import { submitShopForm } from "~/lib/shop-forms.server.ts";
import type { Route } from "./+types/support";

/** /{lang}/support: a message to the shop's support, linked from the footer; works without JavaScript. */
export async function action({ params, request }: Route.ActionArgs) {
  langParam(params);
  return submitShopForm(request, "support", await request.formData());
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorOf(site.lang) : null;
  return seoMeta({ site, title: t ? t("forms.support.title") : "", pathname: location.pathname });
};

export default function SupportPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("forms.support.title")} />
      <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
        <p>{t("forms.support.intro")}</p>
        <SupportForm result={actionData} />
      </div>
    </>
  );
}
