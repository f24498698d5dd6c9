/**
 * The picture a product made through the integration API shows until it has its own: a plain
 * square naming its code (escaped: the code is the ERP's text).
 */
export function placeholderPicture(code: string): string {
  const label = code.slice(0, 24).replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="#f1f3f5"/><rect x="250" y="230" width="300" height="260" rx="24" fill="none" stroke="#adb5bd" stroke-width="16"/><circle cx="340" cy="320" r="34" fill="#adb5bd"/><path d="M270 470l90-90 60 60 50-50 70 80z" fill="#adb5bd"/><text x="400" y="580" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#6c757d">${label}</text></svg>`;
}
