import { CATALOGUE_SHEETS, type CatalogueImportReport } from "@sf/contract";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { ApiError } from "../../api.ts";
import { CatalogueTabs } from "../../components/catalogue-tabs.tsx";
import { ErrorNote, PageTitle, ScrollBox } from "../../components/ui.tsx";
import { type MessageKey, useI18n } from "../../i18n.tsx";

type Sheet = (typeof CATALOGUE_SHEETS)[number];
/** The import form's file fields: the four sheets as CSV, or one workbook. */
const FIELDS = ["file", ...CATALOGUE_SHEETS] as const;
type Field = (typeof FIELDS)[number];

/**
 * Sends the chosen files to the dry run or the import. Both answer the report: 200 when every row
 * is good, 422 with the bad rows; anything else (no file, too large, unreadable) is an error.
 */
async function sendImport(
  files: Partial<Record<Field, File>>,
  dryRun: boolean,
): Promise<CatalogueImportReport> {
  const form = new FormData();
  for (const field of FIELDS) {
    const file = files[field];
    if (file) form.append(field, file, file.name);
  }
  const res = await fetch(`/admin/api/catalogue/import${dryRun ? "/dry-run" : ""}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json" },
    body: form,
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  if (res.ok || (res.status === 422 && "problems" in body)) return body as unknown as CatalogueImportReport;
  throw new ApiError(res.status, body);
}

const sheetLabel = (sheet: Sheet | "file"): MessageKey => `catalogue.sheet.${sheet}` as MessageKey;

/**
 * Import and export (decision 0051): choose CSV files or a workbook, check them (the dry run lists
 * every bad row), and import only once the check has found nothing; export the catalogue.
 */
export default function CatalogueImport() {
  const { t } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [files, setFiles] = useState<Partial<Record<Field, File>>>({});
  const [checked, setChecked] = useState<CatalogueImportReport | null>(null);
  const [result, setResult] = useState<CatalogueImportReport | null>(null);
  const dryRun = useMutation({
    mutationFn: () => sendImport(files, true),
    onSuccess: (report) => setChecked(report),
  });
  const apply = useMutation({
    mutationFn: () => sendImport(files, false),
    onSuccess: (report) => {
      if (report.ok) {
        setResult(report);
        setChecked(null);
        setFiles({});
        form.current?.reset();
      } else setChecked(report);
    },
  });
  const choose = (field: Field, file: File | undefined) => {
    setFiles((current) => ({ ...current, [field]: file }));
    // Another file is another check: the import waits for its dry run.
    setChecked(null);
    setResult(null);
    dryRun.reset();
    apply.reset();
  };
  const chosen = FIELDS.some((field) => files[field]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    apply.reset();
    dryRun.mutate();
  };
  const canImport = checked?.ok === true && !dryRun.isPending && !apply.isPending;

  return (
    <section>
      <PageTitle>{t("catalogue.import.title")}</PageTitle>
      <CatalogueTabs />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="mb-2 text-lg font-semibold">{t("catalogue.import.upload")}</h2>
          <p className="mb-3 text-sm text-slate-700">{t("catalogue.import.help")}</p>
          <form ref={form} onSubmit={submit} className="grid gap-3">
            {FIELDS.map((field) => (
              <div key={field}>
                <label htmlFor={`import-${field}`} className="block text-sm font-medium">
                  {t(sheetLabel(field))}
                </label>
                <input
                  id={`import-${field}`}
                  name={field}
                  type="file"
                  accept={
                    field === "file"
                      ? ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                      : ".csv,text/csv"
                  }
                  onChange={(e) => choose(field, e.currentTarget.files?.[0])}
                  className="mt-1 block w-full text-sm"
                />
              </div>
            ))}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn" disabled={!chosen || dryRun.isPending || apply.isPending}>
                {dryRun.isPending ? t("catalogue.import.checking") : t("catalogue.import.check")}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={!canImport}
                aria-describedby="import-hint"
                onClick={() => apply.mutate()}
              >
                {apply.isPending ? t("catalogue.import.importing") : t("catalogue.import.apply")}
              </button>
            </div>
            <p id="import-hint" className="text-sm text-slate-700">
              {t("catalogue.import.applyHint")}
            </p>
          </form>
          {dryRun.isError ? <ErrorNote error={dryRun.error} /> : null}
          {apply.isError ? <ErrorNote error={apply.error} /> : null}
          {checked ? <Report report={checked} /> : null}
          {result ? (
            <div
              role="status"
              className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-green-950"
            >
              <p className="font-semibold">{t("catalogue.import.done")}</p>
              <p>
                {t("catalogue.import.productsWritten", {
                  created: result.products.created,
                  updated: result.products.updated,
                })}
              </p>
              <RowCounts report={result} />
            </div>
          ) : null}
        </div>
        <Export />
      </div>
    </section>
  );
}

function RowCounts({ report }: { report: CatalogueImportReport }) {
  const { t } = useI18n();
  return (
    <p className="text-sm">
      {CATALOGUE_SHEETS.filter((sheet) => report.rows[sheet] > 0)
        .map((sheet) => `${t(`catalogue.rows.${sheet}` as MessageKey)}: ${report.rows[sheet]}`)
        .join(" · ")}
    </p>
  );
}

/** The dry run's answer: all good (and what the import will do), or every bad row in a table. */
function Report({ report }: { report: CatalogueImportReport }) {
  const { t, te } = useI18n();
  if (report.ok)
    return (
      <div role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-green-950">
        <p className="font-semibold">{t("catalogue.import.checkOk")}</p>
        <p>
          {t("catalogue.import.willWrite", {
            created: report.products.created,
            updated: report.products.updated,
          })}
        </p>
        <RowCounts report={report} />
      </div>
    );
  return (
    <div className="mt-4">
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
        <p className="font-semibold">{t("catalogue.import.problems", { count: report.problem_count })}</p>
        {report.problem_count > report.problems.length ? (
          <p>{t("catalogue.import.problemsFirst", { shown: report.problems.length })}</p>
        ) : null}
        <p>{t("catalogue.import.nothingWritten")}</p>
      </div>
      <ScrollBox
        label={t("catalogue.import.problemsTable")}
        className="mt-3 max-h-[60vh] rounded-lg border border-slate-200"
      >
        <table className="w-full min-w-[560px] text-sm">
          <caption className="sr-only">{t("catalogue.import.problemsTable")}</caption>
          <thead className="sticky top-0 bg-slate-100 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("catalogue.import.sheet")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("catalogue.import.line")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("catalogue.import.column")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("catalogue.import.reason")}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.problems.map((problem, i) => (
              <tr
                key={`${problem.sheet}-${problem.line}-${problem.column}-${i}`}
                className="border-t border-slate-100"
              >
                <td className="px-3 py-2">{t(sheetLabel(problem.sheet))}</td>
                <td className="px-3 py-2 tabular-nums">{problem.line}</td>
                <td className="px-3 py-2 font-mono">{problem.column || "—"}</td>
                <td className="px-3 py-2">{te(problem.reason)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </div>
  );
}

/** Downloads: the whole workbook, or one sheet as CSV (products carry prices and stock per store). */
function Export() {
  const { t } = useI18n();
  const link = (format: "csv" | "xlsx", sheet?: Sheet) =>
    `/admin/api/catalogue/export?format=${format}${sheet ? `&sheet=${sheet}` : ""}`;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-lg font-semibold">{t("catalogue.export.title")}</h2>
      <p className="mb-3 text-sm text-slate-700">{t("catalogue.export.help")}</p>
      <ul className="grid gap-2">
        <li>
          <a className="btn inline-block" href={link("xlsx")} download>
            {t("catalogue.export.xlsx")}
          </a>
        </li>
        {(["products", "categories", "brands", "specifications"] as const).map((sheet) => (
          <li key={sheet}>
            <a className="btn inline-block" href={link("csv", sheet)} download>
              {t("catalogue.export.csv", { sheet: t(`catalogue.rows.${sheet}` as MessageKey) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
