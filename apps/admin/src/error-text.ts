/**
 * The one translation step for messages that reach the screen from a schema or the API: the zod
 * schemas of the admin contracts and the API's 400/403/404/409 answers speak English (the API and
 * its ERP clients share them), so the back-office looks each message up in the errors catalogue
 * (`messages/errors/{lang}.json`, keyed by the English text) before showing it.
 *
 * A message with values is keyed by a template: "The customer has {balance} points: the balance
 * cannot go below zero." matches "The customer has 20 points: …", and the values are carried into
 * the translation by name. A message the catalogue does not know stays English — never an empty
 * box. `apps/admin/test/error-messages.test.ts` keeps the catalogue complete.
 */
import { ERROR_CATALOGUES, type ErrorCatalogue } from "./messages/index.ts";

export type ErrorLang = keyof typeof ERROR_CATALOGUES;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders of a catalogue text, in order: "Day {day}: …" → ["day"]. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "");
}

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** Letters outside the placeholders: the more, the more specific the template. */
  weight: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The templates of a catalogue's keys (keys with placeholders), most specific first. */
export function compileTemplates(keys: Iterable<string>): Template[] {
  const templates: Template[] = [];
  for (const key of keys) {
    const names = placeholdersOf(key);
    if (!names.length) continue;
    const parts = key.split(PLACEHOLDER);
    // split with a capturing group: literal, name, literal, name, …, literal.
    const source = parts.map((part, i) => (i % 2 ? "(.+?)" : escapeRegExp(part))).join("");
    templates.push({
      key,
      names,
      pattern: new RegExp(`^${source}$`, "s"),
      weight: parts.filter((_, i) => i % 2 === 0).join("").length,
    });
  }
  return templates.sort((a, b) => b.weight - a.weight);
}

/** The catalogue key a message is, and the values it carries; null when the catalogue has none. */
export function matchMessage(
  message: string,
  catalogue: ErrorCatalogue,
  templates: Template[] = templatesOf(catalogue),
): { key: string; values: Record<string, string> } | null {
  if (Object.hasOwn(catalogue, message)) return { key: message, values: {} };
  for (const template of templates) {
    const found = template.pattern.exec(message);
    if (found)
      return {
        key: template.key,
        values: Object.fromEntries(template.names.map((name, i) => [name, found[i + 1] ?? ""])),
      };
  }
  return null;
}

const compiled = new WeakMap<ErrorCatalogue, Template[]>();
function templatesOf(catalogue: ErrorCatalogue): Template[] {
  let templates = compiled.get(catalogue);
  if (!templates) {
    templates = compileTemplates(Object.keys(catalogue));
    compiled.set(catalogue, templates);
  }
  return templates;
}

/** A message from a schema or the API in the interface's language (English when unknown). */
export function translateMessage(
  message: string,
  lang: ErrorLang,
  catalogues: Record<ErrorLang, ErrorCatalogue> = ERROR_CATALOGUES,
): string {
  const text = message.trim();
  if (!text) return message;
  const found = matchMessage(text, catalogues.en);
  const translated = found ? catalogues[lang][found.key] : undefined;
  if (!found || !translated?.trim()) return message;
  return translated.replace(PLACEHOLDER, (whole, name: string) => found.values[name] ?? whole);
}

/** `translateMessage` bound to a language: what `useI18n().te` is. */
export type TranslateError = (message: string) => string;

/**
 * What a failed request or parse says, translated: the API's `detail` or first field message, a
 * zod error's first issue, an Error's message; `fallback` (the generic "something went wrong")
 * for anything else.
 */
export function errorText(error: unknown, te: TranslateError, fallback: string): string {
  if (error && typeof error === "object" && "issues" in error && Array.isArray(error.issues)) {
    const first = (error.issues as { message?: unknown }[])[0]?.message;
    if (typeof first === "string" && first) return te(first);
  }
  if (error instanceof Error && error.message) return te(error.message);
  return fallback;
}
