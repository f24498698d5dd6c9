import { isChunkLoadError, shouldReloadAfterChunkError } from "@sf/domain";
import { lazy, Suspense, useEffect, useState } from "react";

// Rarely shown (storage blocked): its code loads only then.
const StorageError = lazy(() => import("./storage-error.tsx").then((m) => ({ default: m.StorageError })));

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
