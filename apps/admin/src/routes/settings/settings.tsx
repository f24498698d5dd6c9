import { type AdminSettings, adminSettingsSchema, LANGUAGES, SETTINGS_FLAGS } from "@sf/contract";
import { readableTextOn, siteLanguagesProblems } from "@sf/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api } from "../../api.ts";
import { PictureField } from "../../components/picture-field.tsx";
import {
  apiFieldMessages,
  Field,
  type FieldMessages,
  Saved,
  zodFieldMessages,
} from "../../components/shop-form.tsx";
import { ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { LANG_NAMES, type MessageKey, useI18n } from "../../i18n.tsx";
import { IntegrationKey } from "./integration-key.tsx";

const PHONES = ["main", "stationary", "support", "service_centre"] as const;
const TRACKING = [
  "google_analytics_4",
  "google_tag_manager",
  "facebook_meta_pixel_code",
  "yandex_metrika",
] as const;
const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const orNull = (value: string) => value || null;
/** What the preview shows while the shop keeps its theme's colours (the theme decides the real ones). */
const THEME_PRIMARY = "#1d4ed8";
const THEME_SECONDARY = "#f59e0b";

/** The site settings as forms validated by the contract's schema; the storefront shows a save at once. */
export default function Settings() {
  const { t } = useI18n();
  const query = useQuery({ queryKey: ["shop-settings"], queryFn: () => api<AdminSettings>("/settings") });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} retry={() => query.refetch()} />;
  return (
    <section>
      <PageTitle>{t("shop.settings.title")}</PageTitle>
      <SettingsForm current={query.data} />
      <IntegrationKey />
    </section>
  );
}

function SettingsForm({ current }: { current: AdminSettings }) {
  const { t, te } = useI18n();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<FieldMessages>({});
  // null: the theme's own colour (nothing stored); a pick stores the shop's.
  const [primary, setPrimary] = useState<string | null>(current.colors.primary);
  const [secondary, setSecondary] = useState<string | null>(current.colors.secondary);
  const [logo, setLogo] = useState(current.logo.siteLogo);
  const [logoDark, setLogoDark] = useState(current.logo.logoDark);
  const [favicon, setFavicon] = useState(current.favicon);
  const save = useMutation({
    mutationFn: (body: AdminSettings) => api<AdminSettings>("/settings", { method: "PATCH", body }),
    onSuccess: (data) => queryClient.setQueryData(["shop-settings"], data),
  });
  const messages = { ...apiFieldMessages(save.error, te), ...local };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      name: text(form, "name"),
      languages: LANGUAGES.filter((l) => form.get(`lang_${l}`) === "on"),
      main_language: text(form, "main_language"),
      main_email: orNull(text(form, "main_email")),
      phones: Object.fromEntries(PHONES.map((p) => [p, orNull(text(form, `phone_${p}`))])),
      colors: { dark_theme: form.get("dark_theme") === "on", primary, secondary },
      logo: { siteLogo: logo, logoDark },
      favicon,
      tracking: Object.fromEntries(TRACKING.map((k) => [k, orNull(text(form, k))])),
      flags: Object.fromEntries(SETTINGS_FLAGS.map((f) => [f, form.get(`flag_${f}`) === "on"])),
    };
    const parsed = adminSettingsSchema.safeParse(body);
    if (!parsed.success) return setLocal(zodFieldMessages(parsed.error, te));
    const problems = siteLanguagesProblems(parsed.data.languages, parsed.data.main_language);
    setLocal(problems);
    if (Object.keys(problems).length === 0) save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset className="card grid gap-3 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t("shop.settings.shop")}</legend>
        <Field label={t("shop.settings.name")} name="name" messages={messages}>
          {(p) => <input {...p} name="name" defaultValue={current.name} className="field" />}
        </Field>
        <Field label={t("shop.settings.email")} name="main_email" messages={messages}>
          {(p) => (
            <input
              {...p}
              name="main_email"
              type="email"
              defaultValue={current.main_email ?? ""}
              className="field"
            />
          )}
        </Field>
        {PHONES.map((phone) => (
          <Field
            key={phone}
            label={t(`shop.settings.phone.${phone}` as MessageKey)}
            name={`phone_${phone}`}
            messages={{ [`phone_${phone}`]: messages.phones ?? [] }}
          >
            {(p) => (
              <input
                {...p}
                name={`phone_${phone}`}
                type="tel"
                defaultValue={current.phones[phone] ?? ""}
                className="field"
              />
            )}
          </Field>
        ))}
      </fieldset>

      <fieldset className="card grid gap-3 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t("shop.settings.look")}</legend>
        <ColourField
          label={t("shop.settings.primary")}
          name="primary"
          value={primary}
          fallback={THEME_PRIMARY}
          onChange={setPrimary}
          messages={messages.colors}
        />
        <ColourField
          label={t("shop.settings.secondary")}
          name="secondary"
          value={secondary}
          fallback={THEME_SECONDARY}
          onChange={setSecondary}
        />
        <div className="sm:col-span-2" aria-live="polite">
          <p className="label">{t("shop.settings.preview")}</p>
          <div className="mt-1 flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-3">
            <span
              className="inline-block size-10 rounded-full border border-slate-300"
              style={{ background: primary ?? THEME_PRIMARY }}
              title={primary ?? THEME_PRIMARY}
            />
            <span
              className="inline-block size-10 rounded-full border border-slate-300"
              style={{ background: secondary ?? THEME_SECONDARY }}
              title={secondary ?? THEME_SECONDARY}
            />
            <span
              className="rounded-md px-4 py-2 text-sm font-semibold"
              style={{
                background: primary ?? THEME_PRIMARY,
                color: readableTextOn(primary ?? THEME_PRIMARY),
              }}
            >
              {t("shop.settings.sampleButton")}
            </span>
            <span
              className="rounded-md px-4 py-2 text-sm font-semibold"
              style={{
                background: secondary ?? THEME_SECONDARY,
                color: readableTextOn(secondary ?? THEME_SECONDARY),
              }}
            >
              {t("shop.settings.sampleBadge")}
            </span>
          </div>
        </div>
        <label className="label flex items-center gap-2">
          <input
            name="dark_theme"
            type="checkbox"
            defaultChecked={current.colors.dark_theme}
            className="size-5"
          />
          {t("shop.settings.darkTheme")}
        </label>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          <PictureField label={t("shop.settings.siteLogo")} value={logo} onChange={setLogo} />
          <PictureField label={t("shop.settings.logoDark")} value={logoDark} onChange={setLogoDark} />
          <PictureField label={t("shop.settings.favicon")} value={favicon} onChange={setFavicon} />
        </div>
        {messages.logo || messages.favicon ? (
          <p role="alert" className="text-sm text-red-800 sm:col-span-2">
            {[...(messages.logo ?? []), ...(messages.favicon ?? [])].join(" ")}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="card grid gap-3 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t("shop.settings.languages")}</legend>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">{t("shop.settings.languages")}</legend>
          {LANGUAGES.map((l) => (
            <label key={l} className="label flex items-center gap-2">
              <input
                name={`lang_${l}`}
                type="checkbox"
                defaultChecked={current.languages.includes(l)}
                className="size-5"
              />
              {LANG_NAMES[l]}
            </label>
          ))}
        </fieldset>
        <Field label={t("shop.settings.mainLanguage")} name="main_language" messages={messages}>
          {(p) => (
            <select {...p} name="main_language" defaultValue={current.main_language} className="field">
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANG_NAMES[l]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {messages.languages ? (
          <p role="alert" className="text-sm text-red-800 sm:col-span-2">
            {messages.languages.join(" ")}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="card grid gap-3 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t("shop.settings.tracking")}</legend>
        {TRACKING.map((k) => (
          <Field
            key={k}
            label={t(`shop.settings.tracking.${k}` as MessageKey)}
            name={k}
            messages={{ [k]: messages.tracking ?? [] }}
          >
            {(p) => (
              <input
                {...p}
                name={k}
                defaultValue={current.tracking[k] ?? ""}
                className="field"
                autoComplete="off"
              />
            )}
          </Field>
        ))}
      </fieldset>

      <fieldset className="card grid gap-2 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t("shop.settings.flags")}</legend>
        {SETTINGS_FLAGS.map((f) => (
          <label key={f} className="label flex items-center gap-2">
            <input name={`flag_${f}`} type="checkbox" defaultChecked={current.flags[f]} className="size-5" />
            {t(`shop.settings.flag.${f}` as MessageKey)}
          </label>
        ))}
      </fieldset>

      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t("shop.save")}
        </button>
        {save.isSuccess ? <Saved>{t("shop.settings.saved")}</Saved> : null}
        {Object.keys(local).length ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {t("shop.fixErrors")}
          </p>
        ) : null}
        {save.isError ? <ErrorNote error={save.error} /> : null}
      </div>
    </form>
  );
}

/** A colour picker with its hex code; "theme colour" clears the shop's own. */
function ColourField({
  label,
  name,
  value,
  fallback,
  onChange,
  messages,
}: {
  label: string;
  name: string;
  value: string | null;
  fallback: string;
  onChange: (value: string | null) => void;
  messages?: string[];
}) {
  const { t } = useI18n();
  return (
    <Field label={label} name={name} messages={{ [name]: messages ?? [] }}>
      {(p) => (
        <div className="flex items-center gap-2">
          <input
            {...p}
            type="color"
            value={value ?? fallback}
            onChange={(e) => onChange(e.target.value)}
            className="field w-20"
          />
          <span className="font-mono text-sm">{value ?? t("shop.settings.themeColour")}</span>
          {value ? (
            <button type="button" className="btn" onClick={() => onChange(null)}>
              {t("shop.settings.useThemeColour")}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
