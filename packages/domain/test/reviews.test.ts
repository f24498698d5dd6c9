import { describe, expect, it } from "vitest";
import { applyVote, isBrowserId, resolveVoter, summarizeRatings } from "../src/reviews.ts";

describe("summarizeRatings", () => {
  it("averages to one decimal and counts per star, five stars first", () => {
    const summary = summarizeRatings([
      { rating: 5, count: 3 },
      { rating: 4, count: 1 },
      { rating: 1, count: 1 },
    ]);
    expect(summary.average).toBe(4);
    expect(summary.count).toBe(5);
    expect(summary.distribution).toEqual([
      { rating: 5, count: 3 },
      { rating: 4, count: 1 },
      { rating: 3, count: 0 },
      { rating: 2, count: 0 },
      { rating: 1, count: 1 },
    ]);
    expect(
      summarizeRatings([
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
      ]).average,
    ).toBe(4.7);
  });

  it("is zero without reviews and ignores ratings outside 1..5", () => {
    expect(summarizeRatings([])).toMatchObject({ average: 0, count: 0 });
    expect(
      summarizeRatings([
        { rating: 9, count: 4 },
        { rating: 0, count: 1 },
      ]).count,
    ).toBe(0);
  });
});

describe("applyVote", () => {
  it("adds a first vote", () => {
    expect(applyVote(0, 1)).toEqual({ likes: 1, dislikes: 0, vote: 1 });
    expect(applyVote(0, -1)).toEqual({ likes: 0, dislikes: 1, vote: -1 });
  });
  it("keeps a repeated vote once", () => {
    expect(applyVote(1, 1)).toEqual({ likes: 0, dislikes: 0, vote: 1 });
    expect(applyVote(-1, -1)).toEqual({ likes: 0, dislikes: 0, vote: -1 });
  });
  it("moves a switched vote", () => {
    expect(applyVote(1, -1)).toEqual({ likes: -1, dislikes: 1, vote: -1 });
    expect(applyVote(-1, 1)).toEqual({ likes: 1, dislikes: -1, vote: 1 });
  });
});

describe("resolveVoter", () => {
  it("prefers the cookie, then the header, then the body id, then the IP", () => {
    const ip = "10.0.0.1";
    expect(resolveVoter({ cookieHeader: "a=1; browser_id=abc-1", header: "h", bodyId: "b", ip })).toEqual({
      voter: "b:abc-1",
    });
    expect(resolveVoter({ header: "h-2", bodyId: "b", ip })).toEqual({ voter: "b:h-2" });
    expect(resolveVoter({ bodyId: "b-3", ip })).toEqual({ voter: "b:b-3" });
    expect(resolveVoter({ cookieHeader: "other=1", ip })).toEqual({ voter: "ip:10.0.0.1" });
  });
  it("rejects a malformed browser id", () => {
    expect(resolveVoter({ header: "x".repeat(101), ip: "1.1.1.1" })).toEqual({
      error: "Invalid browser id.",
    });
    expect(resolveVoter({ bodyId: "a b", ip: "1.1.1.1" })).toHaveProperty("error");
    expect(isBrowserId("5f0e-uuid_like.1:2")).toBe(true);
  });
});
