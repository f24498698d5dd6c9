import {
  type ContentKey,
  contentSchemas,
  globalSiteSettingsSchema,
  type InfoContentKey,
  infoContentSchemas,
} from "@sf/contract";
import { demoSiteTokens } from "@sf/themes";
import { count } from "drizzle-orm";
import { writeCatalogue } from "../catalogue-import/write-catalogue.ts";
import type { Db } from "../client.ts";
import { media, menuItems, pages, promoCodes, shops, siteContents, sites, slides } from "../schema.ts";
import { seedDemoApiKey } from "./api-tokens/write.ts";
import { seedArticles } from "./articles/write.ts";
import { bannerSvg } from "./banner-art.ts";
import { seedBoard } from "./board/write.ts";
import { catalogueIds } from "./catalogue.ts";
import { demoContentExtras } from "./content-extras/index.ts";
import { seedContentExtras } from "./content-extras/write.ts";
import { seedCreditProgrammes } from "./credit/index.ts";
import { loadDemoCatalogue } from "./demo-catalogue.ts";
import { demoInfoPages } from "./info-pages/index.ts";
import { seedIuteCheckout } from "./iute/index.ts";
import { seedPopularQueries } from "./popular-queries.ts";
import { seedPromotions } from "./promotions/write.ts";
import { seedReviews } from "./reviews.ts";
import { seedShopShowcase } from "./shop-showcase/write.ts";
import { demoShowcases } from "./showcase/index.ts";
import { seedShowcase } from "./showcase/write.ts";
import { demoSites } from "./sites.ts";
import { seedStaff } from "./staff/index.ts";
import type { MenuSeed, SiteSeed } from "./types.ts";
import { seedVacancies } from "./vacancies/write.ts";
import { demoVariants } from "./variants.ts";

/** The demo shops' promo code: 10 % off every line. */
export const DEMO_PROMO_CODE = "BINEVENIT10";

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sites);
  return (row?.n ?? 0) > 0;
}

/**
 * Writes the demo shops (one per theme, then the variants of some: variants.ts) in one
 * transaction. Content is validated first.
 */
export async function seedDemo(db: Db): Promise<void> {
  for (const site of demoSites) validateSeed(site);
  await db.transaction(async (tx) => {
    for (const site of demoSites) await seedSite(tx as unknown as Db, site);
    for (const variant of demoVariants) {
      const base = demoSites.find((site) => site.code === variant.of);
      if (!base) throw new Error(`Demo variant ${variant.code}: no demo shop ${variant.of}`);
      const seed = { ...base, name: variant.name, settings: { ...base.settings, ...variant.settings } };
      validateSeed(seed);
      await seedSite(tx as unknown as Db, seed, { code: variant.code, token: variant.token });
    }
  });
}

function validateSeed(site: SiteSeed): void {
  globalSiteSettingsSchema.parse(site.settings);
  for (const key of Object.keys(contentSchemas) as ContentKey[]) {
    for (const lang of site.languages) {
      const doc = site.content[key][lang];
      if (!doc) throw new Error(`Seed for ${site.code}: ${key} is missing in ${lang}`);
      contentSchemas[key].parse(doc);
    }
  }
  // Information pages are optional per shop, but one a shop has must exist in all its languages.
  const info = demoInfoPages[site.code];
  for (const key of Object.keys(info) as InfoContentKey[]) {
    for (const lang of site.languages) {
      const doc = info[key]?.[lang];
      if (!doc) throw new Error(`Seed for ${site.code}: ${key} is missing in ${lang}`);
      infoContentSchemas[key].parse(doc);
    }
  }
}

/** One demo shop: the theme's own (its code and demo token), or a variant of it under its own. */
async function seedSite(
  db: Db,
  seed: SiteSeed,
  identity: { code: string; token: string } = { code: seed.code, token: demoSiteTokens[seed.code] },
): Promise<void> {
  const [site] = await db
    .insert(sites)
    .values({
      token: identity.token,
      code: identity.code,
      name: seed.name,
      theme: seed.code,
      languages: seed.languages,
      mainLanguage: seed.mainLanguage,
      currency: seed.currency,
      settings: seed.settings as Record<string, unknown>,
    })
    .returning({ id: sites.id });
  if (!site) throw new Error("site insert returned nothing");
  const siteId = site.id;
  await seedDemoApiKey(db, siteId, identity.code);
  await seedCreditProgrammes(db, siteId, seed.code);
  await seedStaff(db, siteId, seed.name);
  await seedIuteCheckout(db, siteId, seed.code);
  await seedBoard(db, siteId, seed.code);

  const contentRows = (Object.keys(seed.content) as ContentKey[]).flatMap((key) =>
    Object.entries(seed.content[key]).map(([lang, data]) => ({ siteId, key, lang, data })),
  );
  const info = demoInfoPages[seed.code];
  const infoRows = (Object.keys(info) as InfoContentKey[]).flatMap((key) =>
    Object.entries(info[key] ?? {}).map(([lang, data]) => ({ siteId, key, lang, data })),
  );
  await db.insert(siteContents).values([...contentRows, ...infoRows]);

  const pageRows = seed.pages.flatMap((page) =>
    Object.entries(page.byLang).map(([lang, p]) => ({
      siteId,
      pageKey: page.key,
      lang,
      slug: p.slug,
      title: p.title,
      html: p.html,
      ignoreLayout: page.ignoreLayout ?? false,
      showBreadcrumbs: page.showBreadcrumbs ?? true,
      seoTitle: p.seoTitle ?? p.title,
      seoDescription: p.seoDescription ?? "",
    })),
  );
  if (pageRows.length) await db.insert(pages).values(pageRows);

  await insertMenu(db, siteId, seed.menu, null);

  for (const [index, slide] of seed.slides.entries()) {
    const path = `banners/${seed.code}-${index + 1}.svg`;
    await db.insert(media).values({
      siteId,
      path,
      contentType: "image/svg+xml",
      body: new TextEncoder().encode(bannerSvg(slide.art.from, slide.art.to, index + 1)),
    });
    await db.insert(slides).values({
      siteId,
      position: index,
      showOn: slide.showOn,
      image: `/media/${path}`,
      imageMobile: null,
      url: slide.url,
      title: slide.title,
      description: slide.description,
    });
  }

  // A welcome code every demo shop accepts, for trying promo codes at checkout (README).
  await db.insert(promoCodes).values({
    siteId,
    code: DEMO_PROMO_CODE,
    type: "general",
    valueType: "percent",
    value: 10,
  });

  const shopRows = seed.shops.length
    ? await db
        .insert(shops)
        .values(seed.shops.map((shop, position) => ({ siteId, position, ...shop })))
        .returning({ id: shops.id })
    : [];

  // The catalogue: the shop's data files (seed-data/<theme>), read and written by the import.
  const demo = await loadDemoCatalogue(seed.code, {
    languages: seed.languages,
    mainLanguage: seed.mainLanguage,
    storeCount: shopRows.length,
  });
  if (demo) {
    const written = await writeCatalogue(
      db,
      {
        siteId,
        languages: seed.languages,
        mainLanguage: seed.mainLanguage,
        shopIds: shopRows.map((r) => r.id),
      },
      demo.catalogue,
    );
    await seedReviews(db, {
      siteId,
      code: seed.code,
      languages: seed.languages,
      mainLanguage: seed.mainLanguage,
    });
    await seedShowcase(
      db,
      {
        siteId,
        code: seed.code,
        languages: seed.languages,
        mainLanguage: seed.mainLanguage,
        ...catalogueIds(demo.catalogue, demo.keys, written.categoryIds),
      },
      demoShowcases[seed.code],
    );
  }
  await seedPopularQueries(db, siteId, seed.code, seed.languages);
  await seedContentExtras(
    db,
    { siteId, code: identity.code, languages: seed.languages, mainLanguage: seed.mainLanguage },
    demoContentExtras[seed.code],
  );
  // Imported when seeding only, like the catalogues: texts a running API never needs.
  const { demoArticles } = await import("./articles/index.ts");
  await seedArticles(db, { siteId, code: identity.code, languages: seed.languages }, demoArticles[seed.code]);
  const { demoVacancies } = await import("./vacancies/index.ts");
  await seedVacancies(db, { siteId, languages: seed.languages }, demoVacancies[seed.code]);
  const { demoShopShowcases } = await import("./shop-showcase/index.ts");
  await seedShopShowcase(
    db,
    { siteId, code: identity.code, languages: seed.languages, shopIds: shopRows.map((r) => r.id) },
    demoShopShowcases[seed.code],
  );
  const { demoPromotions } = await import("./promotions/index.ts");
  await seedPromotions(
    db,
    { siteId, code: identity.code, languages: seed.languages },
    demo,
    demoPromotions[seed.code],
  );
}

async function insertMenu(db: Db, siteId: number, items: MenuSeed[], parentId: number | null): Promise<void> {
  for (const [position, item] of items.entries()) {
    const [row] = await db
      .insert(menuItems)
      .values({
        siteId,
        parentId,
        position,
        title: item.title,
        url: item.url,
        icon: item.icon ?? null,
        badge: item.badge ?? null,
        productCount: item.productCount ?? 0,
      })
      .returning({ id: menuItems.id });
    if (row && item.children?.length) await insertMenu(db, siteId, item.children, row.id);
  }
}
