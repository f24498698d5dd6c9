import type { MessageKey } from "@sf/i18n";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useT } from "~/lib/i18n.ts";
import { showToast } from "~/lib/toast.ts";

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
    params.delete("notice");
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ""}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [location.search]);
  return null;
}
