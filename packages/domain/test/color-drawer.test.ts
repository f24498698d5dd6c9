import { describe, expect, it } from "vitest";
import { parseHex, readableTextOn } from "../src/color.ts";
import { assertDrawerTab } from "../src/drawer.ts";

describe("readableTextOn", () => {
  it("puts dark text on the spec's yellow and white text on dark blue", () => {
    expect(readableTextOn("#FFC907")).toBe("#1b1b1b");
    expect(readableTextOn("#1d3a8a")).toBe("#ffffff");
    expect(readableTextOn("#fff")).toBe("#1b1b1b");
  });
  it("parses short and long hex, rejects garbage", () => {
    expect(parseHex("#abc")).toEqual([170, 187, 204]);
    expect(parseHex("#2967C4")).toEqual([41, 103, 196]);
    expect(parseHex("red")).toBeNull();
  });
});

describe("assertDrawerTab", () => {
  it("accepts menu and catalog and throws on anything else", () => {
    expect(assertDrawerTab("menu")).toBe("menu");
    expect(assertDrawerTab("catalog")).toBe("catalog");
    expect(() => assertDrawerTab("cart")).toThrow(/Invalid drawer tab/);
  });
});
