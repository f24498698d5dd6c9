import type { AdminStaff } from "@sf/contract";
import { STAFF_ROLE_NAMES } from "@sf/contract/admin-values";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef } from "react";
import { api } from "../api.ts";
import { Badge, ErrorNote, Loading, PageTitle, ScrollBox } from "../components/ui.tsx";
import { formatDateTime, type MessageKey, useI18n } from "../i18n.tsx";
import { useMe } from "../session.tsx";

/** The shop's staff (owner only): add a member, change a role, deactivate or reactivate. */
export default function Staff() {
  const { t, lang } = useI18n();
  const me = useMe();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const query = useQuery({ queryKey: ["staff"], queryFn: () => api<AdminStaff[]>("/staff") });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["staff"] });
  const create = useMutation({
    mutationFn: (body: Record<string, string>) => api("/staff", { method: "POST", body }),
    onSuccess: () => {
      form.current?.reset();
      void refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: number; role?: string; active?: boolean }) =>
      api(`/staff/${id}`, { method: "PATCH", body }),
    onSettled: () => void refresh(),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>);
  };
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;

  return (
    <section>
      <PageTitle>{t("staff.title")}</PageTitle>
      <ScrollBox label={t("staff.title")} className="rounded-lg border border-slate-200 bg-white">
        <table className="w-full min-w-[640px] text-sm">
          <thead className="bg-slate-100 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("staff.email")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("staff.role")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("staff.totp")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("staff.lastSignIn")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("staff.active")}
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((m) => {
              const self = m.id === me.data?.id;
              return (
                <tr key={m.id} className="border-t border-slate-100">
                  <td className="px-3 py-2">
                    {m.email}
                    {m.name ? <span className="block text-xs text-slate-700">{m.name}</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    <select
                      aria-label={t("staff.roleOf", { email: m.email })}
                      value={m.role}
                      disabled={self || update.isPending}
                      onChange={(e) => update.mutate({ id: m.id, role: e.target.value })}
                      className="min-h-10 rounded-md border border-slate-400 bg-white px-2"
                    >
                      {STAFF_ROLE_NAMES.map((role) => (
                        <option key={role} value={role}>
                          {t(`role.${role}` as MessageKey)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-3 py-2">
                    {m.totp_enabled ? <Badge tone="green">{t("common.yes")}</Badge> : t("common.no")}
                  </td>
                  <td className="px-3 py-2">
                    {m.last_sign_in_at ? formatDateTime(m.last_sign_in_at, lang) : t("staff.never")}
                  </td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      className={`btn ${m.active ? "btn-danger" : ""}`}
                      disabled={self || update.isPending}
                      onClick={() => update.mutate({ id: m.id, active: !m.active })}
                    >
                      {m.active ? t("staff.deactivate") : t("staff.activate")}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollBox>
      {update.isError ? <ErrorNote error={update.error} /> : null}

      <form
        ref={form}
        onSubmit={submit}
        className="card mt-6 grid gap-3 sm:grid-cols-2"
        aria-labelledby="add-title"
      >
        <h2 id="add-title" className="font-semibold sm:col-span-2">
          {t("staff.add")}
        </h2>
        <label className="label">
          {t("staff.email")}
          <input name="email" type="email" required className="field" autoComplete="off" />
        </label>
        <label className="label">
          {t("staff.name")}
          <input name="name" className="field" autoComplete="off" />
        </label>
        <label className="label">
          {t("staff.role")}
          <select name="role" className="field" defaultValue="manager">
            {STAFF_ROLE_NAMES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="label">
          {t("staff.password")}
          <input
            name="password"
            type="password"
            required
            minLength={10}
            className="field"
            autoComplete="new-password"
          />
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {t("staff.add")}
          </button>
          {create.isSuccess ? (
            <p role="status" className="mt-2 text-sm text-green-900">
              {t("staff.created")}
            </p>
          ) : null}
          {create.isError ? <ErrorNote error={create.error} /> : null}
        </div>
      </form>
    </section>
  );
}
