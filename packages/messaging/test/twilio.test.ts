import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeTwilio, startFakeTwilio } from "../../../test/fake-twilio.ts";
import { messagingConfigFromEnv } from "../src/config.ts";
import { createMessaging } from "../src/messaging.ts";
import { type TwilioConfig, twilioSmsProvider } from "../src/sms-provider.ts";
import { recordingLog } from "./fixtures.ts";

const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "twilio-auth-token-secret-7d1f";
let fake: FakeTwilio;
const dir = await mkdtemp(join(tmpdir(), "sf-twilio-"));

beforeAll(async () => {
  fake = await startFakeTwilio(SID, TOKEN);
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) =>
  messagingConfigFromEnv({
    OUTBOX_DIR: dir,
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: "Terenuri",
    TWILIO_API_URL: fake.url,
    ...extra,
  });

describe("Twilio SMS adapter, against a local fake of Twilio's Messages API", () => {
  it("sends the text to the normalised number with the sender and Basic credentials", async () => {
    const { log, entries } = recordingLog();
    const messaging = createMessaging(env(), log);
    expect(await messaging.sendSms({ to: "+373 69 123 456", text: "Codul: 123456" })).toBe(true);
    expect(fake.sent.at(-1)).toEqual({
      to: "+37369123456",
      from: "Terenuri",
      service: null,
      body: "Codul: 123456",
    });
    // The log names the provider and a masked number, never the text's code or the token.
    const logged = JSON.stringify(entries);
    expect(logged).toContain("twilio");
    expect(logged).not.toContain('123456"');
    expect(logged).not.toContain(TOKEN);
    // Nothing goes to the outbox when a real provider is configured.
    expect((await messaging.outbox.list()).filter((m) => m.kind === "sms")).toHaveLength(0);
  });

  it("uses a Messaging Service when the sender is one", async () => {
    const service = `MG${"a".repeat(32)}`;
    const provider = twilioSmsProvider({ ...(env().twilio as TwilioConfig), from: service });
    await provider.send("+40722123456", "Salut");
    expect(fake.sent.at(-1)).toMatchObject({ to: "+40722123456", from: null, service });
  });

  it("reports Twilio's refusal (code and message) and a failed service, without the credentials", async () => {
    const provider = twilioSmsProvider(env().twilio as TwilioConfig);
    await expect(provider.send("+37369123455", "x")).rejects.toThrow(/HTTP 400, code 21614/);
    await expect(provider.send("+37369123466", "x")).rejects.toThrow(/HTTP 503$/);
    const wrong = twilioSmsProvider({ ...(env().twilio as TwilioConfig), authToken: "not-the-token" });
    const refusal = await wrong.send("+37369123456", "x").catch((e: Error) => e.message);
    expect(refusal).toMatch(/HTTP 401, code 20003/);
    expect(refusal).not.toContain("not-the-token");
  });

  it("a refused message is logged and answered false; the caller carries on", async () => {
    const { log, entries } = recordingLog();
    const messaging = createMessaging(env(), log);
    expect(await messaging.sendSms({ to: "+37369123455", text: "Codul: 654321" })).toBe(false);
    expect(JSON.stringify(entries)).toContain("SMS not sent");
    expect(JSON.stringify(entries)).not.toContain(TOKEN);
  });

  it("refuses to start with twilio chosen but its credentials missing", () => {
    expect(() =>
      createMessaging(
        messagingConfigFromEnv({ OUTBOX_DIR: dir, SMS_PROVIDER: "twilio" }),
        recordingLog().log,
      ),
    ).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/);
  });
});
