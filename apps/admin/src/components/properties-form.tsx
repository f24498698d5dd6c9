import {
  type AdminProperty,
  type AdminPropertyValue,
  adminPropertyValueWriteSchema,
  adminPropertyWriteSchema,
} from "@sf/contract";
import { PROPERTY_TYPES, propertyProblems, slugify } from "@sf/domain";
import { useMutation } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { type FormEvent, useState } from "react";
import { ApiError, api } from "../api.ts";
import { LANG_NAMES, type Lang, useI18n } from "../i18n.tsx";
import { Dialog } from "./dialog.tsx";
import { apiFieldMessages, Field, type FieldMessages, zodFieldMessages } from "./shop-form.tsx";
import { ErrorNote } from "./ui.tsx";

type Kind = "property" | "value";
type Shop = { languages: string[]; mainLanguage: string };

/**
 * A property's or a value's form in a dialog: its key, a title per language of the shop (one
 * tab each, the main language first and required), and for a property its filter type. The
 * domain's rules are checked here first, so a mistake is shown without a round trip.
 */
export function PropertyForm({
  kind,
  record,
  propertyId,
  inUse,
  shop,
  onClose,
  onSaved,
}: {
  kind: Kind;
  /** The record edited; null: a new one. */
  record: AdminProperty | AdminPropertyValue | null;
  /** A new value's property. */
  propertyId?: number;
  /** The keys it must differ from (the shop's properties, or its property's values). */
  inUse: { id: number; key: string }[];
  shop: Shop;
  onClose: () => void;
  onSaved: (saved: AdminProperty | AdminPropertyValue) => void;
}) {
  const { t, te } = useI18n();
  const [key, setKey] = useState(record?.key ?? "");
  const [keyTouched, setKeyTouched] = useState(Boolean(record));
  const [type, setType] = useState(record && "type" in record ? record.type : "checkbox");
  const [titles, setTitles] = useState<Record<string, string>>(() => ({ ...(record?.title ?? {}) }));
  const [local, setLocal] = useState<FieldMessages>({});
  const path =
    kind === "property"
      ? record
        ? `/catalogue/properties/${record.id}`
        : "/catalogue/properties"
      : record
        ? `/catalogue/property-values/${record.id}`
        : `/catalogue/properties/${propertyId}/values`;
  const save = useMutation({
    mutationFn: (body: unknown) =>
      api<AdminProperty | AdminPropertyValue>(path, { method: record ? "PATCH" : "POST", body }),
    onSuccess: onSaved,
  });
  const messages: FieldMessages = { ...apiFieldMessages(save.error, te), ...local };
  const languages = [shop.mainLanguage, ...shop.languages.filter((l) => l !== shop.mainLanguage)];
  const setTitle = (lang: string, text: string) => {
    setTitles((current) => ({ ...current, [lang]: text }));
    if (lang === shop.mainLanguage && !keyTouched) setKey(slugify(text, 64));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = Object.fromEntries(Object.entries(titles).filter(([, text]) => text.trim()));
    const body = kind === "property" ? { key, type, title } : { key, title };
    const schema = kind === "property" ? adminPropertyWriteSchema : adminPropertyValueWriteSchema;
    const parsed = schema.safeParse(body);
    const problems: FieldMessages = parsed.success ? {} : zodFieldMessages(parsed.error, te, "path");
    const rules = propertyProblems(
      { key: key.trim(), title },
      shop,
      inUse,
      record ? { id: record.id, key: record.key } : null,
      kind,
    );
    for (const [field, message] of Object.entries(rules)) problems[field] ??= [te(message)];
    setLocal(problems);
    if (!parsed.success || Object.keys(problems).length) return;
    save.mutate(parsed.data);
  };

  const name = record?.title[shop.mainLanguage as Lang] ?? record?.key ?? "";
  const title =
    kind === "property"
      ? record
        ? t("catalogue.prop.editTitle", { name })
        : t("catalogue.prop.new")
      : record
        ? t("catalogue.prop.value.editTitle", { name })
        : t("catalogue.prop.value.new");
  const problems = Object.entries(messages);
  return (
    <Dialog title={title} description={t("catalogue.prop.formHelp")} onClose={onClose}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {problems.length ? (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{t("catalogue.cat.fix")}</p>
            <ul className="list-disc pl-5">
              {problems.map(([field, text]) => (
                <li key={field}>{text.join(" ")}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {save.isError && !(save.error instanceof ApiError && save.error.status === 400) ? (
          <ErrorNote error={save.error} />
        ) : null}
        <Tabs.Root defaultValue={shop.mainLanguage}>
          <Tabs.List
            aria-label={t("catalogue.prop.titles")}
            className="mb-3 flex flex-wrap gap-1 border-b border-slate-200"
          >
            {languages.map((lang) => (
              <Tabs.Trigger
                key={lang}
                value={lang}
                className="rounded-t-md px-3 py-2 text-sm data-[state=active]:bg-blue-100 data-[state=active]:font-semibold"
              >
                {LANG_NAMES[lang as Lang] ?? lang}
                {lang === shop.mainLanguage ? ` (${t("catalogue.cat.mainLanguage")})` : ""}
                {messages[`title.${lang}`] ? <span className="ml-1 text-red-800">!</span> : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {languages.map((lang) => (
            <Tabs.Content key={lang} value={lang} lang={lang}>
              <Field
                label={t("catalogue.prop.titleIn", { lang: LANG_NAMES[lang as Lang] ?? lang })}
                name={`title.${lang}`}
                messages={messages}
              >
                {(p) => (
                  <input
                    {...p}
                    value={titles[lang] ?? ""}
                    onChange={(e) => setTitle(lang, e.target.value)}
                    className="field"
                  />
                )}
              </Field>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t("catalogue.prop.key")} name="key" messages={messages}>
            {(p) => (
              <>
                <input
                  {...p}
                  value={key}
                  onChange={(e) => {
                    setKey(e.target.value);
                    setKeyTouched(true);
                  }}
                  className="field font-mono"
                  autoComplete="off"
                  spellCheck={false}
                />
                <span className="mt-1 block text-xs text-slate-700">{t("catalogue.prop.keyHint")}</span>
              </>
            )}
          </Field>
          {kind === "property" ? (
            <Field label={t("catalogue.prop.type")} name="type" messages={messages}>
              {(p) => (
                <select
                  {...p}
                  value={type}
                  onChange={(e) => setType(e.target.value as (typeof PROPERTY_TYPES)[number])}
                  className="field"
                >
                  {PROPERTY_TYPES.map((option) => (
                    <option key={option} value={option}>
                      {t(option === "radio" ? "catalogue.prop.typeRadio" : "catalogue.prop.typeCheckbox")}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn" onClick={onClose}>
            {t("catalogue.cat.cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t("catalogue.cat.save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
