import { describe, expect, it } from "vitest";
import {
  consentCacheVariant,
  consentFromForm,
  FULL_CONSENT,
  GOOGLE_CONSENT_DEFAULT,
  googleConsentUpdate,
  NO_CONSENT,
  parseConsent,
  serializeConsent,
  tagAllowed,
} from "../src/consent.ts";

describe("consent cookie", () => {
  it("round-trips every choice", () => {
    for (const consent of [
      NO_CONSENT,
      FULL_CONSENT,
      { analytics: true, marketing: false },
      { analytics: false, marketing: true },
    ])
      expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    expect(serializeConsent(NO_CONSENT)).toBe("necessary");
    expect(serializeConsent(FULL_CONSENT)).toBe("necessary,analytics,marketing");
  });
  it("reads a missing, empty or unknown value as not decided", () => {
    for (const value of [undefined, null, "", "analytics", "necessary,ads", "yes", "necessary;analytics"])
      expect(parseConsent(value)).toBeNull();
  });
  it("tolerates spaces and order", () => {
    expect(parseConsent(" marketing , necessary")).toEqual({ analytics: false, marketing: true });
  });
});

describe("consentFromForm", () => {
  const none = () => false;
  it("accept grants all, reject none, save what is ticked", () => {
    expect(consentFromForm("accept", none)).toEqual(FULL_CONSENT);
    expect(consentFromForm("reject", () => true)).toEqual(NO_CONSENT);
    expect(consentFromForm("save", (c) => c === "analytics")).toEqual({ analytics: true, marketing: false });
  });
  it("refuses an unknown choice", () => {
    expect(consentFromForm("", none)).toBeNull();
    expect(consentFromForm("all", none)).toBeNull();
  });
});

describe("tagAllowed", () => {
  it("loads no tag before a choice nor after rejecting", () => {
    for (const tag of ["ga4", "gtm", "metaPixel", "yandexMetrika", "jivo"] as const) {
      expect(tagAllowed(tag, null)).toBe(false);
      expect(tagAllowed(tag, NO_CONSENT)).toBe(false);
      expect(tagAllowed(tag, FULL_CONSENT)).toBe(true);
    }
  });
  it("analytics only: GA4, Metrika and the tag manager, not the pixel nor the chat", () => {
    const analytics = { analytics: true, marketing: false };
    expect(tagAllowed("ga4", analytics)).toBe(true);
    expect(tagAllowed("yandexMetrika", analytics)).toBe(true);
    expect(tagAllowed("gtm", analytics)).toBe(true);
    expect(tagAllowed("metaPixel", analytics)).toBe(false);
    expect(tagAllowed("jivo", analytics)).toBe(false);
  });
  it("marketing only: the pixel, the chat and the tag manager, not GA4 nor Metrika", () => {
    const marketing = { analytics: false, marketing: true };
    expect(tagAllowed("metaPixel", marketing)).toBe(true);
    expect(tagAllowed("jivo", marketing)).toBe(true);
    expect(tagAllowed("gtm", marketing)).toBe(true);
    expect(tagAllowed("ga4", marketing)).toBe(false);
    expect(tagAllowed("yandexMetrika", marketing)).toBe(false);
  });
});

describe("Google Consent Mode v2", () => {
  it("denies all four signals by default", () => {
    expect(Object.values(GOOGLE_CONSENT_DEFAULT)).toEqual(["denied", "denied", "denied", "denied"]);
  });
  it("grants analytics storage for analytics and the ad signals for marketing", () => {
    expect(googleConsentUpdate({ analytics: true, marketing: false })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
    expect(Object.values(googleConsentUpdate(FULL_CONSENT))).toEqual([
      "granted",
      "granted",
      "granted",
      "granted",
    ]);
  });
});

describe("consentCacheVariant", () => {
  it("names each choice apart", () => {
    const variants = [
      null,
      NO_CONSENT,
      FULL_CONSENT,
      { analytics: true, marketing: false },
      { analytics: false, marketing: true },
    ].map(consentCacheVariant);
    expect(new Set(variants).size).toBe(5);
  });
});
