import type { ProductLinkKind } from "./product-filter.ts";
import { slugify } from "./slug.ts";

/**
 * The back-office's product editor: the rules a save must pass beyond the shape of its fields
 * (prices, slugs unique per language within the shop, linked products, pictures), the stock
 * total the storefront reads, and the texts of the shop's languages a save did not fill.
 */

export type ProductEditorErrors = Record<string, string[]>;

export type ProductEditorText = { title: string; slug: string };

export const PRODUCT_LINK_KINDS: readonly ProductLinkKind[] = ["associated", "similar", "compatible"];

function add(errors: ProductEditorErrors, field: string, message: string): void {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

/** The old (crossed-out) price is either empty or above the price: it says the product got cheaper. */
export function oldPriceProblem(price: number, oldPrice: number | null): string | null {
  if (oldPrice === null) return null;
  return oldPrice > price ? null : "The old price must be above the price, or empty.";
}

/** What the storefront counts as the product's stock: the stores' quantities, a negative one as 0. */
export function stockTotal(stock: readonly { qty: number }[]): number {
  return stock.reduce((sum, s) => sum + Math.max(0, s.qty), 0);
}

/**
 * Slugs must be unique per language within the shop: `taken` holds the slugs other products of
 * the shop use, as `lang:slug`. Two languages of one product may share a slug.
 */
export function slugProblems(
  texts: Record<string, ProductEditorText>,
  taken: ReadonlySet<string>,
): ProductEditorErrors {
  const errors: ProductEditorErrors = {};
  for (const [lang, text] of Object.entries(texts)) {
    if (slugify(text.slug) !== text.slug)
      add(errors, `texts.${lang}.slug`, "Use lower-case letters, digits and hyphens only.");
    else if (taken.has(`${lang}:${text.slug}`))
      add(errors, `texts.${lang}.slug`, "Another product of the shop has this address in this language.");
  }
  return errors;
}

export type ProductEditorInput = {
  price: number;
  old_price: number | null;
  main_language: string;
  texts: Record<string, ProductEditorText>;
  stock: readonly { store_id: number; qty: number }[];
  links: Record<ProductLinkKind, readonly number[]>;
  images: readonly string[];
};

/**
 * Every rule of a save that needs no database: the main language's text is there, the prices
 * agree, a store is named once, a product is not linked to itself, a picture is listed once.
 * `selfId` is the edited product's id (null when creating).
 */
export function productEditorProblems(input: ProductEditorInput, selfId: number | null): ProductEditorErrors {
  const errors: ProductEditorErrors = {};
  if (!input.texts[input.main_language])
    add(errors, `texts.${input.main_language}.title`, "The shop's main language needs a title.");
  const oldPrice = oldPriceProblem(input.price, input.old_price);
  if (oldPrice) add(errors, "old_price", oldPrice);
  const stores = new Set<number>();
  for (const s of input.stock) {
    if (stores.has(s.store_id)) add(errors, "stock", "Each store is listed once.");
    stores.add(s.store_id);
  }
  for (const kind of PRODUCT_LINK_KINDS)
    if (selfId !== null && input.links[kind].includes(selfId))
      add(errors, `links.${kind}`, "A product cannot be linked to itself.");
  if (new Set(input.images).size !== input.images.length)
    add(errors, "images", "Each picture is listed once.");
  return errors;
}

/**
 * The texts of every shop language: a language the save left out gets the main language's title
 * under a slug of its own (the title's, made free by the `taken` set, `lang:slug` pairs).
 */
export function fillLanguages<T extends ProductEditorText>(
  texts: Record<string, T>,
  languages: readonly string[],
  mainLanguage: string,
  taken: ReadonlySet<string>,
  fallbackSlug: string,
): Record<string, T> {
  const main = texts[mainLanguage];
  const out: Record<string, T> = { ...texts };
  if (!main) return out;
  for (const lang of languages) {
    if (out[lang]) continue;
    const base = slugify(main.title) || fallbackSlug;
    let slug = base;
    for (let n = 2; taken.has(`${lang}:${slug}`); n++) slug = `${base}-${n}`;
    out[lang] = { ...main, slug };
  }
  return out;
}

/** A shop may refuse to delete a product that orders name: it is hidden instead. */
export function deleteProblem(orderCount: number): string | null {
  return orderCount > 0
    ? `This product is in ${orderCount} order(s) and cannot be deleted: hide it instead.`
    : null;
}
