/**
 * Brands by letter (spec section 3, "brand grouped by first letter"): a brand goes under the
 * first letter of its name, upper case and without diacritics for Latin ("Ambianța" -> "A",
 * "Ștefan" -> "S"), as written for Cyrillic ("Бодрость" -> "Б"), digits under "0-9" and anything
 * else under "#". Groups come Latin A-Z first, then Cyrillic, then "0-9", then "#".
 */
export const DIGITS_GROUP = "0-9";
export const OTHER_GROUP = "#";
/** Spec section 9: the brands page features the first 12 brands by product count. */
export const FEATURED_BRANDS_LIMIT = 12;

export function brandLetter(name: string): string {
  const first = [...name.trim()][0] ?? "";
  if (/^\d$/.test(first)) return DIGITS_GROUP;
  const latin = first
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase();
  if (/^[A-Z]$/.test(latin)) return latin;
  const upper = first.toUpperCase();
  if (/^[\u0400-\u04FF]$/.test(upper)) return upper === "Ё" ? "Е" : upper;
  return OTHER_GROUP;
}

function groupRank(letter: string): number {
  if (/^[A-Z]$/.test(letter)) return 0;
  if (/^[\u0400-\u04FF]$/.test(letter)) return 1;
  return letter === DIGITS_GROUP ? 2 : 3;
}

/** Cyrillic alphabetical order that also places Ukrainian Є, І, Ї, Ґ where readers expect them. */
const CYRILLIC_ORDER = "АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ";

function compareLetters(a: string, b: string): number {
  const rank = groupRank(a) - groupRank(b);
  if (rank) return rank;
  if (groupRank(a) === 1)
    return (CYRILLIC_ORDER.indexOf(a) + 1 || 99) - (CYRILLIC_ORDER.indexOf(b) + 1 || 99);
  return a < b ? -1 : a > b ? 1 : 0;
}

let collator: Intl.Collator | undefined;
/** Made on first use: a collator of four languages takes milliseconds to build, on every page that imports this module. */
function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator(["en", "ro", "ru", "uk"], { sensitivity: "base", numeric: true });
  return collator.compare(a, b);
}

export type LetterGroup<T> = { letter: string; brands: T[] };

/** Brands grouped by letter, groups in index order and brands by name inside each group. */
export function groupBrandsByLetter<T extends { name: string }>(brands: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const brand of brands) {
    const letter = brandLetter(brand.name);
    const list = groups.get(letter) ?? [];
    list.push(brand);
    groups.set(letter, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareLetters(a, b))
    .map(([letter, list]) => ({ letter, brands: list.sort((x, y) => compareNames(x.name, y.name)) }));
}

/** The brands with the most products, ties by name: the "featured" row of the brands page. */
export function featuredBrands<T extends { name: string; product_count: number }>(
  brands: readonly T[],
  limit = FEATURED_BRANDS_LIMIT,
): T[] {
  return [...brands]
    .filter((b) => b.product_count > 0)
    .sort((a, b) => b.product_count - a.product_count || compareNames(a.name, b.name))
    .slice(0, limit);
}
