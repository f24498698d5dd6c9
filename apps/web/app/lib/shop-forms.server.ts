import { bookConsultationSchema, newsLetterSchema, supportMessageSchema } from "@sf/contract";
import type { MessageKey } from "@sf/i18n";
import type { z } from "zod";
import { apiFor } from "./api/request.server.ts";
import type { ShopForm, ShopFormResult } from "./shop-forms.ts";

const FIELDS: Record<Exclude<ShopForm, "resume" | "credit">, string[]> = {
  consultation: ["name", "phone", "email", "comment", "date"],
  newsletter: ["email"],
  support: ["name", "email_address", "body"],
};

export const FIELD_MESSAGE: Record<string, MessageKey> = {
  name: "forms.invalidName",
  phone: "forms.invalidPhone",
  email: "forms.invalidEmail",
  email_address: "forms.invalidEmail",
  body: "forms.invalidMessage",
  comment: "forms.invalidText",
  date: "forms.invalidDate",
  recaptcha_token: "forms.botCheckRequired",
};

const SCHEMAS = {
  consultation: bookConsultationSchema,
  newsletter: newsLetterSchema,
  support: supportMessageSchema,
} satisfies Record<Exclude<ShopForm, "resume" | "credit">, z.ZodType>;

/**
 * A public form's action (with or without JavaScript): the fields are checked with the API's own
 * schema, sent to the API, and the result comes back as the form shows it (the typed values
 * kept, so a refused form is not emptied). Optional fields left empty are not sent.
 */
export async function submitShopForm(
  request: Request,
  form: Exclude<ShopForm, "resume" | "credit">,
  data: FormData,
): Promise<ShopFormResult> {
  const values: Record<string, string> = {};
  for (const name of FIELDS[form]) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 6000) : "";
  }
  const token = data.get("recaptcha_token");
  const payload: Record<string, string> = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v.trim() !== ""),
  );
  if (typeof token === "string" && token) payload.recaptcha_token = token.slice(0, 4096);
  const kept = { ...values };
  const parsed = SCHEMAS[form].safeParse(payload);
  if (!parsed.success) {
    const errors: Record<string, MessageKey> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      errors[field] ??= FIELD_MESSAGE[field] ?? "forms.failed";
    }
    return { form, status: "invalid", values: kept, errors };
  }
  try {
    const site = (await apiFor(request)).site;
    const result =
      form === "consultation"
        ? await site.bookConsultation(payload as z.input<typeof bookConsultationSchema>)
        : form === "newsletter"
          ? await site.subscribeNewsLetter(payload as z.input<typeof newsLetterSchema>)
          : await site.writeToSupport(payload as z.input<typeof supportMessageSchema>);
    if (result.ok)
      return { form, status: result.data.created ? "created" : "repeated", values: {}, errors: {} };
    if (result.status === 429) return { form, status: "throttled", values: kept, errors: {} };
    const errors: Record<string, MessageKey> = {};
    for (const field of Object.keys((result.body as object | null) ?? {})) {
      const key = FIELD_MESSAGE[field];
      if (key) errors[field] = key;
    }
    return { form, status: Object.keys(errors).length ? "invalid" : "failed", values: kept, errors };
  } catch {
    // The API is down or the bot check cannot be verified (503): the form says it did not work.
    return { form, status: "failed", values: kept, errors: {} };
  }
}
