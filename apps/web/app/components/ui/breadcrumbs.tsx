import { Link } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

/** Home > ... ; the last item is the current page (not a link: its url is unused). */
export function Breadcrumbs({ items }: { items: { title: string; url: string }[] }) {
  const t = useT();
  const href = useHref();
  const all = [{ title: t("chrome.home"), url: "/" }, ...items];
  return (
    <nav aria-label={t("chrome.breadcrumbs")} className="mb-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((item, i) => (
          <li key={`${i}:${item.url}`} className="flex items-center gap-1">
            {i > 0 ? <Icon name="chevron-right" className="size-4" /> : null}
            {i === all.length - 1 ? (
              <span aria-current="page">{item.title}</span>
            ) : (
              <Link to={href(item.url)} className="hover:underline">
                {item.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
