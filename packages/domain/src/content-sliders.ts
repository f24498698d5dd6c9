/**
 * The shop's curated product sliders (`/general/sliders`, edited in the back-office): keys are
 * unique (the storefront asks for a slider by key), each has a title in the shop's main
 * language, and what it shows must exist in the shop.
 */
export type SliderDraft = {
  slug: string;
  title: Partial<Record<string, string>>;
  rule:
    | { type: "codes"; codes: string[] }
    | { type: "category"; category_id: number }
    | { type: "brand"; brand_slug: string };
};

export function sliderProblems(
  sliders: readonly SliderDraft[],
  mainLanguage: string,
  known: { codes: ReadonlySet<string>; categories: ReadonlySet<number>; brands: ReadonlySet<string> },
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    problems[field] = [...(problems[field] ?? []), message];
  };
  const seen = new Set<string>();
  sliders.forEach((slider, i) => {
    if (seen.has(slider.slug)) add(`sliders.${i}.slug`, "Another slider has this key.");
    seen.add(slider.slug);
    if (!slider.title[mainLanguage]?.trim())
      add(`sliders.${i}.title.${mainLanguage}`, "The title in the shop's main language is required.");
    const rule = slider.rule;
    if (rule.type === "codes") {
      const unknown = rule.codes.filter((code) => !known.codes.has(code));
      if (unknown.length)
        add(
          `sliders.${i}.rule.codes`,
          `The shop has no products with these codes: ${unknown.slice(0, 5).join(", ")}.`,
        );
    } else if (rule.type === "category" && !known.categories.has(rule.category_id))
      add(`sliders.${i}.rule.category_id`, "The shop has no such category.");
    else if (rule.type === "brand" && !known.brands.has(rule.brand_slug))
      add(`sliders.${i}.rule.brand_slug`, "The shop has no such brand.");
  });
  return problems;
}
