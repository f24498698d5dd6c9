import type { ReactNode } from "react";
import { ApiError } from "../api.ts";
import type { TranslateError } from "../error-text.ts";
import { useI18n } from "../i18n.tsx";

/**
 * Field messages of a form: `{ field: [message] }` from the API (DRF shape) or a zod result, in the
 * interface's language (the helpers below translate with `useI18n().te`).
 */
export type FieldMessages = Record<string, string[]>;

/**
 * The field messages of a failed save, translated: the API's 400 body (`{field: [message]}`, keys
 * as the API names them, e.g. "title.ro"), else nothing (ErrorNote shows the rest).
 */
export function apiFieldMessages(error: unknown, te: TranslateError): FieldMessages {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return Object.fromEntries(
    Object.entries(error.body)
      .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
      .map(([field, messages]) => [field, messages.map((m) => te(String(m)))]),
  );
}

/**
 * A zod failure as translated field messages, keyed by the path's first segment ("field", the
 * settings forms) or the whole dotted path ("path": "texts.ro.slug", the catalogue and product
 * forms, which name their inputs that way).
 */
export function zodFieldMessages(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  te: TranslateError,
  by: "field" | "path" = "field",
): FieldMessages {
  const out: FieldMessages = {};
  for (const issue of error.issues) {
    const key =
      (by === "path" ? issue.path.map(String).join(".") : String(issue.path[0] ?? "")) || "non_field_errors";
    out[key] = [...(out[key] ?? []), te(issue.message)];
  }
  return out;
}

/** A field's message, announced when it appears and tied to its input by id (aria-describedby). */
export function FieldMessage({ id, messages }: { id: string; messages?: string[] }) {
  // Translated here too: the forms' own rules (the domain's, in English) reach it untranslated,
  // and a message translated already comes back unchanged.
  const { te } = useI18n();
  if (!messages?.length) return null;
  return (
    <span id={id} role="alert" className="mt-1 block text-sm text-red-800">
      {messages.map((m) => te(m)).join(" ")}
    </span>
  );
}

/** A labelled input with its message below. */
export function Field({
  label,
  name,
  messages,
  children,
  className = "",
}: {
  label: ReactNode;
  name: string;
  messages?: FieldMessages;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean }) => ReactNode;
  className?: string;
}) {
  const id = `f-${name.replaceAll(".", "-")}`;
  const problem = messages?.[name];
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children({
        id,
        ...(problem?.length ? { "aria-describedby": `${id}-error`, "aria-invalid": true } : {}),
      })}
      <FieldMessage id={`${id}-error`} messages={problem} />
    </div>
  );
}

/** A saved note, read out politely. */
export function Saved({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-2 text-sm text-green-900">
      {children}
    </p>
  );
}
