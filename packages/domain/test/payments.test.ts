import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  maibLanguage,
  maibPaymentState,
  maibSignatureText,
  orderPageUrl,
  payableProblem,
  paymentAmount,
  paymentReturnUrls,
  settlePayment,
  storefrontOrigin,
} from "../src/payments.ts";

describe("maib callback signature", () => {
  const result = {
    status: "OK",
    payId: "f16a9466-5b8e-4b8e-8f0c-0f1f2b3c4d5e",
    orderId: "123",
    statusCode: "000",
    amount: 10.5,
    currency: "MDL",
    approval: "X1",
  };

  it("sorts the result's keys, joins the values with ':' and appends ':' + the key", () => {
    // amount, approval, currency, orderId, payId, status, statusCode
    expect(maibSignatureText(result, "secret-key")).toBe(
      "10.5:X1:MDL:123:f16a9466-5b8e-4b8e-8f0c-0f1f2b3c4d5e:OK:000:secret-key",
    );
  });

  it("gives the known base64(sha256) vector", () => {
    // Computed outside the code: printf '%s' '<text above>' | openssl dgst -sha256 -binary | base64
    const signature = createHash("sha256").update(maibSignatureText(result, "secret-key")).digest("base64");
    expect(signature).toBe("xhM2Iwcbc0GkglvQJ4E2Ygn1EDMWbyEPLUQvGsJQkAE=");
  });

  it("writes null and missing values as empty, and sorts upper case first like JavaScript", () => {
    expect(maibSignatureText({ b: null, a: 1, B: true, c: undefined }, "k")).toBe("true:1:::k");
  });
});

describe("maib statuses and fields", () => {
  it("maps OK to paid, final refusals to declined, the rest to pending", () => {
    expect(maibPaymentState("OK")).toBe("paid");
    for (const s of ["FAILED", "DECLINED", "TIMEOUT"]) expect(maibPaymentState(s)).toBe("declined");
    for (const s of ["CREATED", "PENDING", "ok", undefined, 0]) expect(maibPaymentState(s)).toBe("pending");
  });
  it("speaks ro, ru and en", () => {
    expect(["ro", "ru", "uk", "en"].map(maibLanguage)).toEqual(["ro", "ru", "en", "en"]);
  });
  it("rounds amounts to two decimals", () => {
    expect(paymentAmount(1234.005)).toBe(1234.01);
    expect(paymentAmount(0.1 + 0.2)).toBe(0.3);
  });
});

describe("settling a provider's verdict", () => {
  const awaiting = { status: "awaiting_payment", paymentStatus: "pending" };

  it("confirms the order when paid", () => {
    expect(settlePayment("pending", "paid", awaiting, true)).toEqual({
      payment: "paid",
      order: { status: "confirmed", paymentStatus: "paid" },
      doubleCharge: false,
    });
  });

  it("keeps the order awaiting payment when declined", () => {
    expect(settlePayment("pending", "declined", awaiting, true)).toEqual({
      payment: "declined",
      order: { status: "awaiting_payment", paymentStatus: "declined" },
      doubleCharge: false,
    });
  });

  it("changes nothing on a replay, on 'pending', or after paid", () => {
    const none = { payment: null, order: null, doubleCharge: false };
    expect(settlePayment("paid", "paid", awaiting, true)).toEqual(none);
    expect(settlePayment("declined", "declined", awaiting, true)).toEqual(none);
    expect(settlePayment("pending", "pending", awaiting, true)).toEqual(none);
    expect(settlePayment("paid", "declined", { ...awaiting, paymentStatus: "paid" }, true)).toEqual(none);
  });

  it("does not let an older attempt's decline or any decline unpay the order", () => {
    expect(settlePayment("pending", "declined", awaiting, false).order).toBeNull();
    const paid = { status: "confirmed", paymentStatus: "paid" };
    expect(settlePayment("pending", "declined", paid, true)).toMatchObject({
      payment: "declined",
      order: null,
    });
  });

  it("records money taken twice without touching the paid order", () => {
    const paid = { status: "confirmed", paymentStatus: "paid" };
    expect(settlePayment("pending", "paid", paid, false)).toEqual({
      payment: "paid",
      order: null,
      doubleCharge: true,
    });
  });

  it("records a late approval after a decline; a cancelled order stays cancelled", () => {
    expect(settlePayment("declined", "paid", { ...awaiting, paymentStatus: "declined" }, true).order).toEqual(
      {
        status: "confirmed",
        paymentStatus: "paid",
      },
    );
    expect(
      settlePayment("pending", "paid", { status: "cancelled", paymentStatus: "pending" }, true).order,
    ).toEqual({ status: "cancelled", paymentStatus: "paid" });
  });

  it("tells which orders can be paid by card", () => {
    const order = { paymentType: "card", paymentStatus: "declined", status: "awaiting_payment" };
    expect(payableProblem(order)).toBeNull();
    expect(payableProblem({ ...order, paymentType: "cash" })).toBe("not_card");
    expect(payableProblem({ ...order, paymentStatus: "paid" })).toBe("paid");
    expect(payableProblem({ ...order, status: "cancelled" })).toBe("cancelled");
  });
});

describe("return addresses", () => {
  it("takes a clean http(s) origin from the storefront, else the fallback", () => {
    expect(storefrontOrigin("https://shop.md", "http://localhost:3000")).toBe("https://shop.md");
    expect(storefrontOrigin("http://127.0.0.1:3000/", "http://x")).toBe("http://127.0.0.1:3000");
    for (const bad of ["javascript:alert(1)", "https://a.md/path", "https://u:p@a.md", "not a url", ""]) {
      expect(storefrontOrigin(bad, "https://fallback.md/")).toBe("https://fallback.md");
    }
    expect(storefrontOrigin(undefined, "garbage")).toBe("http://localhost:3000");
  });

  it("sends the shopper back to the order's page with the browser id", () => {
    expect(paymentReturnUrls("https://shop.md", "ru", 42, "b-1")).toEqual({
      okUrl: "https://shop.md/ru/order-checkout/42?no_user_id=b-1&payment=ok",
      failUrl: "https://shop.md/ru/order-checkout/42?no_user_id=b-1&payment=failed",
    });
    expect(paymentReturnUrls("https://shop.md", "ro", 7, null).okUrl).toBe(
      "https://shop.md/ro/order-checkout/7?payment=ok",
    );
    expect(orderPageUrl("https://shop.md", "ro", 7, null)).toBe("https://shop.md/ro/order-checkout/7");
    expect(orderPageUrl("http://localhost:3000", "en", 8, "b 2")).toBe(
      "http://localhost:3000/en/order-checkout/8?no_user_id=b+2",
    );
  });
});

describe("canonical JSON", () => {
  it("sorts keys at every level and drops undefined", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: "x" }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });
});
