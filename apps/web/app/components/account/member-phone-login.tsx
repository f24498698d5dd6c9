import { Link } from "react-router";
import { AuthField, AuthForm } from "~/components/account/auth-form.tsx";
import { CodeField } from "~/components/ui/form-field.tsx";
import type { LoginAnswer } from "~/lib/account.server.ts";
import { useHref, useT } from "~/lib/i18n.ts";

/**
 * The land board's sign-in (decision 0058): a phone number, then the six-digit code the SMS
 * brought. The code signs in, or makes the account the first time. Both steps are plain forms
 * posting to the login action, so they work without JavaScript and in the login dialog alike.
 */
export function MemberPhoneLogin({ answer }: { answer: LoginAnswer | undefined }) {
  const t = useT();
  const href = useHref();
  const refused = answer && !answer.ok ? answer : undefined;
  const sentTo = answer?.ok
    ? answer.codeSent
    : refused?.values.step === "code"
      ? (refused.values.phone ?? null)
      : null;
  if (!sentTo)
    return (
      <section className="space-y-3">
        <p>{t("member.signInHint")}</p>
        <AuthForm id="member-code-send" result={refused} submit="member.sendCode">
          <input type="hidden" name="intent" value="member-code-send" />
          <AuthField
            form="member-code-send"
            name="phone"
            type="tel"
            label="member.phone"
            autoComplete="tel"
            result={refused}
            hint="member.phoneHint"
          />
        </AuthForm>
        <p className="text-sm text-muted" data-testid="member-terms">
          {t("member.termsBefore")}{" "}
          <Link to={href("/terms")} className="underline">
            {t("member.termsLink")}
          </Link>
        </p>
      </section>
    );
  const codeError = refused?.fields.code ? t(refused.fields.code) : null;
  return (
    <section className="space-y-3">
      <p role="status">{t("member.codeSent", { phone: sentTo })}</p>
      <AuthForm id="member-code-login" result={refused?.problem ? refused : undefined} submit="member.signIn">
        <input type="hidden" name="intent" value="member-code-login" />
        <input type="hidden" name="phone" value={sentTo} />
        <CodeField
          form="member-code-login"
          name="code"
          label={t("member.code")}
          error={codeError}
          autoFocus
        />
      </AuthForm>
      <AuthForm id="member-code-resend" result={undefined} submit="member.sendAgain">
        <input type="hidden" name="intent" value="member-code-send" />
        <input type="hidden" name="phone" value={sentTo} />
      </AuthForm>
    </section>
  );
}
