import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type StreamTransport from "nodemailer/lib/stream-transport/index.js";
import type { Outbox } from "./outbox.ts";
import type { MailAttachment } from "./types.ts";

/** A composed e-mail, as handed to a transport. */
export type OutgoingMail = {
  from: string | { name: string; address: string };
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** nodemailer's shape of the attachments (a Buffer each). */
const attachmentsOf = (mail: OutgoingMail) =>
  mail.attachments?.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: Buffer.from(file.content),
  }));

/** Where an e-mail goes: an SMTP server, or the dev outbox as an .eml file. */
export type EmailTransport = {
  kind: "smtp" | "outbox";
  /** Resolves with whether the message was accepted for at least one recipient; throws on failure. */
  send(mail: OutgoingMail): Promise<boolean>;
  close(): void;
};

/** Bounded, so a slow or dead mail server cannot hold a sender for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer, loaded with the first e-mail a process sends (decision 0066): most API processes
 * send none for long stretches, and loaded at start it held 1.6 MiB of heap in each.
 */
let nodemailerModule: Promise<typeof import("nodemailer")> | undefined;
async function createTransport<Info>(options: object): Promise<Transporter<Info>> {
  nodemailerModule ??= import("nodemailer");
  const loaded = (await nodemailerModule) as typeof import("nodemailer") & {
    default?: typeof import("nodemailer");
  };
  return (loaded.default ?? loaded).createTransport(options) as Transporter<Info>;
}

export function smtpTransport(url: string): EmailTransport {
  // Options in the URL (`?pool=true`, `?tls.rejectUnauthorized=false`) win over these defaults.
  let transporter: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
  return {
    kind: "smtp",
    async send(mail) {
      transporter ??= createTransport<SMTPTransport.SentMessageInfo>({ url, ...SMTP_TIMEOUTS });
      const info = await (await transporter).sendMail({ ...mail, attachments: attachmentsOf(mail) });
      return info.accepted.length > 0;
    },
    close: () => {
      void transporter?.then((t) => t.close());
    },
  };
}

/**
 * Composes the message exactly as SMTP would carry it (nodemailer's stream transport, CRLF line
 * ends) and files it in the outbox with a card for the outbox pages.
 */
export function outboxTransport(outbox: Outbox): EmailTransport {
  let composer: Promise<Transporter<StreamTransport.SentMessageInfo>> | undefined;
  return {
    kind: "outbox",
    async send(mail) {
      composer ??= createTransport<StreamTransport.SentMessageInfo>({
        streamTransport: true,
        buffer: true,
        newline: "windows",
      });
      const info = await (await composer).sendMail({ ...mail, attachments: attachmentsOf(mail) });
      await outbox.add(
        {
          kind: "email",
          to: mail.to,
          from: typeof mail.from === "string" ? mail.from : `${mail.from.name} <${mail.from.address}>`,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: info.messageId,
          ...(mail.attachments?.length
            ? {
                attachments: mail.attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  size: file.content.byteLength,
                })),
              }
            : {}),
        },
        info.message as Buffer,
      );
      return true;
    },
    close: () => {
      void composer?.then((t) => t.close());
    },
  };
}
