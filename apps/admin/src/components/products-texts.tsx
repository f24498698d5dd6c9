import { slugify } from "@sf/domain";
import { Tabs } from "radix-ui";
import { useI18n } from "../i18n.tsx";
import { describedBy, type ProductErrors, ProductField } from "./products-fields.tsx";

export type ProductTextDraft = {
  title: string;
  slug: string;
  short_description: string;
  description: string;
  unit: string;
  seo_title: string;
  seo_description: string;
};

export const EMPTY_TEXT: ProductTextDraft = {
  title: "",
  slug: "",
  short_description: "",
  description: "",
  unit: "",
  seo_title: "",
  seo_description: "",
};

const LANG_LABEL: Record<string, string> = { ro: "Română", ru: "Русский", uk: "Українська", en: "English" };

/** The product's texts, one tab per language of the shop (the main one first). */
export function ProductTexts({
  languages,
  mainLanguage,
  texts,
  errors,
  onChange,
}: {
  languages: string[];
  mainLanguage: string;
  texts: Record<string, ProductTextDraft>;
  errors: ProductErrors;
  onChange: (lang: string, text: ProductTextDraft) => void;
}) {
  const { t } = useI18n();
  const ordered = [mainLanguage, ...languages.filter((l) => l !== mainLanguage)];
  const hasError = (lang: string) => Object.keys(errors).some((k) => k.startsWith(`texts.${lang}`));
  return (
    <Tabs.Root defaultValue={mainLanguage}>
      <Tabs.List
        aria-label={t("products.textsIn")}
        className="mb-3 flex flex-wrap gap-1 border-b border-slate-200"
      >
        {ordered.map((lang) => (
          <Tabs.Trigger
            key={lang}
            value={lang}
            className="rounded-t-md px-3 py-2 text-sm data-[state=active]:bg-blue-100 data-[state=active]:font-semibold"
          >
            {LANG_LABEL[lang] ?? lang}
            {lang === mainLanguage ? ` (${t("products.mainLanguage")})` : ""}
            {hasError(lang) ? <span className="ml-1 text-red-800">!</span> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ordered.map((lang) => {
        const text = texts[lang] ?? EMPTY_TEXT;
        const set = (field: keyof ProductTextDraft, value: string) =>
          onChange(lang, { ...text, [field]: value });
        const id = (field: string) => `text-${lang}-${field}`;
        const error = (field: string) =>
          errors[`texts.${lang}.${field}`] ?? (field === "title" ? errors[`texts.${lang}`] : undefined);
        const input = (
          field: keyof ProductTextDraft,
          label: string,
          extra: { hint?: string; long?: boolean } = {},
        ) => (
          <ProductField id={id(field)} label={label} hint={extra.hint} error={error(field)}>
            {extra.long ? (
              <textarea
                id={id(field)}
                value={text[field]}
                rows={field === "description" ? 8 : 3}
                onChange={(e) => set(field, e.target.value)}
                aria-invalid={error(field) ? true : undefined}
                aria-describedby={describedBy(id(field), error(field), extra.hint)}
                className="field py-2"
              />
            ) : (
              <input
                id={id(field)}
                value={text[field]}
                onChange={(e) => set(field, e.target.value)}
                aria-invalid={error(field) ? true : undefined}
                aria-describedby={describedBy(id(field), error(field), extra.hint)}
                className="field"
              />
            )}
          </ProductField>
        );
        return (
          <Tabs.Content key={lang} value={lang} className="grid gap-3" lang={lang}>
            {lang !== mainLanguage && !text.title ? (
              <p className="text-sm text-slate-700">{t("products.languageMissing")}</p>
            ) : null}
            {input("title", t("products.langTitle"))}
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-64 flex-1">
                {input("slug", t("products.slug"), { hint: t("products.slugHint") })}
              </div>
              <button type="button" className="btn mb-6" onClick={() => set("slug", slugify(text.title))}>
                {t("products.slugFromTitle")}
              </button>
            </div>
            {input("short_description", t("products.shortDescription"), { long: true })}
            {input("description", t("products.description"), {
              long: true,
              hint: t("products.descriptionHint"),
            })}
            {input("unit", t("products.unit"))}
            {input("seo_title", t("products.seoTitle"))}
            {input("seo_description", t("products.seoDescription"), { long: true })}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
