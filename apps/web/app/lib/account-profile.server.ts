import type { MessageKey } from "@sf/i18n";
import { apiFor } from "./api/request.server.ts";

export type ProfileResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; problem: MessageKey | null; fields: Record<string, MessageKey> };

const str = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The profile page's three forms: details (`profile`), `password`, and the deletion request (`delete`). */
export async function profileAction(request: Request): Promise<ProfileResult> {
  const form = await request.formData();
  const intent = str(form, "intent");
  const { account: api } = await apiFor(request);
  const failed = { ok: false as const, intent, problem: "account.failed" as MessageKey, fields: {} };
  if (intent === "profile") {
    const me = await api.me();
    const result = await api.updateProfile(me.id, {
      first_name: str(form, "first_name"),
      last_name: str(form, "last_name"),
      phone: str(form, "phone"),
      birthday: str(form, "birthday") || null,
    });
    if (result.ok) return { ok: true, intent };
    const body = (result.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, MessageKey> = {};
    if (body.phone) fields.phone = "account.invalidPhone";
    if (body.birthday) fields.birthday = "account.failed";
    return Object.keys(fields).length ? { ok: false, intent, problem: null, fields } : failed;
  }
  if (intent === "password") {
    const body = {
      current_password: (form.get("current_password") as string | null) ?? "",
      new_password: (form.get("new_password") as string | null) ?? "",
      re_password: (form.get("re_password") as string | null) ?? "",
    };
    if (body.new_password !== body.re_password)
      return { ok: false, intent, problem: null, fields: { re_password: "account.passwordMismatch" } };
    const result = await api.setPassword(body);
    if (result.ok) return { ok: true, intent };
    if (result.status === 429) return { ...failed, problem: "account.throttled" };
    const answer = (result.body ?? {}) as Record<string, unknown>;
    if (answer.current_password)
      return { ok: false, intent, problem: null, fields: { current_password: "account.wrongPassword" } };
    if (answer.new_password)
      return { ok: false, intent, problem: null, fields: { new_password: "account.passwordWeak" } };
    return failed;
  }
  if (intent === "delete") {
    const result = await api.requestAccountDeletion();
    return result.ok ? { ok: true, intent } : failed;
  }
  return failed;
}
