import { describe, expect, it } from "vitest";
import { chooseLanguage, contentLanguage, localize, parseAcceptLanguage } from "../src/language.ts";

describe("parseAcceptLanguage", () => {
  it("orders by quality, keeps the primary subtag and drops q=0 and *", () => {
    expect(parseAcceptLanguage("en-US,en;q=0.9,ru;q=0.95,*;q=0.1,uk;q=0")).toEqual(["en", "ru", "en"]);
  });
  it("tolerates empty and malformed headers", () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(";;,q=abc")).toEqual([]);
  });
});

describe("chooseLanguage", () => {
  const site = { siteLanguages: ["ro", "ru", "en"], mainLanguage: "ro" };
  it("prefers the language cookie", () => {
    expect(chooseLanguage({ ...site, cookie: "ru", acceptLanguage: "en" })).toBe("ru");
  });
  it("ignores a cookie for a language the site lacks, then uses the browser languages", () => {
    expect(chooseLanguage({ ...site, cookie: "uk", acceptLanguage: "uk,en;q=0.8" })).toBe("en");
  });
  it("falls back to the main language", () => {
    expect(chooseLanguage({ ...site, cookie: null, acceptLanguage: "de-DE" })).toBe("ro");
  });
  it("never returns a language outside the site's list", () => {
    expect(
      chooseLanguage({ siteLanguages: ["ru"], mainLanguage: "ro", cookie: null, acceptLanguage: null }),
    ).toBe("ru");
  });
});

describe("contentLanguage and localize", () => {
  it("uses Accept-Language only when the site has it", () => {
    expect(contentLanguage("ru-RU", ["ro", "ru"], "ro")).toBe("ru");
    expect(contentLanguage("uk", ["ro", "ru"], "ro")).toBe("ro");
  });
  it("falls back to the main language, then any", () => {
    expect(localize({ ro: "Acasă", ru: "Главная" }, "en", "ru")).toBe("Главная");
    expect(localize({ en: "Home" }, "ro", "ru")).toBe("Home");
    expect(localize(null, "ro", "ro")).toBe("");
  });
});
