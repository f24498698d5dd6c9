import { AuthCard, AuthField, AuthForm } from "~/components/account/auth-form.tsx";
import { resetAction } from "~/lib/account.server.ts";
import { useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/password-reset";

/** /{lang}/password/reset/{uid}/{token}: the e-mailed link's form for a new password. */
export async function action({ params, request }: Route.ActionArgs) {
  return resetAction(request, langParam(params), params.uid, params.token);
}

export const meta: Route.MetaFunction = privatePageMeta("account.resetTitle");

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
