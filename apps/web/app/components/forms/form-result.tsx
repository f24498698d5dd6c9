import { useT } from "~/lib/i18n.ts";
import { resultMessage, type ShopFormResult } from "~/lib/shop-forms.ts";

/** The form's outcome: a status for success, an alert for a refusal (read out either way). */
export function FormResult({ id, result }: { id: string; result: ShopFormResult | undefined }) {
  const t = useT();
  const ok = result?.status === "created" || result?.status === "repeated";
  return (
    <p
      id={id}
      role={result && !ok ? "alert" : "status"}
      className={`text-sm ${ok ? "text-success-ink" : "text-danger-ink"}`}
    >
      {result ? t(resultMessage(result)) : ""}
    </p>
  );
}
