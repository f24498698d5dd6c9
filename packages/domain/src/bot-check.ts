/**
 * The bot check (reCAPTCHA) of the shop's public forms: which kind the shop set up, and what a
 * verification answer means. Pure rules; the API asks the verification host, the storefront
 * loads the script.
 */

/** What the shop stores (settings `recaptcha`); every field may be missing or wrong. */
export type BotCheckSettings = {
  site_key?: string | null;
  /** "2" (checkbox, the spec's default) or "3" (score); numbers are read too. */
  version?: string | number | null;
  /** Version 2 without the checkbox: the challenge runs when the form is sent. */
  invisible?: boolean | null;
  /** reCAPTCHA Enterprise (assessments) instead of the free `siteverify`. */
  enterprise?: boolean | null;
  /** Version 3 and Enterprise: the lowest score taken as a person (0..1). */
  min_score?: number | null;
};

export type BotCheckKind = "v2_checkbox" | "v2_invisible" | "v3" | "enterprise";

/** The check a form runs: none, a configured one, or a configuration error (spec section 8). */
export type BotCheck =
  | { kind: "off" }
  | { kind: BotCheckKind; siteKey: string; minScore: number; action: string | null }
  | { kind: "misconfigured"; error: "No key provided" | "No version provided" };

export const DEFAULT_MIN_SCORE = 0.5;

/**
 * The shop's bot check. Off when neither key nor version is set (the default: forms work without
 * JavaScript); a key without a version or a version without a key is the spec's configuration
 * error, which the forms show and the API refuses rather than letting forms through unchecked.
 */
export function botCheckOf(
  settings: BotCheckSettings | null | undefined,
  action: string | null = null,
): BotCheck {
  const siteKey = settings?.site_key?.trim() || null;
  const version = settings?.version == null ? "" : String(settings.version).trim();
  if (!siteKey && !version) return { kind: "off" };
  if (!siteKey) return { kind: "misconfigured", error: "No key provided" };
  if (version !== "2" && version !== "3") return { kind: "misconfigured", error: "No version provided" };
  const score = settings?.min_score;
  const minScore = typeof score === "number" && score >= 0 && score <= 1 ? score : DEFAULT_MIN_SCORE;
  const kind: BotCheckKind = settings?.enterprise
    ? "enterprise"
    : version === "3"
      ? "v3"
      : settings?.invisible
        ? "v2_invisible"
        : "v2_checkbox";
  return { kind, siteKey, minScore, action };
}

/**
 * A verification host's answer, read into one shape: `siteverify` (`success`, `score`, `action`,
 * `error-codes`) or an Enterprise assessment (`tokenProperties.valid`, `riskAnalysis.score`).
 */
export type VerificationAnswer = {
  valid: boolean;
  score: number | null;
  action: string | null;
  errors: string[];
};

export function readVerificationAnswer(body: unknown): VerificationAnswer {
  const o = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const props = o.tokenProperties as Record<string, unknown> | undefined;
  if (props && typeof props === "object") {
    const risk = (o.riskAnalysis ?? {}) as Record<string, unknown>;
    return {
      valid: props.valid === true,
      score: typeof risk.score === "number" ? risk.score : null,
      action: typeof props.action === "string" ? props.action : null,
      errors: typeof props.invalidReason === "string" && props.valid !== true ? [props.invalidReason] : [],
    };
  }
  const errors = Array.isArray(o["error-codes"]) ? o["error-codes"].filter((e) => typeof e === "string") : [];
  return {
    valid: o.success === true,
    score: typeof o.score === "number" ? o.score : null,
    action: typeof o.action === "string" ? o.action : null,
    errors,
  };
}

export type BotVerdict = "human" | "bot" | "invalid_token";

/**
 * What an answer means for the check: an invalid token is refused; a score check (v3,
 * Enterprise) needs a score at or above the shop's threshold and, when the form named an
 * action, the same action (a token made for another form is not reused); the checkbox needs
 * nothing more than a valid token.
 */
export function judgeVerification(
  check: Extract<BotCheck, { siteKey: string }>,
  answer: VerificationAnswer,
): BotVerdict {
  if (!answer.valid) return "invalid_token";
  if (check.kind === "v2_checkbox" || check.kind === "v2_invisible") return "human";
  if (check.action && answer.action !== null && answer.action !== check.action) return "invalid_token";
  // A score check answered without a score proves nothing.
  if (answer.score === null) return "bot";
  return answer.score >= check.minScore ? "human" : "bot";
}

/** The spec's client-side errors, in the order a form meets them. */
export const BOT_CHECK_CLIENT_ERRORS = [
  "No key provided",
  "No version provided",
  "Failed to load script",
  "Failed to execute",
] as const;
export type BotCheckClientError = (typeof BOT_CHECK_CLIENT_ERRORS)[number];
