import { ErrorBoundary as FallbackBoundary } from "react-error-boundary";
import { isRouteErrorResponse } from "react-router";
import { useHref, useT } from "../lib/i18n.ts";

/**
 * The error page (spec section 2): the status code, for 404 a description, for other codes a
 * generic message, and a button home. If rendering it fails, a plain fallback still links home.
 */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <FallbackBoundary FallbackComponent={ErrorPageFallback}>
      <ErrorPageContent error={error} />
    </FallbackBoundary>
  );
}

function ErrorPageContent({ error }: { error: unknown }) {
  const t = useT();
  const href = useHref();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  // The API gave no answer in time (lib/api/client.server.ts): busy, try again shortly.
  const busy = status === 503;
  if (!notFound && !isRouteErrorResponse(error) && typeof window === "undefined") {
    console.error(error);
  }
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center"
      aria-labelledby="error-title"
    >
      <title>{notFound ? t("error.notFoundTitle") : t("error.title", { status })}</title>
      <p className="font-heading text-7xl font-bold text-muted" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="mt-4 text-3xl">
        {notFound ? t("error.notFoundTitle") : t("error.title", { status })}
      </h1>
      <p className="mt-3 text-muted">
        {notFound
          ? t("error.notFoundDescription")
          : busy
            ? t("error.busyDescription")
            : t("error.genericDescription")}
      </p>
      <a href={href("/")} className="btn btn-primary mt-8">
        {t("error.home")}
      </a>
    </section>
  );
}

/**
 * The page when the error page itself failed: the same words for every error. Neither error's
 * message nor stack is shown (they can name internals: hosts, queries, file paths); the server
 * logs them.
 */
export function ErrorPageFallback() {
  return (
    <section role="alert" style={{ padding: "2rem", fontFamily: "system-ui, sans-serif" }}>
      <h1>Something went wrong / Ceva nu a mers bine / Что-то пошло не так</h1>
      <a href="/">Home / Acasă / Главная</a>
    </section>
  );
}
