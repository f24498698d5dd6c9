import type { GlobalSiteSettings } from "@sf/contract";
import { ArrowUp, Phone } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useState } from "react";
import { useT } from "~/lib/i18n.ts";
import { telHref } from "./header.tsx";

/** Call-us widget: a floating button that lists the shop's phones. */
export function CallUs({ settings, raised }: { settings: GlobalSiteSettings; raised: boolean }) {
  const t = useT();
  const phones = [
    [t("chrome.phoneMain"), settings.phones.main],
    [t("chrome.phoneStationary"), settings.phones.stationary],
    [t("chrome.support"), settings.phones.support],
    [t("chrome.serviceCentre"), settings.phones.service_centre],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (!phones.length) return null;
  return (
    <Popover.Root>
      <Popover.Trigger
        className={`fixed right-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-success text-on-success shadow-lg ${
          raised ? "bottom-[calc(var(--sf-mobile-bar-h)+1rem)] lg:bottom-6" : "bottom-6"
        }`}
      >
        <Phone aria-hidden="true" className="size-6" />
        <span className="sr-only">{t("chrome.callUs")}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={8}
          className="z-modal w-72 rounded-card border border-line bg-surface p-4 text-ink shadow-xl"
        >
          <p className="mb-2 font-semibold">{t("chrome.callUs")}</p>
          <ul className="space-y-2">
            {phones.map(([label, phone]) => (
              <li key={label}>
                <span className="block text-xs text-muted">{label}</span>
                <a href={telHref(phone)} className="text-lg font-semibold text-link hover:underline">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
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
      className={`fixed left-4 z-30 inline-flex size-12 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-lg ${
        raised ? "bottom-[calc(var(--sf-mobile-bar-h)+1rem)] lg:bottom-6" : "bottom-6"
      }`}
    >
      <ArrowUp aria-hidden="true" className="size-6" />
      <span className="sr-only">{t("chrome.scrollToTop")}</span>
    </button>
  );
}
