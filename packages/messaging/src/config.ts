import { join } from "node:path";
import type { TwilioConfig } from "./sms-provider.ts";

/** Where messages go. Read once at start from the environment (`messagingConfigFromEnv`). */
export type MessagingConfig = {
  /** `SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com`; null -> e-mail goes to the outbox. */
  smtpUrl: string | null;
  /** `MAIL_FROM`: the sender address; a message's `fromName` (the shop) goes in front of it. */
  mailFrom: string;
  /** `OUTBOX_DIR`: the dev outbox, next to the embedded database by default. */
  outboxDir: string;
  /** `SMS_PROVIDER`: `outbox` (the default) or `twilio`. */
  smsProvider: string;
  /** Twilio's credentials (`TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN`, `TWILIO_FROM`), when all are set. */
  twilio?: TwilioConfig;
  /** Whether the API serves `/dev/outbox`: no SMTP and not production (the outbox holds customers' data). */
  outboxPages: boolean;
};

export const DEFAULT_MAIL_FROM = "no-reply@localhost";

export function messagingConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): MessagingConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  const twilio = {
    accountSid: env.TWILIO_ACCOUNT_SID?.trim() ?? "",
    authToken: env.TWILIO_AUTH_TOKEN?.trim() ?? "",
    from: env.TWILIO_FROM?.trim() ?? "",
  };
  return {
    ...(twilio.accountSid && twilio.authToken && twilio.from
      ? {
          twilio: {
            ...twilio,
            baseUrl: env.TWILIO_API_URL?.trim() || "https://api.twilio.com",
            timeoutMs: Number(env.TWILIO_TIMEOUT_MS) > 0 ? Number(env.TWILIO_TIMEOUT_MS) : 10_000,
          },
        }
      : {}),
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    outboxDir: env.OUTBOX_DIR?.trim() || join(cwd, "data", "outbox"),
    smsProvider: env.SMS_PROVIDER?.trim() || "outbox",
    // OUTBOX_PAGES=1 shows them in a production build too (npm start on the embedded demo database).
    outboxPages:
      !smtpUrl && (env.OUTBOX_PAGES === "1" || (env.OUTBOX_PAGES !== "0" && env.NODE_ENV !== "production")),
  };
}
