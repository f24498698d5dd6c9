import { describe, expect, it } from "vitest";
import { addToCompare, COMPARE_MAX, compareRows, removeFromCompare } from "../src/compare.ts";

describe("compare", () => {
  it("lines up every property and marks the rows that differ", () => {
    const rows = compareRows([
      {
        properties: [
          { title: "Code", value: "A-1" },
          { title: "Culoare", value: "Roșu" },
        ],
      },
      {
        properties: [
          { title: "Code", value: "A-2" },
          { title: "Culoare", value: "roșu " },
          { title: "Greutate", value: "2 kg" },
        ],
      },
    ]);
    expect(rows).toEqual([
      { title: "Code", values: ["A-1", "A-2"], differs: true },
      { title: "Culoare", values: ["Roșu", "roșu "], differs: false },
      { title: "Greutate", values: [null, "2 kg"], differs: true },
    ]);
    expect(compareRows([])).toEqual([]);
  });

  it("keeps one category, refuses others and a full list, and empties on the last removal", () => {
    let list = { categoryId: null as number | null, ids: [] as number[] };
    list = addToCompare(list, { id: 1, categoryId: 7 }).list;
    expect(addToCompare(list, { id: 1, categoryId: 7 })).toEqual({ list, refused: null });
    expect(addToCompare(list, { id: 2, categoryId: 8 }).refused).toBe("other_category");
    for (let id = 2; id <= COMPARE_MAX; id++) list = addToCompare(list, { id, categoryId: 7 }).list;
    expect(list.ids).toHaveLength(COMPARE_MAX);
    expect(addToCompare(list, { id: 99, categoryId: 7 }).refused).toBe("full");
    for (let id = 1; id <= COMPARE_MAX; id++) list = removeFromCompare(list, id);
    expect(list).toEqual({ categoryId: null, ids: [] });
    // An empty list takes any category again.
    expect(addToCompare(list, { id: 5, categoryId: 8 }).list).toEqual({ categoryId: 8, ids: [5] });
  });
});
