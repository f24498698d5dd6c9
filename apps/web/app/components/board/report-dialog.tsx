import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import type { ReportAnswer } from "~/lib/board/advert-answers.ts";
import { useT } from "~/lib/i18n.ts";
import { type ComplaintReason, ReportFields, ReportOutcome } from "./report-fields.tsx";

/**
 * "Report this advert": a link to the page's report form (`?report=1`, for a browser without
 * JavaScript) that, with it, opens the report modal instead; the modal posts to the same action
 * and shows the outcome (the report success) in place.
 */
export function ReportDialog({ reasons, formHref }: { reasons: ComplaintReason[]; formHref: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const fetcher = useFetcher<ReportAnswer>();
  const answer = fetcher.data?.intent === "report" ? fetcher.data : null;
  return (
    <>
      <a
        ref={trigger}
        href={formHref}
        className="text-sm underline"
        aria-haspopup="dialog"
        data-testid="report-open"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t("board.report")}
      </a>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/50" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              trigger.current?.focus();
            }}
            className="fixed inset-x-0 bottom-0 z-modal mx-auto max-h-[85vh] max-w-md overflow-y-auto bg-surface p-5 text-ink shadow-xl sm:top-[10vh] sm:bottom-auto sm:rounded-card"
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-bold">{t("board.reportTitle")}</Dialog.Title>
              <DialogCloseButton />
            </div>
            <Dialog.Description className="mb-4 text-sm text-muted">
              {t("board.reportDescription")}
            </Dialog.Description>
            {answer?.ok ? (
              <ReportOutcome answer={answer} />
            ) : (
              <fetcher.Form method="post">
                <ReportFields reasons={reasons} idPrefix="report-dialog" />
                {answer ? <ReportOutcome answer={answer} /> : null}
                <button
                  type="submit"
                  className="btn btn-primary mt-4"
                  disabled={fetcher.state !== "idle"}
                  data-testid="report-send"
                >
                  {t("board.reportSend")}
                </button>
              </fetcher.Form>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
