import { LOCALE_CODES } from "@sf/i18n";
import { describe, expect, it } from "vitest";
import { backInStockMessage } from "../src/back-in-stock-message.ts";
import { shop } from "./fixtures.ts";

describe("the back-in-stock e-mail", () => {
  const subjects = new Set<string>();
  for (const lang of LOCALE_CODES) {
    it(`names the product and links to its page, in ${lang}`, () => {
      const mail = backInStockMessage({ lang, product: 'Ceai <b>"verde"</b>', slug: "ceai-verde" }, shop);
      subjects.add(mail.subject);
      expect(mail.subject).toContain('Ceai <b>"verde"</b>');
      expect(mail.text).toContain(`/${lang}/product/ceai-verde`);
      expect(mail.html).toContain(`/${lang}/product/ceai-verde`);
      expect(mail.html).toContain("Ceai &lt;b&gt;&quot;verde&quot;&lt;/b&gt;");
      expect(mail.html).not.toContain("<b>");
      expect(mail.html).toContain(`<html lang="${lang}">`);
    });
  }
  it("is written in each language, Romanian for an unknown one", () => {
    expect(subjects.size).toBe(LOCALE_CODES.length);
    const unknown = backInStockMessage({ lang: "de", product: "Ceai", slug: null }, shop);
    expect(unknown.subject).toContain("din nou în stoc");
    expect(unknown.text).not.toContain("/product/");
  });
});
