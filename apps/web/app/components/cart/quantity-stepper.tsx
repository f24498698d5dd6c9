import { MAX_QUANTITY, normalizeQuantity, stepOf } from "@sf/domain";
import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";

/**
 * A quantity field with minus and plus buttons: steps by the product's multiplicity, keeps three
 * decimals, never goes below one step (use "remove" for that) nor above 99 999.
 */
export function QuantityStepper({
  value,
  multiplicity,
  onChange,
  label,
  disabled = false,
  max = null,
  name,
}: {
  value: number;
  multiplicity: number;
  onChange: (next: number) => void;
  label: string;
  disabled?: boolean;
  /** What the shop can sell now (null: no limit). */
  max?: number | null;
  /** The field's name in its form (forms that work without JavaScript). */
  name?: string;
}) {
  const t = useT();
  const step = stepOf(multiplicity);
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const limit = Math.min(max ?? MAX_QUANTITY, MAX_QUANTITY);
  const commit = (raw: number) => {
    const next = Math.min(normalizeQuantity(raw, step) || step, Math.max(limit, step));
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const button =
    "inline-flex size-11 items-center justify-center text-ink hover:bg-surface-alt aria-disabled:cursor-not-allowed aria-disabled:opacity-50";
  const atMin = value <= step;
  const atMax = value + step > limit;
  return (
    <div className="inline-flex items-center rounded-card border border-line">
      <button
        type="button"
        className={button}
        aria-disabled={disabled || atMin}
        onClick={() => !disabled && !atMin && commit(value - step)}
      >
        <Icon name="minus" className="size-4" />
        <span className="sr-only">{t("cart.decrease")}</span>
      </button>
      <input
        aria-label={label}
        name={name}
        inputMode="decimal"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => commit(Number(text.replace(",", ".")))}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit(Number(text.replace(",", ".")));
          }
        }}
        className="h-11 w-16 border-x border-line bg-surface text-center text-ink"
      />
      <button
        type="button"
        className={button}
        aria-disabled={disabled || atMax}
        onClick={() => !disabled && !atMax && commit(value + step)}
      >
        <Icon name="plus" className="size-4" />
        <span className="sr-only">{t("cart.increase")}</span>
      </button>
    </div>
  );
}
