import { distance } from "fastest-levenshtein";

/**
 * Spelling help for the product search: query words are normalised as the search index stores
 * text (lower case, no diacritics, single spaces), so every word here is already in that form.
 */
export type Vocabulary = {
  /** Every word of the shop's product texts, with how many product texts use it. */
  words: ReadonlyMap<string, number>;
  /** The words of the shop's brand names. */
  brands: ReadonlySet<string>;
};

/** Shorter words are left as typed: one edit turns "pix" into too many other words. */
export const SPELLING_MIN_WORD = 4;

/** How many edits a word may be from its correction: one, two from eight letters on. */
export const editsAllowed = (word: string): number => (word.length >= 8 ? 2 : 1);

/**
 * The closest candidate within `maxEdits` (Levenshtein), the most used on a tie, then the
 * alphabetically first; null when none is that close or the word itself is a candidate.
 */
export function closestWord(
  word: string,
  candidates: Iterable<string>,
  maxEdits: number,
  uses: (candidate: string) => number = () => 0,
): string | null {
  let best: { word: string; edits: number; uses: number } | null = null;
  for (const candidate of candidates) {
    if (candidate === word) return null;
    if (Math.abs(candidate.length - word.length) > maxEdits) continue;
    const edits = distance(word, candidate);
    if (edits > maxEdits) continue;
    const used = uses(candidate);
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits && (used > best.uses || (used === best.uses && candidate < best.word)))
    )
      best = { word: candidate, edits, uses: used };
  }
  return best?.word ?? null;
}

const isWordToCheck = (word: string) => word.length >= SPELLING_MIN_WORD && !/\d/.test(word);

/**
 * The query with each unknown word that is one edit from a brand name's word replaced by it
 * ("fiskrs" -> "fiskars"): shoppers misspell brands more than anything, and a brand is never a
 * dictionary word the full-text search could stem. Known words are left alone. Returns the query
 * itself when nothing changes.
 */
export function correctBrandWords(query: string, vocabulary: Vocabulary): string {
  const words = query.split(" ");
  const corrected = words.map((word) => {
    if (!isWordToCheck(word) || vocabulary.words.has(word) || vocabulary.brands.has(word)) return word;
    return closestWord(word, vocabulary.brands, 1) ?? word;
  });
  return corrected.join(" ");
}

/**
 * "Did you mean ...": the query with every unknown word replaced by the closest known word
 * (one edit, two for long words; the most used wins a tie), or null when no word changes.
 */
export function suggestQuery(query: string, vocabulary: Vocabulary): string | null {
  let changed = false;
  const words = query.split(" ").map((word) => {
    if (!isWordToCheck(word) || vocabulary.words.has(word)) return word;
    const fix = closestWord(
      word,
      vocabulary.words.keys(),
      editsAllowed(word),
      (w) => vocabulary.words.get(w) ?? 0,
    );
    if (!fix) return word;
    changed = true;
    return fix;
  });
  return changed ? words.join(" ") : null;
}
