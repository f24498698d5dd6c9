import { schema } from "@sf/db";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { addTestShop } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

const { app, database, outboxDir } = await build();
const { call, customer } = accountHelpers(app, outboxDir);
const OTHER_TOKEN = "favorites-other-shop";
let ids: number[] = [];
let foreignId = 0;

beforeAll(async () => {
  const siteId = await addTestShop(database.db);
  const otherId = await addTestShop(database.db, { token: OTHER_TOKEN, code: "favorites-other" });
  const rows = await database.db
    .select({ id: schema.products.id, siteId: schema.products.siteId })
    .from(schema.products)
    .orderBy(schema.products.id);
  ids = rows.filter((r) => r.siteId === siteId).map((r) => r.id);
  foreignId = rows.find((r) => r.siteId === otherId)?.id ?? 0;
}, 60_000);

type List = { product_ids: number[] };

describe("favorites", () => {
  it("keeps a customer's favourites, merges the browser's list once, and clears them", async () => {
    const ana = await customer("ana.fav@example.md");
    const ion = await customer("ion.fav@example.md");
    const [a, b, c] = ids as [number, number, number];
    const add = (bearer: string, product_id: number) => call("/favorites/", { bearer, body: { product_id } });
    expect(((await add(ana.access, a)).json() as List).product_ids).toEqual([a]);
    expect(((await add(ana.access, a)).json() as List).product_ids).toEqual([a]);
    expect((await add(ana.access, foreignId)).statusCode).toBe(404);
    expect((await call("/favorites/", { body: { product_id: a } })).statusCode).toBe(401);

    // The browser's list joins on sign-in; another shop's product and unknown ids are dropped.
    const merged = await call("/api/v1/user/fav/", {
      method: "PATCH",
      bearer: ana.access,
      body: { goods: [b, c, foreignId, 2_000_000_000, b] },
    });
    expect(new Set((merged.json() as List).product_ids)).toEqual(new Set([a, b, c]));
    const list = (bearer: string) => call("/favorites/", { method: "GET", bearer });
    expect(((await list(ion.access)).json() as List).product_ids).toEqual([]);

    // Removing someone else's favourite changes nothing of theirs.
    await call(`/api/v1/user/fav/${a}/`, { method: "DELETE", bearer: ion.access });
    expect(((await list(ana.access)).json() as List).product_ids).toContain(a);
    await call(`/api/v1/user/fav/${a}/`, { method: "DELETE", bearer: ana.access });
    expect(((await list(ana.access)).json() as List).product_ids).not.toContain(a);
    expect((await call("/favorites/", { method: "DELETE", bearer: ana.access, body: {} })).statusCode).toBe(
      400,
    );
    const cleared = await call("/favorites/", {
      method: "DELETE",
      bearer: ana.access,
      body: { clear_all: true },
    });
    expect((cleared.json() as List).product_ids).toEqual([]);
  });
});

describe("compare", () => {
  it("puts products side by side with their properties, leaving other shops' out", async () => {
    const [a, b] = ids as [number, number];
    const res = await call(`/general/compare/?ids=${a},${b},${foreignId}`, { method: "GET" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      products: { product: { productId: number }; properties: { title: string }[] }[];
    };
    expect(body.products.map((p) => p.product.productId)).toEqual([a, b]);
    expect(body.products[0]?.properties[0]?.title).toBe("Cod");
    expect((await call("/general/compare/?ids=abc", { method: "GET" })).statusCode).toBe(400);
    expect(
      (
        await call(`/general/compare/?ids=${Array.from({ length: 9 }, (_, i) => i + 1).join(",")}`, {
          method: "GET",
        })
      ).statusCode,
    ).toBe(400);
  });
});
