import type { TokenPair } from "@sf/contract";
import { redirect, redirectDocument } from "react-router";
import { afterSignIn, safeNext, withNotice } from "./account.server.ts";
import type { SendResult } from "./api/client.server.ts";
import { apiFor } from "./api/request.server.ts";
import { config } from "./config.server.ts";
import { readCookie } from "./cookies.ts";
import { privateCookie, sessionCookies, withCookies } from "./session.server.ts";

/**
 * Twitter (X) sign-in through the storefront's server, so it works without JavaScript
 * (docs/decisions/0019): the "Continue with X" form posts to `/{lang}/social-login/twitter`,
 * which asks the API for a request token and sends the shopper to Twitter; Twitter sends them
 * back to `/{lang}/social-login/twitter/callback`, which hands the token and verifier to the API
 * and finishes like every sign-in (cookies, cart merge, `?notice=loggedIn`).
 *
 * A cookie binds the callback to the browser that started it: somebody else's `oauth_token` and
 * verifier in a link (signing a shopper into the attacker's account) are refused. It also keeps
 * the return path (`next`) across the trip to Twitter.
 */
export const TWITTER_COOKIE = "sf_twitter";
const TWITTER_COOKIE_TTL_S = 10 * 60;

const loginWith = (lang: string, social: "failed" | "twitter_no_email", next: string) =>
  `/${lang}/login?social=${social}${next === `/${lang}` ? "" : `&next=${encodeURIComponent(next)}`}`;

/** POST /{lang}/social-login/twitter: to Twitter's sign-in page, or back to the login page saying it failed. */
export async function twitterStartAction(request: Request, lang: string): Promise<Response> {
  const form = await request.formData();
  const value = form.get("next");
  const next = safeNext(typeof value === "string" ? value : null, lang);
  const origin = config.publicUrl ?? new URL(request.url).origin;
  let result: SendResult<{ oauth_token: string; authorize_url: string }> | null = null;
  try {
    result = await (await apiFor(request)).account.twitterRequestToken(
      `${origin}/${lang}/social-login/twitter/callback`,
    );
  } catch {
    // The API or Twitter is down (a 5xx): the same screen as a refusal.
  }
  if (!result?.ok) return redirect(loginWith(lang, "failed", next));
  const cookie = privateCookie(
    request,
    TWITTER_COOKIE,
    `${result.data.oauth_token} ${next}`,
    TWITTER_COOKIE_TTL_S,
  );
  return redirect(result.data.authorize_url, { headers: withCookies([cookie]) });
}

/** GET /{lang}/social-login/twitter/callback?oauth_token&oauth_verifier (or `?denied=`). */
export async function twitterCallbackLoader(request: Request, lang: string): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const saved = readCookie(request.headers.get("cookie"), TWITTER_COOKIE) ?? "";
  const space = saved.indexOf(" ");
  const savedToken = space < 0 ? saved : saved.slice(0, space);
  const next = safeNext(space < 0 ? null : saved.slice(space + 1), lang);
  const cleared = privateCookie(request, TWITTER_COOKIE, "", 0);
  const failed = (social: "failed" | "twitter_no_email" = "failed") =>
    redirect(loginWith(lang, social, next), { headers: withCookies([cleared]) });

  const token = query.get("oauth_token") ?? "";
  const verifier = query.get("oauth_verifier") ?? "";
  if (query.has("denied") || !token || !verifier || token.length > 200 || verifier.length > 200)
    return failed();
  // Not the sign-in this browser started.
  if (token !== savedToken) return failed();
  let result: SendResult<TokenPair> | null = null;
  try {
    result = await (await apiFor(request)).account.twitterLogin(token, verifier);
  } catch {
    // The API or Twitter is down (a 5xx).
  }
  if (result?.ok) {
    const cookies = [
      ...sessionCookies(request, result.data),
      ...(await afterSignIn(request, result.data.access)),
      cleared,
    ];
    return redirectDocument(withNotice(next, "loggedIn"), { headers: withCookies(cookies) });
  }
  const code = result && !result.ok ? (result.body as { code?: unknown } | null)?.code : null;
  return failed(code === "twitter_no_email" ? "twitter_no_email" : "failed");
}
