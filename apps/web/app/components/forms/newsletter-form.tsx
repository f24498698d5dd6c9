import { useEffect, useId, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { useHref, useT } from "~/lib/i18n.ts";
import type { ShopFormResult } from "~/lib/shop-forms.ts";
import { useBotCheck } from "./bot-check.tsx";
import { FormResult } from "./form-result.tsx";

/**
 * The newsletter subscription (in the footer, and on its own page): posts to the news-letter
 * page's action, through a fetcher with JavaScript and as a plain form without it.
 */
export function NewsletterForm({ heading = true }: { heading?: boolean }) {
  const t = useT();
  const href = useHref();
  const id = useId();
  const fetcher = useFetcher<ShopFormResult>();
  const pageResult = useActionData() as ShopFormResult | undefined;
  const result = fetcher.data ?? (pageResult?.form === "newsletter" ? pageResult : undefined);
  const botCheck = useBotCheck("newsletter");
  const ok = result?.status === "created" || result?.status === "repeated";
  // Set once this form has hydrated (the footer may hydrate after the page): until then a press
  // submits it as a plain form, which works too but leaves the page.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      {heading ? (
        <h2 id={`${id}-title`} className="text-lg">
          {t("forms.newsletter.title")}
        </h2>
      ) : (
        <h2 id={`${id}-title`} className="sr-only">
          {t("forms.newsletter.title")}
        </h2>
      )}
      <p className="text-sm">{t("forms.newsletter.hint")}</p>
      <fetcher.Form
        method="post"
        action={href("/news-letter")}
        noValidate
        onSubmit={botCheck.onSubmit}
        className="space-y-2"
        data-hydrated={hydrated ? "" : undefined}
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          {t("forms.email")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder={t("forms.email")}
            defaultValue={result && !ok ? result.values.email : ""}
            aria-invalid={result?.errors.email ? true : undefined}
            aria-describedby={`${id}-result`}
            className="h-11 min-w-48 flex-1 rounded-button border border-line bg-surface px-3 text-ink"
          />
          <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
            {t("forms.newsletter.submit")}
          </button>
        </div>
        {botCheck.field}
      </fetcher.Form>
      <FormResult id={`${id}-result`} result={result} />
    </section>
  );
}
