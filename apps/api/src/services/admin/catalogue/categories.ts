import type { AdminCategory, AdminCategoryWrite } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import {
  bannerImageProblem,
  canMoveUnder,
  categoryDeleteRefusal,
  categoryPaths,
  categoryTextProblems,
  moveAmongSiblings,
} from "@sf/domain";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { AppError, FieldErrors, notFound } from "../../../lib/app-error.ts";
import { clearSitePages } from "../../external/site-pages.ts";
import type { DbOrTx, StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";

type SiteLike = { id: number; languages: string[]; mainLanguage: string };
const { categories: c, categoryTranslations: ct, productCategories: pc } = schema;

/** Every category of the shop in tree order (parents before children, siblings by position). */
export async function listCategories(db: DbOrTx, siteId: number): Promise<AdminCategory[]> {
  const [rows, texts, products] = await Promise.all([
    db.select().from(c).where(eq(c.siteId, siteId)).orderBy(asc(c.position), asc(c.id)),
    db.select().from(ct).where(eq(ct.siteId, siteId)),
    db.select({ id: pc.categoryId, n: count() }).from(pc).where(eq(pc.siteId, siteId)).groupBy(pc.categoryId),
  ]);
  const productCount = new Map(products.map((p) => [p.id, p.n]));
  const textsOf = new Map<number, AdminCategory["texts"]>();
  for (const t of texts) {
    const entry = textsOf.get(t.categoryId) ?? {};
    entry[t.lang as keyof AdminCategory["texts"]] = {
      title: t.title,
      slug: t.slug,
      path: t.path,
      description: t.description,
      seo_title: t.seoTitle,
      seo_description: t.seoDescription,
    };
    textsOf.set(t.categoryId, entry);
  }
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const out: AdminCategory[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      out.push({
        id: row.id,
        parent_id: row.parentId,
        position: row.position,
        depth,
        show_18_popup: row.show18Popup,
        banner: row.banner ?? null,
        texts: textsOf.get(row.id) ?? {},
        product_count: productCount.get(row.id) ?? 0,
        children_count: children.get(row.id)?.length ?? 0,
      });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

async function categoryOf(tx: DbOrTx, siteId: number, id: number) {
  const [row] = await tx
    .select()
    .from(c)
    .where(and(eq(c.siteId, siteId), eq(c.id, id)));
  if (!row) throw notFound("No such category in this shop.");
  return row;
}

/** The texts to store for each shop language: the given ones, the others from the main language's. */
function fullTexts(site: SiteLike, texts: AdminCategoryWrite["texts"]) {
  const main = texts[site.mainLanguage as keyof typeof texts];
  if (!main)
    throw new FieldErrors({ [`title.${site.mainLanguage}`]: ["The main language's title is required."] });
  return Object.fromEntries(
    site.languages.map((lang) => {
      const t = texts[lang as keyof typeof texts] ?? main;
      return [
        lang,
        {
          title: t.title,
          slug: t.slug,
          description: t.description ?? "",
          seoTitle: t.seo_title ?? "",
          seoDescription: t.seo_description ?? "",
        },
      ];
    }),
  );
}

async function checkInput(tx: DbOrTx, site: SiteLike, input: AdminCategoryWrite, selfId: number | null) {
  const inUse = await tx
    .select({ id: ct.categoryId, lang: ct.lang, slug: ct.slug })
    .from(ct)
    .where(eq(ct.siteId, site.id));
  const problems = categoryTextProblems(input.texts, site, inUse, selfId);
  if (input.banner) {
    const problem = bannerImageProblem(input.banner.image);
    if (problem) problems["banner.image"] = problem;
  }
  if (Object.keys(problems).length)
    throw new FieldErrors(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])));
}

/** Each language's path of a category (null: the top). */
async function pathsOf(tx: DbOrTx, id: number | null): Promise<Record<string, string> | null> {
  if (id === null) return null;
  const rows = await tx.select({ lang: ct.lang, path: ct.path }).from(ct).where(eq(ct.categoryId, id));
  return Object.fromEntries(rows.map((r) => [r.lang, r.path]));
}

/** Writes a category's translations, then its descendants' paths (they start with its own). */
async function writeTexts(
  tx: DbOrTx,
  site: SiteLike,
  id: number,
  parentId: number | null,
  texts: ReturnType<typeof fullTexts>,
) {
  const paths = categoryPaths(
    Object.fromEntries(Object.entries(texts).map(([lang, t]) => [lang, t.slug])),
    await pathsOf(tx, parentId),
  );
  await tx.delete(ct).where(eq(ct.categoryId, id));
  await tx.insert(ct).values(
    Object.entries(texts).map(([lang, t]) => ({
      categoryId: id,
      siteId: site.id,
      lang,
      title: t.title,
      slug: t.slug,
      path: paths[lang] as string,
      description: t.description,
      seoTitle: t.seoTitle,
      seoDescription: t.seoDescription,
    })),
  );
  // The subtree's paths follow the new ones, level by level.
  let level = [id];
  while (level.length) {
    const kids = await tx
      .select({ id: c.id, parentId: c.parentId })
      .from(c)
      .where(and(eq(c.siteId, site.id), inArray(c.parentId, level)));
    for (const kid of kids) {
      const own = await tx.select({ lang: ct.lang, slug: ct.slug }).from(ct).where(eq(ct.categoryId, kid.id));
      const parentPaths = await pathsOf(tx, kid.parentId);
      const kidPaths = categoryPaths(Object.fromEntries(own.map((o) => [o.lang, o.slug])), parentPaths);
      for (const [lang, path] of Object.entries(kidPaths))
        await tx
          .update(ct)
          .set({ path })
          .where(and(eq(ct.categoryId, kid.id), eq(ct.lang, lang)));
    }
    level = kids.map((k) => k.id);
  }
  return paths;
}

const audited = (input: AdminCategoryWrite, paths?: Record<string, string>) => ({
  parent_id: input.parent_id,
  show_18_popup: input.show_18_popup,
  banner: input.banner,
  texts: input.texts,
  ...(paths ? { paths } : {}),
});

export async function createCategory(db: Db, actor: StaffActor, site: SiteLike, input: AdminCategoryWrite) {
  const id = await db.transaction(async (tx) => {
    if (input.parent_id !== null) await categoryOf(tx, site.id, input.parent_id);
    await checkInput(tx, site, input, null);
    const texts = fullTexts(site, input.texts);
    const siblings = await tx
      .select({ position: c.position })
      .from(c)
      .where(
        and(
          eq(c.siteId, site.id),
          input.parent_id === null ? isNull(c.parentId) : eq(c.parentId, input.parent_id),
        ),
      );
    const position = Math.max(-1, ...siblings.map((s) => s.position)) + 1;
    const [row] = await tx
      .insert(c)
      .values({
        siteId: site.id,
        parentId: input.parent_id,
        position,
        show18Popup: input.show_18_popup,
        banner: input.banner,
      })
      .returning({ id: c.id });
    if (!row) throw new Error("category insert returned nothing");
    const paths = await writeTexts(tx, site, row.id, input.parent_id, texts);
    await writeAudit(tx, actor, {
      action: "category.create",
      entity: "category",
      entityId: row.id,
      before: null,
      after: audited(input, paths),
    });
    return row.id;
  });
  await clearSitePages(db, site.id);
  return (await listCategories(db, site.id)).find((x) => x.id === id) as AdminCategory;
}

export async function updateCategory(
  db: Db,
  actor: StaffActor,
  site: SiteLike,
  id: number,
  input: AdminCategoryWrite,
) {
  await db.transaction(async (tx) => {
    const before = await categoryOf(tx, site.id, id);
    if (input.parent_id !== null) {
      await categoryOf(tx, site.id, input.parent_id);
      const all = await tx.select({ id: c.id, parentId: c.parentId }).from(c).where(eq(c.siteId, site.id));
      if (!canMoveUnder(id, input.parent_id, new Map(all.map((r) => [r.id, r.parentId]))))
        throw new FieldErrors({ parent_id: ["A category cannot move under itself or its subcategories."] });
    }
    await checkInput(tx, site, input, id);
    const beforeTexts = await tx.select().from(ct).where(eq(ct.categoryId, id));
    let position = before.position;
    if (input.parent_id !== before.parentId) {
      const siblings = await tx
        .select({ position: c.position })
        .from(c)
        .where(
          and(
            eq(c.siteId, site.id),
            input.parent_id === null ? isNull(c.parentId) : eq(c.parentId, input.parent_id),
          ),
        );
      position = Math.max(-1, ...siblings.map((s) => s.position)) + 1;
    }
    await tx
      .update(c)
      .set({ parentId: input.parent_id, position, show18Popup: input.show_18_popup, banner: input.banner })
      .where(and(eq(c.siteId, site.id), eq(c.id, id)));
    const paths = await writeTexts(tx, site, id, input.parent_id, fullTexts(site, input.texts));
    await writeAudit(tx, actor, {
      action: "category.update",
      entity: "category",
      entityId: id,
      before: {
        parent_id: before.parentId,
        show_18_popup: before.show18Popup,
        banner: before.banner,
        texts: Object.fromEntries(
          beforeTexts.map((t) => [t.lang, { title: t.title, slug: t.slug, path: t.path }]),
        ),
      },
      after: audited(input, paths),
    });
  });
  await clearSitePages(db, site.id);
  return (await listCategories(db, site.id)).find((x) => x.id === id) as AdminCategory;
}

/** Deletes an empty leaf category; one with products or subcategories is refused (409). */
export async function deleteCategory(db: Db, actor: StaffActor, siteId: number, id: number) {
  await db.transaction(async (tx) => {
    const row = await categoryOf(tx, siteId, id);
    const [[kids], [products]] = await Promise.all([
      tx
        .select({ n: count() })
        .from(c)
        .where(and(eq(c.siteId, siteId), eq(c.parentId, id))),
      tx
        .select({ n: count() })
        .from(pc)
        .where(and(eq(pc.siteId, siteId), eq(pc.categoryId, id))),
    ]);
    const refusal = categoryDeleteRefusal({ children: kids?.n ?? 0, products: products?.n ?? 0 });
    if (refusal) throw new AppError("conflict", refusal);
    const texts = await tx
      .select({ lang: ct.lang, title: ct.title, path: ct.path })
      .from(ct)
      .where(eq(ct.categoryId, id));
    await tx.delete(c).where(and(eq(c.siteId, siteId), eq(c.id, id)));
    await writeAudit(tx, actor, {
      action: "category.delete",
      entity: "category",
      entityId: id,
      before: { parent_id: row.parentId, texts },
      after: null,
    });
  });
  await clearSitePages(db, siteId);
}

/** Moves a category one place up or down among its siblings (positions renumbered 0..n-1). */
export async function moveCategory(
  db: Db,
  actor: StaffActor,
  siteId: number,
  id: number,
  direction: "up" | "down",
) {
  await db.transaction(async (tx) => {
    const row = await categoryOf(tx, siteId, id);
    const siblings = await tx
      .select({ id: c.id })
      .from(c)
      .where(
        and(eq(c.siteId, siteId), row.parentId === null ? isNull(c.parentId) : eq(c.parentId, row.parentId)),
      )
      .orderBy(asc(c.position), asc(c.id));
    const order = moveAmongSiblings(
      siblings.map((s) => s.id),
      id,
      direction,
    );
    for (const [position, sibling] of order.entries())
      await tx
        .update(c)
        .set({ position })
        .where(and(eq(c.siteId, siteId), eq(c.id, sibling)));
    await writeAudit(tx, actor, {
      action: "category.move",
      entity: "category",
      entityId: id,
      before: { position: siblings.findIndex((s) => s.id === id) },
      after: { position: order.indexOf(id), direction },
    });
  });
  await clearSitePages(db, siteId);
}
