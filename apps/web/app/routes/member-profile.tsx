import type { MessageKey } from "@sf/i18n";
import type { ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { CodeField, Field, inputClass } from "~/components/ui/form-field.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { isBoard } from "~/lib/board/is-board.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { type MemberProfileResult, memberProfileAction } from "~/lib/member-account.server.ts";
import { langParam } from "~/lib/params.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/member-profile";

/**
 * /{lang}/profile: a board member's profile (decision 0058): the name buyers see, the picture,
 * and the phone numbers and e-mail addresses, each confirmed by a code sent to it. One number
 * signs in; an advert is published only with a confirmed number. Every form works without
 * JavaScript. On a shop the API has no such profile: 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langParam(params);
  const api = await apiFor(request);
  if (!api.signedIn) throw redirect(`/${lang}/login?next=${encodeURIComponent(`/${lang}/profile`)}`);
  const profile = await orNotFound(api.boardAccounts.profile());
  const welcome = new URL(request.url).searchParams.get("welcome") === "1";
  return data({ profile, welcome }, { headers: { "cache-control": "private, no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  return memberProfileAction(request);
}

export const meta: Route.MetaFunction = privatePageMeta("member.profile");

export default function MemberProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const { profile, welcome } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result: MemberProfileResult | undefined = actionData;
  const mine = (intent: string) => result?.intent === intent;
  const fieldError = (intents: string[], name: string) => {
    const key = result && !result.ok && intents.includes(result.intent) ? result.fields[name] : undefined;
    return key ? t(key) : null;
  };
  const status = (intents: string[]) =>
    result && intents.includes(result.intent) ? (
      result.ok ? (
        result.sentTo ? null : (
          <p role="status" className="font-semibold text-success-ink">
            {t("account.saved")}
          </p>
        )
      ) : result.problem ? (
        <p role="alert" className="font-semibold text-danger-ink">
          {t(result.problem)}
        </p>
      ) : null
    ) : null;
  const hasAuth = profile.phones.some((p) => p.is_auth);
  // The code step of the phone or e-mail forms, when a code was just sent (or a wrong one typed).
  const phoneStep = (mine("phone-send") || mine("phone-confirm")) && result?.sentTo ? result : null;
  const emailStep = (mine("email-send") || mine("email-confirm")) && result?.sentTo ? result : null;
  const button = (label: MessageKey, kind: "primary" | "secondary" = "primary") => (
    <button type="submit" className={`btn btn-${kind}`} aria-disabled={busy}>
      {t(label)}
    </button>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-6">
      <PageHeader title={t("member.profile")} />
      {isBoard ? (
        <nav aria-label={t("member.profile")} className="flex flex-wrap gap-3">
          <Link to={href("/my-adverts")} className="btn btn-secondary">
            {t("owner.title")}
          </Link>
          <Link to={href("/favorites")} className="btn btn-secondary">
            {t("owner.favourites")}
          </Link>
        </nav>
      ) : null}
      {welcome && !profile.full_name ? <p role="status">{t("member.welcome")}</p> : null}
      {profile.can_publish ? null : (
        <p role="note" className="rounded-card border border-line bg-surface-alt p-3">
          {t("member.needPhone")}
        </p>
      )}

      <Section title={t("member.fullName")}>
        <Form method="post" id="name" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="name" />
          <div className="min-w-60 flex-1">
            <Field
              form="name"
              name="full_name"
              label={t("member.fullName")}
              error={fieldError(["name"], "full_name")}
            >
              {(aria) => (
                <input
                  {...aria}
                  name="full_name"
                  autoComplete="name"
                  maxLength={80}
                  required
                  defaultValue={profile.full_name}
                  className={inputClass}
                />
              )}
            </Field>
          </div>
          {button("account.save")}
        </Form>
        {status(["name"])}
      </Section>

      <Section title={t("member.picture")}>
        <div className="flex flex-wrap items-center gap-4">
          {profile.profile_image ? (
            <img
              src={profile.profile_image}
              alt={t("member.picture")}
              width={96}
              height={96}
              className="size-24 rounded-full object-cover"
            />
          ) : null}
          <Form
            method="post"
            encType="multipart/form-data"
            id="picture"
            className="flex flex-wrap items-end gap-3"
          >
            <input type="hidden" name="intent" value="picture" />
            <Field
              form="picture"
              name="profile_image"
              label={t("member.pictureChoose")}
              error={fieldError(["picture"], "profile_image")}
            >
              {(aria) => (
                <input
                  {...aria}
                  type="file"
                  name="profile_image"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  className="mt-1 block"
                />
              )}
            </Field>
            {button("member.pictureUpload", "secondary")}
          </Form>
          {profile.profile_image ? (
            <Form method="post">
              <input type="hidden" name="intent" value="picture-delete" />
              {button("member.pictureRemove", "secondary")}
            </Form>
          ) : null}
        </div>
        {status(["picture", "picture-delete"])}
      </Section>

      <Section title={t("member.phones")}>
        <ul className="space-y-2">
          {profile.phones.map((phone) => (
            <li key={phone.id} className="flex flex-wrap items-center gap-3">
              <span className="font-semibold">{phone.phone_number}</span>
              {phone.is_auth ? (
                <span className="text-sm text-muted">{t("member.signsIn")}</span>
              ) : (
                <>
                  <PostButton
                    fields={{ intent: "phone-send", purpose: "main", phone_number: phone.phone_number }}
                    label={t("member.makeSignIn")}
                    busy={busy}
                  />
                  <PostButton
                    fields={{ intent: "phone-delete", id: String(phone.id) }}
                    label={t("member.remove")}
                    ariaLabel={t("member.removeThis", { what: phone.phone_number })}
                    busy={busy}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
        {phoneStep ? (
          <CodeStep
            intent="phone-confirm"
            name="phone_number"
            sentTo={phoneStep.sentTo ?? ""}
            purpose={phoneStep.purpose ?? "add"}
            hasAuth={hasAuth}
            error={fieldError(["phone-confirm"], "verification_code")}
            busy={busy}
          />
        ) : (
          <SendCodeForm
            intent="phone-send"
            purpose={hasAuth ? "add" : "main"}
            name="phone_number"
            type="tel"
            label={t("member.addPhone")}
            error={fieldError(["phone-send"], "phone_number")}
            submit={button("member.sendCode", "secondary")}
          />
        )}
        {status(["phone-send", "phone-confirm", "phone-delete"])}
      </Section>

      <Section title={t("member.emails")}>
        {profile.emails.length ? (
          <ul className="space-y-2">
            {profile.emails.map((email) => (
              <li key={email.id} className="flex flex-wrap items-center gap-3">
                <span className="font-semibold">{email.email_address}</span>
                {email.is_main ? (
                  <span className="text-sm text-muted">{t("member.mainEmail")}</span>
                ) : (
                  <PostButton
                    fields={{ intent: "email-send", purpose: "main", email_address: email.email_address }}
                    label={t("member.makeMain")}
                    busy={busy}
                  />
                )}
                <PostButton
                  fields={{ intent: "email-delete", id: String(email.id) }}
                  label={t("member.remove")}
                  ariaLabel={t("member.removeThis", { what: email.email_address })}
                  busy={busy}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("member.noEmails")}</p>
        )}
        {emailStep ? (
          <CodeStep
            intent="email-confirm"
            name="email_address"
            sentTo={emailStep.sentTo ?? ""}
            purpose={emailStep.purpose ?? "add"}
            hasAuth={hasAuth}
            error={fieldError(["email-confirm"], "verification_code")}
            busy={busy}
          />
        ) : (
          <SendCodeForm
            intent="email-send"
            name="email_address"
            type="email"
            label={t("member.addEmail")}
            error={fieldError(["email-send"], "email_address")}
            submit={button("member.sendCode", "secondary")}
          />
        )}
        {status(["email-send", "email-confirm", "email-delete"])}
      </Section>

      <Form method="post" action={href("/logout")} reloadDocument>
        <button type="submit" className="btn btn-secondary">
          {t("account.logout")}
        </button>
      </Form>
    </div>
  );
}

/** Adds a phone or an address: the field, and the button that sends it its code. */
function SendCodeForm({
  intent,
  purpose,
  name,
  type,
  label,
  error,
  submit,
}: {
  intent: "phone-send" | "email-send";
  /** Sent as `purpose` when given (a first phone becomes the sign-in number). */
  purpose?: string;
  name: "phone_number" | "email_address";
  type: "tel" | "email";
  label: string;
  error: string | null;
  submit: ReactNode;
}) {
  return (
    <Form method="post" id={intent} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={intent} />
      {purpose ? <input type="hidden" name="purpose" value={purpose} /> : null}
      <div className="min-w-60 flex-1">
        <Field form={intent} name={name} label={label} error={error}>
          {(aria) => (
            <input {...aria} type={type} name={name} autoComplete={type} required className={inputClass} />
          )}
        </Field>
      </div>
      {submit}
    </Form>
  );
}

/** One action on one row (make it the sign-in number, remove it...): a form of hidden fields and its button. */
function PostButton({
  fields,
  label,
  ariaLabel,
  busy,
}: {
  fields: Record<string, string>;
  label: string;
  ariaLabel?: string;
  busy: boolean;
}) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn btn-secondary" aria-disabled={busy} aria-label={ariaLabel}>
        {label}
      </button>
    </Form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The second step of adding or promoting a phone or an address: the code sent to it. */
function CodeStep({
  intent,
  name,
  sentTo,
  purpose,
  hasAuth,
  error,
  busy,
}: {
  intent: "phone-confirm" | "email-confirm";
  name: "phone_number" | "email_address";
  sentTo: string;
  purpose: "add" | "main";
  hasAuth: boolean;
  error: string | null;
  busy: boolean;
}) {
  const t = useT();
  return (
    <Form method="post" id={intent} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={sentTo} />
      <input type="hidden" name="purpose" value={purpose} />
      <input type="hidden" name="has_auth" value={hasAuth ? "1" : "0"} />
      <p role="status">{t("member.codeSentTo", { to: sentTo })}</p>
      <div className="flex flex-wrap items-end gap-3">
        <CodeField form={intent} name="verification_code" label={t("member.code")} error={error} autoFocus />
        <button type="submit" className="btn btn-primary" aria-disabled={busy}>
          {t("member.confirm")}
        </button>
      </div>
    </Form>
  );
}
