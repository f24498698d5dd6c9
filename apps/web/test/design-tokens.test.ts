import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Components use the theme's semantic colours only: no hex, rgb() or Tailwind palette colours. */
const appDir = join(import.meta.dirname, "..", "app");
const PALETTE =
  /\b(?:bg|text|border|from|via|to|fill|stroke|ring|outline|decoration|shadow|divide|accent|caret)-(?:white|black|slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)\b/;
const LITERAL = /#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(tsx?|css)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe("design tokens", () => {
  it("no colour literals in storefront components", () => {
    const offenders: string[] = [];
    for (const file of files(appDir)) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (PALETTE.test(line) || LITERAL.test(line))
            offenders.push(`${file.slice(appDir.length)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
