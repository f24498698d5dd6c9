import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { eq, sql } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { versionedCache } from "./catalogue-version.ts";

export type CategoryNode = {
  id: number;
  parentId: number | null;
  position: number;
  show18Popup: boolean;
  /** Per language: title, slug, path (without leading slash), description and SEO texts. */
  t: Record<
    string,
    {
      title: string;
      slug: string;
      path: string;
      description: string;
      seoTitle: string;
      seoDescription: string;
    }
  >;
  /** Active products in this category or any below it. */
  productCount: number;
  children: number[];
};

export type CategoryTree = {
  nodes: Map<number, CategoryNode>;
  roots: number[];
  /** "lang:path" -> category id */
  byPath: Map<string, number>;
};

const cache = versionedCache(loadTree);

/**
 * The site's whole category tree with product counts; small, so it is loaded at once and kept
 * until the catalogue version moves.
 */
export function getCategoryTree(db: Db, site: Site): Promise<CategoryTree> {
  return cache.get(db, site.id);
}

async function loadTree(db: Db, siteId: number): Promise<CategoryTree> {
  const { categories, categoryTranslations, productCategories, products } = schema;
  const [rows, translations] = await Promise.all([
    db.select().from(categories).where(eq(categories.siteId, siteId)),
    db.select().from(categoryTranslations).where(eq(categoryTranslations.siteId, siteId)),
  ]);
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows.sort((a, b) => a.position - b.position || a.id - b.id)) {
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parentId,
      position: row.position,
      show18Popup: row.show18Popup,
      t: {},
      productCount: 0,
      children: [],
    });
  }
  const byPath = new Map<string, number>();
  for (const tr of translations) {
    const node = nodes.get(tr.categoryId);
    if (!node) continue;
    node.t[tr.lang] = {
      title: tr.title,
      slug: tr.slug,
      path: tr.path,
      description: tr.description,
      seoTitle: tr.seoTitle,
      seoDescription: tr.seoDescription,
    };
    byPath.set(`${tr.lang}:${tr.path}`, tr.categoryId);
  }
  const roots: number[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node.id);
    else roots.push(node.id);
  }
  // A product counts once per category even when listed in several of its descendants: pair
  // every category with its ancestors (a closure built here) and count distinct products in SQL.
  const closure: [number, number][] = [];
  for (const node of nodes.values()) {
    let ancestor: CategoryNode | undefined = node;
    while (ancestor) {
      closure.push([node.id, ancestor.id]);
      ancestor = ancestor.parentId === null ? undefined : nodes.get(ancestor.parentId);
    }
  }
  if (closure.length) {
    const pairs = sql.join(
      closure.map(([descendant, ancestor]) => sql`(${descendant}::int, ${ancestor}::int)`),
      sql`, `,
    );
    const result = await db.execute(sql`
      select c.ancestor, count(distinct pc.product_id)::int as n
      from (values ${pairs}) as c(descendant, ancestor)
      join ${productCategories} pc on pc.category_id = c.descendant
      join ${products} p on p.id = pc.product_id and p.active
      group by c.ancestor`);
    for (const row of (result as unknown as { rows: { ancestor: number; n: number }[] }).rows) {
      const node = nodes.get(Number(row.ancestor));
      if (node) node.productCount = Number(row.n);
    }
  }
  return { nodes, roots, byPath };
}

export function descendantIds(tree: CategoryTree, id: number): number[] {
  const out: number[] = [];
  const stack = [id];
  while (stack.length) {
    const current = stack.pop() as number;
    out.push(current);
    stack.push(...(tree.nodes.get(current)?.children ?? []));
  }
  return out;
}

/** Root-first chain of a category and its ancestors. */
export function ancestry(tree: CategoryTree, id: number): CategoryNode[] {
  const chain: CategoryNode[] = [];
  let node = tree.nodes.get(id);
  while (node) {
    chain.unshift(node);
    node = node.parentId === null ? undefined : tree.nodes.get(node.parentId);
  }
  return chain;
}

export function text(node: CategoryNode, lang: string, mainLanguage: string) {
  return (
    node.t[lang] ??
    node.t[mainLanguage] ??
    Object.values(node.t)[0] ?? {
      title: "",
      slug: "",
      path: "",
      description: "",
      seoTitle: "",
      seoDescription: "",
    }
  );
}

/** Only used by tests and writers: forget the memoised tree of a site. */
export function forgetCategoryTree(siteId: number): void {
  cache.forget(siteId);
}
