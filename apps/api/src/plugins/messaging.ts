import { createMessaging, type Messaging, type MessagingConfig } from "@sf/messaging";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** E-mail and SMS: `app.messaging.sendEmail(...)`, never throws (see @sf/messaging). */
    messaging: Messaging;
  }
}

/** Makes `app.messaging` available to routes, logging through the app's logger. */
export function registerMessaging(app: FastifyInstance, config: MessagingConfig): void {
  app.decorate("messaging", createMessaging(config, app.log.child({ module: "messaging" })));
  app.addHook("onClose", async () => app.messaging.close());
}
