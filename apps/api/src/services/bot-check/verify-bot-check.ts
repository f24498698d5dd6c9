import { type BotCheck, botCheckOf, judgeVerification, readVerificationAnswer } from "@sf/domain";
import type { FastifyRequest } from "fastify";
import { AppError, FieldErrors } from "../../lib/app-error.ts";
import { envSecret } from "../auth/social.ts";
import type { BotCheckConfig } from "./config.ts";

type StoredRecaptcha = { secret_key_env?: unknown; api_key_env?: unknown; project_id?: unknown };

/**
 * The shop's bot check for one form (`action` names it for score checks): nothing when the shop
 * has none; otherwise the token is verified with the verification host and a missing, invalid
 * or low-score token is refused with 400 before anything is stored. Neither the token nor a
 * secret is ever logged.
 */
export async function verifyBotCheck(
  request: FastifyRequest,
  config: BotCheckConfig,
  token: string | undefined,
  action: string,
): Promise<void> {
  const settings = request.site.settings;
  const check = botCheckOf(settings.recaptcha, action);
  if (check.kind === "off") return;
  const log = request.log.child({ module: "bot-check", check: check.kind });
  if (check.kind === "misconfigured") {
    log.warn({ problem: check.error }, "bot check misconfigured: form refused");
    throw new AppError("service_unavailable", `The bot check is not set up: ${check.error}.`, {
      code: "bot_check_misconfigured",
    });
  }
  if (!token?.trim()) throw new FieldErrors({ recaptcha_token: ["Confirm that you are not a robot."] });

  const stored = (request.site.stored.recaptcha ?? {}) as StoredRecaptcha;
  const body = await askVerificationHost(config, check, stored, token.trim(), request.ip);
  if (body === "unconfigured") {
    log.error("bot check: the API has no secret for this shop's key");
    throw unavailable();
  }
  if (body === "unreachable") {
    log.warn("bot check: verification host did not answer");
    throw unavailable();
  }
  const answer = readVerificationAnswer(body);
  const verdict = judgeVerification(check, answer);
  if (verdict === "human") return;
  log.info({ verdict, score: answer.score, errors: answer.errors.slice(0, 5) }, "bot check refused a form");
  throw new FieldErrors({
    recaptcha_token: [
      verdict === "bot" ? "The bot check did not pass. Try again." : "The bot check expired. Try again.",
    ],
  });
}

const unavailable = () =>
  new AppError("service_unavailable", "The bot check cannot be verified now. Try again later.", {
    code: "bot_check_unavailable",
  });

async function askVerificationHost(
  config: BotCheckConfig,
  check: Extract<BotCheck, { siteKey: string }>,
  stored: StoredRecaptcha,
  token: string,
  ip: string,
): Promise<unknown> {
  let url: string;
  let init: RequestInit;
  if (check.kind === "enterprise") {
    const key = envSecret(stored.api_key_env, "RECAPTCHA_ENTERPRISE_API_KEY", config.env);
    const project = typeof stored.project_id === "string" ? stored.project_id.trim() : "";
    if (!key || !/^[a-z][a-z0-9-]{4,62}$/.test(project)) return "unconfigured";
    url = `${config.enterpriseUrl}/v1/projects/${project}/assessments?key=${encodeURIComponent(key)}`;
    init = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        event: {
          token,
          siteKey: check.siteKey,
          expectedAction: check.action ?? undefined,
          userIpAddress: ip,
        },
      }),
    };
  } else {
    const secret = envSecret(stored.secret_key_env, "RECAPTCHA_SECRET_KEY", config.env);
    if (!secret) return "unconfigured";
    url = config.verifyUrl;
    init = {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret, response: token, remoteip: ip }).toString(),
    };
  }
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    // 401/403: the API key or secret is wrong (a set-up problem, not the shopper's token).
    if (response.status === 401 || response.status === 403) return "unconfigured";
    if (!response.ok) return response.status >= 500 ? "unreachable" : { success: false };
    return await response.json();
  } catch {
    return "unreachable";
  }
}
