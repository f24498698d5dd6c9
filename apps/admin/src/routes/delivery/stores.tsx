import { type AdminStore, adminStoreInputSchema, LANGUAGES, type Language } from "@sf/contract";
import { storeProblems } from "@sf/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api } from "../../api.ts";
import {
  apiFieldMessages,
  Field,
  type FieldMessages,
  Saved,
  zodFieldMessages,
} from "../../components/shop-form.tsx";
import { ErrorNote, Loading, ScrollBox } from "../../components/ui.tsx";
import { LANG_NAMES, type MessageKey, useI18n } from "../../i18n.tsx";
import { useMe } from "../../session.tsx";

/** Sunday first, as stored. */
const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
const coordinate = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "")
    .trim()
    .replace(",", ".");
  return text ? Number(text) : null;
};

/** The shop's stores: names and addresses per language, hours, phones, position on the map. */
export function Stores() {
  const { t, lang } = useI18n();
  const query = useQuery({ queryKey: ["shop-stores"], queryFn: () => api<AdminStore[]>("/delivery/stores") });
  const [editing, setEditing] = useState<AdminStore | "new" | null>(null);
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;
  const name = (s: AdminStore) => s.title[lang] ?? Object.values(s.title)[0] ?? `#${s.id}`;
  return (
    <section aria-labelledby="stores-title" className="card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="stores-title" className="font-semibold">
          {t("shop.stores.title")}
        </h2>
        <button type="button" className="btn" onClick={() => setEditing("new")}>
          {t("shop.stores.add")}
        </button>
      </div>
      <ScrollBox label={t("shop.stores.title")} className="mt-3">
        <table className="w-full min-w-[560px] text-sm">
          <thead className="bg-slate-100 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("shop.stores.name")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("shop.stores.address")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("shop.stores.coordinates")}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t("shop.stores.edit")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((s) => (
              <tr key={s.id} className="border-t border-slate-100">
                <td className="px-3 py-2">{name(s)}</td>
                <td className="px-3 py-2">{s.address[lang] ?? Object.values(s.address)[0] ?? ""}</td>
                <td className="px-3 py-2">{s.lat !== null ? `${s.lat}, ${s.lng}` : "—"}</td>
                <td className="px-3 py-2">
                  <button type="button" className="btn" onClick={() => setEditing(s)}>
                    {t("shop.stores.editStore", { name: name(s) })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {editing ? (
        <StoreForm
          key={editing === "new" ? "new" : editing.id}
          store={editing === "new" ? null : editing}
          done={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function StoreForm({ store, done }: { store: AdminStore | null; done: () => void }) {
  const { t, te } = useI18n();
  const me = useMe();
  const languages = (me.data?.shop.languages ?? [...LANGUAGES]).filter((l): l is Language =>
    (LANGUAGES as readonly string[]).includes(l),
  );
  const mainLanguage = me.data?.shop.main_language ?? languages[0] ?? "ro";
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<FieldMessages>({});
  const save = useMutation({
    mutationFn: (body: unknown) =>
      store
        ? api<AdminStore>(`/delivery/stores/${store.id}`, { method: "PATCH", body })
        : api<AdminStore>("/delivery/stores", { method: "POST", body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["shop-stores"] }),
  });
  const messages = { ...apiFieldMessages(save.error, te), ...local };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const perLanguage = (field: string) =>
      Object.fromEntries(languages.map((l) => [l, String(form.get(`${field}_${l}`) ?? "").trim()]));
    const body = {
      position: Number(form.get("position") ?? 0),
      title: perLanguage("title"),
      address: perLanguage("address"),
      phones: String(form.get("phones") ?? "")
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean),
      hours: DAYS.map((d) => {
        if (form.get(`closed_${d}`) === "on") return null;
        const from = String(form.get(`from_${d}`) ?? "");
        const to = String(form.get(`to_${d}`) ?? "");
        return from && to ? `${from}-${to}` : null;
      }),
      lat: coordinate(form.get("lat")),
      lng: coordinate(form.get("lng")),
    };
    const parsed = adminStoreInputSchema.safeParse(body);
    if (!parsed.success) return setLocal(zodFieldMessages(parsed.error, te));
    const d = parsed.data;
    const problems = storeProblems(
      {
        title: d.title as Record<string, string>,
        address: d.address as Record<string, string>,
        hours: d.hours,
        lat: d.lat,
        lng: d.lng,
      },
      mainLanguage,
    );
    setLocal(problems);
    if (Object.keys(problems).length === 0) save.mutate(d);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2"
      aria-labelledby="store-form"
    >
      <h3 id="store-form" className="font-semibold sm:col-span-2">
        {store ? t("shop.stores.edit") : t("shop.stores.add")}
      </h3>
      {languages.map((l) => (
        <div key={l} className="contents">
          <Field
            label={`${t("shop.stores.name")} (${LANG_NAMES[l]})`}
            name={`title_${l}`}
            messages={{ [`title_${l}`]: l === mainLanguage ? (messages.title ?? []) : [] }}
          >
            {(p) => (
              <input {...p} name={`title_${l}`} defaultValue={store?.title[l] ?? ""} className="field" />
            )}
          </Field>
          <Field label={`${t("shop.stores.address")} (${LANG_NAMES[l]})`} name={`address_${l}`}>
            {(p) => (
              <input {...p} name={`address_${l}`} defaultValue={store?.address[l] ?? ""} className="field" />
            )}
          </Field>
        </div>
      ))}
      <Field label={t("shop.stores.phones")} name="phones" messages={messages}>
        {(p) => <input {...p} name="phones" defaultValue={store?.phones.join(", ")} className="field" />}
      </Field>
      <Field label={t("shop.stores.position")} name="position" messages={messages}>
        {(p) => (
          <input
            {...p}
            name="position"
            type="number"
            min="0"
            defaultValue={store?.position ?? 0}
            className="field"
          />
        )}
      </Field>
      <Field label={t("shop.stores.lat")} name="lat" messages={messages}>
        {(p) => (
          <input {...p} name="lat" inputMode="decimal" defaultValue={store?.lat ?? ""} className="field" />
        )}
      </Field>
      <Field label={t("shop.stores.lng")} name="lng" messages={messages}>
        {(p) => (
          <input {...p} name="lng" inputMode="decimal" defaultValue={store?.lng ?? ""} className="field" />
        )}
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className="label">{t("shop.stores.hours")}</legend>
        <div className="mt-1 grid gap-2">
          {MONDAY_FIRST.map((d) => {
            const [from, to] = (store?.hours[d] ?? "").split("-");
            const day = t(`shop.stores.day.${d}` as MessageKey);
            return (
              <div key={d} className="flex flex-wrap items-center gap-2">
                <span className="w-28 text-sm">{day}</span>
                <input
                  aria-label={`${day}: ${t("shop.stores.opens")}`}
                  name={`from_${d}`}
                  type="time"
                  defaultValue={from ?? "08:00"}
                  className="field w-32"
                />
                <input
                  aria-label={`${day}: ${t("shop.stores.closes")}`}
                  name={`to_${d}`}
                  type="time"
                  defaultValue={to === "24:00" ? "23:59" : (to ?? "20:00")}
                  className="field w-32"
                />
                <label className="flex items-center gap-1 text-sm">
                  <input
                    name={`closed_${d}`}
                    type="checkbox"
                    defaultChecked={store ? store.hours[d] === null : false}
                    className="size-4"
                  />
                  {t("shop.stores.closed")}
                </label>
              </div>
            );
          })}
        </div>
        {messages.hours ? (
          <p role="alert" className="mt-1 text-sm text-red-800">
            {messages.hours.join(" ")}
          </p>
        ) : null}
      </fieldset>
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t("shop.save")}
        </button>
        <button type="button" className="btn" onClick={done}>
          {t("shop.cancel")}
        </button>
      </div>
      {save.isSuccess ? <Saved>{t("shop.stores.saved")}</Saved> : null}
      {save.isError && !Object.keys(apiFieldMessages(save.error, te)).length ? (
        <ErrorNote error={save.error} />
      ) : null}
    </form>
  );
}
