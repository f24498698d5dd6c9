import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useI18n } from "../i18n.tsx";
import { ContentNav, StorefrontLink } from "./content-parts.tsx";
import { Dialog } from "./dialog.tsx";
import { ErrorNote, Loading, PageTitle } from "./ui.tsx";

/**
 * A content kind's screen: the area's title with a "new" button, its tabs, a link to the
 * storefront page the kind shows on, the list (or why it did not load), and the item being
 * written in a dialog (a new one, or the one whose "edit" was pressed).
 */
export function ContentScreen<T>({
  newLabel,
  editLabel,
  storefrontPath,
  query,
  list,
  form,
}: {
  newLabel: string;
  editLabel: string;
  /** The storefront page in the shop's main language, e.g. `/ro/career`. */
  storefrontPath: string;
  query: UseQueryResult<T[]>;
  list: (items: T[], edit: (item: T) => void) => ReactNode;
  /** The form of the item (null: a new one); `done` closes the dialog. */
  form: (item: T | null, done: () => void) => ReactNode;
}) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const done = () => setEditing(null);
  return (
    <section>
      <PageTitle
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ item: null })}>
            {newLabel}
          </button>
        }
      >
        {t("content.title")}
      </PageTitle>
      <ContentNav />
      <div className="mb-3">
        <StorefrontLink path={storefrontPath} />
      </div>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorNote error={query.error} retry={() => query.refetch()} /> : null}
      {query.data ? list(query.data, (item) => setEditing({ item })) : null}
      {editing ? (
        <Dialog title={editing.item ? editLabel : newLabel} onClose={done}>
          {form(editing.item, done)}
        </Dialog>
      ) : null}
    </section>
  );
}
