import { AppError } from "../../lib/app-error.ts";

const TIMEOUT_MS = 10_000;
/** Renew a little before maib says the token expires, so a request never carries a dying one. */
const EXPIRY_MARGIN_MS = 30_000;

type Token = { access: string; until: number; refresh: string | null; refreshUntil: number };

export type MaibCredentials = { baseUrl: string; projectId: string; projectSecret: string };

/**
 * HTTP to maib's e-commerce API. `POST /v1/generate-token` with the project's id and secret
 * gives an access token (kept until `expiresIn`) and a refresh token (used, while it lives, to
 * get the next access token); calls carry `Authorization: Bearer`. A 401 drops the token and
 * repeats the call once with a new one. Unreachable, timing out or refusing -> AppError 502.
 */
export class MaibClient {
  private token: Token | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly credentials: MaibCredentials,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  /** `POST /v1/pay`: `{result: {payId, orderId, payUrl}}`. */
  async pay(body: Record<string, unknown>): Promise<{ payId: string; payUrl: string }> {
    const result = await this.authorized("POST", "/v1/pay", body);
    const payId = result.payId;
    const payUrl = result.payUrl;
    if (typeof payId !== "string" || !payId || typeof payUrl !== "string" || !/^https?:\/\//.test(payUrl)) {
      throw new AppError("bad_gateway", "maib answered the payment without payId or payUrl.");
    }
    return { payId, payUrl };
  }

  /** `GET /v1/pay-info/{payId}`: the payment's `result` (status, statusCode, amount...). */
  async payInfo(payId: string): Promise<Record<string, unknown>> {
    return this.authorized("GET", `/v1/pay-info/${encodeURIComponent(payId)}`);
  }

  private async authorized(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>> {
    let answer = await this.call(method, path, body, await this.accessToken());
    if (answer.status === 401) {
      this.token = null;
      answer = await this.call(method, path, body, await this.accessToken());
    }
    return resultOf(answer, path);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > this.now()) return this.token.access;
    // Requests arriving together share one token request.
    this.pending ??= this.newToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async newToken(): Promise<string> {
    const old = this.token;
    let answer: MaibAnswer | null = null;
    if (old?.refresh && old.refreshUntil > this.now()) {
      answer = await this.call("POST", "/v1/generate-token", { refreshToken: old.refresh });
      if (answer.status !== 200) answer = null; // refresh refused: start again from the secret
    }
    answer ??= await this.call("POST", "/v1/generate-token", {
      projectId: this.credentials.projectId,
      projectSecret: this.credentials.projectSecret,
    });
    if (answer.status === 401 || answer.status === 403) {
      throw new AppError("bad_gateway", "maib refused the project's id and secret.");
    }
    const result = resultOf(answer, "/v1/generate-token");
    const { accessToken, expiresIn, refreshToken, refreshExpiresIn } = result;
    if (typeof accessToken !== "string" || !accessToken || typeof expiresIn !== "number") {
      throw new AppError("bad_gateway", "maib answered the token request without a token.");
    }
    const at = this.now();
    this.token = {
      access: accessToken,
      until: at + Math.max(0, expiresIn * 1000 - EXPIRY_MARGIN_MS),
      refresh: typeof refreshToken === "string" && refreshToken ? refreshToken : null,
      refreshUntil:
        at + (typeof refreshExpiresIn === "number" ? refreshExpiresIn * 1000 - EXPIRY_MARGIN_MS : 0),
    };
    return accessToken;
  }

  private async call(
    method: "GET" | "POST",
    path: string,
    body: unknown,
    bearer?: string,
  ): Promise<MaibAnswer> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await this.fetchImpl(this.credentials.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new AppError("bad_gateway", "maib cannot be reached.");
    }
    const text = await response.text().catch(() => "");
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }
}

type MaibAnswer = { status: number; json: unknown };

/** maib answers `{ok: true, result}` or `{ok: false, errors: [{errorCode, errorMessage}]}`. */
function resultOf(answer: MaibAnswer, path: string): Record<string, unknown> {
  const json = answer.json as {
    ok?: unknown;
    result?: unknown;
    errors?: { errorMessage?: unknown }[];
  } | null;
  const result = json?.result;
  if (answer.status === 200 && json?.ok !== false && result && typeof result === "object") {
    return result as Record<string, unknown>;
  }
  const message = json?.errors?.[0]?.errorMessage;
  const reason = typeof message === "string" ? `: ${message.slice(0, 200)}` : "";
  throw new AppError("bad_gateway", `maib ${path} failed (status ${answer.status})${reason}.`);
}
