import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { api } from "../api.ts";
import { useI18n } from "../i18n.tsx";
import { Dialog } from "./dialog.tsx";
import { ErrorText } from "./ui.tsx";

/**
 * A moderator's decision that needs a reason (hide an advert, ban its owner): the reason's field,
 * the refusal if any, and what the decision did when `decide` answers a text (else it closes).
 */
function ReasonDialog({
  title,
  description,
  label,
  initial,
  submit,
  decide,
  onClose,
}: {
  title: string;
  description: string;
  label: string;
  initial: string;
  submit: string;
  decide: (reason: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState(initial);
  const [said, setSaid] = useState<string | null>(null);
  const decision = useMutation({
    mutationFn: () => decide(reason),
    onSuccess: (outcome) => {
      queryClient.invalidateQueries({ queryKey: ["inbox"] });
      queryClient.invalidateQueries({ queryKey: ["inbox-counts"] });
      if (outcome) setSaid(outcome);
      else onClose();
    },
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    decision.mutate();
  };
  return (
    <Dialog title={title} description={description} onClose={onClose}>
      {said ? (
        <div className="mt-3 grid gap-3">
          <p role="status">{said}</p>
          <div className="flex justify-end">
            <button type="button" className="btn" onClick={onClose}>
              {t("board.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={send} className="mt-3 grid gap-3">
          <label htmlFor={id} className="label">
            {label}
          </label>
          <textarea
            id={id}
            className="field"
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {decision.isError ? (
            <p role="alert" className="text-sm text-red-800">
              <ErrorText error={decision.error} />
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn" onClick={onClose}>
              {t("board.cancel")}
            </button>
            <button type="submit" className="btn btn-danger" disabled={decision.isPending}>
              {submit}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** Hides an advert with the reason its owner is shown (the complaints and the new adverts inboxes). */
export function HideAdvertDialog({
  advert,
  initial = "",
  onClose,
}: {
  advert: { id: number; title: string };
  /** The reason offered at first (a report's category), editable. */
  initial?: string;
  onClose: () => void;
}) {
  const { t, lang } = useI18n();
  return (
    <ReasonDialog
      title={t("board.hideTitle", { title: advert.title })}
      description={t("board.hideHint")}
      label={t("board.hiddenReason")}
      initial={initial}
      submit={t("board.hide")}
      decide={async (reason) => {
        await api(`/board/adverts/${advert.id}/moderate`, {
          method: "POST",
          body: { action: "hide", reason },
          lang,
        });
        return null;
      }}
      onClose={onClose}
    />
  );
}

/** Bans an advert's owner with a reason; says how many of their adverts the ban hid. */
export function BanOwnerDialog({
  owner,
  initial = "",
  onClose,
}: {
  owner: { id: number; name: string };
  initial?: string;
  onClose: () => void;
}) {
  const { t, lang } = useI18n();
  return (
    <ReasonDialog
      title={t("board.banTitle", { owner: owner.name })}
      description={t("board.banHint")}
      label={t("board.banReason")}
      initial={initial}
      submit={t("board.ban")}
      decide={async (reason) => {
        const answer = await api<{ adverts_hidden: number }>(`/board/members/${owner.id}/moderate`, {
          method: "POST",
          body: { action: "ban", reason },
          lang,
        });
        return t("board.banned", { count: answer.adverts_hidden });
      }}
      onClose={onClose}
    />
  );
}
