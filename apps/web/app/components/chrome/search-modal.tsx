import { Search, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useHref, useT } from "~/lib/i18n.ts";
import { useModals } from "./modal-host.tsx";

export const SEARCH_MIN_LENGTH = 2;

/** The search entry: a query of fewer than 2 characters gives no results and no call (spec 5). */
export function SearchModal() {
  const t = useT();
  const href = useHref();
  const navigate = useNavigate();
  const { active, open, close } = useModals();
  const [query, setQuery] = useState("");
  const tooShort = query.trim().length < SEARCH_MIN_LENGTH;
  return (
    <Dialog.Root open={active === "search"} onOpenChange={(isOpen) => (isOpen ? open("search") : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-ink/50" />
        <Dialog.Content className="fixed inset-x-0 top-0 z-modal mx-auto max-w-2xl bg-surface p-4 text-ink shadow-xl sm:top-8 sm:rounded-card">
          <Dialog.Title className="sr-only">{t("search.title")}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {t("search.hint", { min: SEARCH_MIN_LENGTH })}
          </Dialog.Description>
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet in React's JSX types */}
          <form
            role="search"
            className="flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (tooShort) return;
              close();
              navigate(`${href("/product_list")}?search=${encodeURIComponent(query.trim())}`);
            }}
          >
            <Search aria-hidden="true" className="size-5 text-muted" />
            <label htmlFor="site-search" className="sr-only">
              {t("search.title")}
            </label>
            <input
              id="site-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t("search.placeholder")}
              autoComplete="off"
              maxLength={200}
              className="h-12 flex-1 rounded-button border border-line bg-surface px-3 text-ink"
            />
            <button type="submit" className="btn btn-primary" disabled={tooShort}>
              {t("search.submit")}
            </button>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-alt">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{t("common.close")}</span>
            </Dialog.Close>
          </form>
          <p className="mt-3 text-sm text-muted" aria-live="polite">
            {tooShort ? t("search.hint", { min: SEARCH_MIN_LENGTH }) : t("search.pressEnter")}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
