import type { ReactNode } from "react";

/** Field errors of the product editor, by the contract's dotted paths ("texts.ro.slug"). */
export type ProductErrors = Record<string, string[]>;

/** The ids an input is described by: its hint and its error, when shown. */
export function describedBy(id: string, error?: string[], hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error?.length ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A labelled input with its hint and its error (linked by aria-describedby by the caller). */
export function ProductField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string[];
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
      {error?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** A titled block of the editor. */
export function ProductSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="card grid gap-3">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
