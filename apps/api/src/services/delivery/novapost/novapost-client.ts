import { AppError } from "../../../lib/app-error.ts";

export const NOVAPOST_PRODUCTION_URL = "https://api.novapost.com/v.1.0/";
export const NOVAPOST_SANDBOX_URL = "https://api-stage.novapost.pl/v.1.0/";

/** A JWT lives about an hour; renew a little earlier instead of paying for a 401 every hour. */
const TOKEN_TTL_MS = 50 * 60_000;
const TIMEOUT_MS = 8_000;

type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

export type NovaPostResponse = { status: number; body: unknown };

/**
 * HTTP to Nova Post's API v1.0: `clients/authorization?apiKey=` gives a JWT, sent raw in
 * `Authorization`; a 401 renews it once and repeats the call. A host that cannot be reached,
 * times out or answers garbage becomes a 502 with a message; other statuses are returned for
 * the caller to interpret.
 */
export class NovaPostClient {
  private jwt: { value: string; until: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async request(
    method: "GET" | "POST",
    path: string,
    options: { query?: Query; body?: unknown; lang?: string } = {},
  ): Promise<NovaPostResponse> {
    let response = await this.call(method, path, options, await this.token());
    if (response.status === 401) {
      this.jwt = null;
      response = await this.call(method, path, options, await this.token());
      if (response.status === 401) throw new AppError("bad_gateway", "Nova Post refused the shop's API key.");
    }
    return response;
  }

  private async token(): Promise<string> {
    if (this.jwt && this.jwt.until > Date.now()) return this.jwt.value;
    // Requests arriving together share one authorization call.
    this.pendingToken ??= this.authorize().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async authorize(): Promise<string> {
    const { status, body } = await this.call("GET", "clients/authorization", {
      query: { apiKey: this.apiKey },
    });
    const jwt = (body as { jwt?: unknown } | null)?.jwt;
    if (status === 401 || status === 403)
      throw new AppError("bad_gateway", "Nova Post refused the shop's API key.");
    if (status !== 200 || typeof jwt !== "string" || !jwt) {
      throw new AppError("bad_gateway", `Nova Post authorization failed (status ${status}).`);
    }
    this.jwt = { value: jwt, until: Date.now() + TOKEN_TTL_MS };
    return jwt;
  }

  private async call(
    method: "GET" | "POST",
    path: string,
    options: { query?: Query; body?: unknown; lang?: string },
    jwt?: string,
  ): Promise<NovaPostResponse> {
    const url = new URL(path, this.baseUrl.endsWith("/") ? this.baseUrl : `${this.baseUrl}/`);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
    }
    const headers: Record<string, string> = { accept: "application/json" };
    if (jwt) headers.authorization = jwt;
    if (options.lang) headers["accept-language"] = options.lang;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new AppError("bad_gateway", "Nova Post cannot be reached; try again later.");
    }
    const text = await response.text().catch(() => "");
    if (response.status >= 500)
      throw new AppError("bad_gateway", `Nova Post failed (status ${response.status}).`);
    try {
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch {
      throw new AppError("bad_gateway", "Nova Post answered something that is not JSON.");
    }
  }
}
