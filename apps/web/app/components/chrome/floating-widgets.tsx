import type { GlobalSiteSettings } from "@sf/contract";
import { lazy, Suspense, useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";

const CallUsPopover = lazy(() => import("./call-us-popover.tsx").then((m) => ({ default: m.CallUsPopover })));

/**
 * Call-us widget: a floating button that lists the shop's phones. The popover (and its
 * positioning library) loads when the button is first pressed and then opens at once.
 */
export function CallUs({ settings, raised }: { settings: GlobalSiteSettings; raised: boolean }) {
  const t = useT();
  const [requested, setRequested] = useState(false);
  const phones = [
    [t("chrome.phoneMain"), settings.phones.main],
    [t("chrome.phoneStationary"), settings.phones.stationary],
    [t("chrome.support"), settings.phones.support],
    [t("chrome.serviceCentre"), settings.phones.service_centre],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (!phones.length) return null;
  const className = `floating-widget fixed right-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-success text-on-success shadow-lg ${
    raised ? "bottom-[calc(var(--sf-mobile-bar-h)+1rem)] lg:bottom-6" : "bottom-6"
  }`;
  const button = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setRequested(true)}
      className={className}
    >
      <Icon name="phone" className="size-6" />
      <span className="sr-only">{t("chrome.callUs")}</span>
    </button>
  );
  if (!requested) return button;
  return (
    <Suspense fallback={button}>
      <CallUsPopover phones={phones} className={className} />
    </Suspense>
  );
}

/** Scroll-to-top button, shown after scrolling down a screen. */
export function ScrollToTop({ raised }: { raised: boolean }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className={`floating-widget fixed left-4 z-30 inline-flex size-12 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-lg ${
        raised ? "bottom-[calc(var(--sf-mobile-bar-h)+1rem)] lg:bottom-6" : "bottom-6"
      }`}
    >
      <Icon name="arrow-up" className="size-6" />
      <span className="sr-only">{t("chrome.scrollToTop")}</span>
    </button>
  );
}
