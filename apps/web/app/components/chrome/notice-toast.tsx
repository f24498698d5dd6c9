import type { MessageKey } from "@sf/i18n";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useModals } from "~/components/chrome/modal-host.tsx";
import { isBoard } from "~/lib/board/is-board.ts";
import { useT } from "~/lib/i18n.ts";
import { useLoginHref } from "~/lib/login-href.ts";
import { clearSavedLists, forgetFavoritesSync, syncFavorites } from "~/lib/saved-lists.ts";
import { showToast } from "~/lib/toast.ts";

/** The channel tabs tell each other about sign-in and sign-out on (spec section 4). */
export const AUTH_CHANNEL = "auth_channel";

function announceAuth(isAuth: boolean): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.postMessage({ isAuth });
  channel.close();
}

/**
 * Listens on `auth_channel`: when another tab signs in or out and this page shows the other
 * state, it reloads (its cart, prices and header are the signed-in customer's or the guest's).
 */
export function AuthChannelListener({ signedIn, lang }: { signedIn: boolean; lang: string }) {
  // A signed-in customer's favourites: the browser's list joins the server's, which comes back.
  // (The shop's product favourites: a board has no such route; its favourites are adverts.)
  useEffect(() => {
    if (signedIn && !isBoard) void syncFavorites(lang);
  }, [signedIn, lang]);
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (event: MessageEvent<{ isAuth?: unknown }>) => {
      if (typeof event.data?.isAuth !== "boolean" || event.data.isAuth === signedIn) return;
      forgetFavoritesSync();
      window.location.reload();
    };
    return () => channel.close();
  }, [signedIn]);
  return null;
}

/** Login and logout notices last 3 s (spec section 9). */
const NOTICE_MS = 3000;
const NOTICES: Record<string, MessageKey> = {
  loggedIn: "account.loggedIn",
  loggedOut: "account.loggedOut",
  passwordChanged: "account.resetDone",
  accountDeleted: "account.deleted",
};

/**
 * A notice a redirect asked for (`?notice=loggedIn` after signing in): shown once as a toast,
 * then dropped from the address so a reload does not repeat it.
 */
export function NoticeToast() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const key = NOTICES[params.get("notice") ?? ""];
    if (!key) return;
    showToast("success", t(key), NOTICE_MS);
    // Other tabs of the shop follow a sign-in or sign-out (spec: `auth_channel`, `{isAuth}`).
    announceAuth(params.get("notice") === "loggedIn");
    forgetFavoritesSync();
    // Signing out clears the browser's favourites and compare list (spec section 4).
    if (params.get("notice") !== "loggedIn") clearSavedLists();
    params.delete("notice");
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ""}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [location.search]);
  return null;
}

/**
 * `?login=true` on any page (where an ended session or `/account` without one is sent, spec
 * section 8) opens the login dialog over the page, then leaves the address. Without JavaScript
 * the page says where to sign in instead.
 */
export function LoginOpener({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const loginHref = useLoginHref();
  const location = useLocation();
  const navigate = useNavigate();
  const { open } = useModals();
  const params = new URLSearchParams(location.search);
  const asked = params.get("login") === "true";
  useEffect(() => {
    if (!asked) return;
    if (!signedIn) open("login");
    params.delete("login");
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ""}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [asked]);
  if (!asked || signedIn) return null;
  return (
    <noscript>
      <p className="bg-surface-alt px-4 py-3 text-center">
        <a href={loginHref} className="font-semibold underline">
          {t("account.login")}
        </a>
      </p>
    </noscript>
  );
}
