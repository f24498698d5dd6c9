import { slugify } from "@sf/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { categories, categoryTranslations, type Localized, media, siteContents } from "../../schema.ts";
import { bannerSvg } from "../banner-art.ts";
import type { AdvantageSeed, ShowcaseSeed } from "./types.ts";

export type ShowcaseTarget = {
  siteId: number;
  code: string;
  languages: string[];
  mainLanguage: string;
  /** Category key -> id and brand key -> slug, from the catalogue writer. */
  categoryIds: Map<string, number>;
  brandSlugs: Map<string, string>;
};

const svg = (body: string) => new TextEncoder().encode(body);

/**
 * Writes a shop's content blocks: category banners (artwork in media, banner JSON on the
 * category), the home carousel, the home category blocks, curated sliders and the advantage
 * texts in every language of the site. Unknown keys fail the seed loudly.
 */
export async function seedShowcase(db: Db, target: ShowcaseTarget, seed: ShowcaseSeed): Promise<void> {
  const { siteId, code, languages, mainLanguage } = target;
  const category = (key: string) => {
    const id = target.categoryIds.get(key);
    if (!id) throw new Error(`Showcase for ${code}: unknown category ${key}`);
    return id;
  };

  const categoryPaths = async (id: number): Promise<Localized> => {
    const rows = await db
      .select({ lang: categoryTranslations.lang, path: categoryTranslations.path })
      .from(categoryTranslations)
      .where(eq(categoryTranslations.categoryId, id));
    return Object.fromEntries(rows.map((r) => [r.lang, `/${r.path}`]));
  };

  for (const [index, banner] of seed.banners.entries()) {
    const path = `banners/${code}-category-${slugify(banner.category)}.svg`;
    await db.insert(media).values({
      siteId,
      path,
      contentType: "image/svg+xml",
      body: svg(bannerSvg(banner.art.from, banner.art.to, 40 + index, 1600, 400)),
    });
    await db
      .update(categories)
      .set({
        banner: {
          image: `/media/${path}`,
          title: banner.title,
          ...(banner.link ? { url: await categoryPaths(category(banner.link)) } : {}),
        },
      })
      .where(eq(categories.id, category(banner.category)));
  }

  const carousel = [];
  for (const [index, item] of seed.carousel.entries()) {
    const path = `categories/${code}-${slugify(item.category)}.svg`;
    await db.insert(media).values({
      siteId,
      path,
      contentType: "image/svg+xml",
      body: svg(bannerSvg(item.art.from, item.art.to, 70 + index, 600, 400)),
    });
    carousel.push({ category_id: category(item.category), image: `/media/${path}` });
  }

  const brandSlug = (key: string) => {
    const slug = target.brandSlugs.get(key);
    if (!slug) throw new Error(`Showcase for ${code}: unknown brand ${key}`);
    return slug;
  };
  const text = (map: Partial<Record<string, string>>, lang: string, what: string) => {
    const value = map[lang];
    if (!value) throw new Error(`Showcase for ${code}: ${what} has no ${lang} text`);
    return value;
  };
  const advantages = (list: AdvantageSeed[], lang: string) =>
    list.map((a) => ({ icon: a.icon, title: text(a.title, lang, a.icon), text: text(a.text, lang, a.icon) }));

  const sliders = seed.sliders.map((s) => {
    for (const lang of languages) text(s.title, lang, `slider ${s.slug}`);
    const rule =
      "codes" in s.rule
        ? { type: "codes" as const, codes: s.rule.codes }
        : "category" in s.rule
          ? { type: "category" as const, category_id: category(s.rule.category) }
          : { type: "brand" as const, brand_slug: brandSlug(s.rule.brand) };
    return { slug: s.slug, title: s.title, is_product_page: s.isProductPage ?? false, rule };
  });

  await db.insert(siteContents).values([
    // Language-independent documents are stored once, under the main language.
    { siteId, key: "sliders", lang: mainLanguage, data: { sliders } },
    { siteId, key: "main_carousel_category", lang: mainLanguage, data: { categories: carousel } },
    {
      siteId,
      key: "category_products_main_page",
      lang: mainLanguage,
      data: { category_ids: seed.categoryBlocks.map(category), limit: 8 },
    },
    ...languages.map((lang) => ({
      siteId,
      key: "advantages",
      lang,
      data: {
        main_page: advantages(seed.advantages.main_page, lang),
        product_page: advantages(seed.advantages.product_page, lang),
        category_page: advantages(seed.advantages.category_page, lang),
        product_why_we: advantages(seed.advantages.product_why_we, lang),
      },
    })),
  ]);
}
