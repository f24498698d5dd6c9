import { describe, expect, it } from "vitest";
import { productPicturePath } from "../src/seed/catalogue.ts";
import { loadDemoCatalogue } from "../src/seed/demo-catalogue.ts";
import { DRAWN_KINDS, luminance, productSvg } from "../src/seed/product-art.ts";
import { LAND_KINDS, PRODUCT_KINDS, type ProductKind, viewCount } from "../src/seed/product-kinds.ts";
import { demoSites } from "../src/seed/sites.ts";

/** Every demo product as its shop's data files give it (seed-data/<theme>/products.csv). */
const everyProduct = (
  await Promise.all(
    demoSites.map(async (site) => {
      const demo = await loadDemoCatalogue(site.code, {
        languages: site.languages,
        mainLanguage: site.mainLanguage,
        storeCount: site.shops.length,
      });
      return (demo?.catalogue.products ?? []).map((product) => ({ site: site.code, product }));
    }),
  )
).flat();

/** The kind of drawing the data file names for the product (`art` column). */
const productKind = (product: (typeof everyProduct)[number]["product"]) => product.art?.kind as ProductKind;

/** The drawing alone, without the colour-dependent background, gradient or brand. */
const drawingOf = (svg: string) => svg.replace(/^.*?<g[^>]*>/, "").replace(/<\/g><text.*$/, "");

describe("demo product pictures (issue 13: a pump looks like a pump)", () => {
  it("draws every demo product as a kind of its own, never the generic carton", () => {
    const fallback = everyProduct.filter(({ product }) => productKind(product) === "carton");
    expect(fallback.map(({ site, product }) => `${site} ${product.code}`)).toEqual([]);
    expect(everyProduct.length).toBeGreaterThan(800);
  });

  it("tells unrelated goods apart", () => {
    const kindOf = (site: string, code: string) => {
      const found = everyProduct.find((p) => p.site === site && p.product.code === code);
      if (!found) throw new Error(`${site} ${code} is not in the demo`);
      return productKind(found.product);
    };
    expect(kindOf("default", "CM-1064")).toBe("pump"); // Kärcher garden pump
    expect(kindOf("default", "CM-1057")).toBe("grill"); // Weber charcoal grill
    expect(kindOf("default", "CM-1001")).toBe("sofa");
    expect(kindOf("default", "CM-1017")).toBe("floor-lamp");
    expect(kindOf("default", "CM-1042")).toBe("rug");
    expect(kindOf("default", "CM-1028")).toBe("pot");
    expect(kindOf("ecom", "EL-1001")).toBe("phone");
    expect(kindOf("ecom", "EL-1020")).toBe("laptop");
    expect(kindOf("farmacie", "FF-10001")).toBe("blister");
    expect(kindOf("farmacie", "FF-10202")).toBe("syrup");
    expect(kindOf("ecaterix", "EC-1023")).toBe("dish");
    expect(kindOf("terenuri", everyProduct.find((p) => p.site === "terenuri")?.product.code ?? "")).toSatisfy(
      (kind: string) => LAND_KINDS.has(kind as never),
    );
  });

  it("gives each kind a drawing that differs from every other kind's", () => {
    expect([...DRAWN_KINDS].sort()).toEqual([...PRODUCT_KINDS].sort());
    const art = { shape: "box" as const, color: "#3366aa" };
    const drawings = new Map<string, string>();
    for (const kind of PRODUCT_KINDS) {
      const drawing = drawingOf(productSvg(art, "Brand", kind));
      expect(drawing.length, kind).toBeGreaterThan(80);
      const same = drawings.get(drawing);
      expect(same, `${kind} is drawn like ${same}`).toBeUndefined();
      drawings.set(drawing, kind);
    }
  });

  it("draws three views of goods with a shape and one of land, each a distinct picture", () => {
    for (const { product } of everyProduct) {
      const kind = productKind(product);
      expect(viewCount(kind)).toBe(LAND_KINDS.has(kind) ? 1 : 3);
    }
    const art = { shape: "box" as const, color: "#3366aa" };
    const views = [1, 2, 3].map((view) => productSvg(art, "Brand", "sofa", view as 1 | 2 | 3));
    expect(new Set(views).size).toBe(3);
    expect(productPicturePath("CM-1001", 1)).toBe("products/cm-1001.svg");
    expect(productPicturePath("CM-1001", 2)).toBe("products/cm-1001-view-2.svg");
  });

  it("keeps a white product visible: its background is not a white tint of itself", () => {
    const svg = productSvg({ shape: "dish", color: "#FFFFFF" }, "Luminarc", "plates");
    const background = /<rect width="800" height="800" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? "#ffffff";
    expect(luminance(background)).toBeLessThan(0.85);
  });
});
