import { readdir } from "node:fs/promises";
import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/** Orders sent by Nova Post (the demo carrier): branch, locker and courier, and refusals. */
const { app, database, outboxDir } = await build();
const TOKEN = "postal-orders-shop";
const OFF_TOKEN = "postal-orders-off";
let productId = 0;
let rxId = 0;

beforeAll(async () => {
  const siteId = await addTestShop(database.db, {
    token: TOKEN,
    code: "postal-orders",
    settings: { additional_settings: { novapost: { enabled: true } } },
  });
  await addTestShop(database.db, { token: OFF_TOKEN, code: "postal-orders-off" });
  const rows = await database.db
    .select({ id: schema.products.id, code: schema.products.code })
    .from(schema.products)
    .where(eq(schema.products.siteId, siteId));
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  productId = byCode.get("T-201") as number;
  rxId = byCode.get("T-107") as number;
  await database.db
    .update(schema.products)
    .set({ weightGr: 1500, price: 300 })
    .where(eq(schema.products.id, productId));
}, 60_000);

const headers = (token = TOKEN) => ({ token, "accept-language": "ro" });
const post = (path: string, payload: object, token = TOKEN) =>
  app.inject({ method: "POST", url: `/general/${path}`, headers: headers(token), payload });

let seq = 0;
const order = (postal: object, extra: object = {}, id = productId) => ({
  cart: { products: [{ product: { productId: id }, count: 2 }] },
  no_user_id: `postal-browser-${++seq}`,
  name: "Ion Ceban",
  phone: "+373 79 000 111",
  email: "ion@example.md",
  paymentType: "cash",
  deliveryType: "novapost",
  postal,
  ...extra,
});

async function firstBranch(kind: "warehouse" | "postmachine", cityRef = "md-balti") {
  const res = await post(`v2/novapost/${kind}`, { cityRef });
  expect(res.statusCode).toBe(200);
  const [branch] = res.json() as { ref: string; description: string }[];
  if (!branch) throw new Error(`no ${kind} in ${cityRef}`);
  return branch;
}

async function stockOf(id: number) {
  const [row] = await database.db
    .select({ stock: schema.products.stockTotal })
    .from(schema.products)
    .where(eq(schema.products.id, id));
  return row?.stock;
}

describe("Nova Post orders", () => {
  it("sends to a branch at the carrier's price, recorded with the branch's own name", async () => {
    const branch = await firstBranch("warehouse");
    const quote = (
      await post("v2/novapost/delivery-price", {
        cityRef: "md-balti",
        delivery_type: "warehouse",
        warehouseRef: branch.ref,
        weight: 3,
        total: 600,
      })
    ).json()[0] as { price: number };
    expect(quote.price).toBeGreaterThan(0);
    const before = await stockOf(productId);
    const res = await post(
      "v3/order",
      order({ delivery_type: "warehouse", cityRef: "md-balti", city: "Bălți", warehouseRef: branch.ref }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    // The parcel weighs 2 × 1.5 kg and is worth 600: the same quote as the picker's.
    expect(created.final_price).toBe(600 + quote.price);
    expect(await stockOf(productId)).toBe((before as number) - 2);
    const [row] = await database.db.select().from(schema.orders).where(eq(schema.orders.id, created.id));
    expect(row?.deliveryMethod).toBe("novapost");
    expect(row?.deliveryPrice).toBe(quote.price);
    expect(row?.address?.postal).toEqual({
      carrier: "novapost",
      type: "warehouse",
      cityRef: "md-balti",
      divisionRef: branch.ref,
    });
    expect(row?.address?.street).toContain(branch.description);
    const detail = (
      await app.inject({
        url: `/general/v2/order/${created.id}?no_user_id=postal-browser-${seq}`,
        headers: headers(),
      })
    ).json();
    expect(detail.delivery_method).toBe("novapost");
    expect(detail.shippingInformation.city).toBe("Bălți");
    expect(detail.shippingInformation.address).toContain(branch.description);
    // The confirmation names the carrier and the branch.
    await expect.poll(async () => (await readdir(outboxDir)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it("sends to a locker, and by courier to a street address", async () => {
    const locker = await firstBranch("postmachine", "md-chisinau");
    const toLocker = await post(
      "v3/order",
      order({
        delivery_type: "postmachine",
        cityRef: "md-chisinau",
        city: "Chișinău",
        warehouseRef: locker.ref,
      }),
    );
    expect(toLocker.statusCode).toBe(201);
    const courier = await post(
      "v3/order",
      order({
        delivery_type: "courier",
        cityRef: "md-chisinau",
        city: "Chișinău",
        street: "str. Mihai Eminescu",
        building: "5",
        apartment: "12",
      }),
    );
    expect(courier.statusCode).toBe(201);
    const [row] = await database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, courier.json().id));
    expect(row?.address).toMatchObject({
      localityName: "Chișinău",
      street: "str. Mihai Eminescu",
      building: "5",
      apartment: "12",
      postal: { type: "courier", divisionRef: null },
    });
  });

  it("refuses a parcel it cannot check or send, with the field, and changes nothing", async () => {
    const branch = await firstBranch("warehouse");
    const before = await stockOf(productId);
    const count = async () => (await database.db.select({ id: schema.orders.id }).from(schema.orders)).length;
    const orders = await count();
    const cases: [object, object, string, string?][] = [
      [order({ delivery_type: "warehouse", cityRef: "md-balti", city: "Bălți" }), {}, "postal.warehouseRef"],
      [
        order({ delivery_type: "warehouse", cityRef: "md-balti", city: "Bălți", warehouseRef: "nope" }),
        {},
        "postal.warehouseRef",
      ],
      [
        order({
          delivery_type: "warehouse",
          cityRef: "md-atlantis",
          city: "Atlantis",
          warehouseRef: branch.ref,
        }),
        {},
        "postal.cityRef",
      ],
      [order({ delivery_type: "courier", cityRef: "md-balti", city: "Bălți" }), {}, "postal.street"],
      [order(undefined as unknown as object), {}, "postal"],
      [
        order({ delivery_type: "warehouse", cityRef: "md-balti", city: "Bălți", warehouseRef: branch.ref }),
        {},
        "deliveryType",
        OFF_TOKEN,
      ],
    ];
    for (const [payload, , field, token] of cases) {
      const res = await post("v3/order", payload, token);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
      expect(Object.keys(res.json())).toContain(field);
    }
    // A prescription medicine never travels by post.
    const rx = await post(
      "v3/order",
      order(
        { delivery_type: "warehouse", cityRef: "md-balti", city: "Bălți", warehouseRef: branch.ref },
        { prescription_checked: [rxId] },
        rxId,
      ),
    );
    expect(rx.statusCode).toBe(400);
    expect(rx.json().products).toEqual([expect.objectContaining({ id: rxId, code: "pickup_only" })]);
    expect(await stockOf(productId)).toBe(before);
    expect(await count()).toBe(orders);
  });
});
