import { Dialog } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

export type SavedKind = "added" | "draft" | "saved";

/**
 * After a save (spec sections 2 and 4): the "advert added" modal when an advert was published
 * for the first time, the draft-save modal for a draft, a status line for an edit. Without
 * JavaScript the same text and links show above the form.
 */
export function SavedNotice({ kind, slug, live }: { kind: SavedKind; slug: string; live: boolean }) {
  const t = useT();
  const href = useHref();
  const [open, setOpen] = useState(true);
  if (kind === "saved")
    return (
      <p role="status" className="font-semibold text-success-ink" data-testid="advert-saved">
        {t("advertForm.savedChanges")}{" "}
        {live ? (
          <Link to={href(`/advert/${slug}`)} className="underline">
            {t("advertForm.viewAdvert")}
          </Link>
        ) : null}
      </p>
    );
  const title = t(kind === "added" ? "advertForm.addedTitle" : "advertForm.draftTitle");
  const text = t(kind === "added" ? "advertForm.addedText" : "advertForm.draftText");
  const links = (
    <div className="mt-4 flex flex-wrap gap-3">
      {kind === "added" ? (
        <Link to={href(`/advert/${slug}`)} className="btn btn-primary" data-testid="added-view">
          {t("advertForm.viewAdvert")}
        </Link>
      ) : null}
      <Link
        to={href(kind === "draft" ? "/my-adverts?status=draft" : "/my-adverts")}
        className={`btn ${kind === "added" ? "btn-secondary" : "btn-primary"}`}
        data-testid="saved-my-adverts"
      >
        {t(kind === "draft" ? "advertForm.myDrafts" : "owner.title")}
      </Link>
    </div>
  );
  return (
    <>
      <section className="card p-4 scripted:hidden" aria-label={title}>
        <h2 className="text-xl font-bold">{title}</h2>
        <p className="mt-2">{text}</p>
        {links}
      </section>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/50" />
          <Dialog.Content
            className="fixed inset-x-0 bottom-0 z-modal mx-auto max-w-md bg-surface p-5 text-ink shadow-xl sm:top-[20vh] sm:bottom-auto sm:rounded-card"
            data-testid={kind === "added" ? "advert-added" : "advert-draft-saved"}
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
              <DialogCloseButton />
            </div>
            <Dialog.Description className="mt-2">{text}</Dialog.Description>
            {links}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
