import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The back-office's catalogues: each area's folder has the same keys in all four languages, none empty, none in two areas. */
const ROOT = new URL("../src/messages/", import.meta.url);
const LANGS = ["ro", "ru", "uk", "en"] as const;
const areas = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const read = (area: string, lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${area}/${lang}.json`, ROOT), "utf8"));

describe("admin message catalogues", () => {
  it("has the core area", () => expect(areas).toContain("core"));

  for (const area of areas)
    it(`${area}: every key in every language, translated`, () => {
      const keys = Object.keys(read(area, "ro")).sort();
      for (const lang of LANGS) {
        const catalogue = read(area, lang);
        expect(Object.keys(catalogue).sort(), `${area}/${lang}.json`).toEqual(keys);
        for (const [key, text] of Object.entries(catalogue))
          expect(text.trim(), `${area}/${lang}.json ${key}`).not.toBe("");
      }
    });

  it("no key is defined by two areas", () => {
    const owner = new Map<string, string>();
    for (const area of areas)
      for (const key of Object.keys(read(area, "ro"))) {
        expect(owner.get(key), `${key} in ${area}`).toBeUndefined();
        owner.set(key, area);
      }
  });

  it("the merged index imports every area", () => {
    const index = readFileSync(new URL("index.ts", ROOT), "utf8");
    for (const area of areas) for (const lang of LANGS) expect(index).toContain(`./${area}/${lang}.json`);
  });
});
