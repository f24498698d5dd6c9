import { ADVERT_SORTS, type AdvertSort } from "@sf/domain";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";
import { SORT_KEYS } from "./advert-filter-form.tsx";

/**
 * The sorting modal (spec section 2): each order is a link to the same search sorted so, the
 * current one marked. Without JavaScript the filter form's "sort by" select does the same.
 */
export function SortDialog({ sort, hrefFor }: { sort: AdvertSort; hrefFor: (sort: AdvertSort) => string }) {
  const t = useT();
  return (
    <Dialog.Root>
      <Dialog.Trigger className="btn border border-line" data-testid="sort-open">
        <Icon name="sliders-horizontal" className="size-5" />
        {t("board.sortBy")}: {t(SORT_KEYS[sort])}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-modal mx-auto max-w-sm bg-surface p-5 text-ink shadow-xl sm:top-[20vh] sm:bottom-auto sm:rounded-card">
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{t("board.sortTitle")}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="sr-only">{t("board.sortDescription")}</Dialog.Description>
          <ul className="space-y-1">
            {ADVERT_SORTS.map((option) => (
              <li key={option}>
                <Dialog.Close asChild>
                  <Link
                    to={hrefFor(option)}
                    aria-current={option === sort ? "true" : undefined}
                    className="flex items-center justify-between rounded-button px-3 py-2 hover:bg-surface-alt aria-[current=true]:font-bold"
                  >
                    {t(SORT_KEYS[option])}
                    {option === sort ? <Icon name="circle-check" className="size-5" /> : null}
                  </Link>
                </Dialog.Close>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
