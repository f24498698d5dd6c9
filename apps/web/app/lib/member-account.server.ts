import type { MessageKey } from "@sf/i18n";
import { redirect, redirectDocument } from "react-router";
import type { AccountFormResult, LoginAnswer } from "./account.server.ts";
import type { SendResult } from "./api/client.server.ts";
import { apiFor } from "./api/request.server.ts";
import { sessionCookies, withCookies } from "./session.server.ts";

/**
 * The land board's sign-in (decision 0058): a phone number gets a code by SMS (`member-code-send`),
 * and the code signs in or makes the account (`member-code-login`). Both steps are plain forms.
 */
export async function memberLoginAction(
  request: Request,
  lang: string,
  form: FormData,
  intent: "member-code-send" | "member-code-login",
  next: string,
): Promise<LoginAnswer | Response> {
  const phone = text(form, "phone");
  const values = { phone };
  if (!/^\+?[\d\s().-]{6,24}$/.test(phone))
    return { ok: false, problem: null, fields: { phone: "member.phoneInvalid" }, values };
  const api = (await apiFor(request)).boardAccounts;
  if (intent === "member-code-send") {
    const sent = await api.sendSignInCode(phone);
    if (sent.ok) return { ok: true, codeSent: sent.data.sent_to };
    return codeProblem(sent, values, "phone");
  }
  const signedIn = await api.signInWithCode(phone, text(form, "code"));
  // `values.step` keeps the code form on screen after a wrong code.
  if (!signedIn.ok) return codeProblem(signedIn, { phone, step: "code" }, "code");
  // A new member names themself first; a returning one goes where they were going.
  const to = signedIn.data.created_new_user ? `/${lang}/profile?welcome=1` : next;
  return redirectDocument(to, { headers: withCookies(sessionCookies(request, signedIn.data)) });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** A refused code step: throttled, blocked, a wrong code, or a number the API would not take. */
function codeProblem(
  result: SendResult<unknown>,
  values: Record<string, string>,
  field: "phone" | "code",
): AccountFormResult {
  if (result.ok) return { ok: false, problem: "account.failed", fields: {}, values };
  const body = (result.body ?? {}) as Record<string, unknown>;
  if (result.status === 429) return { ok: false, problem: "account.throttled", fields: {}, values };
  if (body.code === "account_blocked") return { ok: false, problem: "member.blocked", fields: {}, values };
  if (body.code === "phone_taken") return { ok: false, problem: "member.phoneTaken", fields: {}, values };
  if (field === "code" || Array.isArray(body.verification_code))
    return { ok: false, problem: null, fields: { code: "account.codeWrong" }, values };
  if (Array.isArray(body.phone))
    return { ok: false, problem: null, fields: { phone: "member.phoneInvalid" }, values };
  return { ok: false, problem: "account.failed", fields: {}, values };
}

/** Google on the board (`/api/google-login/`): a new member goes to their profile. */
export async function memberGoogleLogin(request: Request, lang: string, token: string): Promise<Response> {
  const result = token.length >= 10 ? await (await apiFor(request)).boardAccounts.googleLogin(token) : null;
  if (!result?.ok) return redirect(`/${lang}/login?social=failed`);
  const to = result.data.created_new_user ? `/${lang}/profile?welcome=1` : `/${lang}`;
  return redirectDocument(to, { headers: withCookies(sessionCookies(request, result.data)) });
}

/** What the profile page shows after one of its forms was posted. */
export type MemberProfileResult = {
  ok: boolean;
  intent: string;
  /** A code went here (a phone or an address): the page shows that form's code step. */
  sentTo?: string;
  /** What the code is for: add a number or address, or make it the sign-in number / the main address. */
  purpose?: "add" | "main";
  problem?: MessageKey | null;
  fields: Partial<Record<string, MessageKey>>;
};

/**
 * The board member's profile page (`/{lang}/profile`): the name, the picture, and the phones and
 * e-mails, each added or promoted by a code sent to it first. Every form posts here.
 */
export async function memberProfileAction(request: Request): Promise<MemberProfileResult> {
  const form = await request.formData();
  const intent = text(form, "intent");
  const api = (await apiFor(request)).boardAccounts;
  const purpose = text(form, "purpose") === "main" ? "main" : "add";
  const done = (extra: Partial<MemberProfileResult> = {}): MemberProfileResult => ({
    ok: true,
    intent,
    fields: {},
    ...extra,
  });
  const fail = (result: SendResult<unknown>, field: string, extra: Partial<MemberProfileResult> = {}) =>
    profileProblem(intent, result, field, extra);
  switch (intent) {
    case "name": {
      const result = await api.changeFullName(text(form, "full_name"));
      return result.ok ? done() : fail(result, "full_name");
    }
    case "picture": {
      const file = form.get("profile_image");
      if (!(file instanceof File) || file.size === 0)
        return { ok: false, intent, problem: null, fields: { profile_image: "member.pictureMissing" } };
      const upload = new FormData();
      upload.append("profile_image", file, file.name || "picture");
      const result = await api.changePicture(upload);
      return result.ok ? done() : fail(result, "profile_image");
    }
    case "picture-delete": {
      const result = await api.deletePicture();
      return result.ok ? done() : fail(result, "profile_image");
    }
    case "phone-send": {
      const result = await api.sendPhoneCode(text(form, "phone_number"));
      return result.ok ? done({ sentTo: result.data.sent_to, purpose }) : fail(result, "phone_number");
    }
    case "phone-confirm": {
      const phone = text(form, "phone_number");
      const hasAuth = text(form, "has_auth") === "1";
      const mode = purpose === "main" ? (hasAuth ? "change_auth" : "create_auth") : "add";
      const result = await api.confirmPhone(phone, text(form, "verification_code"), mode);
      return result.ok ? done() : fail(result, "verification_code", { sentTo: phone, purpose });
    }
    case "email-send": {
      const result = await api.sendEmailCode(text(form, "email_address"));
      return result.ok ? done({ sentTo: result.data.sent_to, purpose }) : fail(result, "email_address");
    }
    case "email-confirm": {
      const email = text(form, "email_address");
      const result = await api.confirmEmail(
        email,
        text(form, "verification_code"),
        purpose === "main" ? "change" : "add",
      );
      return result.ok ? done() : fail(result, "verification_code", { sentTo: email, purpose });
    }
    case "phone-delete":
    case "email-delete": {
      const id = Number(text(form, "id"));
      if (!Number.isInteger(id) || id <= 0)
        return { ok: false, intent, problem: "account.failed", fields: {} };
      const result = intent === "phone-delete" ? await api.deletePhone(id) : await api.deleteEmail(id);
      return result.ok ? done() : fail(result, "id");
    }
    default:
      return { ok: false, intent, problem: "account.failed", fields: {} };
  }
}

/** The API's refusal of a profile form as the page's message keys. */
function profileProblem(
  intent: string,
  result: SendResult<unknown>,
  field: string,
  extra: Partial<MemberProfileResult>,
): MemberProfileResult {
  const base = { ok: false, intent, fields: {}, ...extra };
  if (result.ok) return { ...base, problem: "account.failed" };
  if (result.status === 429) return { ...base, problem: "account.throttled" };
  const body = (result.body ?? {}) as Record<string, unknown>;
  if (body.code === "auth_phone") return { ...base, problem: "member.authPhoneStays" };
  const messages = Object.values(body).flat().map(String).join(" ");
  if (/already used by another account/.test(messages))
    return { ...base, problem: null, fields: { [field]: "member.taken" } };
  if (Array.isArray(body.verification_code))
    return { ...base, problem: null, fields: { verification_code: "account.codeWrong" } };
  if (Array.isArray(body.phone_number))
    return { ...base, problem: null, fields: { phone_number: "member.phoneInvalid" } };
  if (Array.isArray(body.email_address) || Array.isArray(body.new_email_address))
    return { ...base, problem: null, fields: { email_address: "account.invalidEmail" } };
  if (Array.isArray(body.full_name))
    return { ...base, problem: null, fields: { full_name: "member.nameRequired" } };
  if (Array.isArray(body.profile_image) || result.status === 413)
    return { ...base, problem: null, fields: { profile_image: "member.pictureInvalid" } };
  return { ...base, problem: "account.failed" };
}
