import { describe, expect, it } from "vitest";
import { maskPrices, pricesHiddenFor } from "../src/guest-prices.ts";

describe("guest prices", () => {
  it("hides prices from guests of shops that ask for it only", () => {
    expect(pricesHiddenFor({ is_price_hidden_for_guests: true }, false)).toBe(true);
    expect(pricesHiddenFor({ is_price_hidden_for_guests: true }, true)).toBe(false);
    expect(pricesHiddenFor({ is_price_hidden_for_guests: false }, false)).toBe(false);
    expect(pricesHiddenFor({}, false)).toBe(false);
  });

  it("removes every product's prices and the price range, deep inside any answer", () => {
    const listing = {
      count: 2,
      price_range: { min: 10, max: 99, selectedFrom: 20, selectedTo: null },
      products: [
        { productId: 1, title: "Scaun", price: 49.9, old_price: 59.9, discount: 17, count: 3 },
        { productId: 2, title: "Masă", price: 99, old_price: null, discount: 0, count: 0 },
      ],
      product: { id: 3, price: 5, characteristics: [{ name: "price", value: "n/a" }] },
    };
    const masked = maskPrices(listing);
    expect(masked.price_range).toEqual({ min: 0, max: 0, selectedFrom: null, selectedTo: null });
    expect(masked.products.map((p) => [p.price, p.old_price, p.discount, p.count, p.title])).toEqual([
      [0, null, 0, 3, "Scaun"],
      [0, null, 0, 0, "Masă"],
    ]);
    expect(masked.product.price).toBe(0);
    // Not a number: not a price (a characteristic named "price" keeps its text).
    expect(masked.product.characteristics[0]?.value).toBe("n/a");
    expect(JSON.stringify(masked)).not.toMatch(/49\.9|59\.9|99/);
    // The input is not changed.
    expect(listing.products[0]?.price).toBe(49.9);
  });
});
