import { describe, expect, it } from "vitest";
import { initialsOf, sellersByStore } from "../src/store-sellers.ts";

describe("initials", () => {
  it("takes the first letters of the first and last names, in any script", () => {
    expect(initialsOf("Ion Popescu")).toBe("IP");
    expect(initialsOf("  ana maria  rusu ")).toBe("AR");
    expect(initialsOf("Ирина Кожокару")).toBe("ИК");
    expect(initialsOf("Ștefan")).toBe("Ș");
    expect(initialsOf("Jean-Luc Picard")).toBe("JP");
    expect(initialsOf("(Dr.) Olga Țurcan")).toBe("DȚ");
    expect(initialsOf("   ")).toBe("");
    expect(initialsOf("42")).toBe("");
  });
});

describe("sellers by store", () => {
  const seller = (id: number, store: number | null) => ({ id, store: store === null ? null : { id: store } });
  it("groups by store in order, and puts staff of no listed store apart", () => {
    const { byStore, elsewhere } = sellersByStore(
      [seller(1, 10), seller(2, 20), seller(3, 10), seller(4, null), seller(5, 99)],
      [10, 20, 30],
    );
    expect(byStore[10]?.map((s) => s.id)).toEqual([1, 3]);
    expect(byStore[20]?.map((s) => s.id)).toEqual([2]);
    expect(byStore[30]).toBeUndefined();
    expect(elsewhere.map((s) => s.id)).toEqual([4, 5]);
  });
});
