import { ConsultationForm } from "~/components/forms/consultation-form.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { translatorOf, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import { submitShopForm } from "~/lib/shop-forms.server.ts";
import type { Route } from "./+types/consultation";

/** /{lang}/consultation: "book a consultation", linked from the footer; works without JavaScript. */
export async function action({ params, request }: Route.ActionArgs) {
  langParam(params);
  return submitShopForm(request, "consultation", await request.formData());
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorOf(site.lang) : null;
  return seoMeta({ site, title: t ? t("forms.consultation.title") : "", pathname: location.pathname });
};

export default function ConsultationPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("forms.consultation.title")} />
      <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
        <p>{t("forms.consultation.intro")}</p>
        <ConsultationForm result={actionData} today={new Date().toISOString().slice(0, 10)} />
      </div>
    </>
  );
}
