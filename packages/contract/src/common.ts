import { z } from "zod";

export const LANGUAGES = ["ro", "ru", "uk", "en"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const CURRENCIES = ["MDL", "RON", "USD", "EUR", "UAH"] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

/** DRF-style general error body: `{ detail, code }`. */
export const errorBodySchema = z.object({ detail: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** DRF-style validation error body: `{ field: ["message"] }`. */
export const validationErrorBodySchema = z.record(z.string(), z.array(z.string()));

export const linkSchema = z.object({ title: z.string(), url: z.string() });
export type Link = z.infer<typeof linkSchema>;

/** The largest id a database `integer` column holds; a larger id names nothing. */
export const MAX_ID = 2_147_483_647;

/**
 * An id in a JSON body: a whole number from 1 to {@link MAX_ID}, never a text or a boolean
 * that happens to coerce. `what` names it in the message ("product" -> "A valid product id is
 * required.").
 */
export const idSchema = (what: string) => {
  const message = `A valid ${what} id is required.`;
  return z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
};

/** An id in a path or a query string: digits, read as {@link idSchema}. */
export const idParamSchema = (what: string) => {
  const message = `A valid ${what} id is required.`;
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().positive(message).max(MAX_ID, message));
};

/**
 * Why a text sent to the API cannot be taken, or null: NUL and other control characters
 * (tab, line feed and carriage return aside) and lone UTF-16 surrogates, which the database
 * cannot store and a log or an e-mail should never carry.
 */
export function unsafeTextProblem(text: string): string | null {
  if (UNSAFE_CONTROL.test(text)) return "Control characters (such as NUL) are not allowed.";
  if (LONE_SURROGATE.test(text)) return "The text is not valid Unicode.";
  return null;
}
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const UNSAFE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** No request of the spec nests deeper; a deeper one only costs stack and time. */
const MAX_DEPTH = 32;

/**
 * The first text anywhere in a request's body, query or path values that
 * {@link unsafeTextProblem} refuses (keys too), with its path ("cart.products.0.name"); null
 * when all are safe. The API applies it to every operation before the operation's own schema,
 * so no endpoint, old or new, lets such text reach the database.
 */
export function findUnsafeText(
  value: unknown,
  path: string[] = [],
): { path: string; problem: string } | null {
  if (path.length > MAX_DEPTH) return { path: "non_field_errors", problem: "The data is nested too deeply." };
  if (typeof value === "string") {
    const problem = unsafeTextProblem(value);
    return problem ? { path: path.join(".") || "non_field_errors", problem } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = unsafeTextProblem(key);
      if (keyProblem) return { path: [...path, "non_field_errors"].join("."), problem: keyProblem };
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses, with a field message, any request part that {@link findUnsafeText} finds. */
export const safeTextRequestSchema = z.unknown().superRefine((value, ctx) => {
  const found = findUnsafeText(value);
  if (found) ctx.addIssue({ code: "custom", path: found.path.split("."), message: found.problem });
});

/** The id a path or cookie text names, or null when it is not one (digits up to {@link MAX_ID}). */
export function parseId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}
