import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCAL_CART_MAX_LINES, parseLocalCart, serializeLocalCart } from "../src/local-cart.ts";

describe("local cart cookie", () => {
  it("reads id:qtt pairs and drops junk", () => {
    expect(parseLocalCart("12:1,40:2.5, 7:0.125")).toEqual([
      { id: 12, count: 1 },
      { id: 40, count: 2.5 },
      { id: 7, count: 0.125 },
    ]);
    expect(parseLocalCart("12:1,12:5,x:1,3:-1,4:0,5:abc,6:100000,0:1,;drop table")).toEqual([
      { id: 12, count: 1 },
    ]);
    expect(parseLocalCart("")).toEqual([]);
    expect(parseLocalCart(null)).toEqual([]);
  });

  it("keeps at most the line limit", () => {
    const many = Array.from({ length: 150 }, (_, i) => `${i + 1}:1`).join(",");
    expect(parseLocalCart(many)).toHaveLength(LOCAL_CART_MAX_LINES);
  });

  it("writes what it reads back", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            id: fc.integer({ min: 1, max: 2_000_000_000 }),
            count: fc.integer({ min: 1, max: 99_999_000 }).map((n) => n / 1000),
          }),
          { selector: (line) => line.id, maxLength: 30 },
        ),
        (lines) => {
          expect(parseLocalCart(serializeLocalCart(lines))).toEqual(lines);
        },
      ),
    );
  });
});
