import type { MessageKey } from "@sf/i18n";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import { Field, inputClass } from "~/components/ui/form-field.tsx";
import { profileAction } from "~/lib/account-profile.server.ts";
import { useT } from "~/lib/i18n.ts";
import type { Route as AccountRoute } from "./+types/account";
import type { Route } from "./+types/account-profile";

/** /{lang}/account/profile: personal details, the password, and deleting the account. */
export async function action({ request }: Route.ActionArgs) {
  return profileAction(request);
}

export default function AccountProfile({ actionData }: Route.ComponentProps) {
  const t = useT();
  const account = useRouteLoaderData<AccountRoute.ComponentProps["loaderData"]>("routes/account");
  const busy = useNavigation().state === "submitting";
  if (!account) return null;
  const { user } = account;
  const result = actionData;
  const fieldError = (intent: string, name: string) =>
    result && !result.ok && result.intent === intent && result.fields[name]
      ? t(result.fields[name] as MessageKey)
      : null;
  const done = (intent: string, key: MessageKey) =>
    result?.ok && result.intent === intent ? (
      <p role="status" className="font-semibold text-success-ink">
        {t(key)}
      </p>
    ) : null;
  const problem = (intent: string) =>
    result && !result.ok && result.intent === intent && result.problem ? (
      <p role="alert" className="font-semibold text-danger-ink">
        {t(result.problem)}
      </p>
    ) : null;
  const text = (
    name: "first_name" | "last_name" | "phone" | "birthday",
    label: MessageKey,
    type = "text",
  ) => (
    <Field form="profile" name={name} label={t(label)} error={fieldError("profile", name)}>
      {(aria) => (
        <input {...aria} name={name} type={type} defaultValue={user[name] ?? ""} className={inputClass} />
      )}
    </Field>
  );
  const password = (name: string, label: MessageKey, autoComplete: string) => (
    <Field form="password" name={name} label={t(label)} error={fieldError("password", name)}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          type="password"
          autoComplete={autoComplete}
          required
          className={inputClass}
        />
      )}
    </Field>
  );
  return (
    <div className="space-y-8">
      <section className="space-y-4">
        <h2 className="text-2xl">{t("account.profile")}</h2>
        <Form method="post" className="grid gap-4 sm:grid-cols-2" id="profile">
          <input type="hidden" name="intent" value="profile" />
          {text("first_name", "account.firstName")}
          {text("last_name", "account.lastName")}
          {text("phone", "account.phone", "tel")}
          {text("birthday", "account.birthday", "date")}
          <div className="space-y-2 sm:col-span-2">
            {done("profile", "account.saved")}
            {problem("profile")}
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              {t("account.save")}
            </button>
          </div>
        </Form>
      </section>
      <section className="space-y-4">
        <h2 className="text-2xl">{t("account.changePassword")}</h2>
        <Form method="post" className="grid max-w-md gap-4" id="password">
          <input type="hidden" name="intent" value="password" />
          {password("current_password", "account.currentPassword", "current-password")}
          {password("new_password", "account.newPassword", "new-password")}
          {password("re_password", "account.passwordRepeat", "new-password")}
          {done("password", "account.passwordSaved")}
          {problem("password")}
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {t("account.save")}
          </button>
        </Form>
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl">{t("account.deleteAccount")}</h2>
        <p>{t("account.deleteHint")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          {done("delete", "account.deleteSent")}
          {problem("delete")}
          <button type="submit" className="btn btn-secondary" aria-disabled={busy}>
            {t("account.deleteSend")}
          </button>
        </Form>
      </section>
    </div>
  );
}
