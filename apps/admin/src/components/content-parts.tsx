import { useMutation, useQuery } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { type ReactNode, useId } from "react";
import { NavLink } from "react-router";
import { api } from "../api.ts";
import { LANG_NAMES, type Lang, useI18n } from "../i18n.tsx";
import { useMe } from "../session.tsx";
import { ErrorText } from "./ui.tsx";

/** The content area's own menu: one tab per kind of content. */
export function ContentNav() {
  const { t } = useI18n();
  const links = [
    { to: "/content/articles", label: t("content.articles") },
    { to: "/content/pages", label: t("content.pages") },
    { to: "/content/banners", label: t("content.banners") },
    { to: "/content/offers", label: t("content.offers") },
    { to: "/content/faq", label: t("content.faq") },
    { to: "/content/advantages", label: t("content.advantages") },
    { to: "/content/sliders", label: t("content.sliders") },
    { to: "/content/vacancies", label: t("content.vacancies") },
    { to: "/content/gallery", label: t("content.gallery") },
    { to: "/content/partners", label: t("content.partners") },
  ];
  return (
    <nav aria-label={t("content.title")} className="mb-4">
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `block rounded-t-md px-3 py-2 text-sm ${isActive ? "bg-white font-semibold text-blue-900 ring-1 ring-slate-200" : "text-slate-800 hover:bg-slate-100"}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shop's languages, its main one first. */
export function useShopLanguages(): string[] {
  const me = useMe();
  const shop = me.data?.shop;
  if (!shop) return [];
  return [shop.main_language, ...shop.languages.filter((l) => l !== shop.main_language)];
}

export const languageName = (lang: string) => LANG_NAMES[lang as Lang] ?? lang;

/** One tab per shop language (radix Tabs: arrow keys move between them). */
export function LanguageTabs({
  languages,
  filled,
  children,
}: {
  languages: string[];
  filled: (lang: string) => boolean;
  children: (lang: string) => ReactNode;
}) {
  const { t } = useI18n();
  if (!languages.length) return null;
  return (
    <Tabs.Root defaultValue={languages[0]}>
      <Tabs.List
        aria-label={t("content.languages")}
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {languages.map((lang) => (
          <Tabs.Trigger
            key={lang}
            value={lang}
            className="rounded-t-md px-3 py-2 text-sm text-slate-800 data-[state=active]:bg-blue-100 data-[state=active]:font-semibold data-[state=active]:text-blue-900"
          >
            {languageName(lang)}
            {filled(lang) ? "" : ` (${t("content.notWritten")})`}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {languages.map((lang) => (
        <Tabs.Content key={lang} value={lang} className="grid gap-3 pt-3">
          {children(lang)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The storefront's origin (the API's PUBLIC_URL), for "open on the storefront" links. */
export function useStorefrontUrl(): string | null {
  const query = useQuery({
    queryKey: ["content", "storefront"],
    queryFn: () => api<{ url: string }>("/content/storefront"),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.url ?? null;
}

export function StorefrontLink({ path }: { path: string }) {
  const { t } = useI18n();
  const origin = useStorefrontUrl();
  if (!origin) return null;
  return (
    <a href={`${origin}${path}`} target="_blank" rel="noopener noreferrer" className="btn">
      {t("content.openOnStorefront")} <span className="sr-only">({path})</span>
    </a>
  );
}

/**
 * A rich-text field: HTML in a textarea, and a preview of it as the storefront will show it
 * (cleaned by the API's shop HTML policy, so it is safe to render here).
 */
export function HtmlField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const preview = useMutation({
    mutationFn: (html: string) =>
      api<{ html: string }>("/content/html-preview", { method: "POST", body: { html } }),
  });
  return (
    <div className="grid gap-2">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={10}
        className="field font-mono"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-700">
        {t("content.htmlHint")}
      </p>
      <div>
        <button
          type="button"
          className="btn"
          onClick={() => preview.mutate(value)}
          disabled={preview.isPending}
        >
          {t("content.preview")}
        </button>
      </div>
      {preview.isError ? (
        <p role="alert" className="text-sm text-red-900">
          <ErrorText error={preview.error} />
        </p>
      ) : null}
      {preview.data ? (
        <section aria-label={t("content.previewOf", { what: label })} className="card prose max-w-none">
          {/* The API's shop HTML policy cleaned it: no script, handler or javascript: URL is left. */}
          <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
        </section>
      ) : null}
    </div>
  );
}

/** Validation messages of a form, announced. */
export function FormErrors({ errors }: { errors: string[] }) {
  const { te } = useI18n();
  if (!errors.length) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <ul className="list-disc pl-5">
        {errors.map((e) => (
          <li key={e}>{te(e)}</li>
        ))}
      </ul>
    </div>
  );
}

/** A zod error or the API's answer as a list of messages. */
export function messagesOf(error: unknown): string[] {
  if (error && typeof error === "object" && "issues" in error && Array.isArray(error.issues))
    return [...new Set((error.issues as { message: string }[]).map((i) => i.message))];
  if (error && typeof error === "object" && "body" in error) {
    const body = (error as { body: Record<string, unknown> }).body;
    const fields = Object.values(body).flatMap((v) => (Array.isArray(v) ? v.map(String) : []));
    if (fields.length) return fields;
  }
  return [error instanceof Error ? error.message : String(error)];
}
