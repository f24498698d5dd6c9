import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { messagingConfigFromEnv } from "../src/config.ts";
import { createMessaging } from "../src/messaging.ts";
import { orderConfirmationMessage } from "../src/order-confirmation-message.ts";
import { order, recordingLog, shop } from "./fixtures.ts";

type Received = { from: string; to: string[]; raw: Buffer };
const received: Received[] = [];

// A real SMTP server on a free local port; STARTTLS off (its certificate is self-signed).
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("SMTP", () => {
  it("delivers the message with the right envelope and content", async () => {
    const { log, entries } = recordingLog();
    const messaging = createMessaging(
      messagingConfigFromEnv({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: "Shop <no-reply@shop.example>",
      }),
      log,
    );
    const content = orderConfirmationMessage(order, shop, "uk");
    expect(messaging.emailTransport).toBe("smtp");
    expect(await messaging.sendEmail({ to: "ion@example.md", fromName: shop.name, ...content })).toBe(true);
    messaging.close();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("no-reply@shop.example");
    expect(mail?.to).toEqual(["ion@example.md"]);
    const parsed = await simpleParser(mail?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe(content.subject);
    expect(parsed.subject).toContain("MD-004821");
    expect(parsed.from?.value[0]).toEqual({ name: shop.name, address: "no-reply@shop.example" });
    expect(parsed.text?.trim()).toBe(content.text.trim());
    expect(parsed.html).toContain("Замовлення № MD-004821");
    expect(entries.map((e) => e.level)).toEqual(["info"]);
  });

  it("reports a dead server as not sent, without throwing", async () => {
    const { log, entries } = recordingLog();
    // Port 1 on localhost refuses at once.
    const messaging = createMessaging(messagingConfigFromEnv({ SMTP_URL: "smtp://127.0.0.1:1" }), log);
    const sent = await messaging.sendEmail({
      to: "ion@example.md",
      subject: "s",
      text: "t",
      html: "<p>t</p>",
    });
    messaging.close();
    expect(sent).toBe(false);
    expect(entries).toMatchObject([
      { level: "error", message: "e-mail not sent", details: { to: "i***@example.md" } },
    ]);
  });
});
