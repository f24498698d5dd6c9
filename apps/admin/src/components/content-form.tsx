import { slugify } from "@sf/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { api } from "../api.ts";
import { useI18n } from "../i18n.tsx";
import {
  LanguageTabs,
  languageName,
  messagesOf,
  StorefrontLink,
  useShopLanguages,
} from "./content-parts.tsx";
import { Badge } from "./ui.tsx";

/**
 * The parts every content editor repeats: its texts per shop language (tabs, one text each, the
 * written ones sent), its save and delete against the content API, its buttons and plain fields.
 */

export type LanguageTexts<T extends { lang: string }> = ReturnType<typeof useLanguageTexts<T>>;

/** A form's texts, one per shop language (the main one first): the stored ones, else empty. */
export function useLanguageTexts<T extends { lang: string }>(
  stored: readonly T[] | undefined,
  empty: (lang: string) => T,
  /** Whether a text is written (sent, and its tab not marked "not written"). */
  isWritten: (text: T) => boolean,
) {
  const languages = useShopLanguages();
  const [texts, setTexts] = useState<Record<string, T>>(() =>
    Object.fromEntries(languages.map((lang) => [lang, stored?.find((x) => x.lang === lang) ?? empty(lang)])),
  );
  const text = (lang: string) => texts[lang] ?? empty(lang);
  return {
    languages,
    text,
    /** The text as it was saved (its slug is then kept when the title changes). */
    stored: (lang: string) => stored?.find((x) => x.lang === lang),
    edit: (lang: string, patch: Partial<T>) =>
      setTexts((all) => ({ ...all, [lang]: { ...(all[lang] ?? empty(lang)), ...patch } })),
    filled: (lang: string) => isWritten(text(lang)),
    /** The written texts, in the shop's language order: the body's `translations`. */
    written: () => languages.map(text).filter(isWritten),
  };
}

/** One tab per shop language, each with the fields of its text. */
export function TextTabs<T extends { lang: string }>({
  texts,
  children,
}: {
  texts: LanguageTexts<T>;
  children: (lang: string, text: T, edit: (patch: Partial<T>) => void) => ReactNode;
}) {
  return (
    <LanguageTabs languages={texts.languages} filled={texts.filled}>
      {(lang) => children(lang, texts.text(lang), (patch) => texts.edit(lang, patch))}
    </LanguageTabs>
  );
}

/**
 * A content item's save (POST `path`, or PATCH `path/id` for a stored one) and delete, checked
 * first by the contract's schema; the messages of a refusal, and the content lists refreshed.
 */
export function useContentWrite<Saved>({
  path,
  id,
  schema,
  done = () => {},
  onSaved = done,
  onRemoved = done,
}: {
  path: string;
  id: number | string | null | undefined;
  schema: { safeParse: (body: unknown) => { success: boolean; error?: unknown } };
  /** After a save or a delete (a dialog closes), unless `onSaved` or `onRemoved` say otherwise. */
  done?: () => void;
  onSaved?: (saved: Saved) => void;
  onRemoved?: () => void;
}) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<string[]>([]);
  const stored = id !== null && id !== undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["content"] });
  const save = useMutation({
    mutationFn: (body: unknown) =>
      stored
        ? api<Saved>(`${path}/${id}`, { method: "PATCH", body })
        : api<Saved>(path, { method: "POST", body }),
    onSuccess: (saved) => {
      void refresh();
      onSaved(saved);
    },
    onError: (error) => setErrors(messagesOf(error)),
  });
  const remove = useMutation({
    mutationFn: () => api(`${path}/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      void refresh();
      onRemoved();
    },
    onError: (error) => setErrors(messagesOf(error)),
  });
  return {
    errors,
    stored,
    save,
    remove,
    /** The form's submit: the body checked against the contract, then saved (or why not shown). */
    onSubmit: (body: () => unknown) => (event: FormEvent) => {
      event.preventDefault();
      const value = body();
      const parsed = schema.safeParse(value);
      if (!parsed.success) return setErrors(messagesOf(parsed.error));
      setErrors([]);
      save.mutate(value);
    },
  };
}

/** Save, cancel (when the form can be closed) and delete (a stored item, after a confirmation). */
export function FormButtons({
  write,
  onCancel,
}: {
  write: {
    stored: boolean;
    save: { isPending: boolean };
    remove: { isPending: boolean; mutate: () => void };
  };
  onCancel?: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className="btn btn-primary" disabled={write.save.isPending}>
        {t("content.save")}
      </button>
      {onCancel ? (
        <button type="button" className="btn" onClick={onCancel}>
          {t("content.cancel")}
        </button>
      ) : null}
      {write.stored ? (
        <button
          type="button"
          className="btn btn-danger"
          disabled={write.remove.isPending}
          onClick={() => window.confirm(t("content.confirmDelete")) && write.remove.mutate()}
        >
          {t("content.delete")}
        </button>
      ) : null}
    </div>
  );
}

/** A labelled one-line text field (or a textarea with `rows`). */
export function TextField({
  label,
  value,
  onChange,
  rows,
  placeholder,
  type = "text",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  placeholder?: string;
  type?: "text" | "number" | "date" | "datetime-local" | "url";
}) {
  const id = useId();
  return (
    <div>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          className="field"
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          className="field"
          type={type}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

/** A labelled checkbox. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** A text's title and address (slug); a text not yet saved gets its address from its title. */
export function TitleSlugFields<T extends { title: string; slug: string }>({
  lang,
  text,
  edit,
  saved,
}: {
  lang: string;
  text: T;
  edit: (patch: Partial<T>) => void;
  saved: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={t("content.titleIn", { lang })}
        value={text.title}
        onChange={(title) => edit({ title, ...(saved ? {} : { slug: slugify(title) }) } as Partial<T>)}
      />
      <TextField
        label={t("content.slugIn", { lang })}
        value={text.slug}
        onChange={(slug) => edit({ slug } as Partial<T>)}
      />
    </>
  );
}

/** A text's SEO title and description. */
export function SeoFields<T extends { seo_title: string; seo_description: string }>({
  text,
  edit,
}: {
  text: T;
  edit: (patch: Partial<T>) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={t("content.seoTitle")}
        value={text.seo_title}
        onChange={(seo_title) => edit({ seo_title } as Partial<T>)}
      />
      <TextField
        label={t("content.seoDescription")}
        rows={2}
        value={text.seo_description}
        onChange={(seo_description) => edit({ seo_description } as Partial<T>)}
      />
    </>
  );
}

/** A labelled select of fixed options (value, shown name). */
export function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, ReactNode])[];
}) {
  return (
    <label className="label">
      {label}
      <select className="field" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, name]) => (
          <option key={v} value={v}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Whether an item is on the storefront. */
export function PublishedBadge({ active }: { active: boolean }) {
  const { t } = useI18n();
  return active ? <Badge tone="green">{t("content.published")}</Badge> : <Badge>{t("content.hidden")}</Badge>;
}

/** The language a one-list-per-language editor (FAQ, advantages) shows, and its storefront page. */
export function LanguageChoice({
  lang,
  onChange,
  storefrontPath,
}: {
  lang: string;
  onChange: (lang: string) => void;
  storefrontPath: string;
}) {
  const { t } = useI18n();
  const languages = useShopLanguages();
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <SelectField
        label={t("content.language")}
        value={lang}
        onChange={onChange}
        options={languages.map((l) => [l, languageName(l)] as const)}
      />
      <StorefrontLink path={storefrontPath} />
    </div>
  );
}
