import type { AdvantagesContent } from "@sf/contract";
import { adminAdvantagesWriteSchema } from "@sf/contract/admin-content";
import { ADVANTAGE_ICONS, ADVANTAGE_KINDS } from "@sf/contract/showcase";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api } from "../../api.ts";
import { LanguageChoice } from "../../components/content-fields.tsx";
import { ContentNav, FormErrors, messagesOf, useShopLanguages } from "../../components/content-parts.tsx";
import { ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { type MessageKey, useI18n } from "../../i18n.tsx";

type Kind = (typeof ADVANTAGE_KINDS)[number];

/** The shop's advantage blocks of one language: a list for each of the four places. */
export default function Advantages() {
  const { t } = useI18n();
  const languages = useShopLanguages();
  const [lang, setLang] = useState(languages[0] ?? "ro");
  const query = useQuery({
    queryKey: ["content", "advantages", lang],
    queryFn: () => api<AdvantagesContent>(`/content/advantages/${lang}`),
  });
  return (
    <section>
      <PageTitle>{t("content.title")}</PageTitle>
      <ContentNav />
      <LanguageChoice lang={lang} onChange={setLang} storefrontPath={`/${lang}`} />
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorNote error={query.error} retry={() => query.refetch()} /> : null}
      {query.data ? <AdvantagesForm key={lang} lang={lang} initial={query.data} /> : null}
    </section>
  );
}

function AdvantagesForm({ lang, initial }: { lang: string; initial: AdvantagesContent }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [content, setContent] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (body: unknown) =>
      api<AdvantagesContent>(`/content/advantages/${lang}`, { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(["content", "advantages", lang], saved),
    onError: (error) => setErrors(messagesOf(error)),
  });
  const edit = (kind: Kind, index: number, patch: Partial<AdvantagesContent[Kind][number]>) =>
    setContent((all) => ({
      ...all,
      [kind]: all[kind].map((a, i) => (i === index ? { ...a, ...patch } : a)),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminAdvantagesWriteSchema.safeParse(content);
    if (!parsed.success) return setErrors(messagesOf(parsed.error));
    setErrors([]);
    save.mutate(content);
  };
  return (
    <form onSubmit={submit} className="grid gap-6" noValidate>
      {ADVANTAGE_KINDS.map((kind) => (
        <fieldset key={kind} className="card grid gap-3">
          <legend className="px-1 font-semibold">{t(`content.kind.${kind}` as MessageKey)}</legend>
          {content[kind].map((advantage, index) => (
            // Keyed by place: advantages have no id, and every field is controlled.
            <div
              key={`${kind}-${index}`}
              className="grid gap-2 border-b border-slate-100 pb-3 sm:grid-cols-3"
            >
              <label className="label">
                {t("content.icon")}
                <select
                  className="field"
                  value={advantage.icon}
                  onChange={(e) => edit(kind, index, { icon: e.target.value })}
                >
                  {ADVANTAGE_ICONS.map((icon) => (
                    <option key={icon} value={icon}>
                      {icon}
                    </option>
                  ))}
                </select>
              </label>
              <label className="label">
                {t("content.titleField")}
                <input
                  className="field"
                  value={advantage.title}
                  onChange={(e) => edit(kind, index, { title: e.target.value })}
                />
              </label>
              <label className="label">
                {t("content.description")}
                <input
                  className="field"
                  value={advantage.text}
                  onChange={(e) => edit(kind, index, { text: e.target.value })}
                />
              </label>
              <div className="sm:col-span-3">
                <button
                  type="button"
                  className="btn btn-danger"
                  onClick={() =>
                    setContent((all) => ({ ...all, [kind]: all[kind].filter((_, i) => i !== index) }))
                  }
                >
                  {t("content.delete")} <span className="sr-only">{advantage.title}</span>
                </button>
              </div>
            </div>
          ))}
          <div>
            <button
              type="button"
              className="btn"
              onClick={() =>
                setContent((all) => ({
                  ...all,
                  [kind]: [...all[kind], { icon: "truck", title: "", text: "" }],
                }))
              }
            >
              {t("content.addAdvantage")}
            </button>
          </div>
        </fieldset>
      ))}
      <FormErrors errors={errors} />
      {save.isSuccess ? (
        <p role="status" className="text-sm text-green-900">
          {t("content.saved")}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t("content.save")}
        </button>
      </div>
    </form>
  );
}
