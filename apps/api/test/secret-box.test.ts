import { describe, expect, it } from "vitest";
import { secretBox } from "../src/lib/secret-box.ts";

describe("secretBox", () => {
  const box = secretBox("a-key-of-at-least-thirty-two-characters");

  it("seals with a fresh nonce and opens what it sealed", () => {
    const a = box.seal("JBSWY3DPEHPK3PXP");
    const b = box.seal("JBSWY3DPEHPK3PXP");
    expect(a).toMatch(/^v1\./);
    expect(a).not.toBe(b);
    expect(a).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open(a)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("reads a value stored before sealing as it is", () => {
    expect(box.open("JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
  });

  it("refuses a value sealed under another key, or altered", () => {
    const sealed = box.seal("secret");
    expect(() => secretBox("another-key-of-thirty-two-characters!").open(sealed)).toThrow(/SECRETS_KEY/);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "B" : "A"}A`;
    expect(() => box.open(altered)).toThrow();
  });
});
