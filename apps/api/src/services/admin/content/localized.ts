/**
 * Content stored as one JSON column per field (`{ ro: "...", ru: "..." }`) and the contracts'
 * per-language texts (`[{ lang: "ro", title: "..." }]`), both ways.
 */

type Localized = Record<string, string>;

/** One field of the texts as a column; empty texts are left out (the storefront falls back). */
export function toLocalized<K extends string>(
  texts: readonly ({ lang: string } & Record<K, string>)[],
  field: K,
): Localized {
  return Object.fromEntries(texts.filter((t) => t[field]).map((t) => [t.lang, t[field]]));
}

/** The columns as texts, one per language any of them has (a missing field is ""). */
export function fromLocalized<K extends string>(
  columns: Record<K, Localized | null>,
): ({ lang: string } & Record<K, string>)[] {
  const fields = Object.keys(columns) as K[];
  const langs = new Set(fields.flatMap((f) => Object.keys(columns[f] ?? {})));
  return [...langs].map(
    (lang) =>
      ({
        lang,
        ...Object.fromEntries(fields.map((f) => [f, columns[f]?.[lang] ?? ""])),
      }) as { lang: string } & Record<K, string>,
  );
}
