import { Link } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

/** A page title with breadcrumbs (Home > ... > current). */
export function PageHeader({ title, crumbs = true }: { title: string; crumbs?: boolean }) {
  const t = useT();
  const href = useHref();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6">
      {crumbs ? (
        <nav aria-label={t("chrome.breadcrumbs")} className="mb-3 text-sm text-muted">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to={href("/")} className="hover:underline">
                {t("chrome.home")}
              </Link>
            </li>
            <li aria-hidden="true">
              <Icon name="chevron-right" className="size-4" />
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      ) : null}
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
    </div>
  );
}

/** Rich text written by the shop in its admin. */
export function ShopHtml({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div className={`prose prose-shop max-w-none ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
