import { type ReactNode, Suspense, useState } from "react";

/**
 * Stands in for a dialog that is loaded on first press (the dialog and its library stay out of
 * the page's first load): a plain button with the dialog trigger's look and label; once pressed,
 * `children` (the lazily loaded dialog, rendered open with its own trigger) takes its place.
 */
export function LoadOnPress({
  className,
  label,
  children,
}: {
  className: string;
  label: ReactNode;
  children: ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  const button = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setPressed(true)}
      className={className}
    >
      {label}
    </button>
  );
  if (!pressed) return button;
  return <Suspense fallback={button}>{children}</Suspense>;
}
