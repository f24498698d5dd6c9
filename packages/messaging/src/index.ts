export * from "./config.ts";
export * from "./email-transport.ts";
export * from "./login-code-message.ts";
export { escapeHtml } from "./mail-html.ts";
export * from "./messaging.ts";
export * from "./order-confirmation-message.ts";
export * from "./outbox.ts";
export * from "./sms-provider.ts";
export * from "./types.ts";
