import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Readable } from "node:stream";

/**
 * The storefront's HTTP client for its calls to the API, on Node's own `http` module with
 * kept-alive connections (decision 0067). Neither `fetch` nor the `undici` package: both parse
 * HTTP with llhttp compiled to WebAssembly, and compiling it (on first use, once for Node's
 * bundled undici and once for the package) took 30-45 MiB of malloc on V8's compiler threads,
 * which glibc kept resident: 12-20 MiB of the storefront's memory after a soak, for a parser
 * Node already has in C++. The CPU per call is within a few microseconds of undici's.
 */

export type ApiRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** No byte for this long (connecting, waiting for the answer, or reading it) ends the call. */
  timeoutMs: number;
  /** Ends the call when it aborts (a visitor gone, a caller's own deadline). */
  signal?: AbortSignal;
};

/** An answer whose body is still to be read: `text`/`json` read it, `discard` lets it go. */
export type ApiResponse = {
  status: number;
  ok: boolean;
  /** The raw header lines, names as sent (for answers passed on with repeated headers such as Set-Cookie). */
  rawHeaders: string[];
  stream: IncomingMessage;
  text(): Promise<string>;
  json(): Promise<unknown>;
  discard(): void;
};

/** The call had no answer, or no more of it, in time. */
export class ApiTimeoutError extends Error {
  readonly code = "ETIMEDOUT";
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = "ApiTimeoutError";
  }
}

// Kept-alive connections: 64 per API host at most, closed after 10 s unused (the API, Fastify,
// keeps them for 72 s, so an idle one is closed here first).
const agentOptions = { keepAlive: true, maxSockets: 64, maxFreeSockets: 64, timeout: 10_000 };
const httpAgent = new HttpAgent(agentOptions);
const httpsAgent = new HttpsAgent(agentOptions);

/** Sends one request to `url` and resolves with the answer once its status and headers are in. */
export function apiRequest(url: string | URL, options: ApiRequest): Promise<ApiResponse> {
  const target = typeof url === "string" ? new URL(url) : url;
  const https = target.protocol === "https:";
  const body = typeof options.body === "string" ? Buffer.from(options.body) : options.body;
  const headers: Record<string, string> = { ...options.headers };
  if (body) headers["content-length"] = String(body.byteLength);
  return new Promise<ApiResponse>((resolve, reject) => {
    const req = (https ? httpsRequest : httpRequest)({
      protocol: target.protocol,
      hostname: target.hostname.replace(/^\[|\]$/g, ""),
      port: target.port || undefined,
      path: target.pathname + target.search,
      method: options.method ?? "GET",
      headers,
      agent: https ? httpsAgent : httpAgent,
      signal: options.signal,
    });
    req.setTimeout(options.timeoutMs, () => req.destroy(new ApiTimeoutError(options.timeoutMs)));
    req.on("error", reject);
    req.on("response", (res) => {
      const status = res.statusCode ?? 502;
      const read = () =>
        new Promise<Buffer>((done, fail) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => done(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
          res.on("error", fail);
          res.on("close", () => {
            if (!res.complete)
              fail(Object.assign(new Error("the answer was cut off"), { code: "ECONNRESET" }));
          });
        });
      const text = async () => (await read()).toString("utf8");
      resolve({
        status,
        ok: status >= 200 && status < 300,
        rawHeaders: res.rawHeaders,
        stream: res,
        text,
        json: async () => JSON.parse(await text()) as unknown,
        discard: () => {
          res.resume();
          res.on("error", () => {});
        },
      });
    });
    req.end(body);
  });
}

type FetchInit = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | ArrayBuffer;
  signal?: AbortSignal;
};

/** Statuses whose answer has no body (a Response refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * `fetch` for the storefront's few other calls to the API (the page version, a session's
 * refresh, the sitemap, media and the payment sandbox proxied): the same requests over
 * `apiRequest`, answered as a WHATWG Response. Redirects are not followed (as `redirect:
 * "manual"`); the caller's signal is the deadline.
 */
export async function apiFetch(url: string, init: FetchInit = {}): Promise<Response> {
  const body = init.body instanceof ArrayBuffer ? new Uint8Array(init.body) : init.body;
  const answer = await apiRequest(url, {
    method: init.method,
    headers: init.headers,
    body,
    signal: init.signal,
    timeoutMs: 30_000,
  });
  const headers = new Headers();
  for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2)
    headers.append(answer.rawHeaders[i] as string, answer.rawHeaders[i + 1] as string);
  if (NULL_BODY.has(answer.status) || init.method === "HEAD") {
    answer.discard();
    return new Response(null, { status: answer.status, headers });
  }
  return new Response(Readable.toWeb(answer.stream) as ReadableStream<Uint8Array>, {
    status: answer.status,
    headers,
  });
}
