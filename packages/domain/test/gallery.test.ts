import { describe, expect, it } from "vitest";
import { groupByRegion, lightboxStep } from "../src/gallery.ts";

describe("lightboxStep", () => {
  it("moves forward and back, wrapping at either end", () => {
    expect(lightboxStep(0, 1, 3)).toBe(1);
    expect(lightboxStep(2, 1, 3)).toBe(0);
    expect(lightboxStep(0, -1, 3)).toBe(2);
    expect(lightboxStep(1, -4, 3)).toBe(0);
  });

  it("stays at 0 for an empty list", () => {
    expect(lightboxStep(0, 1, 0)).toBe(0);
  });
});

describe("groupByRegion", () => {
  const p = (name: string, regionId: number, regionName: string, regionPosition: number) => ({
    name,
    regionId,
    regionName,
    regionPosition,
  });

  it("groups partners under their region, regions in position order, partners in given order", () => {
    const groups = groupByRegion([
      p("B", 2, "Nord", 1),
      p("A", 1, "Centru", 0),
      p("C", 2, "Nord", 1),
      p("D", 3, "Sud", 1),
    ]);
    expect(groups.map((g) => g.name)).toEqual(["Centru", "Nord", "Sud"]);
    expect(groups[1]?.partners.map((x) => x.name)).toEqual(["B", "C"]);
  });

  it("gives no region without partners", () => {
    expect(groupByRegion([])).toEqual([]);
  });
});
