import { translatorFor } from "@sf/i18n";
import { AuthCard, AuthField, AuthForm } from "~/components/account/auth-form.tsx";
import { resetAction } from "~/lib/account.server.ts";
import { useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/password-reset";

/** /{lang}/password/reset/{uid}/{token}: the e-mailed link's form for a new password. */
export async function action({ params, request }: Route.ActionArgs) {
  return resetAction(request, langParam(params), params.uid, params.token);
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorFor(site.lang, site.messages) : null;
  return seoMeta({
    site,
    title: t ? t("account.resetTitle") : "",
    pathname: location.pathname,
    noindex: true,
  });
};

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData && !(actionData instanceof Response) ? actionData : undefined;
  return (
    <AuthCard title={t("account.resetTitle")}>
      <AuthForm id="reset" result={result} submit="account.resetSave">
        <AuthField
          form="reset"
          name="new_password"
          type="password"
          label="account.newPassword"
          autoComplete="new-password"
          result={result}
          hint="account.passwordHint"
        />
        <AuthField
          form="reset"
          name="re_password"
          type="password"
          label="account.passwordRepeat"
          autoComplete="new-password"
          result={result}
        />
      </AuthForm>
    </AuthCard>
  );
}
