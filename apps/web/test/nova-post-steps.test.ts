import type { Cart } from "@sf/contract";
import { readPostalSteps } from "@sf/domain";
import { describe, expect, it } from "vitest";
import type { DeliveryApi } from "../app/lib/api/delivery.server.ts";
import { loadPostalSteps } from "../app/lib/nova-post.server.ts";

type Api = DeliveryApi;

const cart = {
  total_count: 2,
  total_discount: 0,
  total_price: 300,
  loyalty_give: 0,
  products: [{ count: 2, product: { weight_gr: 1500 } }],
} as unknown as Cart;

const BALTI = { ref: "c-balti", description: "Bălți", region: "Bălți" };
const BRANCH = {
  ref: "d-1",
  number: 1,
  description: "Oficiul Nova Post №1",
  address: { description: "str. Ștefan cel Mare 1" },
};

/** A fake API that records what the steps ask of the carrier. */
function fakeApi() {
  const calls: string[] = [];
  const api = {
    novaPostCities: async (query: string) => {
      calls.push(`city:${query}`);
      return { ok: true, data: [BALTI] };
    },
    novaPostDivisions: async (kind: string, cityRef: string) => {
      calls.push(`${kind}:${cityRef}`);
      return { ok: true, data: kind === "warehouse" ? [BRANCH] : [] };
    },
    novaPostPrice: async (request: {
      cityRef: string;
      delivery_type: string;
      weight: number;
      total: number;
    }) => {
      calls.push(`price:${request.cityRef}:${request.delivery_type}:${request.weight}:${request.total}`);
      return {
        ok: true,
        data: [{ price: 45, currency: "MDL", delivery_type: request.delivery_type, estimated_days: 2 }],
      };
    },
  };
  return { api: api as unknown as Api, calls };
}

const load = (query: string) => {
  const steps = readPostalSteps(new URLSearchParams(query));
  if (!steps) throw new Error("no steps");
  const { api, calls } = fakeApi();
  return loadPostalSteps(api, steps, cart).then((data) => ({ data, calls }));
};

describe("Nova Post steps on the cart page's loader", () => {
  it("asks nothing for a search under two letters", async () => {
    const { data, calls } = await load("np_q=b");
    expect(calls).toEqual([]);
    expect(data).toMatchObject({ towns: null, city: null, failed: false });
  });

  it("finds the towns, and the chosen town's branches once it is one of them", async () => {
    expect((await load("np_q=bal")).data).toMatchObject({ towns: [BALTI], city: null, divisions: null });
    const { data, calls } = await load("np_q=bal&np_city=c-balti&np_type=warehouse");
    expect(calls).toEqual(["city:bal", "warehouse:c-balti"]);
    expect(data).toMatchObject({ city: BALTI, divisions: [BRANCH], division: null, price: null });
    // A town from another search is no choice.
    expect((await load("np_q=bal&np_city=c-other")).calls).toEqual(["city:bal"]);
  });

  it("prices the complete choice for the cart's weight and value", async () => {
    const { data, calls } = await load("np_q=bal&np_city=c-balti&np_division=d-1");
    expect(calls).toEqual(["city:bal", "warehouse:c-balti", "price:c-balti:warehouse:3:300"]);
    expect(data).toMatchObject({ division: BRANCH, price: { price: 45, estimated_days: 2 } });
    const courier = await load("np_q=bal&np_city=c-balti&np_type=courier");
    expect(courier.calls).toEqual(["city:bal", "price:c-balti:courier:3:300"]);
    expect(courier.data.price?.price).toBe(45);
  });

  it("gives no price for a branch the town does not have", async () => {
    const { data } = await load("np_q=bal&np_city=c-balti&np_type=postmachine&np_division=d-1");
    expect(data).toMatchObject({ divisions: [], division: null, price: null });
  });

  it("says so when the carrier fails", async () => {
    const steps = readPostalSteps(new URLSearchParams("np_q=bal"));
    if (!steps) throw new Error("no steps");
    const api = { novaPostCities: async () => ({ ok: false, status: 502, body: null }) } as unknown as Api;
    expect(await loadPostalSteps(api, steps, cart)).toMatchObject({ failed: true, towns: null });
    const throwing = {
      novaPostCities: async () => {
        throw new Error("down");
      },
    } as unknown as Api;
    expect(await loadPostalSteps(throwing, steps, cart)).toMatchObject({ failed: true });
  });
});
