import type { AdminMediaUpload } from "@sf/contract";

/** The back-office API client: same origin, the session cookie, JSON in and out. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.detail === "string" ? body.detail : (firstFieldError(body) ?? `HTTP ${status}`));
    this.status = status;
    this.body = body;
  }
  get code(): string | undefined {
    return typeof this.body.code === "string" ? this.body.code : undefined;
  }
}

/** DRF's `{field: ["message"]}`: the first message. */
function firstFieldError(body: Record<string, unknown>): string | undefined {
  for (const value of Object.values(body))
    if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return undefined;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; lang?: string } = {},
): Promise<T> {
  // A form (a file upload) goes as multipart/form-data, with the boundary the browser sets.
  const form = init.body instanceof FormData;
  const res = await fetch(`/admin/api${path}`, {
    method: init.method ?? "GET",
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      ...(init.body !== undefined && !form ? { "content-type": "application/json" } : {}),
      ...(init.lang ? { "accept-language": init.lang } : {}),
    },
    ...(init.body !== undefined ? { body: form ? (init.body as FormData) : JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!res.ok) throw new ApiError(res.status, body);
  return body as T;
}

/** A query string of the filled fields only. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const s = search.toString();
  return s ? `?${s}` : "";
}

/** Uploads a picture (`POST /admin/api/media`): its stored master's URL and size. */
export function uploadPicture(file: File): Promise<AdminMediaUpload> {
  const form = new FormData();
  form.append("file", file);
  return api<AdminMediaUpload>("/media", { method: "POST", body: form });
}

/**
 * Where the back-office shows a stored picture: `/media/*` needs the shop's token header, which an
 * `<img>` cannot send, so the shop's pictures are read through `/admin/api/media/*` (the shop
 * from the staff session).
 */
export const adminPicture = (path: string) => (path.startsWith("/media/") ? `/admin/api${path}` : path);
