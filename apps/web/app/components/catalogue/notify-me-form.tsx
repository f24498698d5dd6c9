import type { MessageKey } from "@sf/i18n";
import { useId } from "react";
import { useActionData, useFetcher } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";
import type { NotifyMeResult } from "~/lib/notify-me.server.ts";

const MESSAGE: Record<NotifyMeResult["status"], MessageKey> = {
  created: "notify.created",
  repeated: "notify.repeated",
  invalid_email: "notify.invalidEmail",
  failed: "notify.failed",
};

/**
 * "Notify me when it is back" for an out-of-stock product: an e-mail posted to the product
 * page's action, through a fetcher with JavaScript and as a plain form without it.
 */
export function NotifyMeForm({ productId }: { productId: number }) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<NotifyMeResult>();
  const pageResult = useActionData() as NotifyMeResult | undefined;
  const result = fetcher.data ?? (pageResult?.intent === "notify_me" ? pageResult : undefined);
  const busy = fetcher.state !== "idle";
  const ok = result?.status === "created" || result?.status === "repeated";
  const invalid = result?.status === "invalid_email";
  return (
    <section aria-labelledby={`${id}-title`} className="card space-y-3 p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg">
        <Icon name="bell-ring" className="size-5" />
        {t("notify.title")}
      </h2>
      <p className="text-sm text-muted">{t("notify.hint")}</p>
      <fetcher.Form method="post" noValidate className="flex flex-wrap items-start gap-2">
        <input type="hidden" name="intent" value="notify_me" />
        <input type="hidden" name="product_id" value={productId} />
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            {t("notify.email")}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder={t("notify.email")}
            defaultValue={result && !ok ? result.email : ""}
            aria-invalid={invalid || undefined}
            aria-describedby={result ? `${id}-result` : undefined}
            className="h-11 w-full rounded-button border border-line bg-surface px-3 text-ink"
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("notify.submit")}
        </button>
      </fetcher.Form>
      <p
        id={`${id}-result`}
        role={result && !ok ? "alert" : "status"}
        className={`text-sm ${ok ? "text-success-ink" : "text-danger-ink"}`}
      >
        {result ? t(MESSAGE[result.status]) : ""}
      </p>
    </section>
  );
}
