import { formatNumber, translatorFor } from "@sf/i18n";
import { data, Form, redirect } from "react-router";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { createApi } from "~/lib/api.server.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import { accessToken } from "~/lib/session.server.ts";
import type { Route } from "./+types/account";

/**
 * /{lang}/account: the signed-in customer's page (spec: only with the cabinet setting on; no
 * valid token -> `/?login=true`). The cabinet's order history and forms build on it.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langParam(params);
  const token = accessToken(request);
  if (!token) throw redirect(`/${lang}/?login=true`);
  const api = createApi(lang, token);
  const settings = await api.settings();
  if (!settings.additional_settings.is_user_cabinet) throw data(null, { status: 404 });
  const user = await api.me();
  return data({ user }, { headers: { "cache-control": "private, no-store" } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorFor(site.lang, site.messages) : null;
  return seoMeta({ site, title: t ? t("account.title") : "", pathname: location.pathname, noindex: true });
};

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const t = useT();
  const href = useHref();
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return (
    <>
      <PageHeader title={t("account.title")} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <section
          className="space-y-2 rounded-card border border-line bg-surface p-6"
          data-testid="account-summary"
        >
          {name ? <p className="text-xl font-semibold">{name}</p> : null}
          <p>{t("account.signedInAs", { email: user.email })}</p>
          <p>
            {t("account.loyaltyPoints")}: <strong>{formatNumber(user.loyalty_points)}</strong>
          </p>
        </section>
        <Form method="post" action={href("/logout")}>
          <button type="submit" className="btn btn-secondary">
            {t("account.logout")}
          </button>
        </Form>
      </div>
    </>
  );
}
