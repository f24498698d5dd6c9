import type { Localized } from "../../schema.ts";
import type { ProductSeed } from "../catalogue-types.ts";

type Colour = { hex: string; title: Localized };

/** One model in several colours: existing products and copies of the first in new colours. */
export type ColourFamily = {
  group: string;
  /** Products already in the catalogue, with their colours; new variants copy the first. */
  members: { code: string; color: Colour; preorder?: boolean }[];
  added?: {
    code: string;
    title: Localized;
    color: Colour;
    stock: number[];
    preorder?: boolean;
    /** Specification values that differ from the copied product (e.g. the colour filter). */
    specs?: ProductSeed["specs"];
  }[];
};

/**
 * Ties colour variants together: members get their colour and group, new variants are inserted
 * right after the product they copy (same texts, links and specs, their own code, title,
 * colour, picture colour and stock). A code that does not exist fails the seed.
 */
export function withColourVariants(products: ProductSeed[], families: ColourFamily[]): ProductSeed[] {
  const out = [...products];
  for (const family of families) {
    const indexOf = (code: string) => {
      const index = out.findIndex((p) => p.code === code);
      if (index < 0) throw new Error(`colour family ${family.group}: no product ${code}`);
      return index;
    };
    for (const member of family.members) {
      const index = indexOf(member.code);
      const product = out[index] as ProductSeed;
      out[index] = {
        ...product,
        color: member.color,
        variantGroup: family.group,
        ...(member.preorder ? { preorder: true } : {}),
      };
    }
    const first = family.members[0];
    if (!first) continue;
    const baseIndex = indexOf(first.code);
    const base = out[baseIndex] as ProductSeed;
    const copies = (family.added ?? []).map(
      (v): ProductSeed => ({
        ...base,
        code: v.code,
        title: v.title,
        color: v.color,
        variantGroup: family.group,
        stock: v.stock,
        preorder: v.preorder ?? false,
        specs: { ...base.specs, ...v.specs },
        art: { ...base.art, color: v.color.hex },
      }),
    );
    out.splice(baseIndex + 1, 0, ...copies);
  }
  return out;
}

/** Marks out-of-stock products as orderable in advance. */
export function withPreorder(products: ProductSeed[], codes: string[]): ProductSeed[] {
  const wanted = new Set(codes);
  const out = products.map((p) => (wanted.has(p.code) ? { ...p, preorder: true } : p));
  for (const code of wanted) {
    const product = out.find((p) => p.code === code);
    if (!product) throw new Error(`preorder: no product ${code}`);
    if (product.stock.some((qty) => qty > 0)) throw new Error(`preorder: ${code} is in stock`);
  }
  return out;
}
