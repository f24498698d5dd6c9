import { LANG_NAMES, LANGS, type Lang, useI18n } from "../i18n.tsx";

export function LanguageSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <span>{t("lang.label")}</span>
      <select
        value={lang}
        onChange={(event) => setLang(event.target.value as Lang)}
        className="min-h-10 rounded-md border border-slate-400 bg-white px-2"
      >
        {LANGS.map((code) => (
          <option key={code} value={code}>
            {LANG_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
