/**
 * Cookie consent (decision 0037): what the visitor allowed, kept in one cookie, and which of the
 * shop's tracking tags that allows. Necessary cookies (language, cart, session) need no consent.
 */
export const CONSENT_COOKIE = "cookie_consent";
/** Half a year: the visitor is asked again after that. */
export const CONSENT_COOKIE_MAX_AGE_S = 182 * 24 * 60 * 60;

export const CONSENT_CATEGORIES = ["analytics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The visitor's choice; null: not decided yet (the banner shows, no tag loads). */
export type Consent = { analytics: boolean; marketing: boolean };

export const NO_CONSENT: Consent = { analytics: false, marketing: false };
export const FULL_CONSENT: Consent = { analytics: true, marketing: true };

/** The cookie's value: the granted categories after "necessary" ("necessary,analytics"). */
export function serializeConsent(consent: Consent): string {
  return ["necessary", ...CONSENT_CATEGORIES.filter((category) => consent[category])].join(",");
}

/** The cookie's value read back; anything that is not a list of known categories is "not decided". */
export function parseConsent(value: string | null | undefined): Consent | null {
  if (!value) return null;
  const parts = value.split(",").map((part) => part.trim());
  if (!parts.includes("necessary")) return null;
  if (parts.some((part) => part !== "necessary" && !(CONSENT_CATEGORIES as readonly string[]).includes(part)))
    return null;
  return { analytics: parts.includes("analytics"), marketing: parts.includes("marketing") };
}

/**
 * The banner's form: "accept" grants all, "reject" none, "save" the ticked categories
 * (`analytics`, `marketing` fields). Any other choice is refused (null).
 */
export function consentFromForm(
  choice: string,
  ticked: (category: ConsentCategory) => boolean,
): Consent | null {
  if (choice === "accept") return FULL_CONSENT;
  if (choice === "reject") return NO_CONSENT;
  if (choice === "save") return { analytics: ticked("analytics"), marketing: ticked("marketing") };
  return null;
}

/** A short name of the choice for the page cache's key: pages differ by it (banner, tags). */
export function consentCacheVariant(consent: Consent | null): string {
  if (!consent) return "u";
  return `${consent.analytics ? "a" : ""}${consent.marketing ? "m" : ""}` || "n";
}

/** The shop's tags and the consent each needs (verification meta tags need none: not tags). */
export const TAG_CONSENT = {
  /** GA4 measures visits: analytics. */
  ga4: ["analytics"],
  /** A tag manager runs any tag; Consent Mode tells its tags which storage they may use. */
  gtm: ["analytics", "marketing"],
  metaPixel: ["marketing"],
  yandexMetrika: ["analytics"],
  /** The chat widget keeps a visitor's history and source across visits for the operators. */
  jivo: ["marketing"],
} as const satisfies Record<string, readonly ConsentCategory[]>;
export type TrackingTag = keyof typeof TAG_CONSENT;

/** Whether a tag may load: the visitor granted one of the categories it serves. */
export function tagAllowed(tag: TrackingTag, consent: Consent | null): boolean {
  if (!consent) return false;
  return TAG_CONSENT[tag].some((category) => consent[category]);
}

export type GoogleConsentState = {
  ad_storage: "granted" | "denied";
  ad_user_data: "granted" | "denied";
  ad_personalization: "granted" | "denied";
  analytics_storage: "granted" | "denied";
};

/** Google Consent Mode v2: everything denied until the visitor chose. */
export const GOOGLE_CONSENT_DEFAULT: GoogleConsentState = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

/** Google Consent Mode v2 after the visitor chose: analytics storage and the three ad signals. */
export function googleConsentUpdate(consent: Consent): GoogleConsentState {
  const ads = consent.marketing ? "granted" : "denied";
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: consent.analytics ? "granted" : "denied",
  };
}
