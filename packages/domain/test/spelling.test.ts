import { describe, expect, it } from "vitest";
import {
  closestWord,
  correctBrandWords,
  editsAllowed,
  suggestQuery,
  type Vocabulary,
} from "../src/spelling.ts";

const vocabulary: Vocabulary = {
  words: new Map([
    ["foarfeca", 3],
    ["gradina", 5],
    ["fiskars", 4],
    ["lampadar", 2],
    ["paracetamol", 7],
    ["paracetamolum", 1],
    ["cana", 1],
    ["cafea", 9],
    ["bosch", 6],
  ]),
  brands: new Set(["fiskars", "bosch", "philips"]),
};

describe("closestWord", () => {
  it("finds a word one insertion, deletion, substitution or swap away", () => {
    const words = ["fiskars"];
    expect(closestWord("fiskrs", words, 1)).toBe("fiskars");
    expect(closestWord("fisskars", words, 1)).toBe("fiskars");
    expect(closestWord("fizkars", words, 1)).toBe("fiskars");
    expect(closestWord("fikars", words, 1)).toBe("fiskars");
  });

  it("finds nothing farther than allowed, and nothing for a word that is itself a candidate", () => {
    expect(closestWord("fskrs", ["fiskars"], 1)).toBeNull();
    expect(closestWord("fskrs", ["fiskars"], 2)).toBe("fiskars");
    expect(closestWord("fiskars", ["fiskars", "fiskar"], 1)).toBeNull();
  });

  it("prefers fewer edits, then the most used word, then the alphabetically first", () => {
    expect(closestWord("cafa", ["cana", "cafea"], 1, (w) => vocabulary.words.get(w) ?? 0)).toBe("cafea");
    expect(closestWord("cafx", ["cafa", "cafe"], 1)).toBe("cafa");
    expect(closestWord("paracetamo", ["paracetamolum", "paracetamol"], 3)).toBe("paracetamol");
  });
});

describe("correctBrandWords", () => {
  it("replaces an unknown word one edit from a brand's", () => {
    expect(correctBrandWords("fiskrs", vocabulary)).toBe("fiskars");
    expect(correctBrandWords("foarfeca fiskrs", vocabulary)).toBe("foarfeca fiskars");
    expect(correctBrandWords("bosh", vocabulary)).toBe("bosch");
  });

  it("leaves known words, short words, codes and far words alone", () => {
    expect(correctBrandWords("gradina", vocabulary)).toBe("gradina");
    expect(correctBrandWords("bos", vocabulary)).toBe("bos");
    expect(correctBrandWords("fiskrs2", vocabulary)).toBe("fiskrs2");
    expect(correctBrandWords("phlps", vocabulary)).toBe("phlps");
  });
});

describe("suggestQuery", () => {
  it("suggests the closest known words for unknown ones", () => {
    expect(suggestQuery("lampadr", vocabulary)).toBe("lampadar");
    expect(suggestQuery("foarfca gradna", vocabulary)).toBe("foarfeca gradina");
    // Long words may be two edits away.
    expect(editsAllowed("paracetmo")).toBe(2);
    expect(suggestQuery("paracetmo", vocabulary)).toBe("paracetamol");
  });

  it("suggests nothing when every word is known or nothing is close", () => {
    expect(suggestQuery("cafea", vocabulary)).toBeNull();
    expect(suggestQuery("xyzzy", vocabulary)).toBeNull();
  });
});
