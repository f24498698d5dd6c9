import type { MessageKey } from "@sf/i18n";
import { Form, useNavigation } from "react-router";
import { Field, inputClass } from "~/components/ui/form-field.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { useT } from "~/lib/i18n.ts";
import type { Route } from "./+types/account-companies";

const FIELDS = [
  { name: "name", label: "account.companyName", required: true },
  { name: "fiscal_code", label: "account.fiscalCode", required: true },
  { name: "vat_code", label: "account.vatCode", required: false },
  { name: "address", label: "account.companyAddress", required: false },
  { name: "bank", label: "account.bank", required: false },
  { name: "iban", label: "account.iban", required: false },
] as const satisfies readonly { name: string; label: MessageKey; required: boolean }[];

/** /{lang}/account/companies: a business customer's companies, and a form to add one. */
export async function loader({ request }: Route.LoaderArgs) {
  return { companies: await (await apiFor(request)).account.companies() };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    FIELDS.map((f) => [f.name, String(form.get(f.name) ?? "").trim()]),
  ) as Record<(typeof FIELDS)[number]["name"], string>;
  const { account } = await apiFor(request);
  const me = await account.me();
  const result = await account.createCompany(me.id, values);
  if (result.ok) return { ok: true as const, values: null, fields: [] as string[] };
  const body = (result.body ?? {}) as Record<string, unknown>;
  return { ok: false as const, values, fields: Object.keys(body) };
}

export default function AccountCompanies({ loaderData: { companies }, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="space-y-6">
      <section className="space-y-3">
        <h2 className="text-2xl">{t("account.companies")}</h2>
        {companies.length === 0 ? (
          <p>{t("account.noCompanies")}</p>
        ) : (
          <ul
            className="divide-y divide-line rounded-card border border-line bg-surface"
            data-testid="company-list"
          >
            {companies.map((c) => (
              <li key={c.id} className="p-4">
                <p className="font-semibold">{c.name}</p>
                <p className="text-sm text-muted">
                  {t("account.fiscalCode")}: {c.fiscal_code}
                  {c.iban ? ` · IBAN ${c.iban}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-3">
        <h2 className="text-xl">{t("account.addCompany")}</h2>
        <Form method="post" className="grid gap-4 sm:grid-cols-2" id="company" key={companies.length}>
          {FIELDS.map((f) => (
            <Field
              key={f.name}
              form="company"
              name={f.name}
              label={t(f.label)}
              error={
                failed?.fields.includes(f.name)
                  ? t(f.name === "fiscal_code" ? "account.fiscalCodeInvalid" : "account.failed")
                  : null
              }
            >
              {(aria) => (
                <input
                  {...aria}
                  name={f.name}
                  required={f.required}
                  defaultValue={failed?.values?.[f.name] ?? ""}
                  className={inputClass}
                />
              )}
            </Field>
          ))}
          <div className="sm:col-span-2">
            {actionData?.ok ? (
              <p role="status" className="mb-2 font-semibold text-success-ink">
                {t("account.saved")}
              </p>
            ) : null}
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              {t("account.addCompany")}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
