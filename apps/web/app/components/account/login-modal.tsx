import { Dialog } from "radix-ui";
import { type ComponentType, useEffect, useMemo, useRef } from "react";
import { type FormProps, useFetcher, useLocation } from "react-router";
import { FormTargetProvider } from "~/components/account/auth-form.tsx";
import { LoginPanel } from "~/components/account/login-panel.tsx";
import { useModals } from "~/components/chrome/modal-host.tsx";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import type { LoginAnswer } from "~/lib/account.server.ts";
import { useT } from "~/lib/i18n.ts";
import { useLoginHref, useReturnPath } from "~/lib/login-href.ts";

/**
 * The login dialog (spec section 4): the login page's forms, posted with a fetcher to
 * `/{lang}/login?next=<this page>`. A refused post shows its messages here; a sign-in answers
 * with a full page load of this page, signed in, with the 3 s notice.
 */
export function LoginModal() {
  const t = useT();
  const { active, open, close } = useModals();
  const location = useLocation();
  const fetcher = useFetcher();
  const action = useLoginHref();
  const back = useReturnPath();
  const busy = fetcher.state !== "idle";
  const target = useMemo(
    () => ({ Form: fetcher.Form as ComponentType<FormProps>, action, busy }),
    [fetcher.Form, action, busy],
  );
  // Following a link out of the dialog (registration, a forgotten password) closes it.
  const path = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === path.current) return;
    path.current = location.pathname;
    close();
  }, [location.pathname, close]);
  const answer = fetcher.data && typeof fetcher.data === "object" ? (fetcher.data as LoginAnswer) : undefined;
  return (
    <Dialog.Root open={active === "login"} onOpenChange={(isOpen) => (isOpen ? open("login") : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="login-dialog"
          className="fixed inset-x-0 top-0 z-modal mx-auto max-h-dvh max-w-md overflow-y-auto bg-surface p-6 text-ink shadow-xl sm:top-8 sm:max-h-[90dvh] sm:rounded-card"
        >
          <div className="space-y-5">
            <Dialog.Title className="pr-10 text-2xl">{t("account.login")}</Dialog.Title>
            <FormTargetProvider value={target}>
              <LoginPanel answer={answer} next={back} />
            </FormTargetProvider>
          </div>
          <DialogCloseButton className="absolute right-3 top-3" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
