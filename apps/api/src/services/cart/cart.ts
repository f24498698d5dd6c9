import type { Cart, CartProduct, CartValidation, TaxData } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import {
  addQuantity,
  type CartLineProblem,
  cartLineProblem,
  cartTotals,
  lineTotal,
  loyaltySettingsOf,
  loyaltySpend,
  mergeCartLine,
  normalizeQuantity,
  reduceQuantity,
  shopTax,
  stepOf,
} from "@sf/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { loadProductCards } from "../catalogue/product-cards.ts";
import { readCartMealPlan, withMealPlan } from "../meal-plans/cart-meal-plan.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who owns a cart: a guest's browser id, or a signed-in customer. */
export type CartOwner = { browserId: string; userId?: undefined } | { userId: number; browserId?: undefined };

/** The owner's cart row among the shop's carts. */
function ownedBy(site: Site, owner: CartOwner) {
  const { carts } = schema;
  return and(
    eq(carts.siteId, site.id),
    owner.userId !== undefined ? eq(carts.userId, owner.userId) : eq(carts.browserId, owner.browserId),
  );
}

export const PROBLEM_TEXT: Record<CartLineProblem, (max: number | null) => string> = {
  inactive: () => "This product is no longer sold.",
  out_of_stock: () => "This product is out of stock.",
  not_enough_stock: (max) => `Only ${max} available.`,
};

const allowNegative = (site: Site) => site.settings.allow_negative_stock;

/** The cart row, created on first write; locked for the rest of the transaction. */
export async function lockCart(tx: Tx, site: Site, owner: CartOwner): Promise<number> {
  const { carts } = schema;
  await tx
    .insert(carts)
    .values(
      owner.userId !== undefined
        ? { siteId: site.id, userId: owner.userId }
        : { siteId: site.id, browserId: owner.browserId },
    )
    .onConflictDoNothing();
  const [row] = await tx.select({ id: carts.id }).from(carts).where(ownedBy(site, owner)).for("update");
  if (!row) throw new AppError("server_error", "The cart could not be opened.");
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, row.id));
  return row.id;
}

export async function findCartId(db: Db, site: Site, owner: CartOwner): Promise<number | null> {
  const { carts } = schema;
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownedBy(site, owner));
  return row?.id ?? null;
}

/** The site's product with what the cart rules need, or 404. */
async function productForCart(tx: Tx, site: Site, productId: number) {
  const { products } = schema;
  const [p] = await tx
    .select({
      id: products.id,
      active: products.active,
      stock: products.stockTotal,
      preorder: products.preorder,
      multiplicity: products.multiplicity,
    })
    .from(products)
    .where(and(eq(products.siteId, site.id), eq(products.id, productId)));
  if (!p) throw new AppError("not_found", "No such product in this shop.");
  return p;
}

async function currentCount(tx: Tx, cartId: number, productId: number): Promise<number> {
  const { cartItems } = schema;
  const [line] = await tx
    .select({ count: cartItems.count })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  return line?.count ?? 0;
}

async function writeCount(tx: Tx, cartId: number, productId: number, count: number): Promise<void> {
  const { cartItems } = schema;
  if (count <= 0) {
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
    return;
  }
  await tx
    .insert(cartItems)
    .values({ cartId, productId, count })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { count } });
}

type LineInput = { productId: number; count?: number | undefined };
type Product = Awaited<ReturnType<typeof productForCart>>;

/**
 * One write to a line, in a transaction holding the cart's lock: `decide` turns the line's
 * current quantity into the new one (0 removes it) or throws a refusal.
 */
async function changeLine(
  db: Db,
  site: Site,
  lang: string,
  owner: CartOwner,
  productId: number,
  decide: (before: number, product: Product) => number,
): Promise<Cart> {
  await db.transaction(async (tx) => {
    const product = await productForCart(tx, site, productId);
    const cartId = await lockCart(tx, site, owner);
    const next = decide(await currentCount(tx, cartId, product.id), product);
    await writeCount(tx, cartId, product.id, next);
  });
  return fetchCart(db, site, lang, owner);
}

/** Adds `count` (default: one step) of a product; refuses what cannot be sold. */
export function addCartItem(
  db: Db,
  site: Site,
  lang: string,
  owner: CartOwner,
  input: LineInput,
): Promise<Cart> {
  return changeLine(db, site, lang, owner, input.productId, (before, product) => {
    const next = addQuantity(before, input.count ?? stepOf(product.multiplicity), product.multiplicity);
    if (next === 0) throw new AppError("invalid", "count must be more than 0.");
    const { problem, maxCount } = cartLineProblem(product, next, allowNegative(site));
    if (problem) throw new AppError("invalid", PROBLEM_TEXT[problem](maxCount));
    return next;
  });
}

/** Takes `count` (default: one step) off a line; 0 removes it. An absent line is a 404. */
export function reduceCartItem(
  db: Db,
  site: Site,
  lang: string,
  owner: CartOwner,
  input: LineInput,
): Promise<Cart> {
  return changeLine(db, site, lang, owner, input.productId, (before, product) => {
    if (before === 0) throw new AppError("not_found", "This product is not in the cart.");
    return reduceQuantity(before, input.count ?? stepOf(product.multiplicity), product.multiplicity);
  });
}

/** Removes lines; ids not in the cart are ignored (removing twice is harmless). */
export async function removeCartItems(
  db: Db,
  site: Site,
  lang: string,
  owner: CartOwner,
  productIds: number[],
): Promise<Cart> {
  const cartId = await findCartId(db, site, owner);
  if (cartId !== null) {
    const { cartItems } = schema;
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.productId, [...new Set(productIds)])));
  }
  return fetchCart(db, site, lang, owner);
}

/** Pays a line with loyalty points (it then earns none), or stops doing so. */
export async function setCartLoyalty(
  db: Db,
  site: Site,
  lang: string,
  owner: CartOwner,
  input: { productId: number; active: boolean },
): Promise<Cart> {
  // Points are a customer's: a guest's cart has none to pay with.
  if (owner.userId === undefined && input.active)
    throw new AppError("not_authenticated", "Sign in to pay with loyalty points.");
  if (input.active && !loyaltySettingsOf(site.settings).enabled)
    throw new AppError("invalid", "This shop does not take loyalty points now.", {
      active: ["This shop does not take loyalty points now."],
    });
  const cartId = await findCartId(db, site, owner);
  const { cartItems } = schema;
  const updated = cartId
    ? await db
        .update(cartItems)
        .set({ loyaltyChecked: input.active })
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, input.productId)))
        .returning({ id: cartItems.productId })
    : [];
  if (updated.length === 0) throw new AppError("not_found", "This product is not in the cart.");
  return fetchCart(db, site, lang, owner);
}

type Line = { productId: number; count: number; loyaltyChecked: boolean };

async function cartLines(db: Db, site: Site, owner: CartOwner): Promise<Line[]> {
  const { carts, cartItems } = schema;
  return db
    .select({
      productId: cartItems.productId,
      count: cartItems.count,
      loyaltyChecked: cartItems.loyaltyChecked,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(ownedBy(site, owner))
    .orderBy(cartItems.addedAt, cartItems.productId);
}

/**
 * The cart with today's prices and stock; an absent cart is an empty one. A customer's also
 * names their points (`available_bonuses`) and what the lines ticked "pay with points" would
 * spend of them at today's prices (`used_bonuses`; a promo code can lower it at the order).
 */
export async function fetchCart(db: Db, site: Site, lang: string, owner: CartOwner): Promise<Cart> {
  const lines = await cartLines(db, site, owner);
  // The caterer's meal plan is one more line, priced from the shop's plans (decision 0045).
  const plan = await readCartMealPlan(db, site, lang, await findCartId(db, site, owner));
  // Guests pay with no points, and nobody while the shop's programme is off.
  if (owner.userId === undefined || !loyaltySettingsOf(site.settings).enabled) {
    const priced = await priceCartLines(
      db,
      site,
      lang,
      lines.map((l) => ({ ...l, loyaltyChecked: false })),
    );
    return withMealPlan(priced, plan, site);
  }
  const cart = withMealPlan(await priceCartLines(db, site, lang, lines), plan, site);
  const [holder] = await db
    .select({ points: schema.users.loyaltyPoints })
    .from(schema.users)
    .where(and(eq(schema.users.id, owner.userId), eq(schema.users.siteId, site.id)));
  const available = holder?.points ?? 0;
  const used = loyaltySpend(
    cart.products.map((p) => ({ unitPrice: p.price, count: p.count, loyaltyChecked: p.is_loyalty_active })),
    available,
  );
  return { ...cart, available_bonuses: available, used_bonuses: used };
}

/**
 * Lines priced with today's catalogue: quantities raised to each product's multiplicity, each
 * line's stock problem, the totals. Unknown and other shops' products are left out. Used for the
 * server cart and for a local cart's lines (`/general/cart/price-lines/`), which are not stored.
 */
export async function priceCartLines(
  db: Db,
  site: Site,
  lang: string,
  lines: Line[],
  taxData: TaxData | null = null,
): Promise<Cart> {
  const cards = await loadProductCards(
    db,
    site,
    lang,
    lines.map((l) => l.productId),
  );
  const byId = new Map(cards.map((c) => [c.productId, c]));
  const products: CartProduct[] = lines.flatMap((line) => {
    const card = byId.get(line.productId);
    if (!card) return [];
    const count = normalizeQuantity(line.count, card.multiplicity);
    const { problem, maxCount } = cartLineProblem(
      { active: card.active, stock: card.count, preorder: card.preorder },
      count,
      allowNegative(site),
    );
    return [
      {
        id: card.productId,
        count,
        price: card.price,
        old_price: card.old_price,
        line_total: lineTotal(card.price, count),
        home_delivery: card.home_delivery,
        card_payment_available: card.card_payment_available,
        is_recipe: card.is_recipe,
        is_loyalty_active: line.loyaltyChecked,
        loyalty_give: card.loyalty_give,
        available: problem === null,
        max_count: maxCount,
        product: card,
      },
    ];
  });
  const totals = cartTotals(
    products.map((p) => ({
      productId: p.id,
      price: p.price,
      oldPrice: p.old_price,
      count: p.count,
      loyaltyGive: p.loyalty_give,
      loyaltyChecked: p.is_loyalty_active,
    })),
  );
  const tax = shopTax(totals.totalPrice, site.settings, taxData);
  return {
    total_count: totals.totalCount,
    total_discount: totals.totalDiscount,
    total_price: totals.totalPrice,
    loyalty_give: totals.loyaltyGive,
    ...(tax ? { tax_price: tax.tax, tax_rate: tax.rate, tax_included: tax.included } : {}),
    products,
  };
}

/** Whether every line can be ordered as it stands; the problems otherwise. */
export async function validateCart(
  db: Db,
  site: Site,
  lang: string,
  owner: CartOwner,
): Promise<CartValidation> {
  const cart = await fetchCart(db, site, lang, owner);
  const problems = cart.products.flatMap((p) => {
    const { problem, maxCount } = cartLineProblem(
      { active: p.product.active, stock: p.product.count, preorder: p.product.preorder },
      p.count,
      allowNegative(site),
    );
    return problem
      ? [{ id: p.id, code: problem, detail: PROBLEM_TEXT[problem](maxCount), max_count: maxCount }]
      : [];
  });
  if (cart.products.length === 0 && !cart.meal_plan) {
    return { valid: false, products: [] };
  }
  return { valid: problems.length === 0, products: problems };
}

/**
 * `merge-cart`: on sign-in the guest's cart (by browser id) moves into the customer's, in one
 * transaction holding both carts' locks (the customer's first, so two merges queue). The
 * guest's cart and its reservations are dropped: merging again changes nothing.
 */
export async function mergeCart(
  db: Db,
  site: Site,
  lang: string,
  userId: number,
  browserId: string,
): Promise<Cart> {
  const { carts, cartItems, products } = schema;
  await db.transaction(async (tx) => {
    const customerCart = await lockCart(tx, site, { userId });
    const [guestCart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(ownedBy(site, { browserId }))
      .for("update");
    if (!guestCart) return;
    const guestLines = await tx
      .select({
        productId: cartItems.productId,
        count: cartItems.count,
        loyaltyChecked: cartItems.loyaltyChecked,
        active: products.active,
        stock: products.stockTotal,
        preorder: products.preorder,
        multiplicity: products.multiplicity,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.cartId, guestCart.id), eq(products.siteId, site.id)))
      .orderBy(cartItems.addedAt, cartItems.productId);
    const held = new Map(
      (
        await tx
          .select({
            productId: cartItems.productId,
            count: cartItems.count,
            loyaltyChecked: cartItems.loyaltyChecked,
          })
          .from(cartItems)
          .where(eq(cartItems.cartId, customerCart))
      ).map((l) => [l.productId, l]),
    );
    for (const line of guestLines) {
      const { maxCount } = cartLineProblem(line, Number.POSITIVE_INFINITY, allowNegative(site));
      const merged = mergeCartLine(held.get(line.productId) ?? null, line, {
        multiplicity: line.multiplicity,
        maxCount: line.active ? maxCount : null,
      });
      await tx
        .insert(cartItems)
        .values({ cartId: customerCart, productId: line.productId, ...merged })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: merged });
    }
    await tx.delete(carts).where(eq(carts.id, guestCart.id));
  });
  return fetchCart(db, site, lang, { userId });
}
