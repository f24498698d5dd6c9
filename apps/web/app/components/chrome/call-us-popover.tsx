import { Popover } from "radix-ui";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";
import { telHref } from "./header.tsx";

/** The call-us popover, loaded when the floating button is first pressed (opens at once). */
export function CallUsPopover({ phones, className }: { phones: [string, string][]; className: string }) {
  const t = useT();
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger className={className}>
        <Icon name="phone" className="size-6" />
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
