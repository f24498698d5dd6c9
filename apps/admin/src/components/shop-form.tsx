import type { ReactNode } from "react";
import { ApiError } from "../api.ts";

/** Field messages of a form: `{ field: [message] }` from the API (DRF shape) or a zod result. */
export type FieldMessages = Record<string, string[]>;

/** The field messages of a failed save: the API's 400 body, else nothing (ErrorNote shows the rest). */
export function apiFieldMessages(error: unknown): FieldMessages {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return Object.fromEntries(
    Object.entries(error.body).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
}

/** A zod failure as field messages, keyed by the path's first segment. */
export function zodFieldMessages(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldMessages {
  const out: FieldMessages = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "non_field_errors");
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/** A field's message, announced when it appears and tied to its input by id (aria-describedby). */
export function FieldMessage({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <span id={id} role="alert" className="mt-1 block text-sm text-red-800">
      {messages.join(" ")}
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
