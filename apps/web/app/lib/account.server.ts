import { isEmail, REFRESH_TOKEN_TTL_S, USER_GROUP_COOKIE } from "@sf/domain";
import type { MessageKey } from "@sf/i18n";
import { redirect, redirectDocument } from "react-router";
import { type SendResult, settled } from "./api/client.server.ts";
import { apiFor, apiForNewSession } from "./api/request.server.ts";
import { isBoard } from "./board/is-board.ts";
import { knownBrowserId } from "./cart.server.ts";
import { readCookie, serializeCookie } from "./cookies.ts";
import { memberGoogleLogin, memberLoginAction } from "./member-account.server.ts";
import { clearSessionCookies, sessionCookies, withCookies } from "./session.server.ts";

/** What an account form shows after a refused post: a general problem and per-field messages. */
export type AccountFormResult = {
  ok: false;
  problem: MessageKey | null;
  fields: Partial<Record<string, MessageKey>>;
  values: Record<string, string>;
};

const str = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** What the login action answers a form with (a sign-in itself answers with a redirect). */
export type LoginAnswer = AccountFormResult | { ok: true; codeSent: string };

/** Only paths of this shop: `next` never leads to another site. */
export function safeNext(value: string | null, lang: string): string {
  if (value && /^\/[a-z]{2}(\/[^/\\]|$)/.test(value) && !value.startsWith("//")) return value;
  return `/${lang}`;
}

function refused(
  result: SendResult<unknown>,
  values: Record<string, string>,
  fieldKeys: Record<string, MessageKey>,
): AccountFormResult {
  if (result.ok) return { ok: false, problem: "account.failed", fields: {}, values };
  if (result.status === 429) return { ok: false, problem: "account.throttled", fields: {}, values };
  const body = (result.body ?? {}) as Record<string, unknown>;
  const fields: AccountFormResult["fields"] = {};
  for (const [name, key] of Object.entries(fieldKeys)) if (Array.isArray(body[name])) fields[name] = key;
  return {
    ok: false,
    problem: Object.keys(fields).length ? null : "account.failed",
    fields,
    values,
  };
}

/**
 * Sign-in (`/{lang}/login`): the API's tokens go into httpOnly cookies, this browser's guest
 * cart is merged into the customer's, and a full page load shows the shop signed in.
 */
export async function loginAction(request: Request, lang: string): Promise<LoginAnswer | Response> {
  const form = await request.formData();
  const intent = str(form, "intent");
  if (intent === "code-send" || intent === "code-login") return codeLogin(request, lang, form, intent);
  if (intent === "member-code-send" || intent === "member-code-login")
    return memberLoginAction(
      request,
      lang,
      form,
      intent,
      safeNext(new URL(request.url).searchParams.get("next"), lang),
    );
  const email = str(form, "email");
  const values = { email };
  if (!isEmail(email)) return { ok: false, problem: null, fields: { email: "account.invalidEmail" }, values };
  const password = typeof form.get("password") === "string" ? (form.get("password") as string) : "";
  const result = await (await apiFor(request)).account.login(email, password);
  if (!result.ok) {
    if (intent === "code-login")
      return {
        ok: false,
        problem: result.status === 429 ? "account.throttled" : "account.codeWrong",
        fields: {},
        values,
      };
    if (result.status === 401) return { ok: false, problem: "account.loginFailed", fields: {}, values };
    // The account is being guessed at from elsewhere: the password is not checked from this
    // address, and the code form below signs the customer in (decision 0024).
    if ((result.body as { code?: unknown } | null)?.code === "login_code_required")
      return { ok: false, problem: "account.codeRequired", fields: {}, values };
    return refused(result, values, {});
  }
  const next = safeNext(new URL(request.url).searchParams.get("next"), lang);
  const cookies = [
    ...sessionCookies(request, result.data, form.get("remember") === "on"),
    ...(await afterSignIn(request, result.data.access)),
  ];
  return redirectDocument(withNotice(next, "loggedIn"), { headers: withCookies(cookies) });
}

/**
 * Sign-in by a six-digit code (spec: SMS or e-mail code): `code-send` to an e-mail address or a
 * phone number (`login`), then `code-login` with the code. The answer to sending is the same
 * whether an account exists or not.
 */
async function codeLogin(
  request: Request,
  lang: string,
  form: FormData,
  intent: "code-send" | "code-login",
): Promise<LoginAnswer | Response> {
  const login = str(form, "login");
  const values = { login };
  const target = isEmail(login)
    ? { email: login }
    : /^\+?[\d\s()-]{6,20}$/.test(login)
      ? { phone: login }
      : null;
  if (!target) return { ok: false, problem: null, fields: { login: "account.invalidLogin" }, values };
  if (intent === "code-send") {
    await (await apiFor(request)).account.sendLoginCode(target);
    return { ok: true, codeSent: login };
  }
  // Typed as "123 456" it is still the six digits.
  const code = str(form, "code").replace(/[\s-]/g, "");
  const result = await (await apiFor(request)).account.loginWithCode(target, code);
  if (!result.ok)
    return {
      ok: false,
      problem: result.status === 429 ? "account.throttled" : "account.codeWrong",
      fields: {},
      values,
    };
  const next = safeNext(new URL(request.url).searchParams.get("next"), lang);
  const cookies = [
    ...sessionCookies(request, result.data),
    ...(await afterSignIn(request, result.data.access)),
  ];
  return redirectDocument(withNotice(next, "loggedIn"), { headers: withCookies(cookies) });
}

/**
 * What follows every sign-in: this browser's guest cart joins the customer's, and the
 * `user-group-id` cookie names the customer's group (individual 1, business 2; cached pages
 * vary by it). Returns the cookies to set.
 */
export async function afterSignIn(request: Request, access: string): Promise<string[]> {
  const api = await apiForNewSession(request, access);
  const browserId = knownBrowserId(request);
  if (browserId) await api.cart.merge(browserId);
  const group = await api.account.userGroup().catch(() => null);
  return group
    ? [serializeCookie(USER_GROUP_COOKIE, String(group.group_user_type.id), REFRESH_TOKEN_TTL_S)]
    : [];
}

/** Registration (`/{lang}/registration`): the API e-mails the activation link. */
export async function registerAction(
  request: Request,
): Promise<AccountFormResult | { ok: true; email: string }> {
  const form = await request.formData();
  const values = {
    email: str(form, "email"),
    first_name: str(form, "first_name"),
    last_name: str(form, "last_name"),
    phone: str(form, "phone"),
  };
  const password = (form.get("password") as string | null) ?? "";
  const repeat = (form.get("re_password") as string | null) ?? "";
  if (!isEmail(values.email))
    return { ok: false, problem: null, fields: { email: "account.invalidEmail" }, values };
  if (password !== repeat)
    return { ok: false, problem: null, fields: { re_password: "account.passwordMismatch" }, values };
  const token = form.get("recaptcha_token");
  const result = await settled(
    (await apiFor(request)).account.register({
      ...values,
      password,
      re_password: repeat,
      ...(typeof token === "string" && token ? { recaptcha_token: token.slice(0, 4096) } : {}),
    }),
  );
  if (result.ok) return { ok: true, email: result.data.email };
  // The bot check's verification host (or the API) is down: "try again later" beside the form,
  // with what was typed kept, rather than the error page.
  if (result.status >= 500) return { ok: false, problem: "forms.failed", fields: {}, values };
  const body = (result.body ?? {}) as Record<string, unknown>;
  // The shop's bot check refused the form (no token, or one the host did not accept).
  if (Array.isArray(body.recaptcha_token))
    return { ok: false, problem: "forms.botCheckRequired", fields: {}, values };
  const taken = Array.isArray(body.email) && String(body.email[0]).includes("already exists");
  return refused(result, values, {
    email: taken ? "account.emailTaken" : "account.invalidEmail",
    password: "account.passwordWeak",
    phone: "account.invalidPhone",
    non_field_errors: "account.passwordMismatch",
  });
}

/** Activation: the link's uid and token sign the new customer in (spec: then `/cabinet`). */
export async function activateAction(request: Request, lang: string, uid: string, token: string) {
  const result = await (await apiFor(request)).account.activate(uid, token);
  if (!result.ok) return { ok: false as const };
  const cookies = [
    ...sessionCookies(request, result.data),
    ...(await afterSignIn(request, result.data.access)),
  ];
  return redirectDocument(withNotice(`/${lang}/cabinet`, "loggedIn"), { headers: withCookies(cookies) });
}

export async function forgotAction(request: Request): Promise<AccountFormResult | { ok: true }> {
  const form = await request.formData();
  const email = str(form, "email");
  if (!isEmail(email))
    return { ok: false, problem: null, fields: { email: "account.invalidEmail" }, values: { email } };
  const result = await (await apiFor(request)).account.resetPassword(email);
  return result.ok ? { ok: true } : refused(result, { email }, { email: "account.invalidEmail" });
}

export async function resetAction(
  request: Request,
  lang: string,
  uid: string,
  token: string,
): Promise<AccountFormResult | Response> {
  const form = await request.formData();
  const password = (form.get("new_password") as string | null) ?? "";
  if (password !== ((form.get("re_password") as string | null) ?? ""))
    return { ok: false, problem: null, fields: { re_password: "account.passwordMismatch" }, values: {} };
  const result = await (await apiFor(request)).account.resetPasswordConfirm(uid, token, password);
  if (result.ok) return redirect(withNotice(`/${lang}/login`, "passwordChanged"));
  const answer = refused(
    result,
    {},
    { new_password: "account.passwordWeak", token: "account.resetInvalid", uid: "account.resetInvalid" },
  );
  if (answer.fields.token || answer.fields.uid) answer.problem = "account.resetInvalid";
  return answer;
}

/** Sign-out: the API ends the session; the cookies go; home with the notice (spec section 4). */
export async function logoutAction(request: Request, lang: string): Promise<Response> {
  const refresh = readCookie(request.headers.get("cookie"), "refresh_token") ?? null;
  const api = await apiFor(request);
  if (api.signedIn) {
    try {
      await api.account.logout(refresh);
    } catch {
      // A session the API already ended (401 -> redirect) or an API that is down: sign out here anyway.
    }
  }
  return redirectDocument(withNotice(`/${lang}`, "loggedOut"), {
    headers: withCookies([...clearSessionCookies(request), serializeCookie(USER_GROUP_COOKIE, "", 0)]),
  });
}

/** A one-time notice for the next page (`?notice=`), shown as a toast and dropped from the URL. */
export type Notice = "loggedIn" | "loggedOut" | "passwordChanged" | "accountDeleted";
export function withNotice(path: string, notice: Notice): string {
  return `${path}${path.includes("?") ? "&" : "?"}notice=${notice}`;
}

/**
 * Social sign-in: the provider's token goes to the API, which asks the provider. Google failing
 * leads to the registration form; a Facebook account without e-mail back to the login page,
 * which explains it (spec sections 4 and 8).
 */
export async function socialLoginAction(request: Request, lang: string): Promise<Response> {
  const form = await request.formData();
  const provider = str(form, "provider") === "facebook" ? "facebook" : "google";
  const token = str(form, "access_token");
  // The land board signs in with Google through its own call, which may make the account.
  if (isBoard && provider === "google") return memberGoogleLogin(request, lang, token);
  const result =
    token.length >= 10 ? await (await apiFor(request)).account.socialLogin(provider, token) : null;
  if (result?.ok) {
    const cookies = [
      ...sessionCookies(request, result.data),
      ...(await afterSignIn(request, result.data.access)),
    ];
    return redirectDocument(withNotice(`/${lang}`, "loggedIn"), { headers: withCookies(cookies) });
  }
  const code = (result && !result.ok ? (result.body as { code?: unknown } | null)?.code : null) ?? null;
  if (code === "facebook_no_email") return redirect(`/${lang}/login?social=facebook_no_email`);
  return redirect(provider === "google" ? `/${lang}/registration` : `/${lang}/login?social=failed`);
}
