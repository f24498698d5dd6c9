import type { AdminSliderChoices, SlidersContent } from "@sf/contract";
import { adminSlidersWriteSchema } from "@sf/contract/admin-content";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api } from "../../api.ts";
import {
  ContentNav,
  FormErrors,
  languageName,
  messagesOf,
  useShopLanguages,
} from "../../components/content-parts.tsx";
import { ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { useI18n } from "../../i18n.tsx";

type Slider = SlidersContent["sliders"][number];
type RuleType = Slider["rule"]["type"];

/** The shop's curated product sliders (home page or product pages): what each shows, titles per language, order. */
export default function Sliders() {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: ["content", "sliders"],
    queryFn: () => api<SlidersContent>("/content/sliders"),
  });
  const choices = useQuery({
    queryKey: ["content", "sliders", "choices"],
    queryFn: () => api<AdminSliderChoices>("/content/sliders/choices"),
  });
  return (
    <section>
      <PageTitle>{t("content.title")}</PageTitle>
      <ContentNav />
      <p className="mb-4 text-sm text-slate-700">{t("content.slidersHint")}</p>
      {query.isPending || choices.isPending ? <Loading /> : null}
      {query.isError ? <ErrorNote error={query.error} retry={() => query.refetch()} /> : null}
      {choices.isError ? <ErrorNote error={choices.error} retry={() => choices.refetch()} /> : null}
      {query.data && choices.data ? <SlidersForm initial={query.data} choices={choices.data} /> : null}
    </section>
  );
}

function SlidersForm({ initial, choices }: { initial: SlidersContent; choices: AdminSliderChoices }) {
  const { t } = useI18n();
  const languages = useShopLanguages();
  const queryClient = useQueryClient();
  const [sliders, setSliders] = useState(initial.sliders);
  // The codes as typed (one per line or separated by commas), per slider.
  const [codes, setCodes] = useState(() =>
    initial.sliders.map((s) => (s.rule.type === "codes" ? s.rule.codes.join("\n") : "")),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (body: unknown) => api<SlidersContent>("/content/sliders", { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(["content", "sliders"], saved),
    onError: (error) => setErrors(messagesOf(error)),
  });
  const edit = (index: number, patch: Partial<Slider>) =>
    setSliders((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const ruleOf = (type: RuleType, index: number): Slider["rule"] =>
    type === "codes"
      ? { type, codes: splitCodes(codes[index] ?? "") }
      : type === "category"
        ? { type, category_id: choices.categories[0]?.id ?? 0 }
        : { type, brand_slug: choices.brands[0]?.slug ?? "" };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= sliders.length) return;
    const swap = <T,>(list: T[]) =>
      list.map((x, i) => (i === index ? list[to] : i === to ? list[index] : x) as T);
    setSliders(swap);
    setCodes(swap);
  };
  const remove = (index: number) => {
    setSliders((all) => all.filter((_, i) => i !== index));
    setCodes((all) => all.filter((_, i) => i !== index));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      sliders: sliders.map((s, i) =>
        s.rule.type === "codes" ? { ...s, rule: { type: "codes", codes: splitCodes(codes[i] ?? "") } } : s,
      ),
    };
    const parsed = adminSlidersWriteSchema.safeParse(body);
    if (!parsed.success) return setErrors(messagesOf(parsed.error));
    setErrors([]);
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} className="grid gap-6" noValidate>
      {sliders.map((slider, index) => {
        const name = slider.title[languages[0] as "ro"] || slider.slug || String(index + 1);
        return (
          // Keyed by place: sliders have no id, and every field is controlled.
          <fieldset key={`slider-${index}`} className="card grid gap-3 sm:grid-cols-2">
            <legend className="px-1 font-semibold">
              {t("content.sliderLegend", { n: index + 1, name })}
            </legend>
            <label className="label">
              {t("content.sliderKey")}
              <input
                className="field"
                value={slider.slug}
                onChange={(e) => edit(index, { slug: e.target.value })}
              />
            </label>
            <label className="label">
              {t("content.sliderPlace")}
              <select
                className="field"
                value={slider.is_product_page ? "product" : "home"}
                onChange={(e) => edit(index, { is_product_page: e.target.value === "product" })}
              >
                <option value="home">{t("content.sliderOnHome")}</option>
                <option value="product">{t("content.sliderOnProduct")}</option>
              </select>
            </label>
            {languages.map((lang) => (
              <label key={lang} className="label">
                {t("content.titleField")} ({languageName(lang)})
                <input
                  className="field"
                  value={slider.title[lang as "ro"] ?? ""}
                  onChange={(e) => edit(index, { title: { ...slider.title, [lang]: e.target.value } })}
                />
              </label>
            ))}
            <label className="label">
              {t("content.sliderShows")}
              <select
                className="field"
                value={slider.rule.type}
                onChange={(e) => edit(index, { rule: ruleOf(e.target.value as RuleType, index) })}
              >
                <option value="codes">{t("content.sliderByCodes")}</option>
                <option value="category">{t("content.sliderByCategory")}</option>
                <option value="brand">{t("content.sliderByBrand")}</option>
              </select>
            </label>
            {slider.rule.type === "codes" ? (
              <label className="label">
                {t("content.sliderCodes")}
                <textarea
                  className="field"
                  rows={3}
                  value={codes[index] ?? ""}
                  onChange={(e) => setCodes((all) => all.map((c, i) => (i === index ? e.target.value : c)))}
                />
              </label>
            ) : slider.rule.type === "category" ? (
              <label className="label">
                {t("content.sliderCategory")}
                <select
                  className="field"
                  value={slider.rule.category_id}
                  onChange={(e) =>
                    edit(index, { rule: { type: "category", category_id: Number(e.target.value) } })
                  }
                >
                  {choices.categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.title}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <label className="label">
                {t("content.sliderBrand")}
                <select
                  className="field"
                  value={slider.rule.brand_slug}
                  onChange={(e) => edit(index, { rule: { type: "brand", brand_slug: e.target.value } })}
                >
                  {choices.brands.map((b) => (
                    <option key={b.slug} value={b.slug}>
                      {b.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <button type="button" className="btn" disabled={index === 0} onClick={() => move(index, -1)}>
                {t("content.moveUp", { what: name })}
              </button>
              <button
                type="button"
                className="btn"
                disabled={index === sliders.length - 1}
                onClick={() => move(index, 1)}
              >
                {t("content.moveDown", { what: name })}
              </button>
              <button type="button" className="btn btn-danger" onClick={() => remove(index)}>
                {t("content.delete")} <span className="sr-only">{name}</span>
              </button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setSliders((all) => [
              ...all,
              { slug: "", title: {}, is_product_page: false, rule: { type: "codes", codes: [] } },
            ]);
            setCodes((all) => [...all, ""]);
          }}
        >
          {t("content.addSlider")}
        </button>
      </div>
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

const splitCodes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((c) => c.trim())
    .filter(Boolean);
