import { Link, redirect } from "react-router";
import { AuthCard, AuthField, AuthForm } from "~/components/account/auth-form.tsx";
import { useBotCheck } from "~/components/forms/bot-check.tsx";
import { registerAction } from "~/lib/account.server.ts";
import { isBoard } from "~/lib/board/is-board.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/registration";

/** /{lang}/registration: a new account; the activation link goes by e-mail. */
export async function action({ params, request }: Route.ActionArgs) {
  if (isBoard) return redirect(`/${langParam(params)}/login`);
  return registerAction(request);
}

/** The land board makes accounts at the first sign-in by phone (decision 0058): its login page. */
export async function loader({ params }: Route.LoaderArgs) {
  if (isBoard) throw redirect(`/${langParam(params)}/login`);
  return null;
}

export const meta: Route.MetaFunction = privatePageMeta("account.register");

export default function RegistrationPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const botCheck = useBotCheck("registration");
  if (actionData?.ok) {
    return (
      <AuthCard title={t("account.register")}>
        <p role="status" data-testid="registered">
          {t("account.registered", { email: actionData.email })}
        </p>
      </AuthCard>
    );
  }
  const result = actionData ?? undefined;
  const f = "registration";
  return (
    <AuthCard title={t("account.register")}>
      <AuthForm id={f} result={result} submit="account.register" onSubmit={botCheck.onSubmit}>
        <AuthField
          form={f}
          name="email"
          type="email"
          label="account.email"
          autoComplete="email"
          result={result}
        />
        <AuthField
          form={f}
          name="first_name"
          label="account.firstName"
          autoComplete="given-name"
          result={result}
          required={false}
        />
        <AuthField
          form={f}
          name="last_name"
          label="account.lastName"
          autoComplete="family-name"
          result={result}
          required={false}
        />
        <AuthField
          form={f}
          name="phone"
          type="tel"
          label="account.phone"
          autoComplete="tel"
          result={result}
          required={false}
        />
        <AuthField
          form={f}
          name="password"
          type="password"
          label="account.password"
          autoComplete="new-password"
          result={result}
          hint="account.passwordHint"
        />
        <AuthField
          form={f}
          name="re_password"
          type="password"
          label="account.passwordRepeat"
          autoComplete="new-password"
          result={result}
        />
        {botCheck.field}
      </AuthForm>
      <p>
        {t("account.haveAccount")}{" "}
        <Link to={href("/login")} className="font-semibold underline">
          {t("account.login")}
        </Link>
      </p>
    </AuthCard>
  );
}
