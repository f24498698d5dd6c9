import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { messagingConfigFromEnv } from "../src/config.ts";
import { createMessaging } from "../src/messaging.ts";
import { orderConfirmationMessage } from "../src/order-confirmation-message.ts";
import { createOutbox, isOutboxId } from "../src/outbox.ts";
import { order, recordingLog, shop } from "./fixtures.ts";

const dir = await mkdtemp(join(tmpdir(), "sf-outbox-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

const { log, entries } = recordingLog();
const messaging = createMessaging(
  messagingConfigFromEnv({ OUTBOX_DIR: dir, MAIL_FROM: "comenzi@shop.example" }),
  log,
);

describe("dev outbox", () => {
  it("files an e-mail as an .eml that a mail parser reads back", async () => {
    const content = orderConfirmationMessage(order, shop, "ro");
    const sent = await messaging.sendEmail({ to: "ion@example.md", fromName: shop.name, ...content });
    expect(sent).toBe(true);
    expect(messaging.emailTransport).toBe("outbox");

    const [card] = await messaging.outbox.list();
    expect(card).toMatchObject({ kind: "email", to: "ion@example.md", subject: content.subject });
    const eml = await readFile(join(dir, `${card?.id}.eml`));
    expect(eml.toString("latin1")).toMatch(/\r\n\r\n/);
    const parsed = await simpleParser(eml);
    expect(parsed.subject).toBe(content.subject);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : null).toBe(
      "ion@example.md",
    );
    expect(parsed.from?.value[0]).toEqual({ name: shop.name, address: "comenzi@shop.example" });
    expect(parsed.text?.trim()).toBe(content.text.trim());
    expect(parsed.html).toContain("Paracetamol 500 mg, 20 comprimate");
    expect(parsed.html).toContain("&lt;script&gt;");
    expect(parsed.messageId).toBe(card?.messageId);
  });

  it("files an SMS with the number in its compact form, and lists newest first", async () => {
    expect(await messaging.sendSms({ to: "069 123 456", text: "nope" })).toBe(false);
    expect(entries.at(-1)).toMatchObject({ level: "warn" });
    expect(await messaging.sendSms({ to: "+373 (69) 12-34-56", text: "Codul: 123456" })).toBe(true);
    expect(await messaging.sendSms({ to: "0040 721 234 567", text: "x" })).toBe(false);
    expect(await messaging.sendSms({ to: "40721234567", text: "Codul: 654321" })).toBe(true);

    const list = await messaging.outbox.list();
    expect(list.map((m) => [m.kind, m.to])).toEqual([
      ["sms", "+40721234567"],
      ["sms", "+37369123456"],
      ["email", "ion@example.md"],
    ]);
    expect(list[0]?.text).toBe("Codul: 654321");
    expect(await messaging.outbox.eml(list[0]?.id ?? "")).toBeNull();
  });

  it("refuses a bad recipient without throwing", async () => {
    expect(
      await messaging.sendEmail({ to: "not an address", subject: "s", text: "t", html: "<p>t</p>" }),
    ).toBe(false);
    expect(entries.at(-1)).toMatchObject({ level: "warn" });
  });

  it("accepts only its own ids, so no path leaves the directory", async () => {
    const [card] = await messaging.outbox.list();
    expect(isOutboxId(card?.id ?? "")).toBe(true);
    for (const bad of [
      "../secret",
      "..%2Fsecret",
      "20261122T074512345Z-ab12cd3/",
      "",
      "x.eml",
      `${card?.id}/..`,
    ]) {
      expect(isOutboxId(bad)).toBe(false);
      expect(await messaging.outbox.get(bad)).toBeNull();
      expect(await messaging.outbox.eml(bad)).toBeNull();
    }
    // No temporary files are left behind.
    expect((await readdir(dir)).every((name) => /\.(json|eml)$/.test(name))).toBe(true);
  });

  it("lists nothing, rather than failing, before the first message", async () => {
    expect(await createOutbox(join(dir, "not-yet")).list()).toEqual([]);
  });
});

describe("outbox pages switch", () => {
  it("shows the pages without SMTP outside production, or when asked to; never with SMTP", () => {
    expect(messagingConfigFromEnv({}).outboxPages).toBe(true);
    expect(messagingConfigFromEnv({ NODE_ENV: "production" }).outboxPages).toBe(false);
    expect(messagingConfigFromEnv({ NODE_ENV: "production", OUTBOX_PAGES: "1" }).outboxPages).toBe(true);
    expect(messagingConfigFromEnv({ OUTBOX_PAGES: "0" }).outboxPages).toBe(false);
    expect(messagingConfigFromEnv({ OUTBOX_PAGES: "1", SMTP_URL: "smtp://127.0.0.1:25" }).outboxPages).toBe(
      false,
    );
  });
});
