const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A colour from the name, so each brand keeps its own across seed runs. */
function brandColour(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 55% 32%)`;
}

/** A wordmark logo (SVG, 320x160): the brand's name in its colour over a light panel. */
export function brandLogoSvg(name: string): string {
  const size = name.length > 18 ? 26 : name.length > 11 ? 32 : 42;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" width="320" height="160"><rect width="320" height="160" rx="16" fill="#ffffff"/><rect x="24" y="112" width="48" height="6" rx="3" fill="${brandColour(name)}"/><text x="24" y="92" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${brandColour(name)}" textLength="${Math.min(272, name.length * size * 0.62)}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text></svg>`;
}
