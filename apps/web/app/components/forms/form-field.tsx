import type { MessageKey } from "@sf/i18n";
import { useT } from "~/lib/i18n.ts";

type FieldProps = {
  id: string;
  name: string;
  label: MessageKey;
  type?: "text" | "email" | "tel" | "date";
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  multiline?: boolean;
  defaultValue?: string;
  error?: MessageKey | undefined;
  min?: string;
};

/** A labelled input of the public forms, with its problem said under it and tied to it. */
export function FormField({
  id,
  name,
  label,
  type = "text",
  multiline,
  error,
  defaultValue,
  ...rest
}: FieldProps) {
  const t = useT();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: "w-full rounded-button border border-line bg-surface px-3 text-ink",
    ...rest,
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {t(label)}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} className={`${common.className} py-2`} />
      ) : (
        <input {...common} type={type} className={`${common.className} h-11`} />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-danger-ink">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
