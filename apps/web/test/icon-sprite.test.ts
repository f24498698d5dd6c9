import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "~/components/ui/icon.tsx";
import { ICON_NAMES } from "~/components/ui/icon-names.ts";
import { iconSprite, SPRITE_PATH } from "../icon-sprite.ts";

const appDir = join(import.meta.dirname, "..", "app");

describe("icon sprite", () => {
  it("is the one icon-sprite.ts makes from the listed lucide icons (npm run icons -w apps/web)", async () => {
    expect(readFileSync(SPRITE_PATH, "utf8")).toBe(await iconSprite());
  });

  it("has a symbol with lucide's path data for each name", async () => {
    const sprite = readFileSync(SPRITE_PATH, "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1])).toEqual([...ICON_NAMES]);
    for (const [, , body] of ids)
      expect(body).toMatch(/^<(?:path|circle|rect|line|polyline|polygon|ellipse) /);
  });

  it("an icon is a decorative reference into the sprite", () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: "heart", className: "size-5" }));
    expect(html).toMatch(
      /^<svg aria-hidden="true" class="icon size-5"><use href="[^"#]*icons[^"#]*\.svg#heart"><\/use><\/svg>$/,
    );
  });

  it("no component inlines lucide's components (each icon would be path data in the HTML and code in the bundle)", () => {
    const offenders = readdirSync(appDir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .map((e) => join(e.parentPath, e.name))
      .filter((file) => /from "lucide-react/.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
