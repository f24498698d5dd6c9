import { useLocation } from "react-router";
import { useHref, useT } from "~/lib/i18n.ts";
import { ConsentForm } from "./consent-form.tsx";

/**
 * The cookie banner, rendered by the server while the visitor has not chosen (no tag loads
 * meanwhile). It is fixed to the bottom of the window: nothing in the page moves when it shows
 * or goes. A landmark region, not a modal: the shop stays usable (decision 0037).
 */
export function ConsentBanner() {
  const t = useT();
  const href = useHref();
  const location = useLocation();
  return (
    <section
      aria-labelledby="consent-title"
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-50 max-h-[80vh] overflow-y-auto border-t border-line bg-surface p-4 text-ink shadow-lg"
    >
      <div className="mx-auto max-w-7xl">
        <h2 id="consent-title" className="font-heading text-lg font-bold">
          {t("consent.title")}
        </h2>
        <p className="mt-1 text-sm">
          {t("consent.body")}{" "}
          <a href={href("/cookies")} className="text-link underline">
            {t("consent.policy")}
          </a>
        </p>
        <ConsentForm returnTo={`${location.pathname}${location.search}`} consent={null} />
      </div>
    </section>
  );
}
