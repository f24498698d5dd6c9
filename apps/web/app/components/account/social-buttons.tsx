import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";

type GoogleWindow = Window & {
  google?: {
    accounts: {
      oauth2: {
        initTokenClient(config: {
          client_id: string;
          scope: string;
          callback: (response: { access_token?: string; error?: string }) => void;
        }): { requestAccessToken(): void };
      };
    };
  };
  FB?: {
    init(config: { appId: string; version: string; cookie?: boolean }): void;
    login(
      callback: (response: { authResponse?: { accessToken?: string } | null }) => void,
      options: { scope: string },
    ): void;
  };
};

/** The Facebook SDK loads 5 s after the page (spec section 9), not with it. */
const FACEBOOK_SDK_DELAY_MS = 5_000;
const FACEBOOK_LOCALE: Record<string, string> = { ro: "ro_RO", ru: "ru_RU", uk: "uk_UA", en: "en_US" };

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

/** Posts the provider's token to the storefront's action as a plain form (a full page load follows). */
function submitToken(action: string, provider: string, token: string) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  for (const [name, value] of Object.entries({ provider, access_token: token })) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * "Continue with Google / Facebook" when the shop set the provider up: the provider's own script
 * signs the shopper in there and hands back an access token, which the storefront's
 * `/social-login` action gives to the API to verify. Without JavaScript those buttons are not
 * shown. "Continue with X" (Twitter, OAuth 1.0a) is a plain form to the storefront's server,
 * which sends the shopper to Twitter and back (`lib/twitter-login.server.ts`): it works without
 * JavaScript. `next` is where a sign-in returns to (default: the page's own `?next=`).
 */
export function SocialButtons({ next }: { next?: string | null } = {}) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const [searchParams] = useSearchParams();
  const returnTo = next ?? searchParams.get("next");
  const social = useSite()?.settings.additional_settings.social_login;
  const googleId = social?.google.client_id ?? null;
  const facebookId = social?.facebook.app_id ?? null;
  const twitter = social?.twitter.enabled === true;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (!facebookId) return;
    const timer = setTimeout(() => {
      void loadScript(`https://connect.facebook.net/${FACEBOOK_LOCALE[lang] ?? "en_US"}/sdk.js`)
        .then(() => (window as GoogleWindow).FB?.init({ appId: facebookId, version: "v19.0" }))
        .catch(() => setFailed(true));
    }, FACEBOOK_SDK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [facebookId, lang]);
  const scripted = ready && (googleId || facebookId);
  if (!scripted && !twitter) return null;
  const action = href("/social-login");

  const google = async () => {
    try {
      await loadScript("https://accounts.google.com/gsi/client");
      (window as GoogleWindow).google?.accounts.oauth2
        .initTokenClient({
          client_id: googleId as string,
          scope: "openid email profile",
          callback: (response) => {
            if (response.access_token) submitToken(action, "google", response.access_token);
            else window.location.assign(href("/registration"));
          },
        })
        .requestAccessToken();
    } catch {
      // Google failing sends the shopper to the registration form (spec section 4).
      window.location.assign(href("/registration"));
    }
  };
  const facebook = () => {
    const fb = (window as GoogleWindow).FB;
    if (!fb) return setFailed(true);
    fb.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (token) submitToken(action, "facebook", token);
      },
      { scope: "email" },
    );
  };

  return (
    <section className="space-y-2 border-t border-line pt-4" aria-label={t("account.socialTitle")}>
      {ready && googleId ? (
        <button type="button" className="btn btn-secondary w-full" onClick={() => void google()}>
          {t("account.withGoogle")}
        </button>
      ) : null}
      {ready && facebookId ? (
        <button type="button" className="btn btn-secondary w-full" onClick={facebook}>
          {t("account.withFacebook")}
        </button>
      ) : null}
      {twitter ? (
        <form method="post" action={href("/social-login/twitter")}>
          {returnTo ? <input type="hidden" name="next" value={returnTo} /> : null}
          <button type="submit" className="btn btn-secondary w-full">
            {t("account.withTwitter")}
          </button>
        </form>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-danger-ink">
          {t("account.socialUnavailable")}
        </p>
      ) : null}
    </section>
  );
}
