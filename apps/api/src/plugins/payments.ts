import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error.ts";
import type { Site } from "../lib/site.ts";
import type { PaymentsConfig } from "../services/payments/config.ts";
import { IuteClient } from "../services/payments/iute-client.ts";
import { iuteProvider } from "../services/payments/iute-provider.ts";
import { MaibClient } from "../services/payments/maib-client.ts";
import { maibProvider } from "../services/payments/maib-provider.ts";
import { startPaymentPolling } from "../services/payments/poll-open-payments.ts";
import type { PaymentProvider, PaymentProviderName } from "../services/payments/provider.ts";
import { sandboxProvider } from "../services/payments/sandbox-provider.ts";

export type Payments = {
  readonly config: PaymentsConfig;
  /** The provider a shop takes card payments with (`additional_settings.card_payment`); 503 if unusable. */
  forSite(site: Site): PaymentProvider;
  /**
   * The provider of a shop's iute applications (`additional_settings.iute`): the real iute when
   * asked for, or on `auto` when its agent credentials are set; else the sandbox. 503 if unusable.
   */
  creditForSite(site: Site): PaymentProvider;
  /** A provider by name (callbacks, status of existing payments); null when not configured here. */
  byName(name: PaymentProviderName): PaymentProvider | null;
};

declare module "fastify" {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Builds the providers once per process (maib's token is shared by every shop using it). */
export function registerPayments(app: FastifyInstance, config: PaymentsConfig): void {
  const sandbox = config.sandbox.enabled ? sandboxProvider(app.db, config.sandbox.secret) : null;
  const { baseUrl, projectId, projectSecret, signatureKey } = config.maib;
  const maib =
    projectId && projectSecret && signatureKey
      ? maibProvider(new MaibClient({ baseUrl, projectId, projectSecret }), signatureKey)
      : null;
  const iuteConfig = config.iute;
  const iute =
    iuteConfig?.baseUrl && iuteConfig.agentId && iuteConfig.apiKey
      ? iuteProvider(
          new IuteClient({
            baseUrl: iuteConfig.baseUrl,
            agentId: iuteConfig.agentId,
            apiKey: iuteConfig.apiKey,
            timeoutMs: iuteConfig.timeoutMs,
          }),
        )
      : null;
  const iuteSandbox = config.sandbox.enabled
    ? sandboxProvider(app.db, config.sandbox.secret, "iute_sandbox")
    : null;
  const providers = { sandbox, maib, iute, iute_sandbox: iuteSandbox };

  app.decorate("payments", {
    config,
    forSite(site) {
      const name = site.settings.additional_settings.card_payment.provider;
      const provider = providers[name];
      if (provider) return provider;
      throw new AppError(
        "service_unavailable",
        name === "maib"
          ? "Card payments by maib are not configured (MAIB_PROJECT_ID, MAIB_PROJECT_SECRET, MAIB_SIGNATURE_KEY)."
          : "The payment sandbox is turned off here (PAYMENT_SANDBOX).",
      );
    },
    creditForSite(site) {
      const asked = site.settings.additional_settings.iute.provider;
      const provider = asked === "iute" ? iute : asked === "sandbox" ? iuteSandbox : (iute ?? iuteSandbox);
      if (provider) return provider;
      throw new AppError(
        "service_unavailable",
        asked === "iute"
          ? "iute is not configured (IUTE_API_URL, IUTE_AGENT_ID, IUTE_API_KEY)."
          : "iute is not configured here and the payment sandbox is turned off (PAYMENT_SANDBOX).",
      );
    },
    byName: (name) => providers[name],
  } satisfies Payments);
  startPaymentPolling(app, config.pollSeconds ?? 0);
}
