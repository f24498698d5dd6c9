import type { GlobalSiteSettings } from "@sf/contract";
import { messengerLinks } from "@sf/domain";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";
import { scrollToTop } from "./scroll-to-top.ts";

const CallUsPopover = lazy(() => import("./call-us-popover.tsx").then((m) => ({ default: m.CallUsPopover })));

/** The shop's phones with their labels, the ones it has. */
function usePhones(settings: GlobalSiteSettings): [string, string][] {
  const t = useT();
  return [
    [t("chrome.phoneMain"), settings.phones.main],
    [t("chrome.phoneStationary"), settings.phones.stationary],
    [t("chrome.support"), settings.phones.support],
    [t("chrome.serviceCentre"), settings.phones.service_centre],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
}

/**
 * Call-us widget: a button that lists the shop's phones and messengers. It is docked where it covers
 * nothing (an item of the phone's bottom bar, the top bar, the header; decision 0033). The
 * popover (and its positioning library) loads when the button is first pressed and then
 * opens at once.
 */
export function CallUs({
  settings,
  className,
  children,
}: {
  settings: GlobalSiteSettings;
  className: string;
  children: ReactNode;
}) {
  const [requested, setRequested] = useState(false);
  const phones = usePhones(settings);
  const messengers = messengerLinks(settings.social_media);
  if (!phones.length && !messengers.length) return null;
  const button = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setRequested(true)}
      className={className}
      data-testid="call-us"
    >
      {children}
    </button>
  );
  if (!requested) return button;
  return (
    <Suspense fallback={button}>
      <CallUsPopover phones={phones} messengers={messengers} className={className}>
        {children}
      </CallUsPopover>
    </Suspense>
  );
}

/**
 * Scroll-to-top button, shown after scrolling down a screen, and only where the window leaves
 * a gutter beside the 80rem page for it (1400 px and wider): it never covers content. Narrower
 * windows have the footer's "back to top" link (decision 0033).
 */
export function ScrollToTop() {
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
      onClick={scrollToTop}
      className="floating-widget fixed bottom-6 right-3 z-30 hidden size-12 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-lg min-[1400px]:inline-flex"
    >
      <Icon name="arrow-up" className="size-6" />
      <span className="sr-only">{t("chrome.scrollToTop")}</span>
    </button>
  );
}
