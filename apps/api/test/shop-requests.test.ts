import { schema } from "@sf/db";
import { shopDate } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { build, tokens } from "./helper.ts";

/**
 * The public forms without a bot check (the demo shops have none): consultation, call-back,
 * newsletter and support are stored, mailed to the shop's main_email, and acknowledged to the
 * sender in their language; bad input is refused with nothing stored.
 */
const logged: string[] = [];
const { app, database } = await build({
  logger: { level: "info", stream: { write: (line: string) => logged.push(line) } },
});
const SHOP_EMAIL = "info@casamea.md";

const post = (url: string, payload: unknown, lang = "ro", ip = "10.1.1.1") =>
  app.inject({
    method: "POST",
    url,
    headers: { token: tokens.default, "accept-language": lang },
    remoteAddress: ip,
    payload: payload as Record<string, unknown>,
  });
const rows = (kind: string) =>
  database.db
    .select()
    .from(schema.shopRequests)
    .where(and(eq(schema.shopRequests.kind, kind)));
/** Mail goes out in the background: wait for the outbox to hold `count` messages. */
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
const today = shopDate(new Date());

describe("POST /base/book-consultation", () => {
  it("stores the request, mails the shop and thanks the sender in their language", async () => {
    const res = await post(
      "/base/book-consultation/",
      {
        name: "Ion Popescu",
        phone: "+373 69 123 456",
        email: "Ion@Example.md",
        comment: "About <b>vitamins</b>",
        date: today,
      },
      "ru",
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: true, detail: expect.stringContaining("консультацию") });
    const [row] = await rows("consultation");
    expect(row).toMatchObject({
      name: "Ion Popescu",
      phone: "+37369123456",
      email: "ion@example.md",
      body: "About <b>vitamins</b>",
      wishedDate: today,
      lang: "ru",
    });
    const sent = (await mails(mailCount + 2)).slice(0, 2);
    const toShop = sent.find((m) => m.to === SHOP_EMAIL);
    const toSender = sent.find((m) => m.to === "ion@example.md");
    expect(toShop?.text).toContain("+37369123456");
    expect(toShop?.html).toContain("About &lt;b&gt;vitamins&lt;/b&gt;");
    expect(toSender?.subject).toContain("Запись на консультацию");
    // The logs name the recipients masked, never the phone, the comment or the full address.
    const log = logged.join("\n");
    expect(log).not.toContain("ion@example.md");
    expect(log).not.toContain("69123456");
    expect(log).not.toContain("vitamins");
  });

  it("takes a request without e-mail, comment or date, and mails only the shop", async () => {
    const res = await post("/base/book-consultation", { name: "Ana", phone: "+373 69 123 457" }, "en");
    expect(res.statusCode).toBe(201);
    const sent = await mails(mailCount + 1);
    expect(sent[0]?.to).toBe(SHOP_EMAIL);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await app.messaging.outbox.list()).length).toBe(mailCount + 1);
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const before = (await rows("consultation")).length;
    const bad = [
      {},
      { name: "Ana" },
      { name: "Ana", phone: "12" },
      { name: "Ana", phone: "+37369123456", email: "not-an-email" },
      { name: "A".repeat(101), phone: "+37369123456" },
      { name: "Ana", phone: "+37369123456", comment: "x".repeat(2001) },
      { name: "Ana", phone: "+37369123456", date: "2020-01-01" },
      { name: "Ana", phone: "+37369123456", date: "2026-02-30" },
      { name: 42, phone: "+37369123456" },
      { name: "Ana", phone: ["+37369123456"] },
    ];
    for (const payload of bad) {
      const res = await post("/base/book-consultation", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json()).length).toBeGreaterThan(0);
    }
    expect(await rows("consultation")).toHaveLength(before);
  });
});

describe("POST /base/user-request/", () => {
  it("takes consultations and call-backs as request types", async () => {
    const consultation = await post("/base/user-request/", {
      type: "consultation",
      name: "Maria",
      phone: "+37369000111",
    });
    expect(consultation.statusCode).toBe(201);
    const callback = await post("/base/user-request/", {
      type: "callback",
      name: "Maria",
      phone: "+37369000111",
    });
    expect(callback.statusCode).toBe(201);
    expect(await rows("callback")).toHaveLength(1);
    await mails(mailCount + 2);
    expect((await post("/base/user-request/", { type: "callback", name: "Maria" })).statusCode).toBe(400);
  });
});

describe("POST /settings/news-letter/", () => {
  it("subscribes once: the second subscription answers 200 and stores and sends nothing", async () => {
    const first = await post("/settings/news-letter/", { email: " Subscriber@Example.md " }, "en");
    expect(first.statusCode).toBe(201);
    expect(first.json().detail).toContain("subscribed");
    await mails(mailCount + 2);
    const again = await post("/settings/news-letter/", { email: "subscriber@example.md" }, "en");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ created: false, detail: expect.stringContaining("already") });
    expect(await rows("newsletter")).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await app.messaging.outbox.list()).length).toBe(mailCount + 2);
  });

  it("refuses a missing or bad e-mail", async () => {
    for (const payload of [
      {},
      { email: "" },
      { email: "x@" },
      { email: 5 },
      { email: `${"a".repeat(250)}@b.md` },
    ]) {
      expect((await post("/settings/news-letter", payload)).statusCode).toBe(400);
    }
  });
});

describe("POST /api/support/", () => {
  it("stores and mails a support message", async () => {
    const res = await post("/api/support/", {
      name: "Vasile",
      email_address: "vasile@example.md",
      body: "Help",
    });
    expect(res.statusCode).toBe(201);
    expect(await rows("support")).toMatchObject([
      { name: "Vasile", email: "vasile@example.md", body: "Help" },
    ]);
    const sent = await mails(mailCount + 2);
    expect(
      sent
        .slice(0, 2)
        .map((m) => m.to)
        .sort(),
    ).toEqual([SHOP_EMAIL, "vasile@example.md"]);
  });

  it("refuses a message without body, a bad address or a body too long", async () => {
    const bad = [
      { name: "Vasile", email_address: "vasile@example.md" },
      { name: "Vasile", email_address: "vasile", body: "Help" },
      { name: "Vasile", email_address: "vasile@example.md", body: "x".repeat(5001) },
      { email_address: "vasile@example.md", body: "Help" },
    ];
    for (const payload of bad) expect((await post("/api/support", payload)).statusCode).toBe(400);
    expect(await rows("support")).toHaveLength(1);
  });
});

describe("rate limit", () => {
  it("answers 429 after 10 forms from one address in the window", async () => {
    const ip = "10.9.9.9";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await post("/settings/news-letter/", { email: `flood${i}@example.md` }, "ro", ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(
      (await post("/settings/news-letter/", { email: "other@example.md" }, "ro", "10.9.9.10")).statusCode,
    ).toBe(201);
  });
});
