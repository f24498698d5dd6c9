import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";

/** A page title with breadcrumbs (Home > ... > current). */
export function PageHeader({ title, crumbs = true }: { title: string; crumbs?: boolean }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6">
      {crumbs ? <Breadcrumbs items={[{ title, url: "" }]} /> : null}
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
