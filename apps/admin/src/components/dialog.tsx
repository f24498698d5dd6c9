import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal dialog on the browser's own `<dialog>`: focus moves in and back, Escape closes, the
 * page behind is inert. (Radix's dialogs inject a <style> element, which the back-office's CSP
 * refuses.)
 */
export function Dialog({
  title,
  description,
  onClose,
  role,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  role?: "alertdialog";
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(48rem,94vw)] overflow-y-auto rounded-lg bg-white p-4 shadow-lg backdrop:bg-black/40"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? (
        <p id={`${id}-description`} className="mb-3 mt-1 text-sm text-slate-700">
          {description}
        </p>
      ) : null}
      {children}
    </dialog>
  );
}
