import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { messagingConfigFromEnv } from "@sf/messaging";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { siteOf } from "../src/lib/site.ts";
import { testAuthConfig } from "../src/services/auth/config.ts";
import { getMailShop } from "../src/services/get-mail-shop.ts";
import { build } from "./helper.ts";

const { database } = await build();
const dir = await mkdtemp(join(tmpdir(), "sf-api-outbox-"));
const devConfig = messagingConfigFromEnv({ OUTBOX_DIR: dir, NODE_ENV: "development" });
const app = await buildApp({ db: database.db, messaging: devConfig, auth: testAuthConfig() });
const withSmtp = await buildApp({
  db: database.db,
  messaging: messagingConfigFromEnv({ OUTBOX_DIR: dir, SMTP_URL: "smtp://127.0.0.1:2525" }),
  auth: testAuthConfig(),
});
const production = await buildApp({
  db: database.db,
  messaging: messagingConfigFromEnv({ OUTBOX_DIR: dir, NODE_ENV: "production" }),
  auth: testAuthConfig(),
});
afterAll(async () => {
  await Promise.all([app.close(), withSmtp.close(), production.close()]);
  await rm(dir, { recursive: true, force: true });
});

const hostile = '<img src=x onerror="alert(1)">';
await app.messaging.sendEmail({
  to: "ion@example.md",
  fromName: "Farmacia",
  subject: `Comanda nr. 17 ${hostile}`,
  text: "Textul comenzii",
  html: `<p>Comanda nr. 17</p><script>parent.document.title="pwned"</script>`,
});
await app.messaging.sendSms({ to: "+373 69 123 456", text: "Codul: 123456" });
const [sms, email] = await app.messaging.outbox.list();
if (!sms || !email) throw new Error("the outbox did not file both messages");

describe("GET /dev/outbox", () => {
  it("lists the messages newest first, without a site token, every value escaped", async () => {
    const res = await app.inject({ url: "/dev/outbox" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toContain("script-src 'none'");
    const page = res.body;
    expect(page.indexOf(`/dev/outbox/${sms.id}`)).toBeLessThan(page.indexOf(`/dev/outbox/${email.id}`));
    expect(page).toContain("+37369123456");
    expect(page).toContain("ion@example.md");
    expect(page).toContain(`href="/dev/outbox/${email.id}?format=eml"`);
    expect(page).toContain("Comanda nr. 17 &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(page).not.toContain(hostile);
  });

  it("shows an e-mail: its HTML in a sandboxed iframe, its text and its headers", async () => {
    const res = await app.inject({ url: `/dev/outbox/${email.id}` });
    expect(res.statusCode).toBe(200);
    const page = res.body;
    expect(page).toContain('<iframe sandbox=""');
    expect(page).toContain('srcdoc="&lt;p&gt;Comanda nr. 17&lt;/p&gt;&lt;script&gt;');
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain(hostile);
    expect(page).toContain("Textul comenzii");
    expect(page).toMatch(/Message-ID: &lt;[^&]+&gt;/);
    expect(page).toContain("To: ion@example.md");
  });

  it("downloads the .eml and shows an SMS", async () => {
    const eml = await app.inject({ url: `/dev/outbox/${email.id}?format=eml` });
    expect(eml.statusCode).toBe(200);
    expect(eml.headers["content-type"]).toBe("message/rfc822");
    expect(eml.headers["content-disposition"]).toBe(`attachment; filename="${email.id}.eml"`);
    expect(eml.body).toMatch(/^(Content-Type|From|To|Subject|Message-ID|Date|MIME-Version): /m);
    expect(eml.body).toContain("\r\n\r\n");

    const text = await app.inject({ url: `/dev/outbox/${sms.id}` });
    expect(text.statusCode).toBe(200);
    expect(text.body).toContain("Codul: 123456");
    expect((await app.inject({ url: `/dev/outbox/${sms.id}?format=eml` })).statusCode).toBe(404);
  });

  it("refuses ids that are not outbox ids, and unknown ones", async () => {
    for (const url of [
      "/dev/outbox/..%2F..%2Fpackage.json",
      "/dev/outbox/..%2F..%2F..%2Fetc%2Fpasswd",
      `/dev/outbox/${email.id}%2F..%2F${sms.id}`,
      `/dev/outbox/${email.id}.eml`,
      "/dev/outbox/20261122T074512345Z-deadbeef",
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("root:");
    }
    // NUL is refused for every path value before the route runs.
    expect((await app.inject({ url: "/dev/outbox/%00" })).statusCode).toBe(400);
    expect((await app.inject({ url: `/dev/outbox/${email.id}?format=../x` })).statusCode).toBe(400);
  });

  it("does not exist when SMTP is configured or in production", async () => {
    for (const other of [withSmtp, production]) {
      expect((await other.inject({ url: "/dev/outbox" })).statusCode).toBe(404);
      expect((await other.inject({ url: `/dev/outbox/${email.id}` })).statusCode).toBe(404);
      expect((await other.inject({ url: `/dev/outbox/${email.id}?format=eml` })).statusCode).toBe(404);
    }
    expect(withSmtp.messaging.emailTransport).toBe("smtp");
  });
});

describe("getMailShop", () => {
  it("takes the shop's name, logo (made absolute) and phone from the site's settings", () => {
    const row = {
      id: 1,
      code: "farmacie",
      name: "Farmacia Familiei",
      languages: ["ro", "ru"],
      mainLanguage: "ro",
      currency: "MDL",
      settings: { logo: { siteLogo: "/media/logo.svg" }, phones: { main: "+373 22 000 000" } },
    };
    expect(getMailShop(siteOf(row), "https://farmacie.example")).toEqual({
      name: "Farmacia Familiei",
      logoUrl: "https://farmacie.example/media/logo.svg",
      phone: "+373 22 000 000",
      publicUrl: "https://farmacie.example",
    });
    expect(getMailShop(siteOf({ ...row, settings: {} }), "https://farmacie.example")).toMatchObject({
      logoUrl: null,
      phone: null,
    });
  });
});
