import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../api.ts";
import { ErrorNote, Loading } from "../../components/ui.tsx";
import { formatDateTime, useI18n } from "../../i18n.tsx";

type KeyState = { live: { prefix: string; created_at: string; last_used_at: string | null } | null };
type Issued = { key: string; prefix: string; created_at: string };

/** The shop's ERP key (decision 0050): made, rotated, revoked; the key itself is shown once. */
export function IntegrationKey() {
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ["integration-key"],
    queryFn: () => api<KeyState>("/settings/integration-key"),
  });
  const act = useMutation({
    mutationFn: (action: "create" | "rotate" | "revoke") =>
      api<Issued | KeyState>(`/settings/integration-key${action === "create" ? "" : `/${action}`}`, {
        method: "POST",
      }),
    onSuccess: (data) => {
      setShown("key" in data ? data.key : null);
      void queryClient.invalidateQueries({ queryKey: ["integration-key"] });
    },
  });
  const confirmThen = (action: "rotate" | "revoke") => {
    if (window.confirm(t(action === "rotate" ? "shop.key.confirmRotate" : "shop.key.confirmRevoke")))
      act.mutate(action);
  };

  return (
    <section className="card mt-6" aria-labelledby="key-title">
      <h2 id="key-title" className="font-semibold">
        {t("shop.key.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("shop.key.hint")}</p>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote error={query.error} retry={() => query.refetch()} />
      ) : query.data.live ? (
        <div className="mt-3 grid gap-2">
          <p>
            {t("shop.key.live", {
              prefix: query.data.live.prefix,
              created: formatDateTime(query.data.live.created_at, lang),
            })}{" "}
            {query.data.live.last_used_at
              ? t("shop.key.lastUsed", { at: formatDateTime(query.data.live.last_used_at, lang) })
              : t("shop.key.neverUsed")}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn"
              onClick={() => confirmThen("rotate")}
              disabled={act.isPending}
            >
              {t("shop.key.rotate")}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => confirmThen("revoke")}
              disabled={act.isPending}
            >
              {t("shop.key.revoke")}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3">
          <p>{t("shop.key.none")}</p>
          <button
            type="button"
            className="btn btn-primary mt-2"
            onClick={() => act.mutate("create")}
            disabled={act.isPending}
          >
            {t("shop.key.create")}
          </button>
        </div>
      )}
      {shown ? (
        <div role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="font-semibold">{t("shop.key.once")}</p>
          <label className="label mt-2">
            {t("shop.key.key")}
            <input
              readOnly
              value={shown}
              className="field font-mono"
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
        </div>
      ) : null}
      {act.isError ? <ErrorNote error={act.error} /> : null}
    </section>
  );
}
