/**
 * Deterministic abstract banner artwork (SVG): a diagonal gradient with soft circles whose
 * positions derive from the seed, so every run of the seed produces the same files.
 */
export function bannerSvg(from: string, to: string, seed: number, width = 1600, height = 600): string {
  let state = seed * 9301 + 49297;
  const next = () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
  const circles = Array.from({ length: 6 }, () => {
    const r = Math.round(60 + next() * 220);
    const cx = Math.round(next() * width);
    const cy = Math.round(next() * height);
    const opacity = (0.08 + next() * 0.18).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
}
