import { AuthCard, AuthField, AuthForm } from "~/components/account/auth-form.tsx";
import { forgotAction } from "~/lib/account.server.ts";
import { useT } from "~/lib/i18n.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/password-forgot";

/** /{lang}/password/forgot: asks for a reset link (the answer never tells whether the account exists). */
export async function action({ request }: Route.ActionArgs) {
  return forgotAction(request);
}

export const meta: Route.MetaFunction = privatePageMeta("account.forgotTitle");

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData?.ok) {
    return (
      <AuthCard title={t("account.forgotTitle")}>
        <p role="status">{t("account.forgotSent")}</p>
      </AuthCard>
    );
  }
  const result = actionData ?? undefined;
  return (
    <AuthCard title={t("account.forgotTitle")}>
      <p>{t("account.forgotHint")}</p>
      <AuthForm id="forgot" result={result} submit="account.forgotSend">
        <AuthField
          form="forgot"
          name="email"
          type="email"
          label="account.email"
          autoComplete="email"
          result={result}
        />
      </AuthForm>
    </AuthCard>
  );
}
