import { checkCadastralNumber, convertPrice, pricePerAre, squareMetres } from "@sf/domain";
import { describe, expect, it } from "vitest";
import { demoAdverts } from "../src/seed/board/adverts.ts";
import { BOARD_RATES } from "../src/seed/board/catalogue.ts";
import { BOARD_PLACES } from "../src/seed/board/places.ts";

/** The land board's demo adverts (issue 17): realistic, consistent and the same on every machine. */
const adverts = demoAdverts();

describe("the board's demo adverts", () => {
  it("are 200, the same on every run, with unique slugs", () => {
    expect(adverts).toHaveLength(200);
    expect(demoAdverts()).toEqual(adverts);
    expect(new Set(adverts.map((a) => a.slug)).size).toBe(200);
    for (const a of adverts) expect(a.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("cover every category, mostly published, some drafts and expired ones", () => {
    const count = (f: (a: (typeof adverts)[number]) => boolean) => adverts.filter(f).length;
    for (const category of ["teren-constructii", "case", "teren-agricol", "livezi", "vii"])
      expect(
        count((a) => a.category === category),
        category,
      ).toBeGreaterThan(5);
    expect(count((a) => a.status === "active")).toBe(185);
    expect(count((a) => a.status === "draft")).toBe(10);
    expect(count((a) => a.status === "inactive")).toBe(5);
    // The back-office's new adverts queue: those published on the seed's day wait for a moderator.
    expect(count((a) => !a.reviewed)).toBe(8);
    for (const a of adverts.filter((x) => !x.reviewed))
      expect([a.status, a.publishedDaysAgo]).toEqual(["active", 0]);
    expect(count((a) => a.owner === 0)).toBeGreaterThan(50);
    expect(count((a) => a.owner === 1)).toBeGreaterThan(50);
  });

  it("have texts in ro and ru, valid cadastral numbers and places of Moldova", () => {
    const slugs = new Set(
      BOARD_PLACES.flatMap((r) => [
        r.slug,
        ...(r.locations ?? []).flatMap((l) => [l.slug, ...(l.sectors ?? []).map((s) => s.slug)]),
      ]),
    );
    for (const a of adverts) {
      expect(a.title.ro && a.title.ru && a.description.ro && a.description.ru, a.slug).toBeTruthy();
      expect(a.description.ro).not.toMatch(/undefined|NaN/);
      expect(checkCadastralNumber(a.cadastralNumber).ok, a.cadastralNumber).toBe(true);
      expect(slugs.has(a.region) && slugs.has(a.location), a.slug).toBe(true);
      expect(a.lat).toBeGreaterThan(45.4);
      expect(a.lat).toBeLessThan(48.6);
      expect(a.lon).toBeGreaterThan(26.6);
      expect(a.lon).toBeLessThan(30.2);
      expect(a.picture.count).toBeGreaterThanOrEqual(1);
    }
  });

  it("price land as it sells: consistent currencies, areas in m², the capital dearest", () => {
    for (const a of adverts) {
      expect(a.price).toBeGreaterThan(0);
      expect(a.areaM2).toBe(squareMetres(a.area, a.areaUnit));
      const back = convertPrice(a.price, a.currency, "EUR", BOARD_RATES) ?? 0;
      // The price in its own currency is the euro price rounded to a round sum.
      expect(Math.abs(back - a.priceEur) / a.priceEur, a.slug).toBeLessThan(0.1);
    }
    const perAre = (filter: (a: (typeof adverts)[number]) => boolean) =>
      adverts
        .filter((a) => a.category === "teren-constructii" && filter(a))
        .map((a) => pricePerAre(a.priceEur, a.area, a.areaUnit) ?? 0);
    const city = perAre((a) => a.location === "chisinau-oras");
    const far = perAre(
      (a) =>
        !["chisinau", "ialoveni", "anenii-noi", "criuleni", "straseni", "orhei", "balti"].includes(a.region),
    );
    expect(city.length).toBeGreaterThan(3);
    expect(Math.min(...city)).toBeGreaterThan(Math.max(...far));
  });
});
