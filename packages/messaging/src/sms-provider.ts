import type { MessagingConfig } from "./config.ts";
import type { Outbox } from "./outbox.ts";

/**
 * A way to send text messages. `to` is already in the compact +373.../+40... form. Throws when
 * the provider refuses; the caller logs and carries on.
 *
 * A real provider (an SMS gateway's HTTP API) is one more implementation of this type, chosen
 * by `SMS_PROVIDER` in `createSmsProvider` below, with its credentials from the environment.
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

export function createSmsProvider(config: MessagingConfig, outbox: Outbox): SmsProvider {
  switch (config.smsProvider) {
    case "outbox":
      return outboxSmsProvider(outbox);
    default:
      throw new Error(`SMS_PROVIDER=${config.smsProvider} is not a known SMS provider (known: outbox).`);
  }
}
