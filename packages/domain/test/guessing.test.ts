import { describe, expect, it } from "vitest";
import { passwordSignInGate, promoCartKey, SIGN_IN_GUESSES } from "../src/guessing.ts";

describe("promoCartKey", () => {
  it("names the customer's cart before the browser's, per shop", () => {
    expect(promoCartKey(3, 7, "browser-1")).toBe("3:u7");
    expect(promoCartKey(3, null, "browser-1")).toBe("3:bbrowser-1");
    expect(promoCartKey(4, null, "browser-1")).not.toBe(promoCartKey(3, null, "browser-1"));
  });

  it("names no cart for a local cart without a browser id", () => {
    expect(promoCartKey(3, null, undefined)).toBeNull();
    expect(promoCartKey(3, null, "")).toBeNull();
  });
});

describe("passwordSignInGate", () => {
  const limit = SIGN_IN_GUESSES.perAccount;

  it("checks the password until the account has had its allowance of failures", () => {
    expect(passwordSignInGate(0, false)).toBe("check");
    expect(passwordSignInGate(limit - 1, false)).toBe("check");
    expect(passwordSignInGate(limit, false)).toBe("code_required");
    expect(passwordSignInGate(limit * 100, false)).toBe("code_required");
  });

  it("always checks from an address the customer signed in from", () => {
    expect(passwordSignInGate(limit * 100, true)).toBe("check");
  });
});
