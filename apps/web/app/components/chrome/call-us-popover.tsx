import { Popover } from "radix-ui";
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n.ts";
import { telHref } from "./header.tsx";

/** The call-us popover, loaded when its button is first pressed (opens at once). */
export function CallUsPopover({
  phones,
  messengers,
  className,
  children,
}: {
  phones: [string, string][];
  /** [name, link] of the chats the shop answers in. */
  messengers: [string, string][];
  className: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger className={className} data-testid="call-us">
        {children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          collisionPadding={8}
          sideOffset={8}
          className="z-modal w-72 rounded-card border border-line bg-surface p-4 text-ink shadow-xl"
        >
          {phones.length ? (
            <>
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
            </>
          ) : null}
          {messengers.length ? (
            <>
              <p className={`mb-2 font-semibold ${phones.length ? "mt-4" : ""}`}>{t("chrome.writeUs")}</p>
              <ul className="flex flex-wrap gap-2">
                {messengers.map(([name, url]) => (
                  <li key={url}>
                    <a
                      href={url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="inline-flex min-h-10 items-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface-alt"
                    >
                      {name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
