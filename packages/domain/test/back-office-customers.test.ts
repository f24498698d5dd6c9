import { describe, expect, it } from "vitest";
import {
  adjustPoints,
  backInStockProblem,
  moderatedStatus,
  POINTS_ADJUSTMENT_MAX,
  postedReviewStatus,
  reviewVisibilityChanged,
} from "../src/back-office-customers.ts";

describe("points adjusted by staff", () => {
  it("adds and takes points, keeping two decimals and the trimmed reason", () => {
    expect(adjustPoints(10, 5.005, "  Goodwill after a late delivery ")).toEqual({
      ok: true,
      delta: 5.01,
      balance: 15.01,
      reason: "Goodwill after a late delivery",
    });
    expect(adjustPoints(10, -10, "Points given by mistake")).toMatchObject({ ok: true, balance: 0 });
  });

  it("never lets the balance go below zero", () => {
    expect(adjustPoints(10, -10.01, "Too much")).toMatchObject({ ok: false, field: "delta" });
    expect(adjustPoints(0, -1, "Nothing to take")).toMatchObject({ ok: false, field: "delta" });
  });

  it("requires a reason and a real change", () => {
    expect(adjustPoints(10, 5, "   ")).toMatchObject({ ok: false, field: "reason" });
    expect(adjustPoints(10, 5, "x".repeat(501))).toMatchObject({ ok: false, field: "reason" });
    expect(adjustPoints(10, 0, "Nothing")).toMatchObject({ ok: false, field: "delta" });
    expect(adjustPoints(10, 0.001, "Rounds to nothing")).toMatchObject({ ok: false, field: "delta" });
    expect(adjustPoints(10, Number.NaN, "Not a number")).toMatchObject({ ok: false, field: "delta" });
    expect(adjustPoints(10, POINTS_ADJUSTMENT_MAX + 1, "A typo")).toMatchObject({
      ok: false,
      field: "delta",
    });
  });
});

describe("review moderation", () => {
  it("approving publishes, hiding hides", () => {
    expect(moderatedStatus("approve")).toBe("published");
    expect(moderatedStatus("hide")).toBe("hidden");
    expect(postedReviewStatus(true)).toBe("pending");
    expect(postedReviewStatus(false)).toBe("published");
  });

  it("tells when the storefront's pages change", () => {
    expect(reviewVisibilityChanged("pending", "published")).toBe(true);
    expect(reviewVisibilityChanged("published", "hidden")).toBe(true);
    expect(reviewVisibilityChanged("pending", "hidden")).toBe(false);
    expect(reviewVisibilityChanged("published", "published")).toBe(false);
  });
});

describe("back-in-stock notices", () => {
  it("are sent only for an active product with stock and open requests", () => {
    expect(backInStockProblem({ active: true, stock: 3 }, 2)).toBeNull();
    expect(backInStockProblem({ active: true, stock: 0 }, 2)).toMatch(/no stock/);
    expect(backInStockProblem({ active: false, stock: 3 }, 2)).toMatch(/not on sale/);
    expect(backInStockProblem({ active: true, stock: 3 }, 0)).toMatch(/answered/);
  });
});
