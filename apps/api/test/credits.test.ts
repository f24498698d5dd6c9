import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/** `GET /general/credits`: the shop's credit programmes for the products' price. */
const { app, database } = await build();
const TOKEN = "credits-shop";
let productId = 0;

beforeAll(async () => {
  const siteId = await addTestShop(database.db, {
    token: TOKEN,
    code: "credits",
    settings: {
      credits: [
        { id: 1, title: "Zero × 4", months: 4, annual_rate: 0, min_sum: 1000, max_sum: 20_000 },
        { id: 2, title: "Credit × 12", months: 12, annual_rate: 12, min_sum: 5000 },
      ],
    },
  });
  await addTestShop(database.db); // the plain test shop: no programmes
  const [row] = await database.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.siteId, siteId), eq(schema.products.code, "T-201")));
  productId = row?.id as number;
  await database.db.update(schema.products).set({ price: 2500 }).where(eq(schema.products.id, productId));
}, 60_000);

const get = (query: string, token = TOKEN) =>
  app.inject({ url: `/general/credits?${query}`, headers: { token, "accept-language": "ro" } });

describe("credit offers", () => {
  it("offers the programmes that lend the products' price, cheapest month first", async () => {
    const one = (await get(`product_ids=${productId}`)).json();
    expect(one).toEqual([
      expect.objectContaining({ id: 1, months: 4, monthly: 625, total: 2500, sum: 2500 }),
    ]);
    const four = (await get(`product_ids=${productId}&counts=4`)).json();
    // 10 000 over 12 months at 12 %: 888.49; over 4 months without interest: 2500.
    expect(four.map((o: { id: number; monthly: number }) => [o.id, o.monthly])).toEqual([
      [2, 888.49],
      [1, 2500],
    ]);
  });

  it("answers an empty list without programmes or products, and 400 for bad lists", async () => {
    expect((await get(`product_ids=${productId}`, "test-shop-token")).json()).toEqual([]);
    expect((await get("product_ids=999999999")).json()).toEqual([]);
    for (const query of ["", "product_ids=abc", "product_ids=1&counts=x", "product_ids=-1"]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
