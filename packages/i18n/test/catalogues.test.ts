import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "../src/locales.ts";
import { catalogues, createTranslator } from "../src/translate.ts";

const webApp = join(import.meta.dirname, "../../../apps/web/app");

function usedKeys(dir: string): Set<string> {
  const keys = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(join(entry.parentPath, entry.name), "utf8");
    for (const match of source.matchAll(/\bt\("([\w.]+)"/g)) keys.add(match[1] as string);
  }
  return keys;
}

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };

/** The names of a message's arguments ({name}, plurals, selects), from the ICU syntax tree. */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (element.type !== 0 && element.type !== 7 && typeof element.value === "string")
        names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(parse(message) as Element[]);
  return [...names].sort();
}

describe("UI catalogues", () => {
  const reference = Object.keys(catalogues.en).sort();

  it.each(LOCALE_CODES)("%s has exactly the keys of every other locale", (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(reference);
  });

  it.each(LOCALE_CODES)(
    "%s: every message is valid ICU, non-empty, with the same arguments as en",
    (locale) => {
      for (const key of reference) {
        const message = catalogues[locale][key as keyof typeof catalogues.en];
        expect(message.trim(), `${locale} ${key}`).not.toBe("");
        expect(() => parse(message), `${locale} ${key}`).not.toThrow();
        const english = catalogues.en[key as keyof typeof catalogues.en];
        expect(argumentNames(message), `${locale} ${key}`).toEqual(argumentNames(english));
      }
    },
  );

  it("defines every key the storefront uses", () => {
    const missing = [...usedKeys(webApp)].filter((key) => !(key in catalogues.en));
    expect(missing).toEqual([]);
  });

  it("applies each language's plural rules", () => {
    expect(createTranslator("ru")("home.productCount", { count: 1 })).toBe("1 товар");
    expect(createTranslator("ru")("home.productCount", { count: 3 })).toBe("3 товара");
    expect(createTranslator("ru")("home.productCount", { count: 5 })).toBe("5 товаров");
    expect(createTranslator("uk")("home.productCount", { count: 22 })).toBe("22 товари");
    expect(createTranslator("ro")("home.productCount", { count: 20 })).toBe("20 de produse");
    expect(createTranslator("ro")("home.productCount", { count: 2 })).toBe("2 produse");
    expect(createTranslator("en")("home.productCount", { count: 1 })).toBe("1 product");
  });
});
