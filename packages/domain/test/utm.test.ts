import { describe, expect, it } from "vitest";
import { parseUtm, utmToRecord } from "../src/utm.ts";

describe("utmToRecord (the first visit wins)", () => {
  const landing = new URLSearchParams("utm_source=newsletter&utm_campaign=spring&page=2");
  it("keeps a landing URL's UTM fields when none are kept", () => {
    expect(utmToRecord(landing, undefined)).toEqual({ utm_source: "newsletter", utm_campaign: "spring" });
  });
  it("does not overwrite a kept record", () => {
    expect(
      utmToRecord(new URLSearchParams("utm_source=other"), JSON.stringify({ utm_source: "first" })),
    ).toBeNull();
  });
  it("replaces a kept value that is not a record", () => {
    expect(utmToRecord(landing, "not json")).toEqual({ utm_source: "newsletter", utm_campaign: "spring" });
  });
  it("stores nothing without UTM fields", () => {
    expect(utmToRecord(new URLSearchParams("q=phone"), undefined)).toBeNull();
  });
});

describe("parseUtm", () => {
  it("keeps only the five UTM string fields, trimmed and bounded", () => {
    const value = JSON.stringify({
      utm_source: " fb ",
      utm_medium: 3,
      other: "x",
      utm_term: "t".repeat(300),
    });
    expect(parseUtm(value)).toEqual({ utm_source: "fb", utm_term: "t".repeat(200) });
  });
  it("reads nothing from empty, non-object or field-less values", () => {
    for (const value of [undefined, "", "null", "[]", '"x"', "{}", "{"]) expect(parseUtm(value)).toBeNull();
  });
});
