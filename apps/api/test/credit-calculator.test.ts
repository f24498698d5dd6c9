import { schema } from "@sf/db";
import { creditFigures, lowestInstalment, programmeFromSettings } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { build, tokens } from "./helper.ts";

/**
 * Buying on credit (decision 0044): the calculator's programmes and figures, the branches that
 * arrange credit, the offers for products, and the application, which is stored, mailed to the
 * shop and acknowledged to the shopper; bad input is a 400 that stores nothing.
 */
const logged: string[] = [];
const { app, database } = await build({
  logger: { level: "info", stream: { write: (line: string) => logged.push(line) } },
});
const SHOP_EMAIL = "sales@primebuy.md";
/** A valid IDNP: 7-3-1 weights over 200200000000 give 28, check digit 8. */
const IDNP = "2002000000008";

const post = (url: string, payload: unknown, lang = "ro", token = tokens.primebuy) =>
  app.inject({
    method: "POST",
    url,
    headers: { token, "accept-language": lang },
    remoteAddress: "10.9.9.9",
    payload: payload as Record<string, unknown>,
  });
const get = (url: string, token = tokens.primebuy, lang = "ro") =>
  app.inject({ url, headers: { token, "accept-language": lang } });
const stored = () =>
  database.db
    .select()
    .from(schema.creditRequests)
    .where(eq(schema.creditRequests.programmeTitle, "Iute Credit"));
async function mails(count: number) {
  for (let i = 0; i < 100; i++) {
    const list = await app.messaging.outbox.list();
    if (list.length >= count) return list;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return app.messaging.outbox.list();
}
let mailCount = 0;
beforeEach(async () => {
  mailCount = (await app.messaging.outbox.list()).length;
});

async function primebuyProduct(minPrice: number) {
  const [site] = await database.db.select().from(schema.sites).where(eq(schema.sites.token, tokens.primebuy));
  const rows = await database.db
    .select({ id: schema.products.id, price: schema.products.price })
    .from(schema.products)
    .where(and(eq(schema.products.siteId, site?.id as number), eq(schema.products.active, true)));
  const product = rows.find((r) => r.price >= minPrice && r.price <= 30_000);
  if (!product) throw new Error("no primebuy product in range");
  return product;
}

describe("GET /calculator/credit-calculator/", () => {
  it("lists the shop's programmes with their terms and fees; a shop without any, none", async () => {
    const res = await get("/calculator/credit-calculator/");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currency).toBe("MDL");
    expect(body.programmes.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
    expect(body.programmes[1]).toMatchObject({
      partner: "Iute Credit",
      terms: [9, 12, 18],
      fee_once_percent: 1.5,
    });
    expect((await get("/calculator/credit-calculator/", tokens.farmacie)).json().programmes).toEqual([]);
  });
});

describe("POST /calculator/credit-price/", () => {
  it("answers the domain's figures, with the DAE", async () => {
    const res = await post("/calculator/credit-price/", { programme_id: 2, amount: 10_000, months: 12 });
    expect(res.statusCode).toBe(200);
    const settings = (await get("/calculator/credit-calculator/")).json().programmes[1];
    const expected = creditFigures(programmeFromSettings(settings), 10_000, 12);
    expect(res.json()).toMatchObject({
      programme_id: 2,
      monthly: expected.monthly,
      total_repaid: expected.totalRepaid,
      total_cost: expected.totalCost,
      dae: expected.dae,
      currency: "MDL",
    });
    // 14.9 % nominal is 15.96 % effective; the 1.5 % fee puts the DAE above that.
    expect(res.json().dae).toBeGreaterThan(15.96);
    // Form posts send strings.
    const fromForm = await post("/calculator/credit-price/", {
      programme_id: "2",
      amount: "10000",
      months: "12",
    });
    expect(fromForm.json().monthly).toBe(expected.monthly);
  });

  it("refuses an unknown programme, a term it does not offer and an amount outside its range", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ programme_id: 99, amount: 10_000, months: 12 }, "programme_id"],
      [{ programme_id: 2, amount: 10_000, months: 7 }, "months"],
      [{ programme_id: 2, amount: 1000, months: 12 }, "amount"],
      [{ programme_id: 1, amount: 40_000, months: 6 }, "amount"],
      [{ programme_id: 2, amount: -5, months: 12 }, "amount"],
      [{ programme_id: 2, amount: "12,5,6", months: 12 }, "amount"],
      [{ programme_id: 2, months: 12 }, "amount"],
    ];
    for (const [payload, field] of cases) {
      const res = await post("/calculator/credit-price/", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(field);
    }
  });
});

describe("POST /general/v3/credits/calculate and GET /general/credits", () => {
  it("offers each programme that takes the products, at the asked term where offered", async () => {
    const product = await primebuyProduct(5000);
    const res = await post("/general/v3/credits/calculate", {
      products: [{ product_id: product.id, count: 1 }],
      months: 12,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sum).toBe(product.price);
    const iute = body.offers.find((o: { programme_id: number }) => o.programme_id === 2);
    expect(iute.months).toBe(12);
    const zero = body.offers.find((o: { programme_id: number }) => o.programme_id === 1);
    expect(zero).toMatchObject({ months: 6, dae: 0, total_cost: 0 });
    const byAmount = (await post("/general/v3/credits/calculate", { amount: 1800 })).json();
    expect(byAmount.offers.map((o: { programme_id: number }) => o.programme_id)).toEqual([1]);
    expect((await post("/general/v3/credits/calculate", {})).statusCode).toBe(400);
    // The cart's offers carry the DAE too.
    const offers = (await get(`/general/credits?product_ids=${product.id}`)).json();
    expect(offers[0]).toMatchObject({ dae: expect.any(Number), partner: expect.any(String) });
  });
});

describe("product cards", () => {
  it("carry the lowest instalment ('from X a month'); a shop without programmes, none", async () => {
    const settings = (await get("/calculator/credit-calculator/")).json().programmes;
    const programmes = settings.map(programmeFromSettings);
    const menu = (await get("/general/menu_tree")).json() as { url: string }[];
    const listing = (await get(`/general/v2/category${menu[0]?.url}/?page_size=20`)).json();
    const cards = listing.products as { price: number; credit_from: number | null }[];
    expect(cards.some((c) => c.credit_from !== null)).toBe(true);
    for (const card of cards) expect(card.credit_from).toBe(lowestInstalment(card.price, programmes));
    const farmacieMenu = (await get("/general/menu_tree", tokens.farmacie)).json() as { url: string }[];
    const farmacie = (await get(`/general/v2/category${farmacieMenu[0]?.url}/`, tokens.farmacie)).json();
    expect(farmacie.products.every((c: { credit_from: number | null }) => c.credit_from === null)).toBe(true);
  });
});

describe("GET /calculator/filials/", () => {
  it("lists the stores that arrange credit; a shop without programmes, none", async () => {
    const filials = (await get("/calculator/filials/")).json();
    expect(filials.length).toBeGreaterThan(0);
    expect(filials[0]).toMatchObject({ title: expect.any(String), address: expect.any(String) });
    expect((await get("/calculator/filials/", tokens.farmacie)).json()).toEqual([]);
  });
});

describe("POST /calculator/credit-request/", () => {
  const valid = {
    name: "Ion Rusu",
    phone: "+373 69 555 123",
    idnp: "2002 0000 0000 8",
    email: "ion.rusu@example.md",
    programme_id: 2,
    amount: 10_000,
    months: 12,
    consent: true,
  };

  it("stores the application, mails the shop (with the IDNP) and the shopper (without)", async () => {
    const res = await post("/calculator/credit-request/", valid, "ru");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: true, detail: expect.stringContaining("кредит") });
    const [row] = await stored();
    expect(row).toMatchObject({
      name: "Ion Rusu",
      phone: "+37369555123",
      idnp: IDNP,
      months: 12,
      lang: "ru",
    });
    expect(row?.dae).toBe(res.json().figures.dae);
    const sent = (await mails(mailCount + 2)).slice(0, 2);
    const toShop = sent.find((m) => m.to === SHOP_EMAIL);
    const toShopper = sent.find((m) => m.to === "ion.rusu@example.md");
    expect(toShop?.text).toContain(IDNP);
    expect(toShop?.text).toContain("+37369555123");
    expect(toShopper?.subject).toContain("Заявка на кредит");
    expect(toShopper?.text).not.toContain(IDNP);
    const log = logged.join("\n");
    expect(log).not.toContain(IDNP);
    expect(log).not.toContain("555123");
  });

  it("refuses a malformed IDNP, no consent, an amount outside the programme: 400, nothing stored", async () => {
    const before = (await stored()).length;
    const bad: [Record<string, unknown>, string][] = [
      [{ ...valid, idnp: "2002000000007" }, "idnp"],
      [{ ...valid, idnp: "12345" }, "idnp"],
      [{ ...valid, consent: false }, "consent"],
      [{ ...valid, consent: undefined }, "consent"],
      [{ ...valid, amount: 500 }, "amount"],
      [{ ...valid, months: 13 }, "months"],
      [{ ...valid, programme_id: 42 }, "programme_id"],
      [{ ...valid, phone: "12" }, "phone"],
      [{ ...valid, name: "" }, "name"],
      [{ ...valid, product_id: 999_999_999 }, "product_id"],
    ];
    for (const [payload, field] of bad) {
      const res = await post("/calculator/credit-request/", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(field);
    }
    expect(await stored()).toHaveLength(before);
  });
});
