import {
  type companyInputSchema,
  companySchema,
  type RegisterInput,
  registeredSchema,
  tokenPairSchema,
  twitterRequestTokenSchema,
  userGroupSchema,
  userSchema,
} from "@sf/contract";
import { z } from "zod";
import type { Client } from "./client.server.ts";

/** Endpoints that make a session or work from an e-mailed link: they never carry one (see CallOptions). */
const noSession = { session: false } as const;

/** Accounts (djoser / SimpleJWT shapes): signing in and out, registration, the cabinet's data. */
export const accountApi = (client: Client) => ({
  login: (email: string, password: string) =>
    client.send("/auth/jwt/create/", { email, password }, tokenPairSchema, noSession),
  register: (input: RegisterInput) => client.send("/auth/users/", input, registeredSchema, noSession),
  socialLogin: (provider: "google" | "facebook", accessToken: string) =>
    client.send(
      `/users/${provider}-auth/`,
      { access_token: accessToken, platform: "web" },
      tokenPairSchema,
      noSession,
    ),
  /** Twitter (OAuth 1.0a): a request token for the callback page, then the callback's token and verifier. */
  twitterRequestToken: (callbackUrl: string) =>
    client.send(
      "/users/twitter-auth/request-token/",
      { callback_url: callbackUrl },
      twitterRequestTokenSchema,
      noSession,
    ),
  twitterLogin: (oauthToken: string, oauthVerifier: string) =>
    client.send(
      "/users/twitter-auth/auth/",
      { oauth_token: oauthToken, oauth_verifier: oauthVerifier },
      tokenPairSchema,
      noSession,
    ),
  activate: (uid: string, token: string) =>
    client.send("/auth/users/activation/", { uid, token }, tokenPairSchema, noSession),
  /** A six-digit sign-in code by e-mail (`email-code`) or SMS (`sms-code`). */
  sendLoginCode: (target: { email: string } | { phone: string }) =>
    client
      .get(
        "email" in target
          ? `/api/v1/email-code/?email=${encodeURIComponent(target.email)}`
          : `/api/v1/sms-code/?phone=${encodeURIComponent(target.phone)}`,
        z.object({ detail: z.string() }),
        noSession,
      )
      .then(() => true)
      .catch(() => false),
  loginWithCode: (target: { email: string } | { phone: string }, code: string) =>
    client.send("/api/v1/loginByEmail/", { ...target, code }, tokenPairSchema, noSession),
  resetPassword: (email: string) =>
    client.send("/auth/users/reset_password/", { email }, z.undefined(), noSession),
  resetPasswordConfirm: (uid: string, token: string, newPassword: string) =>
    client.send(
      "/auth/users/reset_password_confirm/",
      { uid, token, new_password: newPassword },
      z.undefined(),
      noSession,
    ),
  confirmAccountDeletion: (uid: string, token: string) =>
    client.send("/users/user/confirm-delete-account/", { uid, token }, z.undefined(), noSession),
  logout: (refresh: string | null) =>
    client.send("/auth/token/logout/", refresh ? { refresh } : {}, z.undefined()),
  me: () => client.get("/auth/users/me/", userSchema),
  updateProfile: (
    id: number,
    profile: { first_name?: string; last_name?: string; phone?: string; birthday?: string | null },
  ) => client.send(`/users/user/${id}/`, profile, userSchema, { method: "PATCH" }),
  setPassword: (body: { current_password: string; new_password: string; re_password: string }) =>
    client.send("/auth/users/set_password/", body, z.undefined()),
  requestAccountDeletion: () => client.send("/users/user/delete-account/", {}, z.undefined()),
  userGroup: () => client.get(`/users/user-group/?timestamp=${Date.now()}`, userGroupSchema),
  companies: () => client.get("/users/company/", z.array(companySchema)),
  createCompany: (userId: number, company: z.input<typeof companyInputSchema>) =>
    client.send(`/users/user-group/${userId}/create-company/`, company, userGroupSchema, { method: "PATCH" }),
});
