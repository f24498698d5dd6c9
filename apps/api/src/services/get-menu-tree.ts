import type { MenuItem } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { localize } from "@sf/domain";
import { asc, eq } from "drizzle-orm";
import type { Site } from "../lib/site.ts";
import { getCategoryTree } from "./catalogue/category-tree.ts";

/** The site's menu as a tree of the spec's menu items, titles and urls in the given language. */
export async function getMenuTree(db: Db, site: Site, lang: string): Promise<MenuItem[]> {
  const { menuItems } = schema;
  const [rows, tree] = await Promise.all([
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.siteId, site.id))
      .orderBy(asc(menuItems.position), asc(menuItems.id)),
    getCategoryTree(db, site),
  ]);
  /** A menu item that links to a category shows that category's real product count. */
  const countFor = (url: string, stored: number) => {
    const id = tree.byPath.get(`${lang}:${url.replace(/^\/+|\/+$/g, "")}`);
    return id === undefined ? stored : (tree.nodes.get(id)?.productCount ?? stored);
  };
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: number | null): MenuItem[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      id: row.id,
      title: localize(row.title, lang, site.mainLanguage),
      url: localize(row.url, lang, site.mainLanguage),
      icon: row.icon,
      image: row.image,
      badge: row.badge ? localize(row.badge, lang, site.mainLanguage) || null : null,
      product_count: countFor(localize(row.url, lang, site.mainLanguage), row.productCount),
      subcategories: build(row.id),
    }));
  return build(null);
}
