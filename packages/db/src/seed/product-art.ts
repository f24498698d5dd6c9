import type { ProductArt } from "./catalogue-types.ts";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Darker or lighter shade of a hex colour (amount -1..1). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace("#", "").padEnd(6, "0").slice(0, 6), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** The product's silhouette, drawn in an 800x800 box around the centre. */
function silhouette(shape: ProductArt["shape"], c: string): string {
  const dark = shade(c, -0.35);
  const light = shade(c, 0.55);
  switch (shape) {
    case "bottle":
    case "spray":
      return `<rect x="330" y="120" width="140" height="110" rx="18" fill="${dark}"/><rect x="250" y="220" width="300" height="470" rx="70" fill="${c}"/><rect x="285" y="360" width="230" height="190" rx="14" fill="${light}"/>`;
    case "tube":
      return `<path d="M300 150h200l40 470a30 30 0 0 1-30 32H290a30 30 0 0 1-30-32z" fill="${c}"/><rect x="340" y="640" width="120" height="60" rx="10" fill="${dark}"/><rect x="310" y="300" width="180" height="150" rx="12" fill="${light}"/>`;
    case "jar":
      return `<rect x="230" y="220" width="340" height="90" rx="20" fill="${dark}"/><rect x="210" y="300" width="380" height="380" rx="60" fill="${c}"/><rect x="260" y="400" width="280" height="170" rx="14" fill="${light}"/>`;
    case "blister":
      return `<rect x="180" y="200" width="440" height="400" rx="36" fill="${light}" stroke="${c}" stroke-width="14"/>${[
        0, 1, 2,
      ]
        .flatMap((row) =>
          [0, 1, 2, 3].map(
            (col) => `<ellipse cx="${255 + col * 97}" cy="${290 + row * 110}" rx="36" ry="30" fill="${c}"/>`,
          ),
        )
        .join("")}`;
    case "sachet":
      return `<path d="M250 180h300l-20 30 20 30v380l-20 30 20 30H250l20-30-20-30V240l20-30z" fill="${c}"/><rect x="290" y="360" width="220" height="140" rx="12" fill="${light}"/>`;
    case "phone":
      return `<rect x="270" y="110" width="260" height="560" rx="44" fill="${dark}"/><rect x="290" y="150" width="220" height="470" rx="18" fill="${c}"/><circle cx="400" cy="645" r="14" fill="${light}"/>`;
    case "laptop":
      return `<rect x="190" y="200" width="420" height="290" rx="20" fill="${dark}"/><rect x="210" y="220" width="380" height="250" rx="8" fill="${c}"/><path d="M130 520h540l-40 60H170z" fill="${dark}"/>`;
    case "tv":
      return `<rect x="120" y="180" width="560" height="360" rx="18" fill="${dark}"/><rect x="140" y="200" width="520" height="320" rx="8" fill="${c}"/><rect x="370" y="540" width="60" height="70" fill="${dark}"/><rect x="280" y="600" width="240" height="24" rx="12" fill="${dark}"/>`;
    case "headphones":
      return `<path d="M220 460a180 180 0 0 1 360 0" fill="none" stroke="${dark}" stroke-width="40"/><rect x="170" y="430" width="110" height="190" rx="40" fill="${c}"/><rect x="520" y="430" width="110" height="190" rx="40" fill="${c}"/>`;
    case "appliance":
      return `<rect x="230" y="120" width="340" height="560" rx="26" fill="${c}"/><rect x="230" y="300" width="340" height="10" fill="${dark}"/><rect x="520" y="180" width="16" height="80" rx="8" fill="${light}"/><rect x="520" y="350" width="16" height="120" rx="8" fill="${light}"/>`;
    case "device":
      return `<rect x="230" y="200" width="340" height="400" rx="60" fill="${c}"/><rect x="280" y="250" width="240" height="130" rx="16" fill="${light}"/><circle cx="400" cy="480" r="50" fill="${dark}"/>`;
    case "dish":
      return `<ellipse cx="400" cy="470" rx="300" ry="150" fill="${light}"/><ellipse cx="400" cy="450" rx="230" ry="105" fill="${c}"/><circle cx="330" cy="420" r="40" fill="${dark}"/><circle cx="450" cy="440" r="50" fill="${shade(c, 0.25)}"/>`;
    case "plot":
      return `<path d="M130 560 330 260l340 80-60 300z" fill="${c}"/><path d="M130 560 330 260l340 80-60 300z" fill="none" stroke="${dark}" stroke-width="10" stroke-dasharray="24 14"/><circle cx="430" cy="420" r="26" fill="${light}"/>`;
    case "furniture":
      return `<rect x="170" y="330" width="460" height="170" rx="30" fill="${c}"/><rect x="140" y="290" width="90" height="260" rx="30" fill="${dark}"/><rect x="570" y="290" width="90" height="260" rx="30" fill="${dark}"/><rect x="200" y="230" width="400" height="120" rx="30" fill="${shade(c, 0.2)}"/><rect x="200" y="540" width="24" height="70" fill="${dark}"/><rect x="576" y="540" width="24" height="70" fill="${dark}"/>`;
    case "plant":
      return `<path d="M290 480h220l-30 200H320z" fill="${dark}"/><path d="M400 480C330 380 300 260 400 150c100 110 70 230 0 330z" fill="${c}"/><path d="M400 480c-120-30-170-120-150-200 90 10 150 90 150 200zM400 480c120-30 170-120 150-200-90 10-150 90-150 200z" fill="${shade(c, 0.2)}"/>`;
    case "tool":
      return `<rect x="370" y="320" width="60" height="360" rx="20" fill="${dark}"/><path d="M250 160h300v120a40 40 0 0 1-40 40H290a40 40 0 0 1-40-40z" fill="${c}"/>`;
    default:
      return `<rect x="220" y="160" width="360" height="480" rx="20" fill="${c}"/><path d="M220 280h360" stroke="${dark}" stroke-width="16"/><rect x="260" y="360" width="280" height="180" rx="12" fill="${light}"/>`;
  }
}

/**
 * A deterministic product picture (SVG, 800x800): the product's silhouette in its colour on a
 * soft background, with the brand under it. Resized variants are made from it on request.
 */
export function productSvg(art: ProductArt, brand: string): string {
  const background = shade(art.color, 0.88);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800"><rect width="800" height="800" fill="${background}"/>${silhouette(art.shape, art.color)}<text x="400" y="760" text-anchor="middle" font-family="Onest, Arial, sans-serif" font-size="44" font-weight="700" fill="${shade(art.color, -0.5)}">${escapeXml(brand.slice(0, 28))}</text></svg>`;
}
