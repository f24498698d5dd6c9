import type { AdminSession } from "@sf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { encode } from "uqr";
import { api } from "../api.ts";
import { ErrorNote, Loading, PageTitle, ScrollBox } from "../components/ui.tsx";
import { formatDateTime, useI18n } from "../i18n.tsx";
import { useMe } from "../session.tsx";

/** The member's own account: live sessions (end any) and two-step sign-in. */
export default function Account() {
  const { t } = useI18n();
  return (
    <section>
      <PageTitle>{t("account.title")}</PageTitle>
      <Sessions />
      <Totp />
    </section>
  );
}

function Sessions() {
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ["sessions"], queryFn: () => api<AdminSession[]>("/sessions") });
  const revoke = useMutation({
    mutationFn: (id: number) => api(`/sessions/${id}`, { method: "DELETE" }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["sessions"] }),
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} />;
  return (
    <section className="card mb-4" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="mb-2 font-semibold">
        {t("account.sessions")}
      </h2>
      <ScrollBox label={t("account.sessions")}>
        <table className="w-full min-w-[560px] text-sm">
          <thead className="text-left text-slate-700">
            <tr>
              <th scope="col" className="py-1">
                {t("staff.email")}
              </th>
              <th scope="col" className="py-1">
                {t("account.device")}
              </th>
              <th scope="col" className="py-1">
                {t("account.lastSeen")}
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">{t("account.revoke")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((s) => (
              <tr key={s.id} className="border-t border-slate-100">
                <td className="py-1">{s.staff_email}</td>
                <td className="max-w-xs truncate py-1" title={s.user_agent}>
                  {s.ip} · {s.user_agent.slice(0, 60)}
                </td>
                <td className="py-1">{formatDateTime(s.last_seen_at, lang)}</td>
                <td className="py-1 text-right">
                  {s.current ? (
                    <span className="text-slate-700">{t("account.current")}</span>
                  ) : (
                    <button type="button" className="btn btn-danger" onClick={() => revoke.mutate(s.id)}>
                      {t("account.revoke")}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {revoke.isError ? <ErrorNote error={revoke.error} /> : null}
    </section>
  );
}

/** The QR code of an otpauth:// URI as SVG rects (uqr makes the matrix; no canvas, no data URL). */
function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { border: 2 });
  const cells: string[] = [];
  for (const [y, row] of data.entries())
    for (const [x, dark] of row.entries()) if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      role="img"
      aria-label={label}
      className="bg-white"
    >
      <path d={cells.join("")} fill="black" />
    </svg>
  );
}

function Totp() {
  const { t } = useI18n();
  const me = useMe();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const start = useMutation({
    mutationFn: () => api<{ secret: string; uri: string }>("/me/totp", { method: "POST" }),
    onSuccess: setSetup,
  });
  const done = () => {
    setSetup(null);
    void queryClient.invalidateQueries({ queryKey: ["me"] });
  };
  const enable = useMutation({
    mutationFn: (code: string) => api("/me/totp/enable", { method: "POST", body: { code } }),
    onSuccess: done,
  });
  const disable = useMutation({
    mutationFn: (password: string) => api("/me/totp/disable", { method: "POST", body: { password } }),
    onSuccess: done,
  });
  const field = (event: FormEvent<HTMLFormElement>, name: string) => {
    event.preventDefault();
    return String(new FormData(event.currentTarget).get(name) ?? "");
  };
  const on = me.data?.totp_enabled;
  return (
    <div className="card">
      <h2 className="mb-2 font-semibold">{t("account.totpTitle")}</h2>
      <p className="mb-3 text-sm">{on ? t("account.totpOn") : t("account.totpOff")}</p>
      {on ? (
        <form
          onSubmit={(e) => disable.mutate(field(e, "password"))}
          className="flex flex-wrap items-end gap-2"
        >
          <label className="label">
            {t("staff.password")}
            <input
              name="password"
              type="password"
              required
              className="field"
              autoComplete="current-password"
            />
          </label>
          <button type="submit" className="btn btn-danger">
            {t("account.totpDisable")}
          </button>
          {disable.isError ? <ErrorNote error={disable.error} /> : null}
        </form>
      ) : setup ? (
        <div className="space-y-3">
          <p className="text-sm">{t("account.totpScan")}</p>
          <QrCode value={setup.uri} label={t("account.totpQr")} />
          <p className="text-sm">
            {t("account.totpKey")} <code className="break-all rounded bg-slate-100 px-1">{setup.secret}</code>
          </p>
          <form onSubmit={(e) => enable.mutate(field(e, "code"))} className="flex flex-wrap items-end gap-2">
            <label className="label">
              {t("account.totpCode")}
              <input
                name="code"
                required
                inputMode="numeric"
                pattern="\d{6}"
                autoComplete="one-time-code"
                className="field"
              />
            </label>
            <button type="submit" className="btn btn-primary">
              {t("account.totpEnable")}
            </button>
          </form>
          {enable.isError ? <ErrorNote error={enable.error} /> : null}
        </div>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => start.mutate()}>
          {t("account.totpStart")}
        </button>
      )}
    </div>
  );
}
