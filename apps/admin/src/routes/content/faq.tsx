import type { AdminFaq } from "@sf/contract";
import { adminFaqWriteSchema } from "@sf/contract/admin-content";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api } from "../../api.ts";
import { LanguageChoice } from "../../components/content-fields.tsx";
import { ContentNav, FormErrors, messagesOf, useShopLanguages } from "../../components/content-parts.tsx";
import { ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { useI18n } from "../../i18n.tsx";

type Item = { question: string; answer: string; category: string };

/** The FAQ of one language of the shop: questions in their order, added, moved, removed. */
export default function Faq() {
  const { t } = useI18n();
  const languages = useShopLanguages();
  const [lang, setLang] = useState(languages[0] ?? "ro");
  const query = useQuery({
    queryKey: ["content", "faq", lang],
    queryFn: () => api<AdminFaq>(`/content/faq/${lang}`),
  });
  return (
    <section>
      <PageTitle>{t("content.title")}</PageTitle>
      <ContentNav />
      <LanguageChoice lang={lang} onChange={setLang} storefrontPath={`/${lang}/faq`} />
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorNote error={query.error} retry={() => query.refetch()} /> : null}
      {query.data ? <FaqForm key={lang} lang={lang} initial={query.data.items} /> : null}
    </section>
  );
}

function FaqForm({ lang, initial }: { lang: string; initial: Item[] }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<Item[]>(
    initial.map(({ question, answer, category }) => ({ question, answer, category })),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (body: unknown) => api<AdminFaq>(`/content/faq/${lang}`, { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(["content", "faq", lang], saved),
    onError: (error) => setErrors(messagesOf(error)),
  });
  const edit = (index: number, patch: Partial<Item>) =>
    setItems((all) => all.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: -1 | 1) =>
    setItems((all) => {
      const next = [...all];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminFaqWriteSchema.safeParse({ items });
    if (!parsed.success) return setErrors(messagesOf(parsed.error));
    setErrors([]);
    save.mutate({ items });
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {items.length === 0 ? <p>{t("content.none")}</p> : null}
      <ol className="grid gap-4">
        {items.map((item, index) => (
          // Keyed by place: the questions have no id until saved, and every field is controlled.
          <li key={index} className="card grid gap-3">
            <label className="label">
              {t("content.question", { n: index + 1 })}
              <input
                className="field"
                value={item.question}
                onChange={(e) => edit(index, { question: e.target.value })}
              />
            </label>
            <label className="label">
              {t("content.answer")}
              <textarea
                className="field"
                rows={3}
                value={item.answer}
                onChange={(e) => edit(index, { answer: e.target.value })}
              />
            </label>
            <label className="label">
              {t("content.category")}
              <input
                className="field"
                value={item.category}
                onChange={(e) => edit(index, { category: e.target.value })}
              />
            </label>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn" disabled={index === 0} onClick={() => move(index, -1)}>
                {t("content.moveUp", { what: String(index + 1) })}
              </button>
              <button
                type="button"
                className="btn"
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                {t("content.moveDown", { what: String(index + 1) })}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => setItems((all) => all.filter((_, i) => i !== index))}
              >
                {t("content.removeQuestion", { n: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn"
          onClick={() => setItems((all) => [...all, { question: "", answer: "", category: "" }])}
        >
          {t("content.addQuestion")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t("content.save")}
        </button>
      </div>
      <FormErrors errors={errors} />
      {save.isSuccess ? (
        <p role="status" className="text-sm text-green-900">
          {t("content.saved")}
        </p>
      ) : null}
    </form>
  );
}
