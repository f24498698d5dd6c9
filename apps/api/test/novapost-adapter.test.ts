import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addTestShop } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * The Nova Post API v1.0 adapter against a fake Nova Post on localhost: the fake checks what it
 * receives (the JWT in Authorization, the query parameters, the calculation body) and answers
 * the documented shapes; it can expire the JWT to prove the adapter renews it.
 */
const { app, database } = await build();
const TOKEN = "novapost-adapter-shop";
const API_KEY = "test-api-key-123";

type Seen = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
};
const seen: Seen[] = [];
let issued = 0;
let validJwt = "";
let failNext: number | null = null;

const SETTLEMENTS = [
  {
    id: 1001,
    name: { ro: "Chișinău", ru: "Кишинёв" },
    region: { name: "mun. Chișinău", parent: { name: "Moldova" } },
  },
  {
    id: 1002,
    name: { ro: "Cimișlia", ru: "Чимишлия" },
    region: { name: "Cimișlia", parent: { name: "Moldova" } },
  },
];
const DIVISIONS = [
  { id: 501, name: "Nova Post #1", number: "1", address: "bd. Dacia 47", category: "PostBranch" },
  {
    id: 502,
    name: "Nova Post #12",
    number: "12",
    address: { description: "str. Ismail 88" },
    category: "PostBranch",
  },
  { id: 503, name: "Nova Post 5/1", number: "5/1", address: "str. Columna 1", category: "PostBranch" },
  { id: 601, name: "Postomat #101", number: 101, address: "bd. Decebal 23", category: "Postomat" },
];

function answer(req: IncomingMessage, body: unknown): { status: number; json?: unknown } {
  const url = new URL(req.url ?? "/", "http://fake");
  const path = url.pathname.replace(/^\/v\.1\.0\//, "");
  const q = url.searchParams;
  if (failNext) {
    const status = failNext;
    failNext = null;
    return { status, json: { message: "failure" } };
  }
  if (path === "clients/authorization") {
    if (req.method !== "GET" || q.get("apiKey") !== API_KEY)
      return { status: 401, json: { message: "bad key" } };
    validJwt = `jwt-${++issued}`;
    return { status: 200, json: { jwt: validJwt } };
  }
  if (req.headers.authorization !== validJwt) return { status: 401, json: { message: "Unauthorized" } };
  const lang = req.headers["accept-language"] === "ru" ? "ru" : "ro";
  if (path === "settlements" && req.method === "GET") {
    if (q.getAll("countryCodes[]").join() !== "MD" || q.get("limit") !== "20") return { status: 400 };
    const text = (q.get("textSearch") ?? "").toLowerCase();
    const items = SETTLEMENTS.filter(
      (s) => s.name.ro.toLowerCase().startsWith(text) || s.name.ru.toLowerCase().startsWith(text),
    );
    return {
      status: 200,
      json: { items: items.map((s) => ({ ...s, name: s.name[lang] })), total: items.length },
    };
  }
  if (path === "divisions" && req.method === "GET") {
    const categories = q.getAll("divisionCategories[]");
    if (q.getAll("countryCodes[]").join() !== "MD" || categories.length !== 1) return { status: 400 };
    if (q.getAll("settlementIds[]").join() !== "1001") return { status: 200, json: { items: [] } };
    const text = q.get("textSearch") ?? "";
    const items = DIVISIONS.filter((d) => d.category === categories[0] && String(d.number).includes(text));
    return { status: 200, json: { items } };
  }
  if (path === "shipments/calculations" && req.method === "POST") {
    const b = body as {
      recipient?: { settlementId?: number; divisionId?: number };
      sender?: { divisionId?: number };
    };
    if (b.sender?.divisionId !== 777) return { status: 400, json: { message: "sender" } };
    if (b.recipient?.settlementId === 1002) return { status: 422, json: { message: "no route" } };
    return {
      status: 200,
      json: { services: [{ price: b.recipient?.divisionId ? 41.5 : 63, currencyCode: "MDL" }] },
    };
  }
  return { status: 404, json: { message: "no such method" } };
}

const server: Server = createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => {
    raw += chunk;
  });
  req.on("end", () => {
    const body = raw ? JSON.parse(raw) : null;
    const url = new URL(req.url ?? "/", "http://fake");
    seen.push({
      method: req.method ?? "",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    const { status, json } = answer(req, body);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(json === undefined ? "" : JSON.stringify(json));
  });
});

let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v.1.0/`;
  process.env.NOVAPOST_BASE_URL = baseUrl;
  process.env.NOVAPOST_API_KEY_ADAPTER_TEST = API_KEY;
  await addTestShop(database.db, {
    token: TOKEN,
    code: "novapost-adapter",
    settings: {
      additional_settings: {
        novapost: {
          provider: "novapost",
          api_key_env: "NOVAPOST_API_KEY_ADAPTER_TEST",
          sender_division_id: 777,
        },
      },
    },
  });
}, 60_000);
afterAll(async () => {
  delete process.env.NOVAPOST_BASE_URL;
  delete process.env.NOVAPOST_API_KEY_ADAPTER_TEST;
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

const np = (path: string, payload: object, lang = "ro") =>
  app.inject({
    method: "POST",
    url: `/general/v2/novapost/${path}/`,
    headers: { token: TOKEN, "accept-language": lang },
    payload,
  });

describe("Nova Post API v1.0 adapter", () => {
  it("authorizes with the API key, then sends the JWT raw in Authorization", async () => {
    const res = await np("city", { query: "Chiș" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ ref: "1001", description: "Chișinău", region: "mun. Chișinău" }]);
    const [auth, search] = seen;
    expect(auth?.path).toBe("/v.1.0/clients/authorization");
    expect(auth?.query.get("apiKey")).toBe(API_KEY);
    expect(search?.path).toBe("/v.1.0/settlements");
    expect(search?.headers.authorization).toBe(validJwt);
    expect(search?.headers.authorization).not.toMatch(/^Bearer/);
    expect(search?.query.get("textSearch")).toBe("Chiș");
    expect(search?.query.getAll("countryCodes[]")).toEqual(["MD"]);

    // The JWT is kept: the next call does not authorize again.
    const ru = await np("city", { query: "киш" }, "ru");
    expect(ru.json()[0].description).toBe("Кишинёв");
    expect(seen.filter((s) => s.path.endsWith("clients/authorization"))).toHaveLength(1);
    expect(seen.at(-1)?.headers["accept-language"]).toBe("ru");
  });

  it("renews the JWT on a 401 and repeats the call once", async () => {
    await np("city", { query: "chi" });
    const before = validJwt;
    validJwt = "expired-on-the-server";
    seen.length = 0;
    const res = await np("city", { query: "cim" });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].ref).toBe("1002");
    expect(seen.map((s) => s.path)).toEqual([
      "/v.1.0/settlements",
      "/v.1.0/clients/authorization",
      "/v.1.0/settlements",
    ]);
    expect(seen[0]?.headers.authorization).toBe(before);
    expect(seen[2]?.headers.authorization).toBe(validJwt);
    expect(validJwt).not.toBe(before);
  });

  it("asks for branches and lockers by settlement and category, numbers as numbers", async () => {
    const branches = (await np("warehouse", { cityRef: "1001" })).json();
    const divisions = seen.find((s) => s.path === "/v.1.0/divisions");
    expect(divisions?.query.getAll("settlementIds[]")).toEqual(["1001"]);
    expect(divisions?.query.getAll("divisionCategories[]")).toEqual(["PostBranch"]);
    expect(divisions?.query.getAll("countryCodes[]")).toEqual(["MD"]);
    expect(branches).toEqual([
      { ref: "501", number: 1, description: "Nova Post #1", address: { description: "bd. Dacia 47" } },
      { ref: "502", number: 12, description: "Nova Post #12", address: { description: "str. Ismail 88" } },
      { ref: "503", description: "Nova Post 5/1", address: { description: "str. Columna 1" } },
    ]);
    seen.length = 0;
    const lockers = (await np("postmachine", { cityRef: "1001", number: "10" })).json();
    expect(seen.at(-1)?.query.getAll("divisionCategories[]")).toEqual(["Postomat"]);
    expect(seen.at(-1)?.query.get("textSearch")).toBe("10");
    expect(lockers).toEqual([
      { ref: "601", number: 101, description: "Postomat #101", address: { description: "bd. Decebal 23" } },
    ]);
    expect(
      (await np("warehouse", { cityRef: "1001", number: 1 })).json().map((b: { ref: string }) => b.ref),
    ).toEqual(["501", "502"]);
  });

  it("prices through shipments/calculations, or answers a text when the route has no service", async () => {
    const res = await np("delivery-price", {
      cityRef: "1001",
      delivery_type: "warehouse",
      warehouseRef: "502",
      weight: 2.5,
      total: 300,
    });
    expect(res.json()).toEqual([
      { price: 41.5, currency: "MDL", delivery_type: "warehouse", estimated_days: null },
    ]);
    const calc = seen.find((s) => s.path === "/v.1.0/shipments/calculations");
    expect(calc?.method).toBe("POST");
    expect(calc?.body).toMatchObject({
      payerType: "Recipient",
      sender: { countryCode: "MD", divisionId: 777 },
      recipient: { countryCode: "MD", divisionId: 502 },
      parcels: [{ rowNumber: 1, actualWeight: 2500, insuranceCost: 300 }],
    });
    const courier = (await np("delivery-price", { cityRef: "1001", delivery_type: "courier" })).json();
    expect(courier[0]).toMatchObject({ price: 63 });
    expect(seen.at(-1)?.body).toMatchObject({ recipient: { settlementId: 1001 } });
    const none = (await np("delivery-price", { cityRef: "1002", delivery_type: "courier" }, "ru")).json();
    expect(none).toEqual(["Nova Post не может рассчитать стоимость доставки по этому адресу."]);
  });

  it("keeps bad input a 4xx without calling Nova Post", async () => {
    const cases: [string, object, number][] = [
      ["warehouse", { cityRef: "md-chisinau" }, 404],
      ["street", { cityRef: "chisinau", query: "x" }, 404],
      ["warehouse", { number: "1" }, 400],
      ["postmachine", { cityRef: "1001", number: "1a" }, 400],
      ["city", { query: "c".repeat(101) }, 400],
      ["delivery-price", { cityRef: "1001", delivery_type: "warehouse", warehouseRef: "branch-7" }, 400],
    ];
    for (const [path, payload, status] of cases) {
      expect((await np(path, payload)).statusCode, `${path} ${JSON.stringify(payload)}`).toBe(status);
    }
    expect(seen.filter((s) => !s.path.endsWith("clients/authorization"))).toEqual([]);
    expect((await np("city", { query: "c" })).json()).toEqual([]);
    expect((await np("street", { cityRef: "1001", query: "dacia" })).json()).toEqual([]);
    expect(seen).toEqual([]);
  });

  it("turns Nova Post failures into a 502 with a message", async () => {
    failNext = 500;
    const failed = await np("city", { query: "chi" });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: "bad_gateway" });
    expect(failed.json().detail).toMatch(/Nova Post failed/);

    process.env.NOVAPOST_BASE_URL = "http://127.0.0.1:9/v.1.0/";
    try {
      const unreachable = await np("warehouse", { cityRef: "1001" });
      expect(unreachable.statusCode).toBe(502);
      expect(unreachable.json().detail).toMatch(/cannot be reached/);
    } finally {
      process.env.NOVAPOST_BASE_URL = baseUrl;
    }
  });

  it("answers 502 when Nova Post refuses the API key", async () => {
    process.env.NOVAPOST_API_KEY_ADAPTER_TEST = "revoked-key";
    try {
      const res = await np("city", { query: "chi" });
      expect(res.statusCode).toBe(502);
      expect(res.json().detail).toMatch(/refused the shop's API key/);
    } finally {
      process.env.NOVAPOST_API_KEY_ADAPTER_TEST = API_KEY;
    }
  });
});
