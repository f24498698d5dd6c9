import type { PopularQuery } from "@sf/contract";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

/** Popular queries as links to their results (never prefetched: opening one counts a search). */
export function PopularQueries({ queries }: { queries: PopularQuery[] }) {
  const t = useT();
  const href = useHref();
  if (!queries.length) return null;
  return (
    <section aria-labelledby="popular-queries" className="mt-6">
      <h2 id="popular-queries" className="mb-3 text-lg font-semibold">
        {t("search.tryPopular")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {queries.map((q) => (
          <li key={q.query}>
            <Link
              to={`${href("/product_list")}?search=${encodeURIComponent(q.query)}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 py-2 hover:bg-surface-alt"
            >
              <Icon name="search" className="size-4 text-muted" />
              {q.query}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
