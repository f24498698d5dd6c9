/**
 * Text colour for a background set in the site settings: near-black or white, whichever has
 * the higher WCAG contrast, so a shop owner's colour choice cannot make buttons unreadable.
 */
export function readableTextOn(hex: string): "#1b1b1b" | "#ffffff" {
  const rgb = parseHex(hex);
  if (!rgb) return "#1b1b1b";
  const l = relativeLuminance(rgb);
  const contrastDark = (l + 0.05) / (relativeLuminance([27, 27, 27]) + 0.05);
  const contrastWhite = 1.05 / (l + 0.05);
  return contrastDark >= contrastWhite ? "#1b1b1b" : "#ffffff";
}

export function parseHex(hex: string): [number, number, number] | null {
  const match = hex.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i);
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
