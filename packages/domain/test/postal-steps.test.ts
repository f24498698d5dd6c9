import { describe, expect, it } from "vitest";
import { isPostalRef, postalChoiceComplete, readPostalSteps } from "../src/postal.ts";

const steps = (query: string) => readPostalSteps(new URLSearchParams(query));

describe("Nova Post steps without JavaScript", () => {
  it("asks nothing of a cart page without their parameters", () => {
    expect(steps("")).toBeNull();
    expect(steps("problem=stock")).toBeNull();
  });

  it("searches towns from two letters, trimmed and shortened", () => {
    expect(steps("np_q=b")).toEqual({
      query: "b",
      search: false,
      cityRef: null,
      type: "warehouse",
      divisionRef: null,
    });
    expect(steps("np_q=%20B%C4%83l%C8%9Bi%20%20de%20Sus%20")).toMatchObject({
      query: "Bălți de Sus",
      search: true,
    });
    expect(steps(`np_q=${"a".repeat(150)}`)?.query).toHaveLength(100);
    // An empty search is still the steps (the shopper pressed "Find" with nothing typed).
    expect(steps("np_q=")).toMatchObject({ query: "", search: false });
  });

  it("keeps the town, the way and the branch; drops malformed refs and the courier's branch", () => {
    expect(steps("np_q=ba&np_city=np-city-3&np_type=postmachine&np_division=np-pm-3-1")).toEqual({
      query: "ba",
      search: true,
      cityRef: "np-city-3",
      type: "postmachine",
      divisionRef: "np-pm-3-1",
    });
    expect(steps("np_city=<script>&np_division=a%20b")).toMatchObject({
      cityRef: null,
      divisionRef: null,
    });
    expect(steps("np_city=c1&np_type=teleport")?.type).toBe("warehouse");
    expect(steps("np_city=c1&np_type=courier&np_division=d1")).toMatchObject({
      type: "courier",
      divisionRef: null,
    });
  });

  it("knows a carrier's ref", () => {
    expect(isPostalRef("e71f8842-4b33-11e4-ab6d-005056801329")).toBe(true);
    expect(isPostalRef("1:2.3")).toBe(true);
    expect(isPostalRef("")).toBe(false);
    expect(isPostalRef("a".repeat(65))).toBe(false);
    expect(isPostalRef(12)).toBe(false);
  });
});

describe("a complete postal choice", () => {
  it("needs a town, and a branch or locker unless the courier brings the parcel", () => {
    expect(postalChoiceComplete({ cityRef: null, type: "courier", divisionRef: null })).toBe(false);
    expect(postalChoiceComplete({ cityRef: "c", type: "courier", divisionRef: null })).toBe(true);
    expect(postalChoiceComplete({ cityRef: "c", type: "warehouse", divisionRef: null })).toBe(false);
    expect(postalChoiceComplete({ cityRef: "c", type: "postmachine", divisionRef: "d" })).toBe(true);
  });
});
