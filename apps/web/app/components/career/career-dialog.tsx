import type { Vacancy } from "@sf/contract";
import { Dialog } from "radix-ui";
import { useFetcher } from "react-router";
import { ResumeForm } from "~/components/forms/resume-form.tsx";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { ShopHtml } from "~/components/ui/page-header.tsx";
import { useT } from "~/lib/i18n.ts";
import type { ShopFormResult } from "~/lib/shop-forms.ts";
import { VacancyFacts } from "./vacancy-facts.tsx";

/** Which dialog the career page shows: a vacancy, or the CV form for one (or for none: an open application). */
export type CareerDialogState =
  | { kind: "vacancy"; vacancy: Vacancy }
  | { kind: "apply"; vacancy: Vacancy | null };

/**
 * The career page's modal (Radix Dialog): the vacancy, its CV form, and the form's success.
 * Each has a page of its own for visitors without JavaScript (`?vacancy=`, `?apply=`).
 */
export function CareerDialog({
  state,
  action,
  onApply,
  onClose,
}: {
  state: CareerDialogState | null;
  /** The career page's action, which the form posts to. */
  action: string;
  onApply: (vacancy: Vacancy) => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-modal mx-auto max-h-[90vh] max-w-2xl overflow-y-auto bg-surface p-5 text-ink shadow-xl sm:top-[8vh] sm:bottom-auto sm:rounded-card">
          {state?.kind === "vacancy" ? <VacancyView vacancy={state.vacancy} onApply={onApply} /> : null}
          {state?.kind === "apply" ? (
            <ApplyView vacancy={state.vacancy} action={action} key={state.vacancy?.id ?? 0} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Header({ title, description }: { title: string; description?: string | undefined }) {
  return (
    <div className="mb-4 flex items-start justify-between gap-4">
      <div>
        <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
        {description ? (
          <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
        ) : (
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
        )}
      </div>
      <DialogCloseButton />
    </div>
  );
}

function VacancyView({ vacancy, onApply }: { vacancy: Vacancy; onApply: (vacancy: Vacancy) => void }) {
  const t = useT();
  return (
    <>
      <Header title={vacancy.title} description={vacancy.location} />
      <VacancyFacts vacancy={vacancy} />
      <ShopHtml html={vacancy.description} className="mt-4" />
      <button type="button" className="btn btn-primary mt-6" onClick={() => onApply(vacancy)}>
        {t("career.apply")}
      </button>
    </>
  );
}

function ApplyView({ vacancy, action }: { vacancy: Vacancy | null; action: string }) {
  const t = useT();
  const fetcher = useFetcher<ShopFormResult>();
  const result = fetcher.data;
  if (result?.status === "created") {
    return (
      <div role="status">
        <Header title={t("forms.resume.successTitle")} />
        <p>{t("forms.resume.created")}</p>
        <Dialog.Close className="btn btn-primary mt-6">{t("common.close")}</Dialog.Close>
      </div>
    );
  }
  const title = vacancy ? t("career.applyFor", { title: vacancy.title }) : t("career.openApplicationTitle");
  return (
    <>
      <Header title={title} description={vacancy?.location} />
      <ResumeForm result={result} vacancyId={vacancy?.id ?? null} fetcher={fetcher} action={action} />
    </>
  );
}
