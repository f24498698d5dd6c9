import { describe, expect, it } from "vitest";
import { settleWithin } from "../app/lib/deferred.server.ts";

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("settleWithin", () => {
  it("gives the values of what settles in time and leaves the rest to stream", async () => {
    const slow = new Promise<string[]>(() => {}); // never answers
    const failed = Promise.reject(new Error("API down"));
    failed.catch(() => {});
    const result = await settleWithin({ fast: after(1, ["a"]), now: Promise.resolve(0), slow, failed }, 40);
    expect(result.fast).toEqual(["a"]);
    expect(result.now).toBe(0);
    expect(result.slow).toBe(slow); // still the promise: streamed after the page
    expect(result.failed).toBe(failed); // its <Await> shows the error element
  });

  it("does not wait for the deadline when everything has settled", async () => {
    // A deadline past the test's own timeout: waiting for it would fail the test.
    expect(await settleWithin({ a: Promise.resolve(1), b: after(5, 2) }, 60_000)).toEqual({ a: 1, b: 2 });
  });
});
