import { parseSeenPopups, popupDelayMs, popupToShow, type ShopPopup } from "@sf/domain";
import { lazy, Suspense, useEffect, useState } from "react";
import { readCookie } from "~/lib/cookies.ts";
import type { SiteContext } from "~/lib/site-context.server.ts";

// The dialog's code loads only when a popup is due.
const ShopPopupDialog = lazy(() =>
  import("./shop-popup-dialog.tsx").then((m) => ({ default: m.ShopPopupDialog })),
);

/**
 * The shop's popup (settings `popups`): once the visitor has answered the cookie banner, the
 * first popup of their language they have not closed opens after the shop's delay. Nothing is
 * rendered by the server: a popup is never part of a page's HTML, nor of its cached copy.
 */
export function ShopPopups({ site }: { site: SiteContext }) {
  const { popups, popups_configuration } = site.settings;
  const [due, setDue] = useState<ShopPopup | null>(null);
  const decided = site.consent !== null;
  useEffect(() => {
    const seen = parseSeenPopups(readCookie(document.cookie, "popups_seen"));
    const popup = popupToShow(popups, site.lang, seen, decided);
    if (!popup) return;
    const timer = setTimeout(() => setDue(popup), popupDelayMs(popups_configuration.delay_seconds));
    return () => clearTimeout(timer);
  }, [popups, popups_configuration.delay_seconds, site.lang, decided]);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <ShopPopupDialog popup={due} onClosed={() => setDue(null)} />
    </Suspense>
  );
}
