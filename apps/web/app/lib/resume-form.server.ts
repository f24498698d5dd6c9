import { sendResumeFieldsSchema } from "@sf/contract";
import { RESUME_MAX_BYTES } from "@sf/domain";
import type { MessageKey } from "@sf/i18n";
import { apiFor } from "./api/request.server.ts";
import { FIELD_MESSAGE } from "./shop-forms.server.ts";
import type { ShopFormResult } from "./shop-forms.ts";

const FIELDS = ["name", "phone", "email", "message", "vacancy_id"] as const;

const RESUME_MESSAGE: Record<string, MessageKey> = {
  ...FIELD_MESSAGE,
  message: "forms.invalidText",
  vacancy_id: "forms.resume.vacancyClosed",
  cv: "forms.resume.wrongKind",
};

/**
 * The CV form's action (with or without JavaScript): the fields are checked with the API's own
 * schema and the file for presence and size here; the file's kind is the API's to tell from its
 * bytes. Sent on as multipart; the typed values are kept when it is refused.
 */
export async function submitResume(request: Request, data: FormData): Promise<ShopFormResult> {
  const form = "resume";
  const values: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 6000) : "";
  }
  const token = data.get("recaptcha_token");
  const fields: Record<string, string> = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v.trim() !== ""),
  );
  if (typeof token === "string" && token) fields.recaptcha_token = token.slice(0, 4096);
  const errors: Record<string, MessageKey> = {};
  const parsed = sendResumeFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      errors[field] ??= RESUME_MESSAGE[field] ?? "forms.failed";
    }
  }
  const file = data.get("cv");
  if (!(file instanceof File) || file.size === 0) errors.cv = "forms.resume.missingFile";
  else if (file.size > RESUME_MAX_BYTES) errors.cv = "forms.resume.tooLarge";
  if (Object.keys(errors).length || !(file instanceof File))
    return { form, status: "invalid", values, errors };

  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("cv", file, file.name);
  try {
    const result = await (await apiFor(request)).vacancies.sendResume(body);
    if (result.ok) return { form, status: "created", values: {}, errors: {} };
    if (result.status === 429) return { form, status: "throttled", values, errors: {} };
    if (result.status === 413)
      return { form, status: "invalid", values, errors: { cv: "forms.resume.tooLarge" } };
    for (const field of Object.keys((result.body as object | null) ?? {})) {
      const key = RESUME_MESSAGE[field];
      if (key) errors[field] = key;
    }
    return { form, status: Object.keys(errors).length ? "invalid" : "failed", values, errors };
  } catch {
    return { form, status: "failed", values, errors: {} };
  }
}
