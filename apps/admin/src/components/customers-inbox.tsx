import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { api } from "../api.ts";
import { useI18n } from "../i18n.tsx";
import { ErrorText } from "./ui.tsx";

/** A filter select of an inbox list (its value in the caller's state). */
export function InboxSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <label className="label">
      {label}
      <select className="field" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Mark handled" / "Reopen" for one request; refreshes the inbox lists and counts. */
export function HandledButton({ path, handled }: { path: string; handled: boolean }) {
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => api(`${path}/handled`, { method: "POST", body: { handled: !handled }, lang }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ["inbox"] });
      queryClient.invalidateQueries({ queryKey: ["inbox-counts"] });
    },
  });
  return (
    <>
      <button type="button" className="btn" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
        {handled ? t("inboxes.reopen") : t("inboxes.markHandled")}
      </button>
      {mutation.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-900">
          <ErrorText error={mutation.error} />
        </p>
      ) : null}
    </>
  );
}

/** One request of an inbox: its facts, and its actions on the side. */
export function InboxItem({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <li className="card flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex flex-col items-end gap-1">{actions}</div>
    </li>
  );
}
