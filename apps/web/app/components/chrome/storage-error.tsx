import { translatorFor } from "@sf/i18n";
import { use } from "react";
import { loadAllMessages } from "~/lib/i18n.ts";

/** Shown in ro, ru and en at once: without storage the chosen language cannot be known. */
export function StorageError() {
  const messages = use(loadAllMessages());
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="storage-error-ro"
      className="fixed inset-0 z-[100] overflow-y-auto bg-surface p-6 text-ink"
    >
      <div className="mx-auto max-w-xl space-y-8 py-10">
        {(["ro", "ru", "en"] as const).map((lang) => {
          const t = translatorFor(lang, messages[lang]);
          return (
            <section key={lang} lang={lang}>
              <h2 id={`storage-error-${lang}`} className="text-2xl">
                {t("storageError.title")}
              </h2>
              <p className="mt-2">{t("storageError.body")}</p>
              <a
                href={typeof window === "undefined" ? "/" : window.location.href}
                className="btn btn-primary mt-4"
              >
                {t("storageError.reload")}
              </a>
            </section>
          );
        })}
      </div>
    </div>
  );
}
