import { Link } from "react-router";
import { AuthField, AuthForm } from "~/components/account/auth-form.tsx";
import { CodeLogin } from "~/components/account/code-login.tsx";
import { MemberPhoneLogin } from "~/components/account/member-phone-login.tsx";
import { SocialButtons } from "~/components/account/social-buttons.tsx";
import type { LoginAnswer } from "~/lib/account.server.ts";
import { isBoard } from "~/lib/board/is-board.ts";
import { useHref, useT } from "~/lib/i18n.ts";

export type SocialProblem = "facebook_no_email" | "twitter_no_email" | "failed";

/**
 * The sign-in forms (e-mail and password with "remember me", a code by e-mail or SMS, the social
 * buttons the shop set up), shown by the login page and the login dialog alike. `answer` is the
 * login action's last answer.
 */
export function LoginPanel({
  answer,
  social = null,
  next,
}: {
  answer: LoginAnswer | undefined;
  social?: SocialProblem | null;
  /** Where a social sign-in returns to (the login page: its own `?next=`). */
  next?: string;
}) {
  const t = useT();
  const href = useHref();
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
  const socialProblem = social ? (
    <p
      role="alert"
      className="rounded-card border border-danger bg-surface p-3 font-semibold text-danger-ink"
    >
      {t(
        social === "facebook_no_email"
          ? "account.facebookNoEmail"
          : social === "twitter_no_email"
            ? "account.twitterNoEmail"
            : "account.socialFailed",
      )}
    </p>
  ) : null;
  // The land board has no passwords: a phone and its SMS code, or Google (decision 0058).
  if (isBoard)
    return (
      <>
        {socialProblem}
        <MemberPhoneLogin answer={answer} />
        <SocialButtons next={next} />
      </>
    );
  return (
    <>
      {socialProblem}
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
      <SocialButtons next={next} />
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
    </>
  );
}
