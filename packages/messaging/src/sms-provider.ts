import type { MessagingConfig } from "./config.ts";
import type { Outbox } from "./outbox.ts";

/**
 * A way to send text messages. `to` is already in the compact +373.../+40... form. Throws when
 * the provider refuses; the caller logs and carries on. Chosen by `SMS_PROVIDER`
 * (`createSmsProvider` below): the dev outbox, or Twilio's Messages API (decision 0058).
 */
export type SmsProvider = {
  name: string;
  send(to: string, text: string): Promise<void>;
};

/** Files each SMS in the dev outbox (kind "sms"), next to the e-mails. */
export function outboxSmsProvider(outbox: Outbox): SmsProvider {
  return {
    name: "outbox",
    async send(to, text) {
      await outbox.add({ kind: "sms", to, from: null, subject: "", text, html: null, messageId: null });
    },
  };
}

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number (+1...), an alphanumeric sender id, or a Messaging Service (MG...). */
  from: string;
  /** `TWILIO_API_URL`: Twilio's API by default; a local fake in tests. */
  baseUrl: string;
  timeoutMs: number;
};

/** Twilio's error answer: `{code, message, more_info, status}`. */
type TwilioError = { code?: number; message?: string };

/**
 * Twilio's Programmable Messaging (`POST /2010-04-01/Accounts/{sid}/Messages.json`, HTTP Basic
 * with the account's sid and auth token, a form body of `To`, `From` or `MessagingServiceSid`,
 * `Body`). A 201 means accepted for delivery; anything else throws with Twilio's code and
 * message, never the credentials.
 */
export function twilioSmsProvider(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  const sender: [string, string] = /^MG[0-9a-f]{32}$/i.test(config.from)
    ? ["MessagingServiceSid", config.from]
    : ["From", config.from];
  return {
    name: "twilio",
    async send(to, text) {
      const res = await fetchImpl(url, {
        method: "POST",
        headers: {
          authorization,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams([["To", to], sender, ["Body", text]]).toString(),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (res.status === 201 || res.status === 200) {
        await res.body?.cancel();
        return;
      }
      let detail: TwilioError = {};
      try {
        detail = (await res.json()) as TwilioError;
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      throw new Error(
        `Twilio refused the message: HTTP ${res.status}${detail.code ? `, code ${detail.code}` : ""}${
          detail.message ? `: ${String(detail.message).slice(0, 200)}` : ""
        }`,
      );
    },
  };
}

export function createSmsProvider(config: MessagingConfig, outbox: Outbox): SmsProvider {
  switch (config.smsProvider) {
    case "outbox":
      return outboxSmsProvider(outbox);
    case "twilio": {
      if (!config.twilio)
        throw new Error(
          "SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM in the environment.",
        );
      return twilioSmsProvider(config.twilio);
    }
    default:
      throw new Error(
        `SMS_PROVIDER=${config.smsProvider} is not a known SMS provider (known: outbox, twilio).`,
      );
  }
}
