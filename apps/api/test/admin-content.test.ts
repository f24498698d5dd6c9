import { schema } from "@sf/db";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sitePagesVersion } from "../src/services/external/site-pages.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * The back-office's content area: a content editor writes articles, pages and banners per
 * language; the storefront's API shows them at once (pages purged), hostile HTML is cleaned,
 * bad input writes nothing, and nobody outside the area or the shop reaches them.
 */
const { app, database } = await build();
const db = database.db;
const { admin, member } = staffHelpers(app, db);
const OTHER_TOKEN = "content-other-shop";

let siteId = 0;
let editor = "";
let manager = "";
let otherEditor = "";

const write = (path: string, method: "POST" | "PATCH" | "DELETE", body?: object, cookie = editor) =>
  admin(path, { method, cookie, ...(body ? { body } : {}) });
const shop = (url: string, lang: string) =>
  app.inject({ method: "GET", url, headers: { token: TEST_TOKEN, "accept-language": lang } });
const articleCount = async () =>
  (await db.select({ n: count() }).from(schema.articles).where(eq(schema.articles.siteId, siteId)))[0]?.n;

const article = (slug: string) => ({
  active: true,
  image: "/media/uploads/3f2a9c0b1d2e4f56.webp",
  translations: [
    {
      lang: "ro",
      slug: `${slug}-ro`,
      title: "Vitamina D iarna",
      summary: "Pe scurt",
      html: '<h2>De ce</h2><p onclick="steal()">Soare <a href="javascript:alert(1)">puțin</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    },
    { lang: "ru", slug: `${slug}-ru`, title: "Витамин D зимой", html: "<p>Мало солнца</p>" },
  ],
});

beforeAll(async () => {
  siteId = await addTestShop(db);
  const otherId = await addTestShop(db, { token: OTHER_TOKEN, code: "content-other" });
  ({ cookie: editor } = await member(siteId, "test-shop", "content_editor", "editor@test-shop.md"));
  ({ cookie: manager } = await member(siteId, "test-shop", "manager", "manager@test-shop.md"));
  ({ cookie: otherEditor } = await member(
    otherId,
    "content-other",
    "content_editor",
    "editor@content-other.md",
  ));
}, 60_000);

describe("articles", () => {
  it("a content editor creates an article in two languages; the storefront API shows it cleaned, at once", async () => {
    const versionBefore = await sitePagesVersion(db, siteId);
    const res = await write("/content/articles", "POST", article("vitamina-d"));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: number; translations: { lang: string; html: string }[] };
    expect(await sitePagesVersion(db, siteId)).toBeGreaterThan(versionBefore);

    const stored = created.translations.find((t) => t.lang === "ro")?.html ?? "";
    expect(stored).toBe('<h2>De ce</h2><p>Soare <a>puțin</a></p><img src="x" />');
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:/i);

    for (const [lang, title] of [
      ["ro", "Vitamina D iarna"],
      ["ru", "Витамин D зимой"],
    ] as const) {
      const list = await shop(`/base/articles?slug=vitamina-d-${lang}`, lang);
      expect(list.statusCode, list.body).toBe(200);
      const [card] = (list.json() as { list: { id: number; title: string }[] }).list;
      expect(card).toMatchObject({ id: created.id, title });
      const detail = await shop(`/base/articles/${created.id}`, lang);
      expect(detail.json()).toMatchObject({
        title,
        lang,
        alternates: { ro: "vitamina-d-ro", ru: "vitamina-d-ru" },
      });
      expect((detail.json() as { html: string }).html).not.toMatch(/script|onclick|onerror|javascript:/i);
    }

    // The storefront's list, newest first, opens with it.
    const newest = (await shop("/base/articles", "ro")).json() as { list: { id: number }[] };
    expect(newest.list[0]?.id).toBe(created.id);

    const listed = (await admin("/content/articles", { cookie: editor })).json() as {
      items: { id: number; texts: { lang: string }[] }[];
    };
    expect(
      listed.items
        .find((i) => i.id === created.id)
        ?.texts.map((t) => t.lang)
        .sort(),
    ).toEqual(["ro", "ru"]);
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(created.id)));
    expect(audit.map((a) => a.action)).toContain("article.create");
  });

  it("hiding an article takes it off the storefront; deleting removes it", async () => {
    const created = (await write("/content/articles", "POST", article("ascuns"))).json() as { id: number };
    const hidden = await write(`/content/articles/${created.id}`, "PATCH", {
      ...article("ascuns"),
      active: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await shop(`/base/articles/${created.id}`, "ro")).statusCode).toBe(404);
    expect((await write(`/content/articles/${created.id}`, "DELETE")).statusCode).toBe(204);
    expect((await admin(`/content/articles/${created.id}`, { cookie: editor })).statusCode).toBe(404);
  });

  it("bad input is a 400 with a message and writes nothing", async () => {
    const before = await articleCount();
    const bad: object[] = [
      { ...article("x"), translations: [] },
      { ...article("x"), translations: [{ ...article("x").translations[0], slug: "Not A Slug!" }] },
      { ...article("x"), translations: [{ ...article("x").translations[0], lang: "uk" }] }, // not a language of the shop
      { ...article("x"), translations: [article("x").translations[0], article("y").translations[0]] }, // ro twice
      { ...article("x"), image: "javascript:alert(1)" },
      { ...article("x"), status_id: 999_999 },
      { ...article("x"), active: "yes" },
    ];
    for (const body of bad) {
      const res = await write("/content/articles", "POST", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatch(/[a-z]{4}/i);
    }
    // A slug already used in that language: 400, and the second article is not half-written.
    expect((await write("/content/articles", "POST", article("dublu"))).statusCode).toBe(201);
    const again = await write("/content/articles", "POST", article("dublu"));
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json()).toHaveProperty("slug");
    expect(await articleCount()).toBe((before ?? 0) + 1);
  });
});

describe("information pages and banners", () => {
  it("a page is written per language and served at /page/{slug} in each", async () => {
    const res = await write("/content/pages", "POST", {
      translations: [
        {
          lang: "ro",
          slug: "despre-livrare",
          title: "Despre livrare",
          html: "<p>Livrăm <b>azi</b></p><iframe src=x>",
        },
        { lang: "ru", slug: "o-dostavke", title: "О доставке", html: "<p>Доставляем</p>" },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { key } = res.json() as { key: string };
    const ro = await shop("/page/despre-livrare", "ro");
    expect(ro.json()).toMatchObject({ title: "Despre livrare", html: "<p>Livrăm <b>azi</b></p>" });
    expect((await shop("/page/despre-livrare", "ru")).json()).toMatchObject({
      title: "О доставке",
      slug: "o-dostavke",
    });

    const edited = await write(`/content/pages/${key}`, "PATCH", {
      translations: [{ lang: "ro", slug: "despre-livrare", title: "Livrare", html: "<p>Nou</p>" }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await shop("/page/despre-livrare", "ro")).json()).toMatchObject({
      title: "Livrare",
      html: "<p>Nou</p>",
    });
    expect((await write(`/content/pages/${key}`, "DELETE")).statusCode).toBe(204);
    expect((await shop("/page/despre-livrare", "ro")).statusCode).toBe(404);
  });

  it("banners are added last, reordered and shown on the storefront in that order", async () => {
    const before = (await admin("/content/banners", { cookie: editor })).json() as { id: number }[];
    const res = await write("/content/banners", "POST", {
      image: "/media/uploads/banner.webp",
      show_on: "top",
      translations: [
        { lang: "ro", title: "Reduceri", url: "/ro/product_list" },
        { lang: "ru", title: "Скидки", url: "/ru/product_list" },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: number };
    const order = [created.id, ...before.map((b) => b.id)];
    const moved = await write("/content/banners/order", "POST", { ids: order });
    expect(moved.statusCode, moved.body).toBe(200);
    const slides = (await shop("/base/slides_banner", "ru")).json() as { id: number; title: string }[];
    expect(slides[0]).toMatchObject({ id: created.id, title: "Скидки" });
    expect((await write("/content/banners/order", "POST", { ids: [...order, created.id] })).statusCode).toBe(
      400,
    );
  });
});

describe("offers", () => {
  it("an offer in two languages, its HTML cleaned, is served by /general/promotions while it runs", async () => {
    const day = 86_400_000;
    const offer = {
      active: true,
      starts_at: new Date(Date.now() - day).toISOString(),
      ends_at: new Date(Date.now() + 7 * day).toISOString(),
      translations: [
        {
          lang: "ro",
          slug: "reduceri-iarna",
          title: "Reduceri de iarnă",
          html: '<p>-20%</p><img src=x onerror="alert(1)">',
        },
        { lang: "ru", slug: "zimnie-skidki", title: "Зимние скидки", html: "<p>-20%</p>" },
      ],
    };
    const res = await write("/content/offers", "POST", offer);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    const ru = await shop(`/general/promotions/${id}`, "ru");
    expect(ru.statusCode, ru.body).toBe(200);
    expect(ru.body).toContain("Зимние скидки");
    const ro = await shop(`/general/promotions/${id}`, "ro");
    expect(ro.body).toContain("Reduceri de iarnă");
    expect(ro.body).not.toMatch(/onerror|alert/);
    // Ending before it starts: 400, nothing written.
    const bad = await write(`/content/offers/${id}`, "PATCH", { ...offer, ends_at: offer.starts_at });
    expect(bad.statusCode).toBe(400);
    expect((await shop(`/general/promotions/${id}`, "ro")).body).toContain("Reduceri de iarnă");
    expect((await write(`/content/offers/${id}`, "DELETE")).statusCode).toBe(204);
    expect((await shop(`/general/promotions/${id}`, "ro")).statusCode).toBe(404);
  });
});

describe("FAQ", () => {
  it("a language's questions are replaced in their order and served by /base/faq", async () => {
    const put = (lang: string, body: object) =>
      app.inject({
        method: "PUT",
        url: `/admin/api/content/faq/${lang}`,
        headers: { cookie: editor },
        payload: body,
      });
    const items = [
      { question: "Livrați duminica?", answer: "Da, <b>până la 18:00</b>.", category: "Livrare" },
      { question: "Pot returna?", answer: "În 14 zile." },
    ];
    const saved = await put("ro", { items });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await put("ru", { items: [{ question: "Доставляете?", answer: "Да." }] })).statusCode).toBe(200);
    const ro = (await shop("/base/faq", "ro")).json() as { id: number; question: string; answer: string }[];
    expect(ro.map((q) => [q.id, q.question])).toEqual([
      [1, "Livrați duminica?"],
      [2, "Pot returna?"],
    ]);
    expect(((await shop("/base/faq", "ru")).json() as { question: string }[])[0]?.question).toBe(
      "Доставляете?",
    );
    // Not a language of the shop, or a question without an answer: 400, nothing changed.
    expect((await put("uk", { items })).statusCode).toBe(400);
    expect((await put("ro", { items: [{ question: "Fără răspuns" }] })).statusCode).toBe(400);
    expect((await admin("/content/faq/ro", { cookie: editor })).json()).toMatchObject({
      items: [{ id: 1 }, { id: 2 }],
    });
    expect((await admin("/content/faq/ro", { cookie: manager })).statusCode).toBe(403);
  });
});

describe("advantages", () => {
  it("a language's advantage blocks are replaced and served by /base/advantage/{kind}", async () => {
    const blocks = {
      product_why_we: [],
      product_page: [],
      main_page: [{ icon: "truck", title: "Livrare gratuită", text: "De la 500 lei" }],
      category_page: [],
    };
    const put = (body: object) =>
      app.inject({
        method: "PUT",
        url: "/admin/api/content/advantages/ro",
        headers: { cookie: editor },
        payload: body,
      });
    expect((await put(blocks)).statusCode).toBe(200);
    expect((await shop("/base/advantage/main_page", "ro")).json()).toEqual(blocks.main_page);
    const bad = await put({ ...blocks, main_page: [{ icon: "<script>", title: "x" }] });
    expect(bad.statusCode).toBe(400);
    expect((await shop("/base/advantage/main_page", "ro")).json()).toEqual(blocks.main_page);
  });
});

describe("who may", () => {
  it("a manager (no content area) gets 403; another shop's editor cannot name this shop's items", async () => {
    const created = (await write("/content/articles", "POST", article("al-meu"))).json() as { id: number };
    expect((await admin("/content/articles", { cookie: manager })).statusCode).toBe(403);
    expect((await write("/content/articles", "POST", article("manager"), manager)).statusCode).toBe(403);
    expect((await admin(`/content/articles/${created.id}`, { cookie: otherEditor })).statusCode).toBe(404);
    const changed = await write(`/content/articles/${created.id}`, "PATCH", article("furat"), otherEditor);
    expect(changed.statusCode).toBe(404);
    expect(
      (await write(`/content/articles/${created.id}`, "DELETE", undefined, otherEditor)).statusCode,
    ).toBe(404);
    const theirs = (await admin("/content/articles", { cookie: otherEditor })).json() as {
      items: { id: number }[];
    };
    expect(theirs.items.map((i) => i.id)).not.toContain(created.id);
    expect((await shop(`/base/articles/${created.id}`, "ro")).statusCode).toBe(200);
  });
});
