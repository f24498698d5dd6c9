import { describe, expect, it } from "vitest";
import { type CreditProgramme, instalment } from "../src/credit-programmes.ts";
import { isIuteProgramme, iuteApplicationState, iuteChoices, settleCreditApplication } from "../src/iute.ts";
import { placedOrderState } from "../src/order-state.ts";

const maib: CreditProgramme = {
  id: 1,
  title: "Rate 0%",
  partner: "maib",
  months: 6,
  terms: [3, 6],
  annualRatePercent: 0,
  minSum: 1500,
  maxSum: 30_000,
};
const iute: CreditProgramme = {
  id: 2,
  title: "Iute Credit",
  partner: "Iute Credit",
  months: 18,
  terms: [9, 12, 18],
  annualRatePercent: 14.9,
  feeOncePercent: 1.5,
  minSum: 2000,
  maxSum: 100_000,
};
const iutePlus: CreditProgramme = {
  ...iute,
  id: 3,
  title: "Iute Credit Plus",
  terms: [24, 36],
  minSum: 5000,
  productMinPrice: 1000,
};

describe("iute programmes and choices", () => {
  it("knows iute's programmes by their partner, else their title", () => {
    expect(isIuteProgramme(maib)).toBe(false);
    expect(isIuteProgramme(iute)).toBe(true);
    expect(isIuteProgramme({ title: "IUTE × 12", partner: "" })).toBe(true);
    expect(isIuteProgramme({ title: "Distribute", partner: "" })).toBe(false);
  });

  it("offers every term of every iute programme that takes the amount, with its instalment", () => {
    const choices = iuteChoices([maib, iute, iutePlus], 6000, [1200, 4800]);
    expect(choices.map((c) => [c.programmeId, c.months])).toEqual([
      [2, 9],
      [2, 12],
      [2, 18],
      [3, 24],
      [3, 36],
    ]);
    expect(choices[1]?.monthly).toBe(instalment(iute, 6000, 12));
  });

  it("offers nothing below a programme's minimum or for a product outside its range", () => {
    expect(iuteChoices([maib, iute], 1999)).toEqual([]);
    expect(iuteChoices([iutePlus], 6000, [500, 5500])).toEqual([]);
    expect(iuteChoices([iute], 100_001)).toEqual([]);
  });
});

describe("iute application status", () => {
  it("maps SUCCESS to approved, ERROR to refused, anything else to still open", () => {
    expect(iuteApplicationState("SUCCESS")).toBe("paid");
    expect(iuteApplicationState("ERROR")).toBe("declined");
    for (const other of ["PENDING", "IN_PROGRESS", "", null, 42, "success"]) {
      expect(iuteApplicationState(other)).toBe("pending");
    }
  });

  it("places an iute order on hold", () => {
    expect(placedOrderState("iute", 5000)).toEqual({ status: "awaiting_payment", paymentStatus: "pending" });
  });
});

describe("settleCreditApplication", () => {
  const onHold = { status: "awaiting_payment", paymentStatus: "pending" };

  it("confirms the order on approval", () => {
    expect(settleCreditApplication("pending", "paid", onHold)).toEqual({
      application: "paid",
      order: { status: "confirmed", paymentStatus: "paid" },
      release: false,
      lateApproval: false,
    });
  });

  it("cancels the order and releases its stock on refusal", () => {
    expect(settleCreditApplication("pending", "declined", onHold)).toEqual({
      application: "declined",
      order: { status: "cancelled", paymentStatus: "declined" },
      release: true,
      lateApproval: false,
    });
  });

  it("changes nothing for pending answers, replays, or after approval", () => {
    const unchanged = { application: null, order: null, release: false, lateApproval: false };
    expect(settleCreditApplication("pending", "pending", onHold)).toEqual(unchanged);
    expect(settleCreditApplication("declined", "declined", onHold)).toEqual(unchanged);
    expect(settleCreditApplication("paid", "declined", onHold)).toEqual(unchanged);
  });

  it("never releases twice: a refusal for an order no longer on hold only records it", () => {
    const cancelled = { status: "cancelled", paymentStatus: "declined" };
    expect(settleCreditApplication("pending", "declined", cancelled)).toMatchObject({
      order: null,
      release: false,
    });
  });

  it("flags an approval that arrives for a cancelled order", () => {
    const cancelled = { status: "cancelled", paymentStatus: "declined" };
    expect(settleCreditApplication("declined", "paid", cancelled)).toMatchObject({
      application: "paid",
      order: null,
      lateApproval: true,
    });
  });
});
