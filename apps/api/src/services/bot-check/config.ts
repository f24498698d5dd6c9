export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const RECAPTCHA_ENTERPRISE_URL = "https://recaptchaenterprise.googleapis.com";

/** Where bot-check tokens are verified and with which secrets; read once at start (`botCheckConfigFromEnv`). */
export type BotCheckConfig = {
  /** `RECAPTCHA_VERIFY_URL`: the `siteverify` endpoint (v2 and v3). */
  verifyUrl: string;
  /** `RECAPTCHA_ENTERPRISE_URL`: the Enterprise API's origin (`/v1/projects/{id}/assessments`). */
  enterpriseUrl: string;
  /**
   * The secrets' environment: `RECAPTCHA_SECRET_KEY` (or the variable a shop's
   * `recaptcha.secret_key_env` names), `RECAPTCHA_ENTERPRISE_API_KEY` (or `api_key_env`).
   */
  env: NodeJS.ProcessEnv;
  /** Milliseconds to wait for the verification host. */
  timeoutMs: number;
};

export function botCheckConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BotCheckConfig {
  return {
    verifyUrl: env.RECAPTCHA_VERIFY_URL?.trim() || RECAPTCHA_VERIFY_URL,
    enterpriseUrl: (env.RECAPTCHA_ENTERPRISE_URL?.trim() || RECAPTCHA_ENTERPRISE_URL).replace(/\/+$/, ""),
    env,
    timeoutMs: 5000,
  };
}
