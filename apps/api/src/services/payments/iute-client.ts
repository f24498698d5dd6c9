import { AppError } from "../../lib/app-error.ts";

export type IuteCredentials = { baseUrl: string; agentId: string; apiKey: string; timeoutMs?: number };

/** What iute answers about an application: its id, status (PENDING, SUCCESS, ERROR...), and where the shopper signs it. */
export type IuteApplication = { applicationId: string; status: string; redirectUrl: string | null };

/** The application iute is asked for: the order, the loan and the shopper (the agent's own API). */
export type IuteOrderRequest = {
  order_id: string;
  amount: number;
  currency: string;
  programme_id: number;
  months: number;
  language: string;
  customer: { name: string; phone: string; email: string };
  items: { name: string; price: number; quantity: number }[];
  return_url: string;
};

/**
 * HTTP to iute's agent API (decision 0048). Every call is authenticated as the shop's agent
 * (HTTP Basic: the agent id and API key from the environment; neither ever appears in a message
 * or a log line). `POST /api/v1/orders` sends an application, `GET /api/v1/orders/{id}/status`
 * reads it. Unreachable, timing out, refusing or answering garbage -> AppError 502.
 */
export class IuteClient {
  private readonly authorization: string;

  constructor(
    private readonly credentials: IuteCredentials,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.authorization = `Basic ${Buffer.from(`${credentials.agentId}:${credentials.apiKey}`).toString("base64")}`;
  }

  async createOrder(body: IuteOrderRequest): Promise<IuteApplication> {
    const json = await this.call("POST", "/api/v1/orders", body);
    const applicationId = json.application_id;
    const status = json.status;
    const redirect = json.redirect_url;
    if (
      typeof applicationId !== "string" ||
      !/^[\w.:-]{1,100}$/.test(applicationId) ||
      typeof status !== "string"
    ) {
      throw new AppError("bad_gateway", "iute answered the application without an id or a status.");
    }
    return {
      applicationId,
      status,
      redirectUrl: typeof redirect === "string" && /^https?:\/\//.test(redirect) ? redirect : null,
    };
  }

  async orderStatus(applicationId: string): Promise<{ status: string; message: string | null }> {
    const json = await this.call("GET", `/api/v1/orders/${encodeURIComponent(applicationId)}/status`);
    if (typeof json.status !== "string") throw new AppError("bad_gateway", "iute answered without a status.");
    return {
      status: json.status,
      message: typeof json.message === "string" ? json.message.slice(0, 300) : null,
    };
  }

  private async call(method: "GET" | "POST", path: string, body?: unknown): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { accept: "application/json", authorization: this.authorization };
    if (body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await this.fetchImpl(this.credentials.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.credentials.timeoutMs ?? 10_000),
      });
    } catch {
      throw new AppError("bad_gateway", "iute cannot be reached.");
    }
    let text = "";
    try {
      text = await response.text();
    } catch {
      throw new AppError("bad_gateway", "iute's answer was cut off.");
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.status === 401 || response.status === 403) {
      throw new AppError("bad_gateway", "iute refused the agent's credentials.");
    }
    if (!response.ok || !json || typeof json !== "object" || Array.isArray(json)) {
      const message = (json as { message?: unknown } | null)?.message;
      const reason = typeof message === "string" ? `: ${message.slice(0, 200)}` : "";
      throw new AppError(
        "bad_gateway",
        `iute ${path.split("/").slice(0, 4).join("/")} failed (status ${response.status})${reason}.`,
      );
    }
    return json as Record<string, unknown>;
  }
}
