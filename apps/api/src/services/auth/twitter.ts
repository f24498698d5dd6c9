import { createHmac } from "node:crypto";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { normalizeEmail } from "@sf/domain";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import OAuth from "oauth-1.0a";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { envSecret, type SocialIdentity, socialConfig } from "./social.ts";

/**
 * Twitter (X) sign-in, OAuth 1.0a "Sign in with Twitter" (spec: `POST /users/twitter-auth/auth/
 * {oauth_token, oauth_verifier}`). Unlike Google and Facebook the storefront cannot get a token by
 * itself: every step is signed with the consumer secret, which only the API has.
 *
 * 1. `startTwitterSignIn`: `POST oauth/request_token` with the storefront's callback; the request
 *    token's secret is kept here (`oauth_request_tokens`: this site, 10 minutes, used once) and
 *    the storefront sends the shopper to `oauth/authenticate?oauth_token=`.
 * 2. Twitter sends the shopper back to the callback with `oauth_token` and `oauth_verifier`.
 * 3. `finishTwitterSignIn`: the stored secret signs `POST oauth/access_token`, and the access
 *    token asks `1.1/account/verify_credentials.json?include_email=true` who it is. Twitter gives
 *    the e-mail only when it is verified.
 *
 * Signing is the `oauth-1.0a` package's (HMAC-SHA1 through node:crypto).
 */

/** How long a request token waits for the shopper to come back from Twitter. */
export const TWITTER_REQUEST_TOKEN_TTL_S = 10 * 60;
const TIMEOUT_MS = 8_000;

export type TwitterConsumer = { key: string; secret: string };

type TwitterSettings = { consumer_key?: unknown; consumer_secret_env?: unknown };

/**
 * The shop's Twitter app: its consumer key from `additional_settings.social_login.twitter` and
 * the secret from the environment (`TWITTER_CONSUMER_SECRET`, or the variable the shop names in
 * `consumer_secret_env`). Null when either is missing: Twitter sign-in is then off.
 */
export function twitterConsumer(
  settings: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): TwitterConsumer | null {
  const config = ((socialConfig(settings) as Record<string, unknown>).twitter ?? {}) as TwitterSettings;
  const key = typeof config.consumer_key === "string" ? config.consumer_key.trim() : "";
  // A name the shop got wrong turns Twitter off rather than falling back to another app's secret.
  const secret = key ? envSecret(config.consumer_secret_env, "TWITTER_CONSUMER_SECRET", env) : null;
  return key && secret ? { key, secret } : null;
}

const notConfigured = () =>
  new AppError("invalid", "This shop does not offer sign-in with twitter.", {
    code: "social_not_configured",
  });
const unavailable = () =>
  new AppError("bad_gateway", "Twitter did not answer; try again later.", {
    code: "social_provider_unavailable",
  });
const refused = (detail = "Twitter did not confirm the sign-in.") =>
  new AppError("invalid", detail, { code: "social_token_invalid" });

type Answer = { status: number; body: string };

/** The OAuth 1.0a client of one shop's Twitter app. */
export function twitterClient(
  consumer: TwitterConsumer,
  baseUrl = process.env.TWITTER_API_BASE_URL ?? "https://api.twitter.com",
  fetchImpl: typeof fetch = fetch,
) {
  const base = baseUrl.replace(/\/+$/, "");
  const oauth = new OAuth({
    consumer,
    signature_method: "HMAC-SHA1",
    hash_function: (text, key) => createHmac("sha1", key).update(text).digest("base64"),
  });

  /**
   * A signed request. `oauth` holds protocol parameters that go into the signature and the
   * Authorization header (oauth_callback, oauth_verifier); the URL's query is signed too.
   * Null when Twitter cannot be reached or fails (5xx): the caller answers 502.
   */
  async function call(
    method: "GET" | "POST",
    url: string,
    token: { key: string; secret: string } | undefined,
    oauthParams: Record<string, string> = {},
  ): Promise<Answer | null> {
    const signed = oauth.authorize({ url, method, data: oauthParams }, token);
    const { Authorization } = oauth.toHeader({ ...signed, ...oauthParams });
    try {
      const res = await fetchImpl(url, {
        method,
        headers: { authorization: Authorization, accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status >= 500) return null;
      return { status: res.status, body: await res.text() };
    } catch {
      return null;
    }
  }

  const form = (body: string) => new URLSearchParams(body);

  return {
    /** Step 1: a request token for the callback; Twitter must confirm the callback. */
    async requestToken(callbackUrl: string): Promise<{ token: string; secret: string }> {
      const answer = await call("POST", `${base}/oauth/request_token`, undefined, {
        oauth_callback: callbackUrl,
      });
      if (!answer) throw unavailable();
      const params = form(answer.body);
      const token = params.get("oauth_token") ?? "";
      const secret = params.get("oauth_token_secret") ?? "";
      if (answer.status !== 200 || !token || !secret || params.get("oauth_callback_confirmed") !== "true")
        // The shop's key, secret or registered callback is wrong: not the shopper's doing.
        throw new AppError(
          "bad_gateway",
          "Twitter refused the shop's app (its key, secret or callback URL).",
          {
            code: "social_provider_refused",
          },
        );
      return { token, secret };
    },

    /** Step 3a: the request token and the verifier for an access token. */
    async accessToken(
      requestToken: { key: string; secret: string },
      verifier: string,
    ): Promise<{ key: string; secret: string }> {
      const answer = await call("POST", `${base}/oauth/access_token`, requestToken, {
        oauth_verifier: verifier,
      });
      if (!answer) throw unavailable();
      const params = form(answer.body);
      const key = params.get("oauth_token") ?? "";
      const secret = params.get("oauth_token_secret") ?? "";
      if (answer.status !== 200 || !key || !secret) throw refused();
      return { key, secret };
    },

    /** Step 3b: who the access token belongs to, with the e-mail when Twitter has a verified one. */
    async verifyCredentials(accessToken: { key: string; secret: string }): Promise<SocialIdentity> {
      const answer = await call(
        "GET",
        `${base}/1.1/account/verify_credentials.json?include_email=true&skip_status=true`,
        accessToken,
      );
      if (!answer) throw unavailable();
      let info: Record<string, unknown> | null = null;
      try {
        info = JSON.parse(answer.body) as Record<string, unknown>;
      } catch {
        info = null;
      }
      const subject = typeof info?.id_str === "string" ? info.id_str : "";
      if (answer.status !== 200 || !info || !subject) throw refused();
      const email = typeof info.email === "string" && info.email.includes("@") ? info.email : "";
      const name = (typeof info.name === "string" ? info.name : "").trim();
      const space = name.indexOf(" ");
      return {
        subject,
        email: email ? normalizeEmail(email) : null,
        firstName: space < 0 ? name : name.slice(0, space),
        lastName: space < 0 ? "" : name.slice(space + 1).trim(),
      };
    },
  };
}

/** Where the storefront sends the shopper to sign in on Twitter. */
export function twitterAuthorizeUrl(
  oauthToken: string,
  baseUrl = process.env.TWITTER_API_BASE_URL ?? "https://api.twitter.com",
): string {
  return `${baseUrl.replace(/\/+$/, "")}/oauth/authenticate?oauth_token=${encodeURIComponent(oauthToken)}`;
}

/**
 * Step 1 for the storefront: a request token whose secret stays here, and Twitter's page to send
 * the shopper to. Expired tokens of every shop are swept on the way.
 */
export async function startTwitterSignIn(
  db: Db,
  site: Site,
  callbackUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ oauth_token: string; authorize_url: string }> {
  const consumer = twitterConsumer(site.stored, env);
  if (!consumer) throw notConfigured();
  const { token, secret } = await twitterClient(consumer, env.TWITTER_API_BASE_URL).requestToken(callbackUrl);
  const { oauthRequestTokens } = schema;
  await db.delete(oauthRequestTokens).where(lt(oauthRequestTokens.expiresAt, sql`now()`));
  await db
    .insert(oauthRequestTokens)
    .values({
      siteId: site.id,
      provider: "twitter",
      token,
      secret,
      expiresAt: new Date(Date.now() + TWITTER_REQUEST_TOKEN_TTL_S * 1000),
    })
    // Twitter never repeats a token; should it, the newest secret is the one that signs.
    .onConflictDoUpdate({
      target: [oauthRequestTokens.siteId, oauthRequestTokens.provider, oauthRequestTokens.token],
      set: { secret, expiresAt: new Date(Date.now() + TWITTER_REQUEST_TOKEN_TTL_S * 1000) },
    });
  return { oauth_token: token, authorize_url: twitterAuthorizeUrl(token, env.TWITTER_API_BASE_URL) };
}

/**
 * Step 3: the stored request token (this site's, alive, deleted now so it works once) and the
 * verifier become an access token, and Twitter says whose it is.
 */
export async function finishTwitterSignIn(
  db: Db,
  site: Site,
  oauthToken: string,
  verifier: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SocialIdentity> {
  const consumer = twitterConsumer(site.stored, env);
  if (!consumer) throw notConfigured();
  const { oauthRequestTokens } = schema;
  const [stored] = await db
    .delete(oauthRequestTokens)
    .where(
      and(
        eq(oauthRequestTokens.siteId, site.id),
        eq(oauthRequestTokens.provider, "twitter"),
        eq(oauthRequestTokens.token, oauthToken),
        gt(oauthRequestTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ secret: oauthRequestTokens.secret });
  if (!stored)
    throw new AppError("invalid", "This Twitter sign-in is unknown, expired or already used; start again.", {
      code: "twitter_token_invalid",
    });
  const client = twitterClient(consumer, env.TWITTER_API_BASE_URL);
  const access = await client.accessToken({ key: oauthToken, secret: stored.secret }, verifier);
  return client.verifyCredentials(access);
}
