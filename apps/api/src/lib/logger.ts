import type { FastifyServerOptions } from "fastify";

/**
 * What the API's logger may write. No log line may hold a password, hash, token, code, key or
 * other secret: headers that carry them are censored, query values with a secret's name are
 * masked in logged URLs, and errors lose what a failed query sent (Drizzle puts the parameters,
 * an argon2 hash among them, in its message) and what PostgreSQL echoes of the values.
 */
export const REDACTED = "[redacted]";

const SECRET_NAME = /pass|token|secret|code|key|hash|signature|access|refresh|otp|uid|authorization|cookie/i;

const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers.token",
  "req.headers['set-cookie']",
  "req.headers['x-api-key']",
  "res.headers['set-cookie']",
  "headers.authorization",
  "headers.cookie",
  "headers.token",
  "body",
  "req.body",
  "*.password",
  "*.new_password",
  "*.re_password",
  "*.current_password",
  "*.token",
  "*.refresh",
  "*.hash",
  "*.secret",
  // A Moldovan personal number (credit requests): personal data, never logged.
  "*.idnp",
];

/** A URL with the values of secret-named query parameters masked. */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_NAME.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${url.slice(0, at)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

type LoggedError = {
  type: string;
  message: string;
  code?: unknown;
  constraint?: unknown;
  stack?: string;
  cause?: LoggedError;
};

/** An error as logged: its kind, code and message without query parameters or echoed values. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED };
  const withCode = error as Error & { code?: unknown; constraint?: unknown; cause?: unknown };
  const out: LoggedError = {
    type: error.name,
    message: scrubMessage(error.message),
    stack: error.stack ? scrubMessage(error.stack) : undefined,
  };
  if (withCode.code !== undefined) out.code = withCode.code;
  if (withCode.constraint !== undefined) out.constraint = withCode.constraint;
  if (withCode.cause !== undefined && depth < 3) out.cause = serializeError(withCode.cause, depth + 1);
  return out;
}

/** Drizzle appends `params: ...` to a failed query's message; PostgreSQL quotes the bad value. */
function scrubMessage(message: string): string {
  return message
    .replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`)
    .replace(/(invalid input (?:syntax|value) for [^:]*: )"[\s\S]*?"/g, `$1"${REDACTED}"`)
    .replace(/Key \(([^)]*)\)=\([\s\S]*?\)/g, `Key ($1)=(${REDACTED})`);
}

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

/** The logger options every API process uses, on top of a level or a destination stream. */
export function safeLoggerOptions(options: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!options) return false;
  const base: LoggerOptions = options === true ? {} : (options as LoggerOptions);
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      ...((base as { serializers?: object }).serializers ?? {}),
      err: serializeError,
      error: serializeError,
      req: (request: { method: string; url: string; ip?: string; hostname?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  } as LoggerOptions;
}
