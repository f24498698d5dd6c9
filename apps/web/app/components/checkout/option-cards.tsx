import type { ReactNode } from "react";

export type OptionCard<V extends string> = {
  value: V;
  title: string;
  description?: string | null;
  /** The option's price as shown ("Free", "45 lei"); nothing when it is not known yet. */
  price?: string | null;
  disabled?: boolean;
};

/**
 * A choice of one among a few (delivery method, speed, payment) as full-width cards a thumb can
 * hit: each card is the label of a native radio, so the group is a real radio group (arrow keys,
 * the legend read as its name) and posts without JavaScript. The radio is named by the card's
 * title and described by its description and price. Controlled when `onChange` is given.
 */
export function OptionCards<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  children,
}: {
  name: string;
  legend: ReactNode;
  options: readonly OptionCard<V>[];
  value: V;
  onChange?: (value: V) => void;
  /** Shown under the cards (a notice why some are off). */
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-2">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const described = [option.description ? `${id}-hint` : "", option.price ? `${id}-price` : ""]
            .filter(Boolean)
            .join(" ");
          return (
            <label
              key={option.value}
              className="flex min-h-14 w-full cursor-pointer items-start gap-3 rounded-card border border-line bg-surface p-3 has-checked:border-primary has-checked:ring-1 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary has-disabled:cursor-not-allowed has-disabled:bg-surface-alt has-disabled:text-muted"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                disabled={option.disabled}
                aria-labelledby={`${id}-title`}
                aria-describedby={described || undefined}
                className="mt-0.5 size-5 shrink-0 accent-primary"
                {...(onChange
                  ? { checked: value === option.value, onChange: () => onChange(option.value) }
                  : { defaultChecked: value === option.value })}
              />
              <span className="min-w-0 flex-1">
                <span id={`${id}-title`} className="block font-semibold">
                  {option.title}
                </span>
                {option.description ? (
                  <span id={`${id}-hint`} className="block text-sm text-muted">
                    {option.description}
                  </span>
                ) : null}
              </span>
              {option.price ? (
                <span id={`${id}-price`} className="shrink-0 font-semibold whitespace-nowrap">
                  {option.price}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
