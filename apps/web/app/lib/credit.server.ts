import { type CreditRequestInput, creditRequestSchema } from "@sf/contract";
import type { MessageKey } from "@sf/i18n";
import { apiFor } from "./api/request.server.ts";
import { FIELD_MESSAGE } from "./shop-forms.server.ts";
import type { ShopFormResult } from "./shop-forms.ts";

const FIELDS = [
  "name",
  "phone",
  "idnp",
  "email",
  "consent",
  "programme_id",
  "amount",
  "months",
  "product_id",
];

const CREDIT_MESSAGE: Record<string, MessageKey> = {
  ...FIELD_MESSAGE,
  idnp: "credit.invalidIdnp",
  consent: "credit.invalidConsent",
  amount: "credit.invalidAmount",
  months: "credit.invalidAmount",
  programme_id: "credit.invalidAmount",
  product_id: "credit.problem.product",
};

/**
 * The credit page's action: the application checked with the API's schema, sent, and answered
 * as the form shows it (typed values kept on a refusal; the IDNP too, so it can be corrected).
 */
export async function submitCreditRequest(request: Request, data: FormData): Promise<ShopFormResult> {
  const values: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 300) : "";
  }
  const payload: Record<string, string> = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v.trim() !== ""),
  );
  const token = data.get("recaptcha_token");
  if (typeof token === "string" && token) payload.recaptcha_token = token.slice(0, 4096);
  const fail = (status: ShopFormResult["status"], fields: string[]): ShopFormResult => {
    const errors: Record<string, MessageKey> = {};
    for (const field of fields) errors[field] ??= CREDIT_MESSAGE[field] ?? "forms.failed";
    return { form: "credit", status, values, errors };
  };
  const parsed = creditRequestSchema.safeParse(payload);
  if (!parsed.success)
    return fail(
      "invalid",
      parsed.error.issues.map((issue) => String(issue.path[0] ?? "")),
    );
  try {
    const result = await (await apiFor(request)).credit.request(payload as CreditRequestInput);
    if (result.ok) return { form: "credit", status: "created", values: {}, errors: {} };
    if (result.status === 429) return fail("throttled", []);
    const fields = Object.keys((result.body as object | null) ?? {}).filter((f) => CREDIT_MESSAGE[f]);
    return fail(fields.length ? "invalid" : "failed", fields);
  } catch {
    return fail("failed", []);
  }
}
