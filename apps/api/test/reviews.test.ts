import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build, site } from "./helper.ts";

const { app, database } = await build();
const OFF_TOKEN = "reviews-off-token";
let productIds: number[] = [];
let offProductId = 0;

beforeAll(async () => {
  const siteId = await addTestShop(database.db);
  const offSiteId = await addTestShop(database.db, {
    token: OFF_TOKEN,
    code: "reviews-off",
    settings: { additional_settings: { enable_product_reviews: false } },
  });
  const ids = async (id: number) =>
    (
      await database.db
        .select({ id: schema.products.id })
        .from(schema.products)
        .where(eq(schema.products.siteId, id))
        .orderBy(schema.products.id)
    ).map((r) => r.id);
  productIds = await ids(siteId);
  offProductId = (await ids(offSiteId))[0] as number;
}, 60_000);

type Headers = Record<string, string>;
const headers = (extra: Headers = {}, token = TEST_TOKEN): Headers => ({
  token,
  "accept-language": "ro",
  ...extra,
});
const list = (query: string, extra: Headers = {}, token = TEST_TOKEN) =>
  app.inject({ url: `/general/product-review/?${query}`, headers: headers(extra, token) });
const post = (body: unknown, extra: Headers = {}, token = TEST_TOKEN) =>
  app.inject({
    method: "POST",
    url: "/general/product-review/",
    headers: headers(extra, token),
    payload: body as object,
  });
const vote = (id: number, kind: "like" | "dislike", extra: Headers = {}, token = TEST_TOKEN, body?: object) =>
  app.inject({
    method: "POST",
    url: `/general/product-review/${id}/${kind}/`,
    headers: headers(extra, token),
    ...(body ? { payload: body } : {}),
  });

const review = (productId: number, rating: number, name = "Ion Popescu") => ({
  product_id: productId,
  name: `  ${name}  `,
  rating,
  text: "Produsul a ajuns repede și funcționează exact cum era descris.",
});

describe("POST /general/product-review/", () => {
  it("stores a review in the request language and returns it with 201", async () => {
    const res = await post(
      { ...review(productIds[0] as number, 5), email: "Ion@Example.md" },
      { "accept-language": "ru", "x-browser-id": "poster-1" },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      product_id: productIds[0],
      name: "Ion Popescu",
      rating: 5,
      lang: "ru",
      likes: 0,
      dislikes: 0,
      vote: 0,
    });
    const [row] = await database.db
      .select()
      .from(schema.productReviews)
      .where(eq(schema.productReviews.id, res.json().id));
    expect(row).toMatchObject({ email: "ion@example.md", status: "published", lang: "ru" });
  });

  it("answers 400 with a message per invalid field (DRF shape)", async () => {
    const res = await post({
      product_id: productIds[0],
      name: " a ",
      rating: 6,
      text: "short",
      email: "nope",
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["email", "name", "rating", "text"]);
    expect(body.name[0]).toMatch(/2 to 80/);
    expect(body.rating[0]).toMatch(/1 to 5/);
    expect(body.text[0]).toMatch(/10 to 2000/);
    expect(body.email[0]).toMatch(/e-mail/);
    for (const bad of [
      { ...review(productIds[0] as number, 4), rating: 4.5 },
      { ...review(productIds[0] as number, 4), text: "x".repeat(2001) },
      { ...review(productIds[0] as number, 4), name: "y".repeat(81) },
      { ...review(productIds[0] as number, 4), product_id: "abc" },
      { name: "Ion", text: "A long enough text here." },
    ]) {
      const r = await post(bad);
      expect(r.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await post("not json", { "content-type": "application/json" })).statusCode).toBe(400);
  });

  it("accepts an empty e-mail as none", async () => {
    const res = await post(
      { ...review(productIds[1] as number, 3), email: "" },
      { "x-browser-id": "poster-2" },
    );
    expect(res.statusCode).toBe(201);
  });

  it("answers 404 for an unknown product or one of another site", async () => {
    expect((await post(review(999_999, 4))).statusCode).toBe(404);
    expect((await post(review(productIds[0] as number, 4), {}, site("default").token)).statusCode).toBe(404);
  });

  it("lets one voter post at most 3 reviews of a product a day (429), by browser id or IP", async () => {
    const product = productIds[2] as number;
    for (let i = 0; i < 3; i++) {
      expect((await post(review(product, 4), { "x-browser-id": "flooder" })).statusCode).toBe(201);
    }
    const refused = await post(review(product, 4), { cookie: "browser_id=flooder" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "throttled", detail: expect.stringMatching(/3 reviews/) });
    expect((await post(review(product, 4), { "x-browser-id": "someone-else" })).statusCode).toBe(201);
    expect((await post(review(productIds[3] as number, 4), { "x-browser-id": "flooder" })).statusCode).toBe(
      201,
    );
    const byIp = productIds[4] as number;
    for (let i = 0; i < 3; i++) expect((await post(review(byIp, 2))).statusCode).toBe(201);
    expect((await post(review(byIp, 2))).statusCode).toBe(429);
  });

  it("rejects a malformed browser id with 400", async () => {
    const res = await post(review(productIds[5] as number, 4), { "x-browser-id": "bad id with spaces" });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/browser id/);
  });
});

describe("GET /general/product-review/?product_id", () => {
  it("lists published reviews newest first with the rating summary", async () => {
    const product = productIds[6] as number;
    for (const [i, rating] of [5, 4, 4, 1].entries()) {
      await post(review(product, rating, `Client ${i + 1}`), { "x-browser-id": `lister-${i}` });
    }
    const res = await list(`product_id=${product}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.enabled).toBe(true);
    expect(body.summary).toEqual({
      average: 3.5,
      count: 4,
      distribution: [
        { rating: 5, count: 1 },
        { rating: 4, count: 2 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 1 },
      ],
    });
    expect(body.results.map((r: { name: string }) => r.name)).toEqual([
      "Client 4",
      "Client 3",
      "Client 2",
      "Client 1",
    ]);
    expect(body).toMatchObject({ totalCount: 4, pages: 1, current_page: 1, page_size: 10 });
  });

  it("pages with page and page_size (capped)", async () => {
    const product = productIds[6] as number;
    const second = (await list(`product_id=${product}&page=2&page_size=3`)).json();
    expect(second).toMatchObject({ totalCount: 4, pages: 2, current_page: 2, page_size: 3 });
    expect(second.results.map((r: { name: string }) => r.name)).toEqual(["Client 1"]);
    expect((await list(`product_id=${product}&page=9`)).json().results).toEqual([]);
    expect((await list(`product_id=${product}&page_size=51`)).statusCode).toBe(400);
    expect((await list(`product_id=${product}&page=0`)).statusCode).toBe(400);
  });

  it("hides reviews that are not published", async () => {
    const product = productIds[7] as number;
    const created = (await post(review(product, 1), { "x-browser-id": "hidden" })).json();
    await database.db
      .update(schema.productReviews)
      .set({ status: "hidden" })
      .where(eq(schema.productReviews.id, created.id));
    expect((await list(`product_id=${product}`)).json()).toMatchObject({ totalCount: 0, results: [] });
    expect((await vote(created.id, "like")).statusCode).toBe(404);
  });

  it("answers 404 for an unknown product and 400 for a malformed id", async () => {
    expect((await list("product_id=999999")).statusCode).toBe(404);
    for (const q of ["product_id=abc", "product_id=-1", "product_id=1.5", "", "product_id=99999999999"]) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().product_id?.[0] ?? res.json().detail, q).toBeTruthy();
    }
  });

  it("serves the demo shops' seeded reviews", async () => {
    const demo = site("default", "ro");
    const menu = await app.inject({ url: "/general/product-filter?ids=1,2,3,4,5,6,7,8,9,10", headers: demo });
    const ids: number[] = menu.json().products.map((p: { productId: number }) => p.productId);
    let withReviews = 0;
    for (const id of ids) {
      const body = (
        await app.inject({ url: `/general/product-review/?product_id=${id}`, headers: demo })
      ).json();
      if (body.totalCount > 0) withReviews++;
    }
    expect(withReviews).toBeGreaterThan(0);
  });
});

describe("POST /general/product-review/{id}/like/ and /dislike/", () => {
  let reviewId = 0;
  beforeAll(async () => {
    reviewId = (await post(review(productIds[8] as number, 4), { "x-browser-id": "author" })).json().id;
  });

  it("counts one vote per voter, keeps a repeat once and moves a switched vote", async () => {
    const a = { "x-browser-id": "voter-a" };
    expect((await vote(reviewId, "like", a)).json()).toEqual({
      id: reviewId,
      likes: 1,
      dislikes: 0,
      vote: 1,
    });
    expect((await vote(reviewId, "like", { cookie: "browser_id=voter-a" })).json()).toEqual({
      id: reviewId,
      likes: 1,
      dislikes: 0,
      vote: 1,
    });
    expect((await vote(reviewId, "dislike", a)).json()).toEqual({
      id: reviewId,
      likes: 0,
      dislikes: 1,
      vote: -1,
    });
    expect((await vote(reviewId, "like", {}, TEST_TOKEN, { no_user_id: "voter-b" })).json()).toMatchObject({
      likes: 1,
      dislikes: 1,
      vote: 1,
    });
    // No browser id at all: the IP is the voter.
    expect((await vote(reviewId, "like")).json()).toMatchObject({ likes: 2, dislikes: 1, vote: 1 });
    expect((await vote(reviewId, "like")).json()).toMatchObject({ likes: 2, dislikes: 1 });
    const votes = await database.db
      .select()
      .from(schema.productReviewVotes)
      .where(eq(schema.productReviewVotes.reviewId, reviewId));
    expect(votes).toHaveLength(3);
    const listed = (await list(`product_id=${productIds[8]}`, a)).json().results[0];
    expect(listed).toMatchObject({ id: reviewId, likes: 2, dislikes: 1, vote: -1 });
    expect(
      (await list(`product_id=${productIds[8]}`, { "x-browser-id": "stranger" })).json().results[0].vote,
    ).toBe(0);
  });

  it("answers 404 for an unknown review and 400 for a malformed id", async () => {
    expect((await vote(999_999, "like")).statusCode).toBe(404);
    const bad = await app.inject({
      method: "POST",
      url: "/general/product-review/abc/like/",
      headers: headers(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().id).toBeTruthy();
  });

  it("keeps sites apart: another site's token can neither see nor vote", async () => {
    const other = site("default").token;
    expect((await vote(reviewId, "like", {}, other)).statusCode).toBe(404);
    expect((await list(`product_id=${productIds[8]}`, {}, other)).statusCode).toBe(404);
    const [row] = await database.db
      .select({ likes: schema.productReviews.likes })
      .from(schema.productReviews)
      .where(eq(schema.productReviews.id, reviewId));
    expect(row?.likes).toBe(2);
  });
});

describe("a site with reviews switched off", () => {
  it("lists nothing and refuses posting and voting with 403", async () => {
    const res = await list(`product_id=${offProductId}`, {}, OFF_TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: false, totalCount: 0, results: [], summary: { count: 0 } });
    const posted = await post(review(offProductId, 5), {}, OFF_TOKEN);
    expect(posted.statusCode).toBe(403);
    expect(posted.json()).toEqual({
      detail: "Product reviews are turned off for this shop.",
      code: "permission_denied",
    });
    const [any] = await database.db
      .select({ id: schema.productReviews.id })
      .from(schema.productReviews)
      .limit(1);
    expect((await vote(any?.id as number, "like", {}, OFF_TOKEN)).statusCode).toBe(403);
  });
});
