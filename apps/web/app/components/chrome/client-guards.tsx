import { isChunkLoadError, shouldReloadAfterChunkError } from "@sf/domain";
import { translatorFor } from "@sf/i18n";
import { Suspense, use, useEffect, useState } from "react";
import { loadAllMessages } from "~/lib/i18n.ts";

const CHUNK_RELOAD_KEY = "chunk-reload-at";

function storageWorks(): boolean {
  try {
    const probe = "__storage_probe__";
    window.localStorage.setItem(probe, "1");
    window.localStorage.removeItem(probe);
    window.sessionStorage.setItem(probe, "1");
    window.sessionStorage.removeItem(probe);
    return navigator.cookieEnabled;
  } catch {
    return false;
  }
}

/**
 * Browser-only duties of the shell: storage check, chunk-failure reload. (The first visit's UTM
 * fields are kept by the web server, in a cookie: server/app.ts.)
 */
export function ClientGuards() {
  const [storageError, setStorageError] = useState(false);

  useEffect(() => {
    if (!storageWorks()) setStorageError(true);
  }, []);

  useEffect(() => {
    const reloadOnce = (error: unknown) => {
      if (!isChunkLoadError(error)) return;
      const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY));
      if (!shouldReloadAfterChunkError(last || null, Date.now())) return;
      window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      window.location.reload();
    };
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnce(
        (event as Event & { payload?: unknown }).payload ??
          new Error("Failed to fetch dynamically imported module"),
      );
    };
    const onRejection = (event: PromiseRejectionEvent) => reloadOnce(event.reason);
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  return storageError ? (
    <Suspense fallback={null}>
      <StorageError />
    </Suspense>
  ) : null;
}

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
