import type { ReactNode } from "react";
import type { AdvertFormErrors, FieldProblem } from "~/lib/board/advert-form-values.ts";
import { useT } from "~/lib/i18n.ts";

/** The form's name in its error ids (`advert-{field}-error`, see components/ui/form-field.tsx). */
export const FORM = "advert";
export const FORM_ID = "advert-form";
export const errorId = (name: string) => `${FORM}-${name.replace(/\W/g, "-")}-error`;

/** A problem in the page's language: our wording, or the API's words where we have none. */
export function useProblemText(): (problem: FieldProblem | undefined | null) => string | null {
  const t = useT();
  return (problem) => (!problem ? null : "key" in problem ? t(problem.key) : problem.text);
}

/** The error of a field, as the `Field` component takes it. */
export function useFieldError(errors: AdvertFormErrors): (name: string) => string | null {
  const text = useProblemText();
  return (name) => text(errors[name]);
}

/** The error under a control that is not wrapped by `Field` (a group of boxes, the pictures). */
export function FieldError({ name, error }: { name: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={errorId(name)} className="mt-1 text-sm font-semibold text-danger-ink" data-field-error={name}>
      {error}
    </p>
  );
}

/** A titled part of the form (`id` names its heading). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card space-y-4 p-4" aria-labelledby={`advert-section-${id}`}>
      <h2 id={`advert-section-${id}`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
