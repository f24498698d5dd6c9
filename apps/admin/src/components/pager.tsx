import { useI18n } from "../i18n.tsx";

/** Previous / next page of a server-paged list, with "page x of y". */
export function Pager({ page, pages, go }: { page: number; pages: number; go: (page: number) => void }) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="mt-3 flex items-center gap-3" aria-label={t("common.pages")}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t("common.prev")}
      </button>
      <span className="text-sm">{t("common.page", { page, pages })}</span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => go(page + 1)}>
        {t("common.next")}
      </button>
    </nav>
  );
}

/** Sets or removes search parameters (an empty value removes one). */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes))
    value === null || value === "" ? next.delete(key) : next.set(key, String(value));
  return next;
}
