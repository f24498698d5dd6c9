import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeUid,
  encodeUid,
  isEmail,
  isTokenFresh,
  normalizeEmail,
  passwordProblems,
  tokenExpiry,
} from "../src/accounts.ts";

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.sig`;

describe("accounts", () => {
  it("normalises e-mails and tells addresses from junk", () => {
    expect(normalizeEmail("  Ion.Popescu@Example.MD ")).toBe("ion.popescu@example.md");
    expect(isEmail("ion@example.md")).toBe(true);
    for (const bad of ["", "ion", "ion@", "@example.md", "ion@example", "i on@example.md", "ion@ex<a>.md"]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it("checks new passwords like Django's validators", () => {
    expect(passwordProblems("corect-cal-baterie")).toEqual([]);
    expect(passwordProblems("abc")).toEqual(["too_short"]);
    expect(passwordProblems("12345678901")).toEqual(["numeric"]);
    expect(passwordProblems("x".repeat(129))).toEqual(["too_long"]);
    expect(passwordProblems("ionpopescu1", "IonPopescu@example.md")).toEqual(["like_email"]);
    expect(passwordProblems("ion-and-more-words", "ion@example.md")).toEqual(["like_email"]);
    // Characters, not UTF-16 units: eight Cyrillic letters are enough.
    expect(passwordProblems("парольчик")).toEqual([]);
  });

  it("round-trips user ids through a link's uid and refuses anything else", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => decodeUid(encodeUid(id)) === id),
    );
    expect(encodeUid(42)).toBe("NDI");
    for (const bad of ["", "MA", "LTE", "not base64!", "OTk5OTk5OTk5OTk", "YWJj"]) {
      expect(decodeUid(bad), bad).toBeNull();
    }
  });

  it("counts a token fresh only while its expiry is more than 30 s ahead", () => {
    const now = 1_800_000_000_000;
    expect(isTokenFresh(jwt({ exp: now / 1000 + 31 }), now)).toBe(true);
    expect(isTokenFresh(jwt({ exp: now / 1000 + 30 }), now)).toBe(false);
    expect(isTokenFresh(jwt({ exp: now / 1000 - 5 }), now)).toBe(false);
    expect(isTokenFresh(null, now)).toBe(false);
    expect(isTokenFresh("", now)).toBe(false);
    // Undecodable but present: the server decides.
    expect(isTokenFresh("opaque", now)).toBe(true);
    expect(tokenExpiry(jwt({ sub: "1" }))).toBeNull();
  });
});
