import { type OrderStockTaken, schema } from "@sf/db";
import { RESERVATION_MINUTES, sellableQty } from "@sf/domain";
import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { type CartOwner, lockCart, PROBLEM_TEXT, type Tx } from "../cart/cart.ts";

export type LockedProduct = {
  id: number;
  code: string;
  active: boolean;
  stock: number;
  preorder: boolean;
  multiplicity: number;
  price: number;
  oldPrice: number | null;
  isRecipe: boolean;
  homeDelivery: boolean;
  loyaltyGive: number;
};

export type StockProblem = {
  id: number;
  code: "inactive" | "out_of_stock" | "not_enough_stock";
  detail: string;
  max_count: number | null;
};

/**
 * Locks the site's products for the rest of the transaction, always in id order so that two
 * checkouts sharing products queue instead of deadlocking. Ids of other sites are left out.
 */
export async function lockProducts(tx: Tx, site: Site, ids: number[]): Promise<Map<number, LockedProduct>> {
  const { products } = schema;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return new Map();
  const rows = await tx
    .select({
      id: products.id,
      code: products.code,
      active: products.active,
      stock: products.stockTotal,
      preorder: products.preorder,
      multiplicity: products.multiplicity,
      price: products.price,
      oldPrice: products.oldPrice,
      isRecipe: products.isRecipe,
      homeDelivery: products.homeDelivery,
      loyaltyGive: products.loyaltyGive,
    })
    .from(products)
    .where(and(eq(products.siteId, site.id), inArray(products.id, sorted)))
    .orderBy(products.id)
    .for("update");
  return new Map(rows.map((r) => [r.id, r]));
}

/** Quantities held by other shoppers' live reservations, per product. */
export async function reservedByOthers(
  tx: Tx,
  ids: number[],
  ownCartId: number | null,
): Promise<Map<number, number>> {
  const { stockReservations: r } = schema;
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ productId: r.productId, qty: sql<number>`sum(${r.qty})::float8` })
    .from(r)
    .where(
      and(
        inArray(r.productId, ids),
        gt(r.expiresAt, sql`now()`),
        ownCartId === null ? undefined : ne(r.cartId, ownCartId),
      ),
    )
    .groupBy(r.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.qty)]));
}

/** The lines that cannot be had in their quantity now (locked products, live reservations). */
export function stockProblems(
  lines: { productId: number; count: number }[],
  locked: Map<number, LockedProduct>,
  reserved: Map<number, number>,
  allowNegative: boolean,
): StockProblem[] {
  const problems: StockProblem[] = [];
  for (const line of lines) {
    const p = locked.get(line.productId);
    if (!p?.active) {
      problems.push({ id: line.productId, code: "inactive", detail: PROBLEM_TEXT.inactive(0), max_count: 0 });
      continue;
    }
    const sellable = sellableQty(p, reserved.get(p.id) ?? 0, allowNegative);
    if (sellable === null || line.count <= sellable) continue;
    const code = sellable <= 0 ? "out_of_stock" : "not_enough_stock";
    problems.push({ id: p.id, code, detail: PROBLEM_TEXT[code](sellable), max_count: sellable });
  }
  return problems;
}

/**
 * `create-reservation`: holds the cart's quantities for RESERVATION_MINUTES, or refuses with
 * the lines that cannot be had (400). Repeating it renews the hold.
 */
export async function createReservation(tx: Tx, site: Site, owner: CartOwner): Promise<void> {
  const { cartItems, stockReservations } = schema;
  const cartId = await lockCart(tx, site, owner);
  const lines = await tx
    .select({ productId: cartItems.productId, count: cartItems.count })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if (lines.length === 0) throw new AppError("invalid", "The cart is empty.");
  const ids = lines.map((l) => l.productId);
  const locked = await lockProducts(tx, site, ids);
  const reserved = await reservedByOthers(tx, ids, cartId);
  const problems = stockProblems(lines, locked, reserved, site.settings.allow_negative_stock);
  if (problems.length)
    throw new AppError("invalid", "Some products are not available.", { products: problems });
  await tx.delete(stockReservations).where(eq(stockReservations.cartId, cartId));
  await tx.insert(stockReservations).values(
    lines.map((l) => ({
      siteId: site.id,
      cartId,
      productId: l.productId,
      qty: l.count,
      expiresAt: sql`now() + make_interval(mins => ${RESERVATION_MINUTES})`,
    })),
  );
}

/** Whole units taken from stock for a quantity (stock is counted in whole units). */
export const stockUnits = (count: number): number => Math.ceil(count - 1e-9);

/** What one line took out of stock: whole units in all, and how many from each shop. */
export type StockTaken = OrderStockTaken;

/**
 * Takes an ordered quantity out of stock: from the pickup shop when there is one (refused when
 * that shop has too little), else from the shops with the most first. The product row is locked.
 * Answers what was taken (so a cancelled order can give back exactly that).
 */
export async function takeStock(
  tx: Tx,
  product: LockedProduct,
  count: number,
  pickupShopId: number | null,
  allowNegative: boolean,
): Promise<StockTaken> {
  const { products, productStock } = schema;
  const taken: StockTaken = { productId: product.id, units: 0, shops: [] };
  if (product.preorder && product.stock <= 0) return taken;
  let left = stockUnits(count);
  const units = left;
  const shops = await tx
    .select({ shopId: productStock.shopId, qty: productStock.qty })
    .from(productStock)
    .where(eq(productStock.productId, product.id))
    .orderBy(sql`${productStock.qty} desc`, productStock.shopId);
  const order = pickupShopId === null ? shops : shops.filter((s) => s.shopId === pickupShopId);
  for (const shop of order) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, shop.qty));
    if (take <= 0) continue;
    await tx
      .update(productStock)
      .set({ qty: sql`${productStock.qty} - ${take}` })
      .where(and(eq(productStock.productId, product.id), eq(productStock.shopId, shop.shopId)));
    taken.shops.push({ shopId: shop.shopId, qty: take });
    left -= take;
  }
  if (left > 0 && !allowNegative) {
    // The product is there, but not at the pickup store: its own code, so the checkout can
    // point at the store rather than at the cart's quantities.
    const atStore = units - left;
    throw new AppError("invalid", "Some products are not available at the chosen store.", {
      products: [
        pickupShopId === null
          ? {
              id: product.id,
              code: "not_enough_stock",
              detail: PROBLEM_TEXT.not_enough_stock(atStore),
              max_count: atStore,
            }
          : {
              id: product.id,
              code: "not_at_store",
              detail: `Only ${atStore} at the chosen store.`,
              max_count: atStore,
            },
      ],
    });
  }
  await tx
    .update(products)
    .set({
      stockTotal: sql`${products.stockTotal} - ${units}`,
      salesCount: sql`${products.salesCount} + ${units}`,
    })
    .where(eq(products.id, product.id));
  taken.units = units;
  return taken;
}

/**
 * Gives back what `takeStock` took (a cancelled order): to the same shops (a store row removed
 * since is made again), and to the total.
 */
export async function returnStock(tx: Tx, siteId: number, taken: readonly StockTaken[]): Promise<void> {
  const { products, productStock } = schema;
  for (const line of taken) {
    for (const shop of line.shops) {
      await tx
        .insert(productStock)
        .values({ productId: line.productId, shopId: shop.shopId, siteId, qty: shop.qty })
        .onConflictDoUpdate({
          target: [productStock.productId, productStock.shopId],
          set: { qty: sql`${productStock.qty} + ${shop.qty}` },
        });
    }
    if (line.units > 0) {
      await tx
        .update(products)
        .set({
          stockTotal: sql`${products.stockTotal} + ${line.units}`,
          salesCount: sql`greatest(${products.salesCount} - ${line.units}, 0)`,
        })
        .where(eq(products.id, line.productId));
    }
  }
}
