/**
 * Place names in the shop's languages. Romanian and Russian are the official and the widely
 * used names; Ukrainian falls back to Russian (the same script, closely readable) and English
 * to Romanian (the names on maps and signs).
 */
export type PlaceNames = { ro: string; ru: string; uk?: string; en?: string };

export function placeName(names: PlaceNames, lang: string): string {
  switch (lang) {
    case "ru":
      return names.ru;
    case "uk":
      return names.uk ?? names.ru;
    case "en":
      return names.en ?? names.ro;
    default:
      return names.ro;
  }
}
