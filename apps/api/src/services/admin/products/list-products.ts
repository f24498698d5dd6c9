import type { AdminProductList, AdminProductListQuery } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, asc, count, desc, eq, exists, gt, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Site } from "../../../lib/site.ts";
import { containing } from "../../../lib/sql.ts";
import { descendantIds, getCategoryTree, text } from "../../catalogue/category-tree.ts";
import { productPictures } from "../../catalogue/product-cards.ts";

const { products: p, productTranslations: tr, productCategories, brands } = schema;

/** The title the list sorts and shows: the request's language, else the shop's main one. */
const titleIn = (lang: string, main: string) =>
  sql<string>`coalesce(
    (select t.title from ${tr} t where t.product_id = ${p.id} and t.lang = ${lang}),
    (select t.title from ${tr} t where t.product_id = ${p.id} and t.lang = ${main}),
    '')`;

/** One page of the shop's products, searched, filtered and sorted by the database. */
export async function listAdminProducts(
  db: Db,
  site: Site,
  lang: string,
  query: AdminProductListQuery,
): Promise<AdminProductList> {
  const tree = await getCategoryTree(db, site);
  const conditions: (SQL | undefined)[] = [eq(p.siteId, site.id)];
  if (query.q) {
    const like = containing(query.q);
    conditions.push(
      or(
        ilike(p.code, like),
        exists(
          db
            .select({ one: sql`1` })
            .from(tr)
            .where(and(eq(tr.productId, p.id), ilike(tr.title, like))),
        ),
      ),
    );
  }
  if (query.category_id) {
    // A category of another shop is not in this shop's tree: it names no product here.
    const ids = tree.nodes.has(query.category_id) ? descendantIds(tree, query.category_id) : [];
    conditions.push(
      ids.length
        ? exists(
            db
              .select({ one: sql`1` })
              .from(productCategories)
              .where(and(eq(productCategories.productId, p.id), inArray(productCategories.categoryId, ids))),
          )
        : sql`false`,
    );
  }
  if (query.brand_id) conditions.push(eq(p.brandId, query.brand_id));
  if (query.stock) conditions.push(query.stock === "in" ? gt(p.stockTotal, 0) : lte(p.stockTotal, 0));
  if (query.visible) conditions.push(eq(p.active, query.visible === "yes"));
  const where = and(...conditions);

  const title = titleIn(lang, site.mainLanguage);
  const sort = query.sort ?? "-created_at";
  const direction = sort.startsWith("-") ? desc : asc;
  const column = {
    title,
    code: p.code,
    price: p.price,
    stock: p.stockTotal,
    created_at: p.createdAt,
  }[sort.replace(/^-/, "") as "title"];
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const [rows, [total]] = await Promise.all([
    db
      .select({ p, title, brand: brands.name })
      .from(p)
      .leftJoin(brands, eq(brands.id, p.brandId))
      .where(where)
      .orderBy(direction(column), direction(p.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(p).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map((row) => {
      const category = row.p.mainCategoryId ? tree.nodes.get(row.p.mainCategoryId) : undefined;
      return {
        id: row.p.id,
        code: row.p.code,
        title: row.title,
        price: row.p.price,
        old_price: row.p.oldPrice,
        stock_total: row.p.stockTotal,
        active: row.p.active,
        category: category ? text(category, lang, site.mainLanguage).title : null,
        brand: row.brand,
        image: productPictures(row.p)[0] as string,
      };
    }),
    total: n,
    page,
    page_size: pageSize,
    pages: Math.max(1, Math.ceil(n / pageSize)),
  };
}
