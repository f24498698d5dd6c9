import { randomBytes } from "node:crypto";

export const MAIB_DEFAULT_BASE_URL = "https://api.maibmerchants.md";

/** Card payments' configuration, read once at start from the environment (`paymentsConfigFromEnv`). */
export type PaymentsConfig = {
  sandbox: {
    /** `PAYMENT_SANDBOX`: serve the test page and let shops use it (never pays real money). */
    enabled: boolean;
    /** `PAYMENT_SANDBOX_SECRET`: signs the sandbox's callbacks; random per process when unset. */
    secret: string;
  };
  maib: {
    baseUrl: string;
    projectId: string | null;
    projectSecret: string | null;
    signatureKey: string | null;
  };
  /**
   * iute (instalments at checkout, decision 0048): `IUTE_API_URL`, `IUTE_AGENT_ID`,
   * `IUTE_API_KEY` (the agent's credentials; never in a shop's settings, never logged) and
   * `IUTE_TIMEOUT_MS`. Unset: shops set to `auto` use the sandbox.
   */
  iute?: IuteConfig;
  /**
   * `PAYMENT_POLL_SECONDS`: how often each API process asks the providers about payments still
   * open after a minute (an iute application whose shopper left, a lost card callback); 0 off.
   * 60 by default, off under the tests (NODE_ENV=test) and when absent: tests poll by hand.
   */
  pollSeconds?: number;
  /** `API_PUBLIC_URL`: where providers' servers reach this API (the callback URL's origin). */
  apiPublicUrl: string;
  /** `PUBLIC_URL`: the storefront's origin when a request does not say it. */
  storefrontUrl: string;
};

export type IuteConfig = {
  baseUrl: string | null;
  agentId: string | null;
  apiKey: string | null;
  timeoutMs: number;
};

export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const value = (name: string) => env[name]?.trim() || null;
  return {
    sandbox: {
      // Like the outbox: on outside production; `npm start` on the embedded demo sets it to 1.
      enabled: env.PAYMENT_SANDBOX === "1" || (env.PAYMENT_SANDBOX !== "0" && env.NODE_ENV !== "production"),
      secret: value("PAYMENT_SANDBOX_SECRET") ?? randomBytes(32).toString("hex"),
    },
    maib: {
      baseUrl: (value("MAIB_BASE_URL") ?? MAIB_DEFAULT_BASE_URL).replace(/\/+$/, ""),
      projectId: value("MAIB_PROJECT_ID"),
      projectSecret: value("MAIB_PROJECT_SECRET"),
      signatureKey: value("MAIB_SIGNATURE_KEY"),
    },
    iute: {
      baseUrl: value("IUTE_API_URL")?.replace(/\/+$/, "") ?? null,
      agentId: value("IUTE_AGENT_ID"),
      apiKey: value("IUTE_API_KEY"),
      timeoutMs: Number(value("IUTE_TIMEOUT_MS")) || 10_000,
    },
    pollSeconds: Math.max(
      0,
      Number(value("PAYMENT_POLL_SECONDS") ?? (env.NODE_ENV === "test" ? 0 : 60)) || 0,
    ),
    apiPublicUrl: (value("API_PUBLIC_URL") ?? `http://localhost:${env.API_PORT ?? 4000}`).replace(/\/+$/, ""),
    storefrontUrl: (value("PUBLIC_URL") ?? "http://localhost:3000").replace(/\/+$/, ""),
  };
}
