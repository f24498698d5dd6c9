import { Dialog } from "radix-ui";
import { type RefObject, useState } from "react";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { useLang, useT } from "~/lib/i18n.ts";
import { FORM_ID } from "./form-parts.tsx";

type Preview = { title: string; price: string; area: string; place: string };

/**
 * The form's tools modal (spec section 2): a preview of the advert as the form holds it now
 * (title, price, area and cover, as a listing card shows them), save as draft (a new advert or
 * a draft), and delete (an advert already saved, after a confirmation). Its buttons submit the
 * form from outside it (`form=`); the modal needs JavaScript, and without it the form's own
 * buttons and "my adverts" do the same.
 */
export function ToolsDialog({
  form,
  cover,
  canDraft,
  canDelete,
}: {
  form: RefObject<HTMLFormElement | null>;
  cover: string | null;
  canDraft: boolean;
  canDelete: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const read = (): Preview => {
    const data = form.current ? new FormData(form.current) : new FormData();
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const optionText = (name: string) => {
      const select = form.current?.elements.namedItem(name);
      return select instanceof HTMLSelectElement && select.value
        ? (select.selectedOptions[0]?.text ?? "")
        : "";
    };
    const title =
      (lang === "ru" ? text("title_ru") || text("title_ro") : text("title_ro") || text("title_ru")) ||
      t("advertForm.noTitle");
    return {
      title,
      price: text("price") ? `${text("price")} ${text("default_currency")}` : "",
      area: text("area") ? `${text("area")} ${optionText("default_area_unit")}` : "",
      place: [optionText("location"), optionText("region")].filter(Boolean).join(", "),
    };
  };
  return (
    <Dialog.Root
      onOpenChange={(open) => {
        if (open) setPreview(read());
        setConfirming(false);
      }}
    >
      <Dialog.Trigger className="btn btn-secondary hidden scripted:inline-flex" data-testid="advert-tools">
        <Icon name="wrench" className="size-5" />
        {t("advertForm.tools")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-modal mx-auto max-h-[85vh] max-w-md overflow-y-auto bg-surface p-5 text-ink shadow-xl sm:top-[10vh] sm:bottom-auto sm:rounded-card">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{t("advertForm.tools")}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">
            {t("advertForm.previewHint")}
          </Dialog.Description>
          {preview ? (
            <article className="card mt-4 overflow-hidden" data-testid="advert-preview">
              {cover ? <img src={cover} alt="" className="aspect-[4/3] w-full object-cover" /> : null}
              <div className="space-y-1 p-3">
                <h3 className="font-semibold">{preview.title}</h3>
                {preview.price ? <p className="font-bold">{preview.price}</p> : null}
                <p className="text-sm text-muted">
                  {[preview.area, preview.place].filter(Boolean).join(" · ")}
                </p>
              </div>
            </article>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-3">
            {canDraft ? (
              <button type="submit" form={FORM_ID} name="intent" value="draft" className="btn btn-secondary">
                {t("advertForm.saveDraft")}
              </button>
            ) : null}
            {canDelete && !confirming ? (
              <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
                <Icon name="trash" className="size-5" />
                {t("owner.delete")}
              </button>
            ) : null}
          </div>
          {confirming ? (
            <div className="mt-4 space-y-2" role="alert">
              <p>{t("owner.deleteConfirm")}</p>
              <button
                type="submit"
                form={FORM_ID}
                name="intent"
                value="delete"
                formNoValidate
                className="btn btn-primary"
              >
                {t("owner.deleteYes")}
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
