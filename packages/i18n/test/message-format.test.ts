import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES, localeEntry } from "../src/locales.ts";
import { compileMessage, formatCount, parseMessage } from "../src/message-format.ts";
import { catalogues } from "../src/translate.ts";

const reference = (message: string, iso: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(message, iso).format(values));

describe("compileMessage", () => {
  it.each(LOCALE_CODES)("%s: formats every catalogue message as intl-messageformat does", (locale) => {
    const iso = localeEntry(locale).iso;
    for (const [key, message] of Object.entries(catalogues[locale])) {
      const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] as string);
      for (const n of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1234]) {
        const values = Object.fromEntries(names.map((name) => [name, n]));
        expect(compileMessage(message, iso)(values), `${locale} ${key} ${n}`).toBe(
          reference(message, iso, values),
        );
      }
    }
  });

  it("handles exact matches, selects, nesting and apostrophe quoting like ICU", () => {
    const cases: [string, Record<string, string | number>][] = [
      ["{count, plural, =0 {none} one {# item} other {# items}} in {place}", { count: 0, place: "cart" }],
      ["{count, plural, =0 {none} one {# item} other {# items}}", { count: 1 }],
      ["{g, select, f {She has {n, plural, one {# cat} other {# cats}}} other {They}}", { g: "f", n: 3 }],
      ["{g, select, f {She} other {They}} left", { g: "x" }],
      ["It''s '{literal}' and l'apostrophe, {n, plural, other {'#' is #}}", { n: 4 }],
      ["м'ясо {n, plural, one {# шт} few {# шт.} many {# штук} other {# штуки}}", { n: 1.5 }],
    ];
    for (const [message, values] of cases)
      expect(compileMessage(message, "ru-RU")(values), message).toBe(reference(message, "ru-RU", values));
  });

  it("refuses what it does not support instead of printing it wrongly", () => {
    expect(() => parseMessage("{n, number}")).toThrow(/unsupported/);
    expect(() => parseMessage("{n, plural, offset:1 one {#} other {#}}")).toThrow(/offset/);
    expect(() => parseMessage("{n, plural, one {#}}")).toThrow(/other/);
    expect(() => parseMessage("unclosed {n")).toThrow();
    expect(() => compileMessage("{name}", "en")({})).toThrow(/name/);
  });

  it.each(LOCALE_CODES)(
    "%s: a count is written as Intl.NumberFormat writes it, shortcut or not",
    (locale) => {
      const iso = localeEntry(locale).iso;
      const intl = new Intl.NumberFormat(iso);
      const counts = [
        -0,
        0.5,
        -1.25,
        999.5,
        1000,
        -1000,
        12345.678,
        1e21,
        Number.NaN,
        Number.POSITIVE_INFINITY,
      ];
      for (let n = -1001; n <= 1001; n++) counts.push(n);
      for (const n of counts) expect(formatCount(n, iso), `${locale} ${n}`).toBe(intl.format(n));
    },
  );
});
