import type { ReportAnswer } from "~/lib/board/advert-answers.ts";
import { useT } from "~/lib/i18n.ts";

export type ComplaintReason = { id: number; title: string };

/** The report form's fields (reason and details), in the dialog and on the page without JavaScript. */
export function ReportFields({ reasons, idPrefix }: { reasons: ComplaintReason[]; idPrefix: string }) {
  const t = useT();
  return (
    <>
      <input type="hidden" name="intent" value="report" />
      <fieldset>
        <legend className="mb-2 font-semibold">{t("board.reportReason")}</legend>
        <div className="space-y-1">
          {reasons.map((reason, i) => (
            <label key={reason.id} className="flex items-center gap-2">
              <input type="radio" name="category" value={reason.id} required defaultChecked={i === 0} />
              {reason.title}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-4 block font-semibold" htmlFor={`${idPrefix}-body`}>
        {t("board.reportDetails")}
      </label>
      <textarea
        id={`${idPrefix}-body`}
        name="body"
        rows={4}
        maxLength={2000}
        className="mt-1 w-full rounded-button border border-line bg-surface px-3 py-2"
      />
    </>
  );
}

/** The outcome of a report: thanks, or why it was not taken. */
export function ReportOutcome({ answer }: { answer: ReportAnswer }) {
  const t = useT();
  return answer.ok ? (
    <p role="status" className="rounded-card bg-success/10 p-4 font-semibold" data-testid="report-success">
      {t("board.reportSent")}
    </p>
  ) : (
    <p role="alert" className="rounded-card bg-danger/10 p-4" data-testid="report-error">
      {answer.message}
    </p>
  );
}
