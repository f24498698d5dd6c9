import { describe, expect, it } from "vitest";
import {
  addSearchRecord,
  isSearchable,
  normalizeSearchQuery,
  type PendingSearch,
  SEARCH_QUERY_MAX_LENGTH,
  titleMatchScore,
} from "../src/search-query.ts";

describe("normalizeSearchQuery", () => {
  it("trims, collapses whitespace and lower-cases, keeping accents and Cyrillic", () => {
    expect(normalizeSearchQuery("  Vitamina   C\t\n ")).toBe("vitamina c");
    expect(normalizeSearchQuery("ȘAMPON Ștefan")).toBe("șampon ștefan");
    expect(normalizeSearchQuery(" Парацетамол ")).toBe("парацетамол");
  });
  it("cuts to 100 characters without a trailing space", () => {
    expect(normalizeSearchQuery("a".repeat(150))).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(normalizeSearchQuery(`${"a".repeat(99)} b`)).toBe("a".repeat(99));
  });
});

describe("isSearchable", () => {
  it("needs at least 2 characters after trimming", () => {
    expect(isSearchable("")).toBe(false);
    expect(isSearchable(" p ")).toBe(false);
    expect(isSearchable("p  ")).toBe(false);
    expect(isSearchable("pa")).toBe(true);
    expect(isSearchable("я я")).toBe(true);
  });
});

describe("addSearchRecord", () => {
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));

  it("merges searches of one site, language and normalised query", () => {
    const pending = new Map<string, PendingSearch>();
    expect(
      addSearchRecord(pending, { siteId: 1, lang: "ro", query: "Paracetamol", results: 5, at: at(1) }),
    ).toBe(true);
    addSearchRecord(pending, { siteId: 1, lang: "ro", query: " paracetamol  ", results: 7, at: at(3) });
    // An older search arriving late adds a hit but does not replace the latest count.
    addSearchRecord(pending, { siteId: 1, lang: "ro", query: "PARACETAMOL", results: 1, at: at(2) });
    expect([...pending.values()]).toEqual([
      { siteId: 1, lang: "ro", query: "paracetamol", results: 7, at: at(3), hits: 3 },
    ]);
  });

  it("keeps sites and languages apart", () => {
    const pending = new Map<string, PendingSearch>();
    addSearchRecord(pending, { siteId: 1, lang: "ro", query: "ibuprofen", results: 2, at: at(1) });
    addSearchRecord(pending, { siteId: 1, lang: "ru", query: "ibuprofen", results: 2, at: at(1) });
    addSearchRecord(pending, { siteId: 2, lang: "ro", query: "ibuprofen", results: 0, at: at(1) });
    expect(pending.size).toBe(3);
  });

  it("ignores queries shorter than 2 characters", () => {
    const pending = new Map<string, PendingSearch>();
    expect(addSearchRecord(pending, { siteId: 1, lang: "ro", query: " x ", results: 9, at: at(1) })).toBe(
      false,
    );
    expect(addSearchRecord(pending, { siteId: 1, lang: "ro", query: "   ", results: 0, at: at(1) })).toBe(
      false,
    );
    expect(pending.size).toBe(0);
  });
});

describe("titleMatchScore", () => {
  it("prefers titles that start with the text, then word prefixes, ignoring case and accents", () => {
    expect(titleMatchScore("Vitamine și minerale", "vitam")).toBe(2);
    expect(titleMatchScore("Vitamine și minerale", "VIT MIN")).toBe(1);
    expect(titleMatchScore("Vitamine și minerale", "si min")).toBe(1);
    expect(titleMatchScore("Îngrijire", "ingr")).toBe(2);
    expect(titleMatchScore("Шампуни и бальзамы", "бальз")).toBe(1);
    expect(titleMatchScore("Ёлки", "елк")).toBe(2);
  });
  it("does not match inside words or on fewer than 2 characters", () => {
    expect(titleMatchScore("Vitamine", "amine")).toBe(0);
    expect(titleMatchScore("Vitamine", "v")).toBe(0);
    expect(titleMatchScore("Vitamine", "vitamix")).toBe(0);
  });
});
