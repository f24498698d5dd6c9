import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { useT } from "~/lib/i18n.ts";
import { showToast } from "~/lib/toast.ts";

/**
 * The share modal: links that share the page (an article, an advert) on social networks or by
 * e-mail, the device's own share sheet where the browser has one, and the link to copy.
 */
export function ShareDialog({
  url,
  title,
  what = "article",
}: {
  url: string;
  title: string;
  /** What is shared: names the modal's title and the link's label. */
  what?: "article" | "advert";
}) {
  const t = useT();
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const targets = [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "Telegram", href: `https://t.me/share/url?url=${u}&text=${text}` },
    { name: "Viber", href: `viber://forward?text=${text}%20${u}` },
    { name: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { name: t("articles.shareByEmail"), href: `mailto:?subject=${text}&body=${u}` },
  ];
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => showToast("success", t("articles.linkCopied")),
      () => undefined,
    );
  };
  return (
    <Dialog.Root>
      <Dialog.Trigger className="btn border border-line">{t("articles.share")}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-modal mx-auto max-h-[85vh] max-w-md overflow-y-auto bg-surface p-5 text-ink shadow-xl sm:top-[15vh] sm:bottom-auto sm:rounded-card">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">
                {t(what === "advert" ? "board.shareTitle" : "articles.shareTitle")}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-muted">{title}</Dialog.Description>
            </div>
            <DialogCloseButton />
          </div>
          {canShare ? (
            <button
              type="button"
              className="btn btn-primary mb-3"
              onClick={() => navigator.share({ url, title }).catch(() => undefined)}
            >
              {t("articles.shareNative")}
            </button>
          ) : null}
          <ul className="flex flex-wrap gap-2">
            {targets.map((target) => (
              <li key={target.name}>
                <a
                  href={target.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn border border-line"
                >
                  {target.name}
                </a>
              </li>
            ))}
          </ul>
          <label className="mt-4 block text-sm font-semibold" htmlFor="article-share-link">
            {t(what === "advert" ? "board.shareLink" : "articles.shareLink")}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="article-share-link"
              readOnly
              value={url}
              className="min-w-0 flex-1 rounded border border-line bg-surface px-3 py-2"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="btn btn-secondary" onClick={copy}>
              {t("articles.copyLink")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
