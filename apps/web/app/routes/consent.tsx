import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  consentFromForm,
  parseConsent,
  serializeConsent,
} from "@sf/domain";
import { data, redirect } from "react-router";
import { ConsentForm } from "~/components/consent/consent-form.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { safeNext } from "~/lib/account.server.ts";
import { readCookie, serializeCookie } from "~/lib/cookies.ts";
import { translatorOf, useSite, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/consent";

/**
 * The cookie banner's answer (decision 0037): a plain form post that sets the consent cookie and
 * sends the visitor back where they were (303), so it works without JavaScript; the page they
 * come back to is rendered with the tags the choice allows. GET shows the same choice as a page,
 * where a visitor changes their mind.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const consent = consentFromForm(
    String(form.get("choice") ?? ""),
    (category) => form.get(category) === "on",
  );
  if (!consent) throw data(null, { status: 400 });
  const back = safeNext(
    typeof form.get("return") === "string" ? String(form.get("return")) : null,
    params.lang,
  );
  return redirect(back, {
    status: 303,
    headers: {
      "set-cookie": serializeCookie(CONSENT_COOKIE, serializeConsent(consent), CONSENT_COOKIE_MAX_AGE_S),
    },
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  // The banner's "Choose" opens this page with the page the visitor was on, to go back to.
  const back = new URL(request.url).searchParams.get("return");
  return {
    consent: parseConsent(readCookie(request.headers.get("cookie"), CONSENT_COOKIE)),
    returnTo: back ? safeNext(back, params.lang) : null,
  };
}

export const meta: Route.MetaFunction = ({ params, matches, location }) =>
  seoMeta({
    site: matches[0]?.loaderData,
    title: translatorOf(params.lang as Parameters<typeof translatorOf>[0])("consent.change"),
    pathname: location.pathname,
    noindex: true,
  });

export default function ConsentSettings({ loaderData: { consent, returnTo } }: Route.ComponentProps) {
  const t = useT();
  const lang = useSite()?.lang ?? "ro";
  return (
    <>
      <PageHeader title={t("consent.change")} />
      <div className="mx-auto max-w-3xl px-4 py-8">
        <p>{t("consent.body")}</p>
        <ConsentForm returnTo={returnTo ?? `/${lang}/consent`} consent={consent} open />
      </div>
    </>
  );
}
