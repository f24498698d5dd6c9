import { AlertDialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { readCookie, serializeCookie } from "~/lib/cookies.ts";
import { useHref, useT } from "~/lib/i18n.ts";

const COOKIE = "is_age_valid";

/** The 18+ gate of flagged categories: asked once, remembered in the is_age_valid cookie. */
export function AgeGate() {
  const t = useT();
  const href = useHref();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(readCookie(document.cookie, COOKIE) !== "1");
  }, []);
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-modal bg-scrim/70" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-modal w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 text-ink shadow-xl">
          <AlertDialog.Title className="font-heading text-2xl font-bold">
            {t("ageGate.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{t("ageGate.body")}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="btn border border-line" onClick={() => navigate(href("/"))}>
              {t("ageGate.no")}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="btn btn-primary"
              onClick={() => {
                // biome-ignore lint/suspicious/noDocumentCookie: the spec's is_age_valid cookie
                document.cookie = serializeCookie(COOKIE, "1", 31536000);
                setOpen(false);
              }}
            >
              {t("ageGate.yes")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
