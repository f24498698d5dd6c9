import { useFormTarget } from "~/components/account/auth-form.tsx";
import { CodeField, Field, inputClass } from "~/components/ui/form-field.tsx";
import type { AccountFormResult } from "~/lib/account.server.ts";
import { useT } from "~/lib/i18n.ts";

/**
 * Sign-in by a six-digit code sent to the e-mail address (spec: SMS or e-mail code): the first
 * form asks for the code, the second (once sent) signs in with it. Both work without JavaScript.
 */
export function CodeLogin({
  sentTo,
  result,
}: {
  sentTo: string | null;
  result: AccountFormResult | undefined;
}) {
  const t = useT();
  const { Form, action, busy } = useFormTarget();
  const problem =
    result?.problem === "account.codeWrong" || result?.problem === "account.throttled"
      ? result.problem
      : null;
  return (
    <section className="space-y-3 border-t border-line pt-4">
      <h2 className="text-lg font-semibold">{t("account.codeTitle")}</h2>
      {sentTo ? (
        <Form method="post" action={action} id="code-login" className="space-y-3">
          <input type="hidden" name="intent" value="code-login" />
          <input type="hidden" name="login" value={sentTo} />
          <p role="status">{t("account.codeSent", { email: sentTo })}</p>
          {problem ? (
            <p role="alert" className="font-semibold text-danger-ink">
              {t(problem)}
            </p>
          ) : null}
          <CodeField form="code-login" name="code" label={t("account.code")} error={null} />
          <button type="submit" disabled={busy} className="btn btn-primary w-full">
            {t("account.login")}
          </button>
        </Form>
      ) : (
        <Form method="post" action={action} id="code-send" className="space-y-3">
          <input type="hidden" name="intent" value="code-send" />
          <Field
            form="code-send"
            name="login"
            label={t("account.emailOrPhone")}
            error={result?.fields.login ? t("account.invalidLogin") : null}
          >
            {(aria) => (
              <input
                {...aria}
                name="login"
                autoComplete="username"
                required
                defaultValue={result?.values.login ?? ""}
                className={inputClass}
              />
            )}
          </Field>
          <button type="submit" disabled={busy} className="btn btn-secondary w-full">
            {t("account.codeSend")}
          </button>
        </Form>
      )}
    </section>
  );
}
