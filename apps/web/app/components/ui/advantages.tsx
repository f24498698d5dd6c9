import type { Advantage } from "@sf/contract";
import {
  BadgePercent,
  ChefHat,
  CircleCheck,
  Clock,
  CreditCard,
  FileCheck,
  Gift,
  Headset,
  Leaf,
  type LucideIcon,
  MapPin,
  RotateCcw,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  Store,
  Truck,
  Wrench,
} from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import { useT } from "~/lib/i18n.ts";

const ICONS: Record<string, LucideIcon> = {
  truck: Truck,
  store: Store,
  "shield-check": ShieldCheck,
  "rotate-ccw": RotateCcw,
  "credit-card": CreditCard,
  headset: Headset,
  stethoscope: Stethoscope,
  "badge-percent": BadgePercent,
  clock: Clock,
  leaf: Leaf,
  "chef-hat": ChefHat,
  "file-check": FileCheck,
  "map-pin": MapPin,
  gift: Gift,
  sparkles: Sparkles,
  wrench: Wrench,
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
        {items.map((item) => {
          const Icon = ICONS[item.icon] ?? CircleCheck;
          return (
            <li
              key={item.title}
              className={`flex gap-3 rounded-card bg-surface-alt ${compact ? "p-3" : "p-4"}`}
            >
              <span
                className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary text-on-primary ${compact ? "size-9" : "size-12"}`}
              >
                <Icon aria-hidden="true" className={compact ? "size-5" : "size-6"} />
              </span>
              <span className="min-w-0">
                <span className={`block font-semibold leading-tight ${compact ? "text-sm" : ""}`}>
                  {item.title}
                </span>
                <span className={`mt-1 block text-muted ${compact ? "text-xs" : "text-sm"}`}>
                  {item.text}
                </span>
              </span>
            </li>
          );
        })}
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
