import { Link } from "react-router";
import {
  ADVERT_TEXT_FIELDS,
  type AdvertFormErrors,
  type FieldProblem,
} from "~/lib/board/advert-form-values.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { useProblemText } from "./form-parts.tsx";

/**
 * The fields whose problem shows beside their own control: every posted field but the type and
 * "negotiable" (no message of their own), and the attributes, pictures and contacts.
 */
const PLACED = new Set<string>([
  ...ADVERT_TEXT_FIELDS.filter((name) => name !== "type" && name !== "is_negotiable_price"),
  "attributes",
  "images",
  "contacts",
]);

/**
 * Above the form: why it cannot be published yet (no confirmed phone, with the profile's link),
 * the problem of the whole form, and how many fields to correct; problems of fields the form has
 * no control for (the pictures' order, the type) are listed here in words.
 */
export function FormProblems({
  errors,
  problem,
  needsPhone,
  canPublish,
}: {
  errors: AdvertFormErrors;
  problem: FieldProblem | null;
  needsPhone: boolean;
  canPublish: boolean;
}) {
  const t = useT();
  const href = useHref();
  const problemText = useProblemText();
  const summary = Object.keys(errors);
  const unplaced = summary.filter((name) => !PLACED.has(name)).map((name) => problemText(errors[name]));
  const text = problemText(problem);
  const profile = (
    <Link to={href("/profile")} className="font-semibold underline">
      {t("member.profile")}
    </Link>
  );
  return (
    <>
      {!canPublish && !needsPhone ? (
        <p className="card p-4" role="note">
          {t("advertForm.needsPhone")} {profile}
        </p>
      ) : null}
      {text || summary.length ? (
        <div
          role="alert"
          className="card border-danger p-4 text-danger-ink"
          data-testid="advert-form-problems"
        >
          {text ? (
            <p className="font-semibold">
              {text} {needsPhone ? profile : null}
            </p>
          ) : null}
          {summary.length ? (
            <p className="font-semibold">{t("advertForm.fixErrors", { count: summary.length })}</p>
          ) : null}
          {unplaced.length ? (
            <ul className="mt-1 list-disc pl-5">
              {unplaced.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
