import type { MessageKey } from "@sf/i18n";

export type ShopForm = "consultation" | "newsletter" | "support" | "resume" | "credit";

/** What a public form's action answers: the outcome, the typed values and the fields' problems. */
export type ShopFormResult = {
  form: ShopForm;
  status: "created" | "repeated" | "invalid" | "failed" | "throttled";
  values: Record<string, string>;
  errors: Record<string, MessageKey>;
};

const SUCCESS: Record<ShopForm, MessageKey> = {
  consultation: "forms.consultation.created",
  newsletter: "forms.newsletter.created",
  support: "forms.support.created",
  resume: "forms.resume.created",
  credit: "credit.request.created",
};

/** The sentence the form shows for its result. */
export function resultMessage(result: ShopFormResult): MessageKey {
  if (result.status === "created") return SUCCESS[result.form];
  if (result.status === "repeated") return "forms.newsletter.repeated";
  if (result.status === "throttled") return "forms.throttled";
  if (result.status === "invalid") return Object.values(result.errors)[0] ?? "forms.failed";
  return "forms.failed";
}
