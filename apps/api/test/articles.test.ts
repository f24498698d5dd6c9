import { ARTICLES_PAGE_SIZE } from "@sf/domain";
import { describe, expect, it } from "vitest";
import { build, site, tokens } from "./helper.ts";

const { app } = await build();
const get = (url: string, theme: "farmacie" | "ecom" | "terenuri" = "farmacie", lang = "ro") =>
  app.inject({ url, headers: site(theme, lang) });

type Card = {
  id: number;
  slug: string;
  title: string;
  published_at: string;
  custom_status: { id: number } | null;
};

describe("GET /base/articles", () => {
  it("is in the OpenAPI document, so the generated bad-input test covers every operation", async () => {
    await app.ready();
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(["/base/articles", "/base/articles/{id}", "/base/articles/recommended/{id}"]),
    );
  });

  it("pages the shop's articles newest first, with the spec's paging fields and the tabs", async () => {
    const first = await get("/base/articles");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.totalCount).toBeGreaterThan(ARTICLES_PAGE_SIZE);
    expect(body).toMatchObject({ page_size: ARTICLES_PAGE_SIZE, current_page: 1, previous: null, next: 2 });
    expect(body.pages).toBe(Math.ceil(body.totalCount / ARTICLES_PAGE_SIZE));
    expect(body.current_page_count).toBe(ARTICLES_PAGE_SIZE);
    expect(body.list).toHaveLength(ARTICLES_PAGE_SIZE);
    const dates = body.list.map((a: Card) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.statuses.map((s: { name: string }) => s.name)).toEqual(["Sfaturi de sănătate", "Noutăți"]);

    const last = (await get(`/base/articles?page=${body.pages}`)).json();
    expect(last).toMatchObject({ current_page: body.pages, next: null, previous: body.pages - 1 });
    expect(last.current_page_count).toBe(body.totalCount - (body.pages - 1) * ARTICLES_PAGE_SIZE);
    const ids = new Set(body.list.map((a: Card) => a.id));
    expect(last.list.some((a: Card) => ids.has(a.id))).toBe(false);
  });

  it("answers in the request language, each language with its own slug", async () => {
    const ro = (await get("/base/articles", "farmacie", "ro")).json().list[0];
    const uk = (await get("/base/articles", "farmacie", "uk")).json().list[0];
    expect(uk.id).toBe(ro.id);
    expect(uk.slug).not.toBe(ro.slug);
    expect(uk.title).toBe("Як підготуватися до сезону застуд");
  });

  it("filters by status and by a slug of any language", async () => {
    const { statuses } = (await get("/base/articles")).json();
    const news = statuses.find((s: { status: string }) => s.status === "news");
    const only = (await get(`/base/articles?status_id=${news.id}`)).json();
    expect(only.totalCount).toBeGreaterThan(0);
    expect(only.list.every((a: Card) => a.custom_status?.id === news.id)).toBe(true);

    const en = (await get("/base/articles", "farmacie", "en")).json().list[1];
    const bySlug = (await get(`/base/articles?slug=${en.slug}`, "farmacie", "ru")).json();
    expect(bySlug.totalCount).toBe(1);
    expect(bySlug.list[0]).toMatchObject({ id: en.id });
    expect(bySlug.list[0].slug).not.toBe(en.slug);
    expect((await get("/base/articles?slug=no-such-article")).json()).toMatchObject({
      totalCount: 0,
      list: [],
    });
  });

  it("keeps shops apart: another shop's status or slug finds nothing", async () => {
    const farmacie = (await get("/base/articles")).json();
    const ecom = await get(`/base/articles?status_id=${farmacie.statuses[0].id}`, "ecom");
    expect(ecom.statusCode).toBe(404);
    const slug = farmacie.list[0].slug;
    expect((await get(`/base/articles?slug=${slug}`, "ecom")).json().totalCount).toBe(0);
    expect((await get(`/base/articles/${farmacie.list[0].id}`, "ecom")).statusCode).toBe(404);
    expect((await app.inject({ url: "/base/articles", headers: { token: "nope" } })).statusCode).toBe(401);
  });

  it("shows only the shop's languages: ecom (ro, en) has no Russian text of the shared guides", async () => {
    const ru = (await get("/base/articles", "ecom", "ru")).json().list[0];
    const ro = (await get("/base/articles", "ecom", "ro")).json().list[0];
    expect(ru.slug).toBe(ro.slug);
    const detail = (await get(`/base/articles/${ro.id}`, "ecom", "en")).json();
    expect(Object.keys(detail.alternates).sort()).toEqual(["en", "ro"]);
  });

  it("refuses bad input with a 4xx and a message", async () => {
    for (const query of [
      "page=0",
      "page=-1",
      "page=abc",
      "page=99999999999",
      "status_id=x",
      "status_id=0",
      "slug=%3Cx%3E",
    ]) {
      const res = await get(`/base/articles?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toMatch(/valid|Invalid/);
    }
    expect((await get("/base/articles?page=999")).statusCode).toBe(404);
    expect((await get("/base/articles?status_id=2147483647")).statusCode).toBe(404);
  });
});

describe("GET /base/articles/{id}", () => {
  it("returns the text in the language and the slug of every language", async () => {
    const card = (await get("/base/articles", "farmacie", "ru")).json().list[0];
    const res = await get(`/base/articles/${card.id}`, "farmacie", "ru");
    expect(res.statusCode).toBe(200);
    const article = res.json();
    expect(article).toMatchObject({ id: card.id, slug: card.slug, lang: "ru", title: card.title });
    expect(article.html).toContain("<p>");
    expect(Object.keys(article.alternates).sort()).toEqual(["en", "ro", "ru", "uk"]);
    expect(article.alternates.ru).toBe(card.slug);
    expect(article.seo_description).not.toBe("");
  });

  it("answers 404 for an unknown id and 400 for one that is not an id", async () => {
    expect((await get("/base/articles/2147483647")).json()).toEqual({
      detail: "Article not found.",
      code: "not_found",
    });
    for (const id of ["0", "abc", "1.5", "99999999999", "-3"]) {
      expect((await get(`/base/articles/${id}`)).statusCode, id).toBe(400);
    }
  });
});

describe("GET /base/articles/recommended/{id}", () => {
  it("recommends other articles, those of the same status first", async () => {
    const card = (await get("/base/articles")).json().list[0];
    const res = await get(`/base/articles/recommended/${card.id}`);
    expect(res.statusCode).toBe(200);
    const list: Card[] = res.json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(4);
    expect(list.some((a) => a.id === card.id)).toBe(false);
    expect(list[0]?.custom_status?.id).toBe(card.custom_status.id);
    expect((await get("/base/articles/recommended/2147483647")).statusCode).toBe(404);
    expect((await get("/base/articles/recommended/x")).statusCode).toBe(400);
  });
});

describe("GET /general/seo/article for articles", () => {
  it("answers an article's text by its slug in any language, in the request language", async () => {
    const ro = (await get("/base/articles", "farmacie", "ro")).json().list[0];
    const en = (await get(`/base/articles/${ro.id}`, "farmacie", "en")).json();
    const res = await get(`/general/seo/article?article_slug=${ro.slug}`, "farmacie", "en");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: en.title, html: en.html, seo_title: en.seo_title });
  });

  it("does not find another shop's article", async () => {
    const ro = (await get("/base/articles", "farmacie", "ro")).json().list[0];
    const res = await app.inject({
      url: `/general/seo/article?article_slug=${ro.slug}`,
      headers: { token: tokens.terenuri, "accept-language": "ro" },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("articles in the sitemap", () => {
  it("lists the list and every article in each language, with its own slug as the alternates", async () => {
    const xml = (await get("/sitemap.xml?origin=https://shop.test", "farmacie", "ro")).body;
    expect(xml).toContain("<loc>https://shop.test/uk/articles</loc>");
    const { totalCount } = (await get("/base/articles")).json();
    expect(xml.match(/<loc>https:\/\/shop\.test\/ro\/articles\/[^<]+<\/loc>/g)).toHaveLength(totalCount);
    const card = (await get("/base/articles", "farmacie", "ro")).json().list[0];
    const { alternates } = (await get(`/base/articles/${card.id}`)).json();
    const entry = xml
      .split("<url>")
      .find((u) => u.includes(`<loc>https://shop.test/ro/articles/${card.slug}</loc>`));
    expect(entry).toContain(`hreflang="uk" href="https://shop.test/uk/articles/${alternates.uk}"`);
    const ecom = (await get("/sitemap.xml?origin=https://shop.test", "ecom", "ro")).body;
    expect(ecom).not.toContain("/ru/articles");
  });
});
