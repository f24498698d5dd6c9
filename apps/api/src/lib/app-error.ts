/** The one error type of the API: a code that maps to an HTTP status, and a message. */
export const ERROR_STATUS = {
  not_authenticated: 401,
  invalid_site_token: 401,
  permission_denied: 403,
  not_found: 404,
  invalid: 400,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  throttled: 429,
  server_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  /** More fields of the answer's body (e.g. the cart lines that stopped an order). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, detail: string, extra?: Record<string, unknown>) {
    super(detail);
    this.extra = extra;
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = "Not found.") => new AppError("not_found", what);

/** A 400 answered in DRF's validation shape, `{field: ["message"]}` (no detail or code). */
export class FieldErrors extends Error {
  readonly fields: Record<string, string[]>;

  constructor(fields: Record<string, string[]>) {
    super(Object.values(fields).flat()[0] ?? "Invalid input.");
    this.name = "FieldErrors";
    this.fields = fields;
  }
}
