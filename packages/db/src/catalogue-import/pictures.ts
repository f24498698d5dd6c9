import { slugify } from "@sf/domain";

/** Where a product's n-th picture (1-based) is stored under /media; the API serves the same paths. */
export function productPicturePath(code: string, view: number): string {
  return view === 1 ? `products/${slugify(code)}.svg` : `products/${slugify(code)}-view-${view}.svg`;
}

/** Lower-case, accent-free text for trigram search: "Paracetamol Farmaprim" -> "paracetamol farmaprim". */
export function searchText(...parts: string[]): string {
  return parts
    .join(" ")
    .toLowerCase()
    .replace(/ё/g, "е")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
