/** The one error type of the API: a code that maps to an HTTP status, and a message. */
export const ERROR_STATUS = {
  not_authenticated: 401,
  invalid_site_token: 401,
  permission_denied: 403,
  not_found: 404,
  invalid: 400,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  throttled: 429,
  server_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, detail: string) {
    super(detail);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = "Not found.") => new AppError("not_found", what);
