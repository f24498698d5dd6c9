import type { Street } from "@sf/contract";
import { foldForMatch } from "@sf/domain";
import { notFound } from "../../lib/app-error.ts";
import { findLocality } from "./list-regions.ts";
import { placeName } from "./reference/names.ts";
import { STREET_TYPE_NAMES, STREETS, type StreetData } from "./reference/streets.ts";

/** Folded search keys of every street: its Romanian and Russian names, with and without type. */
const KEYS = new Map(
  STREETS.map((s) => [
    s.id,
    [
      s.names.ro,
      s.names.ru,
      `${STREET_TYPE_NAMES[s.type].ro} ${s.names.ro}`,
      `${STREET_TYPE_NAMES[s.type].ru} ${s.names.ru}`,
    ].map(foldForMatch),
  ]),
);

/**
 * Streets of a locality matching typed text (`/base/address`): case-, accent- and
 * alphabet-insensitive ("stefan", "Ștefan" and "штефан" all find bd. Ștefan cel Mare și Sfânt);
 * a street whose name starts with the text comes before one that only contains it.
 */
export function searchStreets(localityId: number, query: string, lang: string, limit: number): Street[] {
  if (!findLocality(localityId)) throw notFound(`No locality ${localityId}.`);
  return matchStreets(localityId, query, lang, limit).map((s) => {
    const typeName = placeName(STREET_TYPE_NAMES[s.type], lang);
    const name = placeName(s.names, lang);
    return {
      id: s.id,
      locality_id: s.localityId,
      name,
      street_type: s.type,
      street_type_name: typeName,
      title: `${typeName} ${name}`,
    };
  });
}

/** The streets of a locality matching typed text, best first (shared with the demo carrier). */
export function matchStreets(localityId: number, query: string, lang: string, limit: number): StreetData[] {
  const q = foldForMatch(query);
  const scored = STREETS.filter((s) => s.localityId === localityId)
    .map((s) => {
      const keys = KEYS.get(s.id) ?? [];
      const score = !q ? 1 : keys.some((k) => k.startsWith(q)) ? 2 : keys.some((k) => k.includes(q)) ? 1 : 0;
      return { s, score, name: placeName(s.names, lang) };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, lang));
  return scored.slice(0, limit).map(({ s }) => s);
}
