import { schema } from "@sf/db";
import { shopDate } from "@sf/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { addTestShop } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

const { app, database, outboxDir } = await build();
const { call, customer, linkFor } = accountHelpers(app, outboxDir);
const OTHER_TOKEN = "cabinet-other-shop";
let products: { id: number; title: string }[] = [];
let shopId = 0;

beforeAll(async () => {
  const siteId = await addTestShop(database.db);
  await addTestShop(database.db, { token: OTHER_TOKEN, code: "cabinet-other" });
  await database.db
    .update(schema.products)
    .set({ stockTotal: 100, active: true })
    .where(eq(schema.products.siteId, siteId));
  const rows = await database.db
    .select({ id: schema.products.id, title: schema.productTranslations.title })
    .from(schema.products)
    .innerJoin(schema.productTranslations, eq(schema.productTranslations.productId, schema.products.id))
    .where(eq(schema.products.siteId, siteId))
    .orderBy(schema.products.id);
  products = rows.filter((r, i) => rows.findIndex((x) => x.id === r.id) === i).slice(0, 4);
  const [shop] = await database.db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(eq(schema.shops.siteId, siteId));
  shopId = shop?.id ?? 0;
  // Enough of every product at the pickup store.
  for (const p of products)
    await database.db
      .insert(schema.productStock)
      .values({ productId: p.id, shopId, siteId, qty: 100 })
      .onConflictDoUpdate({
        target: [schema.productStock.productId, schema.productStock.shopId],
        set: { qty: 100 },
      });
}, 60_000);

async function placeOrder(access: string, productId: number, company = "") {
  await call("/general/cart/add-item/", { body: { product_id: productId, count: 1 }, bearer: access });
  const res = await call("/general/v3/order/", {
    bearer: access,
    body: {
      name: "Ion Client",
      phone: "+373 69 123 456",
      company_name: company,
      paymentType: "cash",
      deliveryType: "pickup",
      shop_id: shopId,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

type List = {
  data: { id: number; titles: string[]; company_name: string }[];
  totalCount: number;
  pages: number;
};

describe("order history", () => {
  it("lists only the customer's orders, newest first, paged, with filters", async () => {
    const ana = await customer("ana.history@example.md");
    const ion = await customer("ion.history@example.md");
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        await placeOrder(ana.access, (products[i % 3] as { id: number }).id, i === 0 ? "Ana SRL" : ""),
      );
    const ionOrder = await placeOrder(ion.access, (products[3] as { id: number }).id);

    const list = async (query = "", bearer = ana.access) =>
      (await call(`/general/v2/order/${query}`, { method: "GET", bearer })).json() as List;
    const first = await list();
    expect(first.totalCount).toBe(12);
    expect(first.pages).toBe(2);
    expect(first.data.map((o) => o.id)).toEqual([...ids].reverse().slice(0, 10));
    expect((await list("?page=2")).data.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    expect(first.data.some((o) => o.id === ionOrder)).toBe(false);

    // Search: the order's number, a product's title, the company.
    expect((await list(`?search=${ids[3]}`)).data.map((o) => o.id)).toEqual([ids[3]]);
    const title = (products[1] as { title: string }).title;
    const byTitle = await list(`?search=${encodeURIComponent(title.slice(0, 8))}`);
    expect(byTitle.totalCount).toBeGreaterThanOrEqual(4);
    expect(byTitle.data.every((o) => o.titles.some((t) => t.includes(title.slice(0, 8))))).toBe(true);
    expect((await list("?company=ana%20srl")).data.map((o) => o.id)).toEqual([ids[0]]);
    expect((await list("?search=100%25")).totalCount).toBe(0);

    // Status; a date range only with both ends.
    expect((await list("?status=new")).totalCount).toBe(12);
    expect((await list("?status=cancelled")).totalCount).toBe(0);
    const today = shopDate(new Date());
    expect((await list(`?date_from=${today}&date_to=${today}`)).totalCount).toBe(12);
    expect((await list("?date_from=2001-01-01&date_to=2001-01-31")).totalCount).toBe(0);
    expect((await list("?date_from=2001-01-01")).totalCount).toBe(12);

    // The other customer sees only theirs; a guest or another shop sees nothing.
    expect((await list("", ion.access)).data.map((o) => o.id)).toEqual([ionOrder]);
    // A day is the shop's day: 22:30 UTC on 10 March is half past midnight on the 11th in Chisinau.
    await database.db
      .update(schema.orders)
      .set({ createdAt: new Date("2026-03-10T22:30:00Z") })
      .where(eq(schema.orders.id, ionOrder));
    const day = async (date: string) =>
      (await list(`?date_from=${date}&date_to=${date}`, ion.access)).data.map((o) => o.id);
    expect(await day("2026-03-11")).toEqual([ionOrder]);
    expect(await day("2026-03-10")).toEqual([]);
    expect((await call("/general/v2/order/", { method: "GET" })).statusCode).toBe(401);
    expect((await call("/general/orders_list/", { method: "GET", bearer: ana.access })).statusCode).toBe(200);
    const foreign = await call("/general/v2/order/", {
      method: "GET",
      bearer: ana.access,
      token: OTHER_TOKEN,
    });
    expect(foreign.statusCode).toBe(401);
    // Bad filters are a clear 400.
    for (const bad of ["?status=lost", "?date_from=yesterday&date_to=today", "?page=0"]) {
      expect(
        (await call(`/general/v2/order/${bad}`, { method: "GET", bearer: ana.access })).statusCode,
        bad,
      ).toBe(400);
    }
  });
});

describe("profile and account deletion", () => {
  it("edits only one's own profile", async () => {
    const pair = await customer("profile@example.md");
    const me = (await call("/auth/users/me/", { method: "GET", bearer: pair.access })).json() as {
      id: number;
    };
    const patch = (id: number, body: object) =>
      call(`/users/user/${id}/`, { method: "PATCH", bearer: pair.access, body });
    const ok = await patch(me.id, { first_name: "Maria", phone: "+373 69 123 456", birthday: "1990-05-01" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ first_name: "Maria", phone: "+37369123456", birthday: "1990-05-01" });
    expect((await patch(me.id, { phone: "12" })).json()).toEqual({ phone: ["Enter a valid phone number."] });
    expect((await patch(me.id, { birthday: "01.05.1990" })).statusCode).toBe(400);
    const other = await customer("profile.other@example.md");
    const otherId = (
      (await call("/auth/users/me/", { method: "GET", bearer: other.access })).json() as { id: number }
    ).id;
    expect((await patch(otherId, { first_name: "Hacker" })).statusCode).toBe(404);
    expect(
      (
        (await call("/auth/users/me/", { method: "GET", bearer: other.access })).json() as {
          first_name: string;
        }
      ).first_name,
    ).toBe("Ion");
  });

  it("deletes the account only through the e-mailed link, keeping its orders for the shop", async () => {
    const pair = await customer("leaving@example.md");
    const orderId = await placeOrder(pair.access, (products[0] as { id: number }).id);
    expect((await call("/users/user/delete-account/", { bearer: pair.access })).statusCode).toBe(204);
    const { uid, token } = await linkFor("leaving@example.md", "account/delete");
    const bad = await call("/users/user/confirm-delete-account/", { body: { uid, token: `${token}x` } });
    expect(bad.json()).toEqual({ token: ["Invalid token for given user."] });
    expect((await call("/auth/users/me/", { method: "GET", bearer: pair.access })).statusCode).toBe(200);
    expect((await call("/users/user/confirm-delete-account/", { body: { uid, token } })).statusCode).toBe(
      204,
    );
    expect((await call("/auth/users/me/", { method: "GET", bearer: pair.access })).statusCode).toBe(401);
    const login = await call("/auth/jwt/create/", {
      body: { email: "leaving@example.md", password: "parola-buna-2026" },
    });
    expect(login.statusCode).toBe(401);
    const [order] = await database.db
      .select({ userId: schema.orders.userId })
      .from(schema.orders)
      .where(eq(schema.orders.id, orderId));
    expect(order).toEqual({ userId: null });
    expect((await call("/users/user/confirm-delete-account/", { body: { uid, token } })).statusCode).toBe(
      400,
    );
  });
});

describe("companies", () => {
  it("a business customer adds companies, lists and finds them; the orders filter by company", async () => {
    const pair = await customer("firma@example.md");
    const me = (await call("/auth/users/me/", { method: "GET", bearer: pair.access })).json() as {
      id: number;
    };
    const group = () => call("/users/user-group/?timestamp=1", { method: "GET", bearer: pair.access });
    expect((await group()).json()).toMatchObject({ user: me.id, company: null, group_user_type: { id: 1 } });

    const one = await call(`/users/user-group/${me.id}/create-company/`, {
      method: "PATCH",
      bearer: pair.access,
      body: { name: "Firma Verde SRL", fiscal_code: "1003600011111", iban: "md24 ag00 0225 1000 1310 4168" },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      group_user_type: { id: 2 },
      company: { name: "Firma Verde SRL", iban: "MD24AG000225100013104168" },
    });
    const bad = await call(`/users/user-group/${me.id}/create-company/`, {
      method: "PATCH",
      bearer: pair.access,
      body: { name: "X", fiscal_code: "abc", iban: "nope" },
    });
    expect(Object.keys(bad.json()).sort()).toEqual(["fiscal_code", "iban", "name"]);
    const twice = await call(`/users/user-group/${me.id}/create-company-multi/`, {
      method: "PATCH",
      bearer: pair.access,
      body: {
        companies: [
          { name: "Firma Albă SRL", fiscal_code: "1003600022222" },
          { name: "Firma Verde SRL", fiscal_code: "1003600011111" },
        ],
      },
    });
    expect(twice.json()).toEqual({ fiscal_code: ["You already have a company with this fiscal code."] });
    expect(((await group()).json() as { companies: unknown[] }).companies).toHaveLength(1);
    const multi = await call(`/users/user-group/${me.id}/create-company-multi/`, {
      method: "PATCH",
      bearer: pair.access,
      body: {
        companies: [
          { name: "Firma Albă SRL", fiscal_code: "1003600022222" },
          { name: "Firma Roșie SRL", fiscal_code: "RO123456" },
        ],
      },
    });
    expect((multi.json() as { companies: unknown[] }).companies).toHaveLength(3);
    const search = await call("/users/company/?search=alb", { method: "GET", bearer: pair.access });
    expect((search.json() as { name: string }[]).map((c) => c.name)).toEqual(["Firma Albă SRL"]);
    expect(
      (
        (
          await call("/users/company/?search=RO123456", { method: "GET", bearer: pair.access })
        ).json() as unknown[]
      ).length,
    ).toBe(1);

    const withCompany = await placeOrder(pair.access, (products[0] as { id: number }).id, "Firma Verde SRL");
    await placeOrder(pair.access, (products[1] as { id: number }).id);
    const list = (
      await call("/general/v2/order/?company=Firma%20Verde", { method: "GET", bearer: pair.access })
    ).json() as {
      data: { id: number }[];
    };
    expect(list.data.map((o) => o.id)).toEqual([withCompany]);
    // By the spec's `company_id`: one of the customer's companies; another's finds nothing.
    const mine = (multi.json() as { companies: { id: number; name: string }[] }).companies;
    const verde = mine.find((c) => c.name === "Firma Verde SRL") as { id: number };
    const byId = async (id: number, bearer = pair.access) =>
      (
        (await call(`/general/v2/order/?company_id=${id}`, { method: "GET", bearer })).json() as {
          data: { id: number }[];
        }
      ).data.map((o) => o.id);
    expect(await byId(verde.id)).toEqual([withCompany]);
    const other = await customer("alta-firma@example.md");
    expect(await byId(verde.id, other.access)).toEqual([]);
    const refused = await call("/general/v2/order/?company_id=abc", { method: "GET", bearer: pair.access });
    expect(refused.statusCode).toBe(400);
  });
});
