import type { MessageKey } from "@sf/i18n";
import { useT } from "~/lib/i18n.ts";
import { fieldId } from "./field.tsx";

/** The fields' labels, in the form's order: the summary lists problems as the form shows them. */
const LABELS: [field: string, label: MessageKey][] = [
  ["name", "checkout.name"],
  ["phone", "checkout.phone"],
  ["email", "checkout.email"],
  ["deliveryType", "checkout.deliveryMethod"],
  ["region_id", "checkout.region"],
  ["locality_id", "checkout.locality"],
  ["address", "checkout.street"],
  ["address.street", "checkout.street"],
  ["address.building", "checkout.building"],
  ["shop_id", "checkout.store"],
  ["postal", "checkout.npTown"],
  ["postal.delivery_type", "checkout.npService"],
  ["postal.cityRef", "checkout.npTown"],
  ["postal.city", "checkout.npTown"],
  ["postal.warehouseRef", "checkout.npBranch"],
  ["postal.street", "checkout.street"],
  ["postal.building", "checkout.building"],
];

/** A refused field (its name in the form), its control's id and how the summary names it. */
export type SummaryItem = { field: string; id: string; label: string };

/** The summary's entries for the refused fields (in the form's order) and prescription lines. */
export function useSummaryItems(
  fields: readonly string[],
  prescriptions: { productId: number; title: string }[],
  termsRefused: boolean,
): SummaryItem[] {
  const t = useT();
  const items: SummaryItem[] = [];
  const seen = new Set<string>();
  for (const [field, label] of LABELS) {
    if (!fields.includes(field)) continue;
    const name = field === "address" ? "address.street" : field;
    if (seen.has(name)) continue;
    seen.add(name);
    items.push({ field: name, id: fieldId("checkout", name), label: t(label) });
  }
  for (const line of prescriptions) {
    const name = `prescription-${line.productId}`;
    items.push({ field: name, id: fieldId("checkout", name), label: line.title });
  }
  if (termsRefused)
    items.push({ field: "terms", id: fieldId("checkout", "terms"), label: t("checkout.termsLink") });
  return items;
}

/**
 * The problems of a refused order at the top of the form: an alert (read out as it appears)
 * with a link to each field, named by its label (the message itself stands beside the field).
 * A link focuses its field, below the sticky header; without JavaScript it scrolls to it.
 */
export function ErrorSummary({ items }: { items: SummaryItem[] }) {
  const t = useT();
  return (
    <div role="alert" id="checkout-errors" className="empty:hidden">
      {items.length ? (
        <div className="rounded-card border-2 border-danger bg-surface p-4" data-testid="checkout-errors">
          <p className="font-semibold">{t("checkout.errorSummaryTitle")}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  className="font-semibold text-danger-ink underline"
                  onClick={(event) => {
                    const field = document.getElementById(item.id);
                    if (!field) return;
                    event.preventDefault();
                    focusField(field);
                  }}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Brings a field into view below the sticky header (its scroll margin) and focuses it. */
export function focusField(field: HTMLElement) {
  field.scrollIntoView({ block: "start" });
  field.focus({ preventScroll: true });
}
