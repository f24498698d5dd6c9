import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { api } from "../api.ts";
import { useI18n } from "../i18n.tsx";
import { LanguageTabs, messagesOf, useShopLanguages } from "./content-parts.tsx";

/**
 * The parts every content editor repeats: its texts per shop language (tabs, one text each, the
 * written ones sent), its save and delete against the content API, its buttons (fields:
 * content-fields.tsx).
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
