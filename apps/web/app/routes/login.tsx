import { translatorFor } from "@sf/i18n";
import { Link } from "react-router";
import { AuthCard, AuthField, AuthForm } from "~/components/account/auth-form.tsx";
import { CodeLogin } from "~/components/account/code-login.tsx";
import { SocialButtons } from "~/components/account/social-buttons.tsx";
import { loginAction } from "~/lib/account.server.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/login";

/** /{lang}/login: e-mail and password (remember me); `?login=true` on any page leads here. */
export async function action({ params, request }: Route.ActionArgs) {
  return loginAction(request, langParam(params));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorFor(site.lang, site.messages) : null;
  return seoMeta({ site, title: t ? t("account.login") : "", pathname: location.pathname, noindex: true });
};

export async function loader({ request }: Route.LoaderArgs) {
  const social = new URL(request.url).searchParams.get("social");
  return {
    social:
      social === "facebook_no_email" || social === "twitter_no_email" || social === "failed" ? social : null,
  };
}

export default function LoginPage({ actionData, loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const answer = actionData && !(actionData instanceof Response) ? actionData : undefined;
  const result = answer && !answer.ok ? answer : undefined;
  // The code forms' answers carry `login`; the password form's carry `email`.
  const codeResult =
    result && ("login" in result.values || result.problem === "account.codeWrong") ? result : undefined;
  const codeSent = answer?.ok
    ? answer.codeSent
    : codeResult?.problem === "account.codeWrong"
      ? (codeResult.values.login ?? null)
      : null;
  const passwordResult = codeResult ? undefined : result;
  return (
    <AuthCard title={t("account.login")}>
      {loaderData.social ? (
        <p
          role="alert"
          className="rounded-card border border-danger bg-surface p-3 font-semibold text-danger-ink"
        >
          {t(
            loaderData.social === "facebook_no_email"
              ? "account.facebookNoEmail"
              : loaderData.social === "twitter_no_email"
                ? "account.twitterNoEmail"
                : "account.socialFailed",
          )}
        </p>
      ) : null}
      <AuthForm id="login" result={passwordResult} submit="account.login">
        <AuthField
          form="login"
          name="email"
          type="email"
          label="account.email"
          autoComplete="email"
          result={result}
        />
        <AuthField
          form="login"
          name="password"
          type="password"
          label="account.password"
          autoComplete="current-password"
          result={passwordResult}
        />
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="remember" defaultChecked className="size-5" />
          {t("account.remember")}
        </label>
      </AuthForm>
      <CodeLogin sentTo={codeSent} result={codeResult} />
      <SocialButtons />
      <p>
        <Link to={href("/password/forgot")} className="underline">
          {t("account.forgot")}
        </Link>
      </p>
      <p>
        {t("account.noAccount")}{" "}
        <Link to={href("/registration")} className="font-semibold underline">
          {t("account.register")}
        </Link>
      </p>
    </AuthCard>
  );
}
