import { normalizePhone, phoneCountryOf } from "@sf/domain";
import type { MessagingConfig } from "./config.ts";
import { type EmailTransport, outboxTransport, smtpTransport } from "./email-transport.ts";
import { createOutbox, type Outbox } from "./outbox.ts";
import { createSmsProvider, type SmsProvider } from "./sms-provider.ts";
import type { EmailMessage, SmsMessage } from "./types.ts";

/** The part of a pino/Fastify logger messaging uses. */
export type MessagingLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * Sending for the rest of the API. Neither function ever throws: a failure is logged and the
 * result is `false`, so a mail server being down never fails an order. Await the result when
 * it matters (e.g. "we could not send the code"); otherwise `void messaging.sendEmail(...)`
 * sends in the background without holding the request.
 */
export type Messaging = {
  sendEmail(message: EmailMessage): Promise<boolean>;
  sendSms(message: SmsMessage): Promise<boolean>;
  readonly emailTransport: EmailTransport["kind"];
  readonly outbox: Outbox;
  readonly config: MessagingConfig;
  close(): void;
};

export function createMessaging(
  config: MessagingConfig,
  log: MessagingLog,
  overrides: { sms?: SmsProvider } = {},
): Messaging {
  const outbox = createOutbox(config.outboxDir);
  const email = config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(outbox);
  const sms = overrides.sms ?? createSmsProvider(config, outbox);

  return {
    emailTransport: email.kind,
    outbox,
    config,

    async sendEmail(message) {
      const to = message.to.trim();
      if (!/^[^\s@<>]+@[^\s@<>]+$/.test(to)) {
        log.warn({ to: maskEmail(to) }, "e-mail not sent: not a valid recipient address");
        return false;
      }
      try {
        const accepted = await email.send({
          from: sender(config.mailFrom, message.fromName),
          to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
        });
        if (accepted) log.info({ to: maskEmail(to), via: email.kind }, "e-mail sent");
        else log.warn({ to: maskEmail(to), via: email.kind }, "e-mail refused by the server");
        return accepted;
      } catch (err) {
        log.error({ err, to: maskEmail(to), via: email.kind }, "e-mail not sent");
        return false;
      }
    },

    async sendSms(message) {
      const country = phoneCountryOf(message.to);
      const to = country ? normalizePhone(message.to, country) : null;
      if (!to || !message.text.trim()) {
        log.warn(
          { to: maskPhone(message.to) },
          "SMS not sent: not a Moldovan or Romanian number, or no text",
        );
        return false;
      }
      try {
        await sms.send(to, message.text);
        log.info({ to: maskPhone(to), via: sms.name }, "SMS sent");
        return true;
      } catch (err) {
        log.error({ err, to: maskPhone(to), via: sms.name }, "SMS not sent");
        return false;
      }
    },

    close: () => email.close(),
  };
}

/** `"Shop name" <no-reply@...>`: the shop's name in front of the platform's address. */
function sender(mailFrom: string, fromName: string | undefined) {
  if (!fromName) return mailFrom;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return { name: fromName, address };
}

/** Logs keep enough to recognise a recipient, not the whole address. */
function maskEmail(value: string): string {
  const at = value.lastIndexOf("@");
  return at > 0 ? `${value.slice(0, 1)}***${value.slice(at)}` : "***";
}

function maskPhone(value: string): string {
  return value.length > 4 ? `***${value.slice(-4)}` : "***";
}
