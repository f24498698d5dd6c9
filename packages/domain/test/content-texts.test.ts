import { describe, expect, it } from "vitest";
import { contentTextProblems, reorderProblem } from "../src/content-texts.ts";

describe("content texts", () => {
  it("accepts one text per language of the shop", () => {
    expect(contentTextProblems([{ lang: "ro" }, { lang: "ru" }], ["ro", "ru"])).toBeNull();
  });
  it("refuses a language the shop does not publish in, and a language twice", () => {
    expect(contentTextProblems([{ lang: "en" }], ["ro", "ru"])?.translations?.[0]).toMatch(
      /not published in "en"/,
    );
    expect(contentTextProblems([{ lang: "ro" }, { lang: "ro" }], ["ro"])?.translations).toEqual([
      'There are two texts in "ro"; keep one.',
    ]);
  });
  it("requires the shop's main language when asked (the storefront falls back to it)", () => {
    expect(contentTextProblems([{ lang: "ru" }], ["ro", "ru"], "ro")?.translations).toEqual([
      'Write the text in the shop\'s main language ("ro") too.',
    ]);
    expect(contentTextProblems([{ lang: "ro" }], ["ro", "ru"], "ro")).toBeNull();
  });
});

describe("a new order", () => {
  it("names every item once", () => {
    expect(reorderProblem([3, 1, 2], [1, 2, 3])).toBeNull();
    expect(reorderProblem([1, 1, 2], [1, 2, 3])).toMatch(/twice/);
    expect(reorderProblem([1, 2, 9], [1, 2, 3])).toMatch(/does not have/);
    expect(reorderProblem([1, 2], [1, 2, 3])).toMatch(/every item/);
  });
});
