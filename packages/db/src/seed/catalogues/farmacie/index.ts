import type { CatalogueSeed, ProductSeed } from "../../catalogue-types.ts";
import { withPreorder } from "../colour-variants.ts";
import { brands } from "./brands.ts";
import { categories } from "./categories.ts";
import { allergyNervesProducts } from "./products-allergy-nerves.ts";
import { babyCareProducts } from "./products-baby-care.ts";
import { babyFoodProducts } from "./products-baby-food.ts";
import { coldProducts } from "./products-cold.ts";
import { dermaBodyProducts } from "./products-derma-body.ts";
import { dermaFaceProducts } from "./products-derma-face.ts";
import { deviceProducts } from "./products-devices.ts";
import { homeDeviceProducts } from "./products-devices-home.ts";
import { digestionProducts } from "./products-digestion.ts";
import { firstAidHeartProducts } from "./products-firstaid-heart.ts";
import { hygieneProducts } from "./products-hygiene.ts";
import { opticsProducts } from "./products-optics.ts";
import { painProducts } from "./products-pain.ts";
import { rxProducts } from "./products-rx.ts";
import { rxChronicProducts } from "./products-rx-chronic.ts";
import { vitaminProducts } from "./products-vitamins.ts";
import { vitaminMoreProducts } from "./products-vitamins-more.ts";
import { specifications } from "./specifications.ts";

/**
 * Demo catalogue of Farmacia Familiei (site "farmacie"): the category tree mirrors the site menu,
 * products cover every leaf category, prescription medicines are reserved for pharmacy pickup only,
 * and discounted products are also listed under "Oferte".
 */

const allProducts: ProductSeed[] = [
  ...painProducts,
  ...coldProducts,
  ...digestionProducts,
  ...allergyNervesProducts,
  ...firstAidHeartProducts,
  ...rxProducts,
  ...rxChronicProducts,
  ...vitaminProducts,
  ...vitaminMoreProducts,
  ...deviceProducts,
  ...homeDeviceProducts,
  ...babyFoodProducts,
  ...babyCareProducts,
  ...dermaFaceProducts,
  ...dermaBodyProducts,
  ...hygieneProducts,
  ...opticsProducts,
];

/**
 * Medicines with the same active ingredient(s) from another brand are listed as "similar", packs of the
 * same form first (a syrup next to other syrups).
 */
function withSimilar(products: ProductSeed[]): ProductSeed[] {
  const key = (p: ProductSeed) => {
    const s = p.specs.substance;
    // "Plant extracts" groups unrelated herbal medicines, so it does not make products similar.
    if (s === undefined || s === "plant-extracts" || (Array.isArray(s) && s.includes("plant-extracts")))
      return undefined;
    return [s].flat().join("+");
  };
  return products.map((p) => {
    const k = key(p);
    if (p.similar || k === undefined) return p;
    const similar = products
      .filter((o) => o.code !== p.code && o.brand !== p.brand && key(o) === k && o.isRecipe === p.isRecipe)
      .sort((a, b) => Number(b.specs.form === p.specs.form) - Number(a.specs.form === p.specs.form))
      .slice(0, 4)
      .map((o) => o.code);
    return similar.length ? { ...p, similar } : p;
  });
}

export const farmacieCatalogue: CatalogueSeed = {
  categories,
  brands,
  specifications,
  // FF-12303 is awaited from the supplier; the other out-of-stock items offer "notify me".
  products: withPreorder(withSimilar(allProducts), ["FF-12303"]),
};
