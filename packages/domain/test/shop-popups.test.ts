import { describe, expect, it } from "vitest";
import {
  infoBlockHtml,
  parseSeenPopups,
  popupDelayMs,
  popupToShow,
  withSeenPopup,
} from "../src/shop-popups.ts";

const popups = [
  { id: 1, title: "Reducere", html: "<p>-10%</p>", lang: "ro" },
  { id: 2, title: "Скидка", html: "<p>-10%</p>", lang: "ru" },
  { id: 3, title: "Everyone", html: "<p>hi</p>", lang: null },
  { id: 4, title: " ", html: " ", lang: null },
];

describe("shop popups", () => {
  it("show the first popup of the visitor's language that they have not closed", () => {
    expect(popupToShow(popups, "ro", [], true)?.id).toBe(1);
    expect(popupToShow(popups, "ru", [], true)?.id).toBe(2);
    expect(popupToShow(popups, "en", [], true)?.id).toBe(3);
    expect(popupToShow(popups, "ro", [1], true)?.id).toBe(3);
    expect(popupToShow(popups, "ro", [1, 3], true)).toBeNull();
  });

  it("show nothing while the cookie banner waits, and skip an empty popup", () => {
    expect(popupToShow(popups, "ro", [], false)).toBeNull();
    expect(popupToShow([popups[3] as (typeof popups)[number]], "ro", [], true)).toBeNull();
  });

  it("remember closed popups in a small cookie, ignoring anything else in it", () => {
    expect(parseSeenPopups("1.3")).toEqual([1, 3]);
    expect(parseSeenPopups("1.x.-2.2,5.4")).toEqual([1, 4]);
    expect(parseSeenPopups(undefined)).toEqual([]);
    expect(withSeenPopup([1, 3], 1)).toBe("3.1");
    const many = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(withSeenPopup(many, 99).split(".")).toHaveLength(20);
    expect(withSeenPopup(many, 99).endsWith(".99")).toBe(true);
  });

  it("keep the delay between 0 and 10 minutes", () => {
    expect(popupDelayMs(5)).toBe(5000);
    expect(popupDelayMs(-3)).toBe(0);
    expect(popupDelayMs(Number.NaN)).toBe(0);
    expect(popupDelayMs(10_000)).toBe(600_000);
  });

  it("give the info block in the visitor's language, else its main text, and nothing when off", () => {
    const block = { enabled: true, html: "<p>ro</p>", translations: { ru: "<p>ru</p>" } };
    expect(infoBlockHtml(block, "ru")).toBe("<p>ru</p>");
    expect(infoBlockHtml(block, "en")).toBe("<p>ro</p>");
    expect(infoBlockHtml({ ...block, enabled: false }, "ru")).toBeNull();
    expect(infoBlockHtml({ enabled: true, html: "  " }, "ro")).toBeNull();
  });
});
