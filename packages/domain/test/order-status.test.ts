import { describe, expect, it } from "vitest";
import {
  applyOrderAction,
  availableOrderActions,
  type OrderAction,
  type OrderForAction,
} from "../src/order-status.ts";
import { STAFF_AREAS, staffMay, staffPasswordProblem } from "../src/staff-roles.ts";

const cashPickup: OrderForAction = {
  status: "new",
  paymentType: "cash",
  paymentStatus: "not_required",
  deliveryMethod: "pickup",
  hasCustomer: true,
  loyaltyGive: 12.5,
  loyaltyUsed: 0,
};

/** Applies actions in turn; the order as the last one left it. */
function walk(order: OrderForAction, actions: OrderAction[]): OrderForAction {
  let current = order;
  for (const action of actions) {
    const result = applyOrderAction(current, action);
    if (!result.ok) throw new Error(`${action} refused: ${result.problem}`);
    current = { ...current, status: result.status, paymentStatus: result.paymentStatus };
  }
  return current;
}

describe("order status workflow", () => {
  it("takes a pickup order new -> confirmed -> ready for pickup -> paid -> completed", () => {
    const done = walk(cashPickup, ["confirm", "ready_for_pickup", "mark_paid", "complete"]);
    expect(done).toMatchObject({ status: "completed", paymentStatus: "paid" });
    expect(availableOrderActions(done)).toEqual([]);
  });

  it("ships delivery orders and refuses to ship a pickup order or make a delivery ready for pickup", () => {
    const delivery = { ...cashPickup, deliveryMethod: "delivery" };
    expect(walk(delivery, ["confirm", "ship"]).status).toBe("shipped");
    const confirmedPickup = walk(cashPickup, ["confirm"]);
    expect(applyOrderAction(confirmedPickup, "ship")).toEqual({ ok: false, problem: "pickup_only" });
    expect(applyOrderAction(walk(delivery, ["confirm"]), "ready_for_pickup")).toEqual({
      ok: false,
      problem: "not_pickup",
    });
    // A one-click order's delivery is agreed on the phone: either way.
    const quick = walk({ ...cashPickup, deliveryMethod: "quick" }, ["confirm"]);
    expect(availableOrderActions(quick)).toEqual(expect.arrayContaining(["ready_for_pickup", "ship"]));
  });

  it("refuses skipped steps and completing an unpaid order", () => {
    expect(applyOrderAction(cashPickup, "complete")).toEqual({ ok: false, problem: "not_allowed" });
    expect(applyOrderAction(cashPickup, "ready_for_pickup")).toEqual({ ok: false, problem: "not_allowed" });
    const ready = walk(cashPickup, ["confirm", "ready_for_pickup"]);
    expect(applyOrderAction(ready, "complete")).toEqual({ ok: false, problem: "not_paid" });
  });

  it("credits a cash order's points when it is marked paid, and only once", () => {
    const paid = applyOrderAction(cashPickup, "mark_paid");
    expect(paid).toMatchObject({ ok: true, paymentStatus: "paid", effects: { pointsDelta: 12.5 } });
    const again = walk(cashPickup, ["mark_paid"]);
    expect(applyOrderAction(again, "mark_paid")).toEqual({ ok: false, problem: "already_paid" });
    // A guest earns nothing; a card order is paid by its provider, never by staff.
    expect(applyOrderAction({ ...cashPickup, hasCustomer: false }, "mark_paid")).toMatchObject({
      effects: { pointsDelta: 0 },
    });
    expect(applyOrderAction({ ...cashPickup, paymentType: "card" }, "mark_paid")).toEqual({
      ok: false,
      problem: "not_paid_in_person",
    });
    expect(applyOrderAction({ ...cashPickup, paymentType: "card_on_receipt" }, "mark_paid").ok).toBe(true);
  });

  it("cancels before completion: stock back, spent points back, earned points of a paid order taken", () => {
    const spent = { ...cashPickup, loyaltyUsed: 30 };
    expect(applyOrderAction(spent, "cancel")).toEqual({
      ok: true,
      status: "cancelled",
      paymentStatus: "not_required",
      effects: { returnStock: true, pointsDelta: 30, notifyCustomer: true },
    });
    const paid = walk(spent, ["confirm", "mark_paid"]);
    expect(applyOrderAction(paid, "cancel")).toMatchObject({ effects: { pointsDelta: 17.5 } });
    const completed = walk(cashPickup, ["confirm", "ready_for_pickup", "mark_paid", "complete"]);
    expect(applyOrderAction(completed, "cancel")).toEqual({ ok: false, problem: "not_allowed" });
    const cancelled = walk(cashPickup, ["cancel"]);
    expect(availableOrderActions(cancelled)).toEqual([]);
  });

  it("tells the customer at every status change but not when payment is recorded", () => {
    for (const [order, action] of [
      [cashPickup, "confirm"],
      [cashPickup, "cancel"],
    ] as const) {
      const result = applyOrderAction(order, action);
      expect(result.ok && result.effects.notifyCustomer).toBe(true);
    }
    const paid = applyOrderAction(cashPickup, "mark_paid");
    expect(paid.ok && paid.effects.notifyCustomer).toBe(false);
  });

  it("confirms a card order still awaiting payment, which cannot complete until paid", () => {
    const card = { ...cashPickup, paymentType: "card", paymentStatus: "pending", status: "awaiting_payment" };
    const ready = walk(card, ["confirm", "ready_for_pickup"]);
    expect(applyOrderAction(ready, "complete")).toEqual({ ok: false, problem: "not_paid" });
    expect(walk({ ...ready, paymentStatus: "paid" }, ["complete"]).status).toBe("completed");
  });
});

describe("staff roles", () => {
  it("gives the owner everything, the manager orders but not staff, the content editor content only", () => {
    expect(STAFF_AREAS.every((area) => staffMay("owner", area))).toBe(true);
    expect(staffMay("manager", "orders")).toBe(true);
    expect(staffMay("manager", "staff")).toBe(false);
    expect(staffMay("manager", "audit")).toBe(false);
    expect(staffMay("content_editor", "orders")).toBe(false);
    expect(staffMay("content_editor", "dashboard")).toBe(false);
    expect(staffMay("content_editor", "content")).toBe(true);
  });

  it("refuses short and one-letter passwords", () => {
    expect(staffPasswordProblem("short")).toMatch(/10/);
    expect(staffPasswordProblem("aaaaaaaaaaaa")).toMatch(/simple/);
    expect(staffPasswordProblem("demo-owner-2026")).toBeNull();
  });
});
