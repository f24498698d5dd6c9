import { slugify } from "@sf/domain";
import { type ReactNode, useId } from "react";
import { useI18n } from "../i18n.tsx";
import { languageName, StorefrontLink, useShopLanguages } from "./content-parts.tsx";
import { Badge } from "./ui.tsx";

/** The content editors' labelled fields and small parts (the forms' shape is content-form.tsx). */

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
