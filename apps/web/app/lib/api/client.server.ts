import { type GlobalSiteSettings, globalSiteSettingsSchema } from "@sf/contract";
import { maskPrices } from "@sf/domain";
import type { Locale } from "@sf/i18n";
import { LRUCache } from "lru-cache";
import { data, redirectDocument } from "react-router";
import type { z } from "zod";
import { apiRequest } from "../../../server/api-http.ts";
import { sharedSiteCacheVersion } from "../../../server/site-cache-version.ts";
import { config } from "../config.server.ts";
import { clearSessionCookiesPlain } from "../session-cookies.ts";

/**
 * The small HTTP client under the storefront's API areas (one file per area beside this one).
 * It is bound to one request by `apiFor` (request.server.ts): the page's language, the customer's
 * bearer and the shopper's address come from the request, never from a route. It sends the site
 * token and Accept-Language, validates every answer against the shared contract, and throws
 * ApiError. A 401 to a customer's token means their session ended: the tokens are cleared and the
 * shopper goes home with the login open (spec section 8).
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`API ${path} answered ${status}`);
    this.name = "ApiError";
  }
}

/** An API answer to a write: the parsed body, or the status and raw body of a refusal. */
export type SendResult<T> = { ok: true; data: T } | { ok: false; status: number; body: unknown };

export type ClientBinding = {
  lang: Locale;
  /** The signed-in customer's access token, or null for a guest. */
  bearer: string | null;
  /** The shopper's address, for the API's per-address rate limits (it trusts this server's X-Forwarded-For). */
  clientIp: string | null;
  /** The shop shows prices to customers only (`is_price_hidden_for_guests`). */
  pricesHiddenForGuests: boolean;
};

type CallOptions = {
  /**
   * false: the call never carries the customer's session (sign-in, registration, e-mailed links:
   * the endpoint makes a session or works without one, and its 401 is an answer, not an ended session).
   */
  session?: boolean;
  headers?: Record<string, string>;
};

const TIMEOUT_MS = 10_000;

/** The API's answer to one call: its status and a body that is read (json) or let go (discard). */
type ApiAnswer = { status: number; ok: boolean; json(): Promise<unknown>; discard(): void };

/** The API's URL without a trailing slash; every call's path goes after it (`https://host/api`). */
let base: string | null = null;
const apiBase = () => {
  base ??= config.apiUrl.replace(/\/$/, "");
  return base;
};

/**
 * A call to the API that gets no answer (not reachable, reset, or no answer within TIMEOUT_MS,
 * as under a burst of load) is the shop being busy, not broken: the page answers 503 with
 * Retry-After and says so (error-page.tsx), instead of a 500. A write may or may not have been
 * done; the visitor's retry is safe (orders are idempotent by key).
 */
async function apiFetch(
  path: string,
  init: {
    method?: "GET" | "POST" | "PATCH" | "DELETE";
    headers: Record<string, string>;
    body?: string | Uint8Array;
  },
): Promise<ApiAnswer> {
  const method = init.method ?? "GET";
  // Node's http client with kept-alive connections (api-http.ts, decision 0067).
  const send = () =>
    apiRequest(apiBase() + path, { method, headers: init.headers, body: init.body, timeoutMs: TIMEOUT_MS });
  try {
    // A read on a kept-alive connection the other side had just closed is sent again, once, on
    // a fresh one (a write is not: it may have been done). A timeout is not retried.
    const answer = await send().catch((error: unknown) => {
      if (method === "GET" && connectionLost(error)) return send();
      throw error;
    });
    return {
      status: answer.status,
      ok: answer.ok,
      json: () => answer.json().catch(unanswered(method, path)),
      discard: answer.discard,
    };
  } catch (error) {
    return unanswered(method, path)(error);
  }
}

/** The connection was closed or reset under the request (not a timeout). */
const connectionLost = (error: unknown): boolean => {
  const code = (error as { code?: string } | null)?.code;
  return code === "ECONNRESET" || code === "EPIPE";
};

const unanswered =
  (method: string, path: string) =>
  (error: unknown): never => {
    if (error instanceof SyntaxError) throw error; // an answer, but not JSON: the caller's to handle
    const reason = error instanceof Error ? ((error as { code?: string }).code ?? error.message) : "error";
    console.error(`[web] the API gave no answer to ${method} ${path.split("?")[0]}: ${reason}`);
    throw data(null, { status: 503, headers: { "retry-after": "5" } });
  };

/** Short-lived memo of site-wide documents (settings, menu, footer) so one page view is one round trip. */
const sharedDocuments = new LRUCache<string, Promise<unknown>>({ max: 500, ttl: 10_000 });

/**
 * The shop's pages version (read at most once a second; site-cache-version.ts): every back-office
 * or ERP write that changes pages moves it, and the memo above is keyed by it, so a new page
 * never renders (and is never cached) with settings, menu or footer older than the write.
 */
const pagesVersion = sharedSiteCacheVersion({ apiUrl: config.apiUrl, siteToken: config.siteToken });

/** A site-wide document shared by every visitor: never sent with a session, memoised for a few seconds. */
async function shared<T>(lang: string | null, path: string, schema: z.ZodType<T>): Promise<T> {
  const key = `v${await pagesVersion()}:${lang ?? "*"}:${path}`;
  const hit = sharedDocuments.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const promise = (async () => {
    const res = await apiFetch(path, {
      headers: {
        token: config.siteToken,
        ...(lang ? { "accept-language": lang } : {}),
        accept: "application/json",
      },
    });
    if (!res.ok) {
      res.discard();
      throw new ApiError(res.status, path);
    }
    return schema.parse(await res.json());
  })();
  sharedDocuments.set(key, promise);
  promise.catch(() => sharedDocuments.delete(key));
  return promise;
}

/** The site's settings (not per language): what binds a client (languages, price hiding) and the page chrome. */
export function siteSettings(): Promise<GlobalSiteSettings> {
  return shared(null, "/settings/global_site_settings", globalSiteSettingsSchema);
}

export function createClient(binding: ClientBinding) {
  const { lang, bearer, clientIp } = binding;
  const sessionHeaders = (session: boolean): Record<string, string> => ({
    ...(bearer && session ? { authorization: `Bearer ${bearer}` } : {}),
    ...(clientIp ? { "x-forwarded-for": clientIp } : {}),
    token: config.siteToken,
    "accept-language": lang,
    accept: "application/json",
  });
  const sessionEnded = (status: number, session: boolean) => {
    if (status === 401 && bearer && session) {
      const headers = new Headers();
      for (const value of clearSessionCookiesPlain()) headers.append("set-cookie", value);
      throw redirectDocument(`/${lang}/?login=true`, { headers });
    }
  };
  // A guest of a shop that shows prices to customers only gets data without prices (guest-prices.ts).
  const masksPrices = (session: boolean) => binding.pricesHiddenForGuests && !(bearer && session);

  /** GETs a visitor's data (with their session); throws ApiError on any error answer. */
  async function get<T>(path: string, schema: z.ZodType<T>, options: CallOptions = {}): Promise<T> {
    const session = options.session ?? true;
    const res = await apiFetch(path, { headers: { ...options.headers, ...sessionHeaders(session) } });
    if (!res.ok) {
      res.discard();
      sessionEnded(res.status, session);
      throw new ApiError(res.status, path);
    }
    const parsed = schema.parse(await res.json());
    return masksPrices(session) ? maskPrices(parsed) : parsed;
  }

  /** Sends JSON; 4xx answers come back as values (they carry field messages), others throw. */
  async function send<T>(
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    options: CallOptions & { method?: "POST" | "PATCH" | "DELETE" } = {},
  ): Promise<SendResult<T>> {
    const session = options.session ?? true;
    const res = await apiFetch(path, {
      method: options.method ?? "POST",
      headers: { ...sessionHeaders(session), "content-type": "application/json", ...options.headers },
      body: JSON.stringify(body),
    });
    if (res.status === 204) {
      res.discard();
      return { ok: true, data: schema.parse(undefined) };
    }
    if (res.ok) return { ok: true, data: schema.parse(await res.json()) };
    if (res.status === 401 && bearer && session) res.discard();
    sessionEnded(res.status, session);
    if (res.status >= 400 && res.status < 500) {
      return { ok: false, status: res.status, body: await res.json().catch(() => null) };
    }
    res.discard();
    throw new ApiError(res.status, path);
  }

  /**
   * Sends a form as multipart/form-data (a file upload), encoded as a browser would; answers
   * like `send`: 4xx as values, other failures thrown.
   */
  async function sendForm<T>(
    path: string,
    form: FormData,
    schema: z.ZodType<T>,
    options: { method?: "POST" | "PATCH"; session?: boolean } = {},
  ): Promise<SendResult<T>> {
    const encoded = new Response(form);
    const res = await apiFetch(path, {
      method: options.method ?? "POST",
      headers: {
        ...sessionHeaders(options.session ?? false),
        "content-type": encoded.headers.get("content-type") ?? "",
      },
      body: new Uint8Array(await encoded.arrayBuffer()),
    });
    if (res.ok) return { ok: true, data: schema.parse(await res.json()) };
    if (res.status >= 400 && res.status < 500) {
      return { ok: false, status: res.status, body: await res.json().catch(() => null) };
    }
    res.discard();
    throw new ApiError(res.status, path);
  }

  /** POSTs JSON and throws on any error answer. */
  async function post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const result = await send(path, body, schema);
    if (!result.ok) throw new ApiError(result.status, path);
    return result.data;
  }

  return {
    lang,
    get,
    send,
    sendForm,
    post,
    /** A site-wide document in the page's language (no session, memoised; see `shared`). */
    shared: <T>(path: string, schema: z.ZodType<T>) => shared(lang, path, schema),
    /**
     * The same for a site-wide document that carries prices (the API answers every visitor
     * alike): a guest of a shop that shows prices to customers only gets a masked copy.
     */
    sharedPriced: async <T>(path: string, schema: z.ZodType<T>) => {
      const document = await shared(lang, path, schema);
      return masksPrices(true) ? maskPrices(document) : document;
    },
  };
}

export type Client = ReturnType<typeof createClient>;

/** An API 404 as null (an optional block the shop has not set up); other failures stay errors. */
/**
 * A write's answer as a value even when the API failed (5xx: a bot check's verification host
 * down, the API in trouble): the form shows "try again later" beside itself, keeping what was
 * typed, instead of the error page. Anything but an API answer is thrown on.
 */
export async function settled<T>(call: Promise<SendResult<T>>): Promise<SendResult<T>> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, body: null };
    throw error;
  }
}

export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Turns an API 404 into the storefront's 404 page; other failures stay errors (500 page). */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

/** `?no_user_id=` naming a guest's browser, or nothing for a signed-in customer. */
export const browserQuery = (browserId: string | null) =>
  browserId ? `?no_user_id=${encodeURIComponent(browserId)}` : "";
