// Builds the icon sprite (app/components/ui/icons.svg) from lucide-react's icon data: one
// <symbol> per name in icon-names.ts. Pages reference it with <svg><use href="…#name"></svg>, so
// an icon is a few bytes of HTML and no JavaScript (decision 0027).
// Run after changing the list: npm run icons -w apps/web (a test fails while it is stale).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ICON_NAMES } from "./app/components/ui/icon-names.ts";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

export const SPRITE_PATH = fileURLToPath(new URL("./app/components/ui/icons.svg", import.meta.url));

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function symbol(name: string, node: IconNode): string {
  const children = node.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .filter(([key]) => key !== "key")
      .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
      .join(" ");
    return `<${tag} ${attrs}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${children.join("")}</symbol>`;
}

/** The sprite's text for the given lucide icon names. */
export async function iconSprite(names: readonly string[] = ICON_NAMES): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) {
    const icon = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
    symbols.push(symbol(name, icon.__iconData.node));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SPRITE_PATH, await iconSprite());
  console.log(`wrote ${SPRITE_PATH} (${ICON_NAMES.length} icons)`);
}
