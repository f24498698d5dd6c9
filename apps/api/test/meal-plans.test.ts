import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { schema } from "@sf/db";
import { CAPITAL_REGION_ID, menuPlanPrice, shopDate } from "@sf/domain";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { build, site } from "./helper.ts";

/**
 * The caterer's meal plan in the cart and the order (issue 15, decision 0045), on the demo
 * caterer (ecaterix): 1200 / 1500 / 2000 kcal, 1–28 days, delivering in the Chișinău municipality.
 */
const { app, database, outboxDir } = await build();

const post = (path: string, payload: object, lang = "ro") =>
  app.inject({ method: "POST", url: `/general/${path}`, headers: site("ecaterix", lang), payload });
const cartOf = async (browser: string) =>
  (
    await app.inject({ url: `/general/cart/fetch-all/?no_user_id=${browser}`, headers: site("ecaterix") })
  ).json()[0];

const DAY_MS = 86_400_000;
const inDays = (n: number) => shopDate(new Date(Date.now() + n * DAY_MS));
const CHISINAU = 1;
let seq = 0;
const browser = () => `meal-plan-browser-${++seq}`;
const plan = { calories: 1200, days: 7, start_date: inDays(2), locality_id: CHISINAU };

describe("POST /general/cart/add-meal-plan", () => {
  it("puts one plan line in the cart, priced by the shop whatever the client says", async () => {
    const b = browser();
    const res = await post("cart/add-meal-plan/", { ...plan, price: 1, no_user_id: b });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.meal_plan).toMatchObject({
      calories: 1200,
      days: 7,
      start_date: plan.start_date,
      locality_id: CHISINAU,
      daily_price: 260,
      discount: 10,
      price: menuPlanPrice(260, 7, 10),
      available: true,
    });
    // The caterer delivers every day: seven deliveries from the start date.
    expect(cart.meal_plan.delivery_dates).toHaveLength(7);
    expect(cart.meal_plan.delivery_dates[0]).toBe(plan.start_date);
    expect(cart.meal_plan.title).toContain("1200 kcal");
    expect(cart.meal_plan.title).toContain("7 zile");
    expect(cart.total_price).toBe(menuPlanPrice(260, 7, 10));
    expect(cart.total_count).toBe(1);

    // Another choice replaces the plan (one plan per cart); the answer is in the language asked.
    const ru = (
      await post("cart/add-meal-plan/", { ...plan, calories: 2000, days: 28, no_user_id: b }, "ru")
    ).json();
    expect(ru.meal_plan).toMatchObject({ calories: 2000, days: 28, price: menuPlanPrice(330, 28, 15) });
    expect(ru.meal_plan.title).toContain("2000 ккал");
    expect((await cartOf(b)).meal_plan.calories).toBe(2000);

    const removed = (await post("cart/remove-meal-plan/", { no_user_id: b })).json();
    expect(removed.meal_plan).toBeUndefined();
    expect(removed.total_price).toBe(0);
  });

  it("refuses a plan the shop does not have, a bad start date or city, and stores nothing", async () => {
    const b = browser();
    const cases: [object, string][] = [
      [{ ...plan, calories: 1300 }, "calories"],
      [{ ...plan, days: 3 }, "days"],
      [{ ...plan, start_date: inDays(0) }, "start_date"],
      [{ ...plan, start_date: "2020-01-06" }, "start_date"],
      [{ ...plan, start_date: "2026-02-30" }, "start_date"],
      [{ ...plan, start_date: "30.11.2026" }, "start_date"],
      // Past the shop's calendar (calendar_settings.days_ahead is 14).
      [{ ...plan, start_date: inDays(40) }, "start_date"],
      [{ ...plan, locality_id: undefined }, "locality_id"],
      [{ ...plan, locality_id: 999_999 }, "locality_id"],
      // Bălți's district: a real place the caterer does not deliver to.
      [{ ...plan, locality_id: 101 }, "locality_id"],
      [{ ...plan, calories: "1200" }, "calories"],
    ];
    for (const [body, field] of cases) {
      const res = await post("cart/add-meal-plan/", { ...body, no_user_id: b });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await cartOf(b)).meal_plan ?? null).toBeNull();
    // A shop without meal plans has none to add.
    const none = await app.inject({
      method: "POST",
      url: "/general/cart/add-meal-plan/",
      headers: site("farmacie"),
      payload: { ...plan, locality_id: undefined, no_user_id: b },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe("This shop offers no meal plans.");
  });
});

describe("ordering a meal plan", () => {
  const buyer = { name: "Ana Rusu", phone: "+(373) 69 123 456", paymentType: "cash" };
  const delivery = {
    deliveryType: "delivery",
    region_id: CAPITAL_REGION_ID,
    locality_id: CHISINAU,
    delivery_type: "standart",
    address: { street: "str. Albișoara", building: "42" },
  };

  it("orders the plan like a product: the shop's price, a line that names it, the cart emptied", async () => {
    const b = browser();
    await post("cart/add-meal-plan/", { ...plan, no_user_id: b });
    const res = await post("v3/order/", { ...buyer, email: "plan@example.md", ...delivery, no_user_id: b });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    const price = menuPlanPrice(260, 7, 10);
    // Free delivery from 600 MDL in Chișinău: the plan pays for it.
    expect(created.final_price).toBe(price);
    const items = await database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, created.id));
    expect(items).toEqual([
      expect.objectContaining({
        productId: null,
        code: "MEAL-PLAN-1200-7",
        count: 1,
        price,
        lineTotal: price,
      }),
    ]);
    const [kitchen] = await database.db
      .select()
      .from(schema.orderMealPlans)
      .where(eq(schema.orderMealPlans.orderId, created.id));
    expect(kitchen).toMatchObject({
      calories: 1200,
      days: 7,
      startDate: plan.start_date,
      localityId: CHISINAU,
    });
    expect(kitchen?.deliveryDates).toHaveLength(7);

    // The order page and the confirmation e-mail say which plan, how long, from when.
    const detail = (
      await app.inject({ url: `/general/v2/order/${created.id}?no_user_id=${b}`, headers: site("ecaterix") })
    ).json();
    expect(detail.products[0]).toMatchObject({ product_id: null, count: 1, line_total: price });
    expect(detail.products[0].title).toMatch(/1200 kcal, 7 zile, de la \d+ \S+ \d{4}/);
    const emlFile = async () => {
      for (const file of (await readdir(outboxDir)).filter((f) => f.endsWith(".eml"))) {
        if ((await readFile(join(outboxDir, file), "utf8")).includes("plan@example.md")) return file;
      }
      return null;
    };
    await expect.poll(emlFile).toBeTruthy();
    const mail = await simpleParser(await readFile(join(outboxDir, (await emlFile()) as string)));
    expect(mail.text).toContain(detail.products[0].title);

    expect((await cartOf(b)).meal_plan).toBeUndefined();
  });

  it("refuses a plan sent by parcel or to another city, and one whose start date has passed", async () => {
    const b = browser();
    await post("cart/add-meal-plan/", { ...plan, no_user_id: b });
    const otherCity = await post("v3/order/", { ...buyer, ...delivery, locality_id: 2, no_user_id: b });
    expect(otherCity.statusCode).toBe(400);
    expect(otherCity.json()).toHaveProperty("locality_id");
    // The plan's start date passes while it waits in the cart.
    const [cart] = await database.db
      .select({ id: schema.carts.id })
      .from(schema.carts)
      .where(eq(schema.carts.browserId, b));
    await database.db
      .update(schema.cartMealPlans)
      .set({ startDate: inDays(-1) })
      .where(eq(schema.cartMealPlans.cartId, cart?.id ?? 0));
    expect((await cartOf(b)).meal_plan.available).toBe(false);
    const late = await post("v3/order/", { ...buyer, ...delivery, no_user_id: b });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toHaveProperty("start_date");
    const orders = await database.db.select().from(schema.orders).where(eq(schema.orders.browserId, b));
    expect(orders).toEqual([]);
  });
});
