import type { Advantage } from "@sf/contract";
import { Suspense } from "react";
import { Await } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";

const ICONS: Record<string, IconName> = {
  truck: "truck",
  store: "store",
  "shield-check": "shield-check",
  "rotate-ccw": "rotate-ccw",
  "credit-card": "credit-card",
  headset: "headset",
  stethoscope: "stethoscope",
  "badge-percent": "badge-percent",
  clock: "clock",
  leaf: "leaf",
  "chef-hat": "chef-hat",
  "file-check": "file-check",
  "map-pin": "map-pin",
  gift: "gift",
  sparkles: "sparkles",
  wrench: "wrench",
};

/**
 * The shop's advantage blocks (icon, title, text) for a place: the home page, a category
 * listing or a product page. `compact` is the small variant beside listings and products.
 */
export function Advantages({
  items,
  compact = false,
  className = "",
}: {
  items: Advantage[];
  compact?: boolean;
  className?: string;
}) {
  const t = useT();
  if (!items.length) return null;
  return (
    <section aria-label={t("advantages.title")} className={className}>
      <ul className={compact ? "grid gap-3 sm:grid-cols-3" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-4"}>
        {items.map((item) => (
          <li
            key={item.title}
            className={`flex gap-3 rounded-card bg-surface-alt ${compact ? "p-3" : "p-4"}`}
          >
            <span
              className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary text-on-primary ${compact ? "size-9" : "size-12"}`}
            >
              <Icon name={ICONS[item.icon] ?? "circle-check"} className={compact ? "size-5" : "size-6"} />
            </span>
            <span className="min-w-0">
              <span className={`block font-semibold leading-tight ${compact ? "text-sm" : ""}`}>
                {item.title}
              </span>
              <span className={`mt-1 block text-muted ${compact ? "text-xs" : "text-sm"}`}>{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Advantages streamed after the page (a failed call shows nothing). */
export function DeferredAdvantages({
  items,
  className,
}: {
  items: Promise<Advantage[]>;
  className?: string;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={items} errorElement={null}>
        {(list) => <Advantages items={list} compact className={className} />}
      </Await>
    </Suspense>
  );
}
