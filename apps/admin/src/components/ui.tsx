import type { ReactNode } from "react";
import { ApiError } from "../api.ts";
import { errorText } from "../error-text.ts";
import { useI18n } from "../i18n.tsx";

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-slate-900">{children}</h1>
      {actions}
    </div>
  );
}

export function Loading() {
  const { t } = useI18n();
  return (
    <p className="text-slate-700" role="status">
      {t("common.loading")}
    </p>
  );
}

/** A failed query: a 403 is "not for your role", anything else the API's message and a retry. */
export function ErrorNote({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t, te } = useI18n();
  if (error instanceof ApiError && error.status === 403) return <Forbidden />;
  if (error instanceof ApiError && error.status === 404)
    return <p className="rounded-md border border-slate-300 bg-slate-50 p-3">{t("common.notFound")}</p>;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
      <p>{errorText(error, te, t("common.error"))}</p>
      {retry ? (
        <button type="button" className="btn mt-2" onClick={retry}>
          {t("common.retry")}
        </button>
      ) : null}
    </div>
  );
}

/** A failed action's message where it happened (a dialog, a row), in the interface's language. */
export function ErrorText({ error }: { error: unknown }) {
  const { t, te } = useI18n();
  return <>{errorText(error, te, t("common.error"))}</>;
}

export function Forbidden() {
  const { t } = useI18n();
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 className="font-semibold">{t("common.forbidden")}</h2>
      <p>{t("common.forbiddenText")}</p>
    </div>
  );
}

export function Badge({
  children,
  tone = "slate",
}: {
  children: ReactNode;
  tone?: "slate" | "green" | "amber" | "red" | "blue";
}) {
  const tones = {
    slate: "bg-slate-100 text-slate-800",
    green: "bg-green-100 text-green-900",
    amber: "bg-amber-100 text-amber-950",
    red: "bg-red-100 text-red-900",
    blue: "bg-blue-100 text-blue-900",
  };
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>
  );
}

export const statusTone = (status: string) =>
  status === "completed"
    ? "green"
    : status === "cancelled"
      ? "red"
      : status === "new" || status === "awaiting_payment"
        ? "amber"
        : "blue";

/** Definition rows (label: value) of a detail card. */
export function Facts({ rows }: { rows: [ReactNode, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value], i) => (
        <div key={i} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A wide table's box, scrolled sideways on a phone. Keyboard users must be able to scroll it
 * too (axe: scrollable-region-focusable), so it is a labelled region in the tab order.
 */
export function ScrollBox({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by keyboard to scroll it
    <section aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}
