import { SHOP_REVIEW_PAGE_SIZE } from "@sf/contract";
import { describe, expect, it } from "vitest";
import { build, site } from "./helper.ts";

/** The shop's reviews page, video reviews, gallery, partners and sellers (issue 14 C). */
const { app } = await build();
type Theme = Parameters<typeof site>[0];
const get = (url: string, theme: Theme = "default", lang = "ro") =>
  app.inject({ url, headers: site(theme, lang) });
let client = 0;
const post = (url: string, payload: unknown, theme: Theme = "default") =>
  app.inject({
    method: "POST",
    url,
    headers: {
      ...site(theme, "en"),
      "x-browser-id": `00000000-0000-4000-8000-${String(++client).padStart(12, "0")}`,
    },
    remoteAddress: `10.30.0.${client % 250}`,
    payload: payload as Record<string, unknown>,
  });

describe("the showcase endpoints", () => {
  it("are in the OpenAPI document, so the generated bad-input test covers them", async () => {
    await app.ready();
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/base/reviews",
        "/base/reviews/{id}/like",
        "/base/reviews/{id}/dislike",
        "/base/video-reviews",
        "/base/gallery",
        "/base/gallery/all_images",
        "/base/gallery/{id}",
        "/base/partners/region_partners",
        "/base/store_sellers",
      ]),
    );
  });
});

describe("GET /base/reviews", () => {
  it("lists every demo shop's reviews in its languages, newest first, with a rating summary", async () => {
    for (const theme of [
      "default",
      "ecaterix",
      "ecom",
      "farmacie",
      "foundation",
      "primebuy",
      "terenuri",
    ] as const) {
      const res = await get("/base/reviews", theme);
      expect(res.statusCode, theme).toBe(200);
      const body = res.json();
      expect(body.totalCount, theme).toBeGreaterThanOrEqual(4);
      expect(body.page_size).toBe(SHOP_REVIEW_PAGE_SIZE);
      const dates = body.results.map((r: { created_at: string }) => r.created_at);
      expect([...dates].sort().reverse(), theme).toEqual(dates);
      expect(body.summary.count).toBe(body.totalCount);
      expect(body.summary.average).toBeGreaterThan(3);
    }
    const langs = new Set(
      (await get("/base/reviews", "farmacie")).json().results.map((r: { lang: string }) => r.lang),
    );
    expect([...langs].sort()).toEqual(["en", "ro", "ru", "uk"]);
  });

  it("refuses a malformed page with 400 and answers a page past the end empty", async () => {
    const bad = await get("/base/reviews?page=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().page).toEqual([expect.any(String)]);
    const past = (await get("/base/reviews?page=99")).json();
    expect(past.results).toEqual([]);
  });
});

describe("POST /base/reviews", () => {
  it("publishes a review in the request language, shown first in the list", async () => {
    const res = await post("/base/reviews/", {
      name: "Test Shopper",
      rating: 5,
      text: "A very good shop, fast delivery.",
    });
    expect(res.statusCode).toBe(201);
    const review = res.json();
    expect(review).toMatchObject({
      name: "Test Shopper",
      rating: 5,
      lang: "en",
      likes: 0,
      dislikes: 0,
      vote: 0,
    });
    const first = (await get("/base/reviews")).json().results[0];
    expect(first.id).toBe(review.id);
  });

  it("refuses bad input field by field with 400, storing nothing", async () => {
    const before = (await get("/base/reviews")).json().totalCount;
    const res = await post("/base/reviews/", { name: "x", rating: 9, text: "short", email: "nope" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(["email", "name", "rating", "text"]);
    const nul = await post("/base/reviews/", {
      name: "Ana\u0000",
      rating: 4,
      text: "Long enough text here.",
    });
    expect(nul.statusCode).toBe(400);
    expect((await get("/base/reviews")).json().totalCount).toBe(before);
  });

  it("lets one shopper post at most three reviews a day", async () => {
    const headers = { ...site("ecom", "ro"), "x-browser-id": "11111111-1111-4111-8111-111111111111" };
    const send = (n: number) =>
      app.inject({
        method: "POST",
        url: "/base/reviews/",
        headers,
        remoteAddress: `10.31.0.${n}`,
        payload: { name: "Repeat Poster", rating: 4, text: `Review number ${n} of the shop.` },
      });
    for (const n of [1, 2, 3]) expect((await send(n)).statusCode).toBe(201);
    const fourth = await send(4);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().detail).toMatch(/at most 3/);
  });
});

describe("POST /base/reviews/{id}/like and /dislike", () => {
  it("counts one vote per voter; the other vote moves it", async () => {
    const { id, likes, dislikes } = (await get("/base/reviews", "primebuy")).json().results[0];
    const voter = { ...site("primebuy"), "x-browser-id": "22222222-2222-4222-8222-222222222222" };
    const vote = (action: string) =>
      app.inject({ method: "POST", url: `/base/reviews/${id}/${action}/`, headers: voter, payload: {} });
    expect((await vote("like")).json()).toEqual({ id, likes: likes + 1, dislikes, vote: 1 });
    expect((await vote("like")).json()).toEqual({ id, likes: likes + 1, dislikes, vote: 1 });
    expect((await vote("dislike")).json()).toEqual({ id, likes, dislikes: dislikes + 1, vote: -1 });
    const listed = (await app.inject({ url: "/base/reviews", headers: voter })).json().results[0];
    expect(listed).toMatchObject({ id, vote: -1, dislikes: dislikes + 1 });
  });

  it("answers 404 for another shop's review or an unknown one, 400 for a malformed id", async () => {
    const { id } = (await get("/base/reviews", "primebuy")).json().results[0];
    const other = await post(`/base/reviews/${id}/like/`, {}, "farmacie");
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe("Review not found.");
    expect((await post("/base/reviews/2147483647/dislike/", {})).statusCode).toBe(404);
    const bad = await post("/base/reviews/abc/like/", {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().id).toEqual(["A valid review id is required."]);
  });
});

describe("GET /base/video-reviews", () => {
  it("gives each shop's YouTube or Vimeo videos with their player address and preview", async () => {
    const videos = (await get("/base/video-reviews", "default", "uk")).json();
    expect(videos.length).toBeGreaterThanOrEqual(1);
    expect(videos[0]).toMatchObject({
      title: "Як обрати диван: відгук покупців",
      provider: "youtube",
      embed_url: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/),
      preview: expect.stringMatching(/^\/media\/videos\/.+\.svg$/),
    });
    expect(videos[0].preview_srcset).toContain("-480.webp 480w");
    expect(videos.some((v: { provider: string }) => v.provider === "vimeo")).toBe(true);
    const preview = await app.inject({
      url: videos[0].preview_srcset.split(" ")[0],
      headers: site("default"),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
  });
});

describe("GET /base/gallery", () => {
  it("lists two or more albums per shop with their covers and counts, in the request language", async () => {
    for (const theme of [
      "default",
      "ecaterix",
      "ecom",
      "farmacie",
      "foundation",
      "primebuy",
      "terenuri",
    ] as const) {
      const albums = (await get("/base/gallery", theme)).json();
      expect(albums.length, theme).toBeGreaterThanOrEqual(2);
      for (const album of albums) {
        expect(album.images_count, theme).toBeGreaterThan(0);
        expect(album.cover.image).toMatch(/^\/media\/gallery\//);
      }
    }
    const en = (await get("/base/gallery", "default", "en")).json();
    expect(en[0].title).toBe("Our store");
  });

  it("gives all pictures, album by album, and one album with its pictures", async () => {
    const albums = (await get("/base/gallery")).json();
    const all = (await get("/base/gallery/all_images")).json();
    expect(all).toHaveLength(
      albums.reduce((n: number, a: { images_count: number }) => n + a.images_count, 0),
    );
    expect(all[0].album_id).toBe(albums[0].id);
    const one = (await get(`/base/gallery/${albums[1].id}`, "default", "ru")).json();
    expect(one.images).toHaveLength(albums[1].images_count);
    expect(one.images[0]).toMatchObject({ album_id: albums[1].id, caption: "Терраса в Дурлештах" });
    expect(one.images[0].srcset).toContain("-1200.webp 1200w");
  });

  it("answers 404 with a message for an unknown album or another shop's, 400 for a malformed id", async () => {
    const albums = (await get("/base/gallery")).json();
    const other = await get(`/base/gallery/${albums[0].id}`, "farmacie");
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: "Album not found.", code: "not_found" });
    expect((await get("/base/gallery/2147483647")).statusCode).toBe(404);
    const bad = await get("/base/gallery/-1");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().id).toEqual(["A valid album id is required."]);
  });
});

describe("GET /base/partners/region_partners and /base/store_sellers", () => {
  it("groups each shop's partners by two or more regions", async () => {
    for (const theme of [
      "default",
      "ecaterix",
      "ecom",
      "farmacie",
      "foundation",
      "primebuy",
      "terenuri",
    ] as const) {
      const regions = (await get("/base/partners/region_partners", theme)).json();
      expect(regions.length, theme).toBeGreaterThanOrEqual(2);
      for (const region of regions) {
        expect(region.partners.length).toBeGreaterThan(0);
        for (const partner of region.partners) expect(partner.region).toBe(region.name);
      }
    }
    const ru = (await get("/base/partners/region_partners", "farmacie", "ru")).json();
    expect(ru.map((r: { name: string }) => r.name)).toEqual(["Кишинёв", "Север Молдовы", "Юг Молдовы"]);
    expect(ru[0].partners[0]).toMatchObject({
      name: "Clinica Sănătatea",
      logo: expect.stringMatching(/^\/media\/partners\//),
    });
  });

  it("lists the stores' staff with their store", async () => {
    const sellers = (await get("/base/store_sellers", "farmacie", "en")).json();
    expect(sellers.length).toBeGreaterThanOrEqual(2);
    expect(sellers[0]).toMatchObject({
      name: "Tatiana Cojocari",
      role: "Pharmacist",
      store: { title: expect.any(String) },
    });
  });
});

describe("the showcase pages in the sitemap", () => {
  it("lists the reviews, gallery and partners pages in every language of the shop", async () => {
    const xml = (await get("/sitemap.xml?origin=https://shop.test", "terenuri")).body;
    for (const lang of ["ro", "ru"])
      for (const path of ["review", "gallery", "partners"])
        expect(xml).toContain(`<loc>https://shop.test/${lang}/${path}</loc>`);
    expect(xml).not.toContain("https://shop.test/en/review");
  });
});
