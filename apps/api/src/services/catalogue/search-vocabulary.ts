import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import type { Vocabulary } from "@sf/domain";
import { eq, sql } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { versionedCache } from "./catalogue-version.ts";
import { normalizeQuery } from "./search-text.ts";

const cache = versionedCache(loadVocabulary);

/**
 * The words of the shop's product texts (the search index's own text: titles, brands and codes
 * in every language, normalised) with how many texts use each, and its brand names' words; kept
 * until the catalogue version moves. Spelling help in the search uses it (domain spelling.ts).
 */
export function getSearchVocabulary(db: Db, site: Site): Promise<Vocabulary> {
  return cache.get(db, site.id);
}

async function loadVocabulary(db: Db, siteId: number): Promise<Vocabulary> {
  const { productTranslations: t, brands } = schema;
  const [tokens, brandRows] = await Promise.all([
    db.execute(sql`
      select word, count(*)::int as uses
      from ${t}, regexp_split_to_table(${t.searchText}, '[[:space:]]+') as word
      where ${t.siteId} = ${siteId} and length(word) >= 2
      group by word`),
    db.select({ name: brands.name }).from(brands).where(eq(brands.siteId, siteId)),
  ]);
  const words = new Map<string, number>();
  for (const row of (tokens as unknown as { rows: { word: string; uses: number }[] }).rows) {
    // Tokens keep their punctuation ("form,"): the query's normal form drops it.
    for (const word of normalizeQuery(row.word).split(" ")) {
      if (word.length >= 2) words.set(word, (words.get(word) ?? 0) + Number(row.uses));
    }
  }
  const brandWords = new Set(
    brandRows.flatMap((b) => normalizeQuery(b.name).split(" ")).filter((w) => w.length >= 2),
  );
  return { words, brands: brandWords };
}
