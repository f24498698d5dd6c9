import { normalizeEmail } from "@sf/domain";
import { AppError } from "../../lib/app-error.ts";

/**
 * Social sign-in (spec: `/users/google-auth/`, facebook): the storefront hands over the
 * provider's access token and a provider adapter asks the provider who it belongs to, checking
 * the token was issued to *this shop's* app (a token of another app is refused). Shops name
 * their app ids in `additional_settings.social_login`; secrets come from the environment.
 */
export type SocialIdentity = {
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
};

export type SocialProvider = {
  name: "google" | "facebook";
  verify(accessToken: string): Promise<SocialIdentity>;
};

export type SocialConfig = {
  google?: { client_id?: string };
  facebook?: { app_id?: string; app_secret_env?: string };
};

const refused = (detail = "The sign-in with this provider could not be verified.") =>
  new AppError("invalid", detail, { code: "social_token_invalid" });

async function getJson(url: string, fetchImpl: typeof fetch): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetchImpl(url, {
      signal: AbortSignal.timeout(8_000),
      headers: { accept: "application/json" },
    });
    if (!res.ok) return null;
    return (await res.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Google: `tokeninfo` says whose token it is and for which client; only verified e-mails count. */
export function googleProvider(
  clientId: string,
  baseUrl = process.env.GOOGLE_OAUTH_BASE_URL ?? "https://oauth2.googleapis.com",
  fetchImpl: typeof fetch = fetch,
): SocialProvider {
  return {
    name: "google",
    async verify(accessToken) {
      const info = await getJson(
        `${baseUrl}/tokeninfo?access_token=${encodeURIComponent(accessToken)}`,
        fetchImpl,
      );
      if (!info || str(info.aud) !== clientId || !str(info.sub)) throw refused();
      const verified = info.email_verified === true || info.email_verified === "true";
      return {
        subject: str(info.sub),
        email: verified && str(info.email) ? normalizeEmail(str(info.email)) : null,
        firstName: str(info.given_name),
        lastName: str(info.family_name),
      };
    },
  };
}

/** Facebook: `debug_token` with the app's token checks the app and validity; `/me` gives the e-mail. */
export function facebookProvider(
  appId: string,
  appSecret: string,
  baseUrl = process.env.FACEBOOK_GRAPH_BASE_URL ?? "https://graph.facebook.com",
  fetchImpl: typeof fetch = fetch,
): SocialProvider {
  return {
    name: "facebook",
    async verify(accessToken) {
      const debug = await getJson(
        `${baseUrl}/debug_token?input_token=${encodeURIComponent(accessToken)}&access_token=${encodeURIComponent(`${appId}|${appSecret}`)}`,
        fetchImpl,
      );
      const data = (debug?.data ?? null) as Record<string, unknown> | null;
      if (data?.is_valid !== true || str(data.app_id) !== appId || !str(data.user_id)) throw refused();
      const me = await getJson(
        `${baseUrl}/me?fields=id,email,first_name,last_name&access_token=${encodeURIComponent(accessToken)}`,
        fetchImpl,
      );
      if (!me || str(me.id) !== str(data.user_id)) throw refused();
      return {
        subject: str(me.id),
        email: str(me.email) ? normalizeEmail(str(me.email)) : null,
        firstName: str(me.first_name),
        lastName: str(me.last_name),
      };
    },
  };
}

/**
 * A provider secret from the environment: the variable the shop names (`*_secret_env`), else
 * `fallback`. A name that is not a variable name gives none, rather than another app's secret.
 */
export function envSecret(
  named: unknown,
  fallback: string,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  if (named != null && (typeof named !== "string" || !/^[A-Z][A-Z0-9_]*$/.test(named))) return null;
  return env[(named as string | undefined) ?? fallback]?.trim() || null;
}

/** The shop's social settings as stored (`additional_settings.social_login`). */
export function socialConfig(settings: Record<string, unknown>): SocialConfig {
  return ((settings.additional_settings as Record<string, unknown> | undefined)?.social_login ??
    {}) as SocialConfig;
}

/** The shop's Facebook app when it can be used: its id and the API's secret for it. */
export function facebookApp(
  settings: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): { appId: string; secret: string } | null {
  const app = socialConfig(settings).facebook;
  const secret = app?.app_id ? envSecret(app.app_secret_env, "FACEBOOK_APP_SECRET", env) : null;
  return app?.app_id && secret ? { appId: app.app_id, secret } : null;
}

/** The shop's provider by name, or a 400 when the shop has not set it up. */
export function socialProviderFor(
  name: string,
  settings: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): SocialProvider {
  const google = socialConfig(settings).google?.client_id;
  if (name === "google" && google) return googleProvider(google);
  const facebook = name === "facebook" ? facebookApp(settings, env) : null;
  if (facebook) return facebookProvider(facebook.appId, facebook.secret);
  throw new AppError("invalid", `This shop does not offer sign-in with ${name}.`, {
    code: "social_not_configured",
  });
}
