import { formatPrice, LOCALE_CODES } from "@sf/i18n";
import { describe, expect, it } from "vitest";
import { loginCodeMessage } from "../src/login-code-message.ts";
import { orderConfirmationMessage, shopOrderNoticeMessage } from "../src/order-confirmation-message.ts";
import { order, shop } from "./fixtures.ts";

describe("the shop's new-order notice", () => {
  const utm = { utm_source: "facebook", utm_medium: "cpc", utm_campaign: "<iarna>" };
  for (const lang of LOCALE_CODES) {
    it(`shows the order and where it came from, in ${lang}`, () => {
      const mail = shopOrderNoticeMessage({ ...order, utm }, shop, lang);
      expect(mail.subject).toContain(order.number);
      expect(mail.subject).toContain(formatPrice(order.totals.total, "MDL", lang));
      for (const body of [mail.html, mail.text]) {
        for (const line of order.lines) expect(body).toContain(formatPrice(line.total, "MDL", lang));
        expect(body).toContain("Ion Popescu");
        expect(body).toContain("+37369123456");
        expect(body).toContain("facebook");
        expect(body).toContain("cpc");
        // The customer ordered in Romanian: the shop is told so in its own language.
        expect(body).toContain("Română");
      }
      expect(mail.text).toContain("<iarna>");
      expect(mail.html).toContain("&lt;iarna&gt;");
      expect(mail.html).not.toContain("<iarna>");
      expect(mail.html).not.toContain('<script>alert("x")');
      // No link to the customer's own order page, and no "you placed an order" footer.
      expect(mail.text).not.toContain("order-checkout");
      expect(mail.html).toContain(`<html lang="${lang}">`);
    });
  }

  it("says when the customer came with no campaign", () => {
    expect(shopOrderNoticeMessage(order, shop, "ro").text).toContain("Vizită directă, fără parametri UTM");
    expect(shopOrderNoticeMessage({ ...order, utm: {} }, shop, "ru").text).toContain("Прямой заход");
    expect(shopOrderNoticeMessage(order, shop, "en").subject).toMatch(/^New order No\. MD-004821 – /);
  });
});

describe("order confirmation", () => {
  for (const lang of LOCALE_CODES) {
    it(`shows the whole order in ${lang}`, () => {
      const mail = orderConfirmationMessage(order, shop, lang);
      expect(mail.subject).toContain(order.number);
      for (const body of [mail.html, mail.text]) {
        for (const line of order.lines) {
          expect(body).toContain(formatPrice(line.total, "MDL", lang));
          expect(body).toContain(formatPrice(line.price, "MDL", lang));
        }
        expect(body).toContain(formatPrice(order.totals.total, "MDL", lang));
        expect(body).toContain(formatPrice(order.totals.discount, "MDL", lang));
        expect(body).toContain("IARNA10");
        expect(body).toContain("Ion Popescu");
        expect(body).toContain("+373 22 123 456");
        expect(body).toContain(`https://shop.example/${lang}/order-checkout/4821`);
      }
      expect(mail.text).toContain("Paracetamol 500 mg, 20 comprimate");
      expect(mail.html).toContain("Paracetamol 500 mg, 20 comprimate");
      expect(mail.text).toContain("1.5 m");
      expect(mail.html).toContain(`<html lang="${lang}">`);
      expect(mail.html).toContain('src="https://shop.example/media/logo.svg"');
    });
  }

  it("is written in each language, not in one with the others' numbers", () => {
    const subjects = Object.fromEntries(
      LOCALE_CODES.map((lang) => [lang, orderConfirmationMessage(order, shop, lang).subject]),
    );
    expect(subjects.ro).toMatch(/^Comanda nr\. MD-004821 a fost primită/);
    expect(subjects.ru).toMatch(/^Заказ № MD-004821 принят/);
    expect(subjects.uk).toMatch(/^Замовлення № MD-004821 прийнято/);
    expect(subjects.en).toMatch(/^Order No\. MD-004821 received/);
    expect(orderConfirmationMessage(order, shop, "ru").text).toContain("Наличными");
    expect(orderConfirmationMessage(order, shop, "uk").text).toContain("Безкоштовно");
    expect(orderConfirmationMessage(order, shop).text).toContain("Livrare la adresă");
  });

  it("escapes the customer's comment and the shop's name in the HTML", () => {
    const { html, text } = orderConfirmationMessage(order, shop, "en");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Farmacia &lt;Familiei&gt; &amp; Co");
    expect(html).not.toContain("<Familiei>");
    // The plain text is not HTML: it keeps the customer's words as typed.
    expect(text).toContain('<script>alert("x")</script>');
  });

  it("names the pickup store, shows free delivery and drops unsafe logo URLs", () => {
    const pickup = {
      ...order,
      totals: { subtotal: 39.98, discount: 0, delivery: 0, total: 39.98 },
      delivery: {
        type: "pickup" as const,
        store: { title: "Farmacia nr. 3", address: "bd. Dacia 20", phone: "022 555 333" },
      },
      payment: { type: "card_on_receipt" },
      comments: null,
    };
    const mail = orderConfirmationMessage(pickup, { ...shop, logoUrl: "javascript:alert(1)" }, "en");
    expect(mail.text).toContain("Pickup from the store, Farmacia nr. 3, bd. Dacia 20, 022 555 333");
    expect(mail.text).toContain("Delivery: Free");
    expect(mail.text).toContain("Card on receipt");
    expect(mail.text).not.toContain("Discount");
    expect(mail.text).not.toContain("Your comment");
    expect(mail.html).not.toContain("javascript:");
    expect(mail.html).toContain("Farmacia &lt;Familiei&gt; &amp; Co</span>");
  });
  it("says the shop will call about a one-click order's delivery, in every language", () => {
    const quick = {
      ...order,
      totals: { subtotal: 39.98, discount: 0, delivery: 0, total: 39.98 },
      delivery: { type: "quick" as const },
    };
    const en = orderConfirmationMessage(quick, shop, "en");
    expect(en.text).toContain("Delivery method: One-click order: we will call you to arrange delivery");
    expect(en.text).toContain("Delivery: Agreed by phone");
    expect(en.text).toContain("will call you shortly");
    expect(en.html).toContain("One-click order: we will call you to arrange delivery");
    expect(orderConfirmationMessage(quick, shop, "ro").text).toContain("Comandă într-un clic");
    expect(orderConfirmationMessage(quick, shop, "ru").text).toContain("Заказ в один клик");
    expect(orderConfirmationMessage(quick, shop, "uk").text).toContain("Замовлення в один клік");
  });
});

describe("login code", () => {
  it("gives the code and its validity in every language, for e-mail and SMS", () => {
    for (const lang of LOCALE_CODES) {
      const message = loginCodeMessage("048213", lang, "Farmacia");
      expect(message.subject).toContain("048213");
      expect(message.html).toContain("048213");
      expect(message.text).toContain("048213");
      expect(message.text).toContain("10");
      expect(message.sms).toContain("048213");
      expect(message.sms.length).toBeLessThanOrEqual(70);
    }
    expect(loginCodeMessage("123456", "ru").sms).toBe("Код для входа: 123456. Действует 10 минут.");
  });

  it("refuses anything but six digits", () => {
    expect(() => loginCodeMessage("12345", "en")).toThrow();
    expect(() => loginCodeMessage("<b>1234", "en")).toThrow();
  });
});
