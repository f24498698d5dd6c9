import { LOCALE_CODES } from "@sf/i18n";
import { describe, expect, it } from "vitest";
import { advertExpiryMessage } from "../src/advert-expiry-message.ts";
import { shop } from "./fixtures.ts";

describe("the advert renewal reminder", () => {
  const expiresAt = new Date("2030-01-12T09:00:00Z");
  const subjects = new Set<string>();
  for (const lang of LOCALE_CODES) {
    it(`names the advert, its end and links to my adverts, in ${lang}`, () => {
      const mail = advertExpiryMessage({ lang, advert: 'Teren <b>"8 ari"</b>', expiresAt }, shop);
      subjects.add(mail.subject);
      expect(mail.subject).toContain('Teren <b>"8 ari"</b>');
      expect(mail.text).toContain("12.01.2030");
      expect(mail.text).toContain(`/${lang}/my-adverts`);
      expect(mail.html).toContain("Teren &lt;b&gt;&quot;8 ari&quot;&lt;/b&gt;");
      expect(mail.html).not.toContain("<b>");
      expect(mail.sms).toContain("12.01.2030");
      expect(mail.sms.length).toBeLessThan(200);
    });
  }
  it("is written in each language, Romanian for an unknown one, and shortens a long title", () => {
    expect(subjects.size).toBe(LOCALE_CODES.length);
    const unknown = advertExpiryMessage({ lang: "de", advert: "x".repeat(300), expiresAt }, shop);
    expect(unknown.subject).toContain("expiră");
    expect(unknown.sms.length).toBeLessThan(200);
  });
});
