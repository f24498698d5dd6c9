import { RESUME_ACCEPT } from "@sf/domain";
import type { useFetcher } from "react-router";
import { useT } from "~/lib/i18n.ts";
import type { ShopFormResult } from "~/lib/shop-forms.ts";
import { FormField } from "./form-field.tsx";
import { EmailField, NameField, PhoneField, ShopFormShell, type ShopFormState } from "./shop-form.tsx";

/**
 * "Send your CV": name, phone, e-mail, an optional message and the file (PDF, DOC, DOCX or ODT,
 * up to 5 MB), for one vacancy or as an open application (`vacancyId` null). A plain multipart
 * form to the career page's action; in the dialog it goes through a fetcher.
 */
export function ResumeForm({
  result,
  vacancyId,
  fetcher,
  action,
}: {
  result: ShopFormResult | undefined;
  vacancyId: number | null;
  fetcher?: ReturnType<typeof useFetcher>;
  action?: string;
}) {
  return (
    <ShopFormShell
      botAction="resume"
      result={result}
      encType="multipart/form-data"
      submitLabel="forms.resume.send"
      {...(fetcher ? { fetcher } : {})}
      {...(action ? { action } : {})}
    >
      {(state) => (
        <>
          {vacancyId ? <input type="hidden" name="vacancy_id" value={vacancyId} /> : null}
          <NameField state={state} />
          <PhoneField state={state} />
          <EmailField state={state} />
          <FormField
            id={`${state.id}-message`}
            name="message"
            label="forms.resume.message"
            multiline
            maxLength={2000}
            defaultValue={state.values.message}
            error={state.errors.message}
          />
          <CvField state={state} />
        </>
      )}
    </ShopFormShell>
  );
}

function CvField({ state }: { state: ShopFormState }) {
  const t = useT();
  const id = `${state.id}-cv`;
  const error = state.errors.cv ?? state.errors.vacancy_id;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {t("forms.resume.file")}
      </label>
      <input
        id={id}
        name="cv"
        type="file"
        required
        accept={RESUME_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="block w-full rounded-button border border-line bg-surface p-2 text-ink file:mr-3 file:rounded-button file:border-0 file:bg-surface-alt file:px-3 file:py-2"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-ink">
          {t(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t("forms.resume.fileHint")}
        </p>
      )}
    </div>
  );
}
