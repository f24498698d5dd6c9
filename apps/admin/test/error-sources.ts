/**
 * The English messages the back-office can show from a schema or the API, read from the sources
 * (no runtime: a message is a sentence literal in the code that builds refusals).
 *
 * Scanned: the admin contracts (`packages/contract/src/admin*.ts`) and the contract files they
 * import (shared id/text/language schemas), the admin API (`apps/api/src/services/admin/**`,
 * `apps/api/src/routes/admin/**`) and the services it imports (the catalogue import, media; never
 * the ERP API), and the `@sf/domain` files whose exports those import (a subpath import such as
 * `@sf/domain/catalogue-import` takes that folder).
 *
 * A message is a string or template literal (comments stripped) that reads as an English
 * sentence: a capital letter (or an interpolation, or a field name like `show_18_popup`) first,
 * at least two words, a full stop, question or exclamation mark last — the way every zod
 * `error:`/message argument, `FieldErrors`, `AppError`, `notFound` and domain refusal is written.
 * Interpolations become placeholders: `${what} is required.` → `{what} is required.`. A helper
 * called with literal nouns (`text(200, "The title")`) is expanded per call, so the catalogue
 * holds whole sentences ("The title is required.") that translate with proper grammar;
 * numbers stay placeholders (`{max}`), string constants are inlined. Literals that are not shown
 * to staff (logs, `new Error` for programming faults, route descriptions) are skipped by their call.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "../../..");

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? walk(path)
      : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)
        ? [path]
        : [];
  });

/** Source without comments (strings kept; a `//` inside a string is not a comment). */
export function stripComments(source: string): string {
  let out = "";
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (c === '"' || c === "'" || c === "`") {
      const start = i++;
      while (i < source.length && source[i] !== c) {
        if (source[i] === "\\") i++;
        else if (c === "`" && source[i] === "$" && source[i + 1] === "{") {
          let depth = 0;
          for (; i < source.length; i++) {
            if (source[i] === "{") depth++;
            else if (source[i] === "}" && --depth === 0) break;
          }
        }
        i++;
      }
      out += source.slice(start, ++i);
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

export interface Literal {
  /** The text, interpolations as `{name}`. */
  text: string;
  /** Interpolated expressions in order (`what`, `max`, `min.toLocaleString()`…). */
  expressions: string[];
  /** Where the literal starts in the comment-free source. */
  index: number;
}

/** `const NAME = "text"` (or a template without interpolations): inlined where a message uses it. */
function stringConstants(source: string): Map<string, string> {
  const constants = new Map<string, string>();
  const re =
    /const\s+([A-Za-z_$][\w$]*)\s*=\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`$]*)`)\s*;/g;
  for (const m of source.matchAll(re))
    constants.set(m[1] ?? "", (m[2] ?? m[3] ?? m[4] ?? "").replace(/\\(.)/g, "$1").replace(/\s*\n\s*/g, " "));
  return constants;
}

/** Every string and template literal of comment-free source. */
export function literals(source: string): Literal[] {
  const constants = stringConstants(source);
  const found: Literal[] = [];
  const re =
    /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\$]|\\.|\$(?!\{)|\$\{(?:[^{}]|\{[^{}]*\})*\})*)`/g;
  for (const m of source.matchAll(re)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? "";
    const expressions: string[] = [];
    const names = new Set<string>();
    const text = raw
      .replace(/\$\{((?:[^{}]|\{[^{}]*\})*)\}/g, (_, expr: string) => {
        const constant = constants.get(expr.trim());
        if (constant !== undefined) return constant;
        expressions.push(expr.trim());
        // Two values with one name ("{length} cells, the header {length}") get numbered.
        let name = placeholderName(expr);
        for (let n = 2; names.has(name); n++) name = `${placeholderName(expr)}${n}`;
        names.add(name);
        return `{${name}}`;
      })
      .replace(/\\(.)/g, "$1");
    found.push({ text, expressions, index: m.index ?? 0 });
  }
  return found;
}

/**
 * A placeholder's name: the value an interpolation shows. `${max}` → max,
 * `${round2(balance)}` → balance, `${shopLanguages.join(", ")}` → shopLanguages,
 * `${limits.max}` → max, `${POINTS_ADJUSTMENT_MAX}` → max.
 */
export function placeholderName(expr: string): string {
  let e = expr.trim();
  for (;;) {
    const method = e.match(/^(.*)\.\w+\((?:[^()]|\([^()]*\))*\)$/s); // x.join(", ") → x
    const call = e.match(/^[\w$.]+\(\s*([\w$.]+)[^()]*\)$/); // round2(balance) → balance
    if (method?.[1]) e = method[1].trim();
    else if (call?.[1]) e = call[1];
    else break;
  }
  // `cells.length` → cells: the thing counted names the value better than "length".
  const chain = e.split(".").map((part) => part.match(/[A-Za-z_$][\w$]*/)?.[0] ?? "");
  if (chain.length > 1 && /^(length|size)$/.test(chain.at(-1) ?? "")) chain.pop();
  const last = chain.at(-1) || "value";
  return /^[A-Z0-9_]+$/.test(last) ? (last.split("_").at(-1) ?? last).toLowerCase() : last;
}

/** Whether a literal reads as a message shown to a person. */
export function isSentence(text: string): boolean {
  return (
    /^(?:[A-Z{]|[a-z]+_[a-z0-9_]+ )/.test(text) &&
    /\S \S/.test(text) &&
    /[.?!]$/.test(text) &&
    !/\n/.test(text)
  );
}

/** Calls whose sentence arguments are not for staff. */
const NOT_SHOWN =
  /(?:(?:description|summary)\s*:\s*|\.(?:log|debug|info|warn|trace|fatal)\s*\(|new\s+(?:Type|Range)?Error\s*\(|console\.\w+\s*\(|describe\s*\(|it\s*\()\s*$/;

export interface Message {
  text: string;
  file: string;
}

/** The messages of one source file, with helpers' noun arguments expanded. */
export function messagesOfSource(source: string, file: string, elsewhere = ""): Message[] {
  const code = stripComments(source);
  const out: Message[] = [];
  // Helpers taking a noun: `const text = (max: number, what: string) =>` … `${what} …`.
  const helpers = new Map<string, { params: string[]; end: number }>();
  for (const m of code.matchAll(/(?:const|function)\s+(\w+)\s*=?\s*\(([^)]*)\)\s*(?::[^=]*)?=?>?/g)) {
    const params = (m[2] ?? "")
      .split(",")
      .map((p) => p.split(/[:=?]/)[0]?.trim() ?? "")
      .filter(Boolean);
    if (params.length) helpers.set(m[1] ?? "", { params, end: (m.index ?? 0) + m[0].length });
  }
  const all = literals(code);
  for (const lit of all) {
    if (!isSentence(lit.text)) continue;
    const before = code.slice(Math.max(0, lit.index - 60), lit.index);
    if (NOT_SHOWN.test(before)) continue;
    // A noun parameter of the helper the literal sits in: expand over the helper's calls.
    const nounParams = lit.expressions.filter(
      (e) => /^[A-Za-z_$][\w$]*$/.test(e) && enclosingHelper(lit.index, helpers, code, e, elsewhere) !== null,
    );
    if (!nounParams.length) {
      out.push({ text: lit.text, file });
      continue;
    }
    const helper = enclosingHelper(lit.index, helpers, code, nounParams[0] ?? "", elsewhere);
    const exported = helper && new RegExp(`export\\s+(?:const|function)\\s+${helper.name}\\b`).test(code);
    const calls = helper ? callArguments(exported ? `${code}\n${elsewhere}` : code, helper.name) : [];
    const texts = new Set<string>();
    for (const args of calls) {
      let text = lit.text;
      for (const param of nounParams) {
        const arg = args[helper?.params.indexOf(param) ?? -1];
        const value = arg?.match(/^["'](.*)["']$/)?.[1];
        // A call passing its own parameter on (`idSchema(what)`) is expanded at its caller's calls.
        if (value === undefined) text = "";
        else text = text.replaceAll(`{${param}}`, value);
      }
      if (text) texts.add(capitalise(text, lit.text));
    }
    if (!texts.size) texts.add(lit.text);
    for (const text of texts) out.push({ text, file });
  }
  return out;
}

const capitalise = (text: string, template: string) =>
  template.startsWith("{") ? text.charAt(0).toUpperCase() + text.slice(1) : text;

/** The nearest helper before `at` that declares `param`, its name and parameters. */
function enclosingHelper(
  at: number,
  helpers: Map<string, { params: string[]; end: number }>,
  code: string,
  param: string,
  elsewhere: string,
): { name: string; params: string[] } | null {
  let best: { name: string; params: string[]; end: number } | null = null;
  for (const [name, h] of helpers)
    if (h.end <= at && h.params.includes(param) && (!best || h.end > best.end)) best = { name, ...h };
  if (!best) return null;
  // Only nouns: the parameter is passed a string literal somewhere.
  const calls = callArguments(`${code}\n${elsewhere}`, best.name);
  const index = best.params.indexOf(param);
  return calls.some((args) => /^["'`]/.test(args[index] ?? "")) ? best : null;
}

/** The top-level arguments of every `name(…)` call (not the declaration). */
export function callArguments(code: string, name: string): string[][] {
  const calls: string[][] = [];
  const re = new RegExp(`(?<![\\w$.])${name}\\s*\\(`, "g");
  for (const m of code.matchAll(re)) {
    const before = code.slice(Math.max(0, (m.index ?? 0) - 20), m.index);
    if (/(?:const|function)\s+$/.test(before)) continue;
    let i = (m.index ?? 0) + m[0].length;
    let depth = 0;
    let current = "";
    const args: string[] = [];
    let quote = "";
    for (; i < code.length; i++) {
      const c = code[i] ?? "";
      if (quote) {
        current += c;
        if (c === "\\") current += code[++i];
        else if (c === quote) quote = "";
        continue;
      }
      if (c === '"' || c === "'" || c === "`") quote = c;
      if (c === "(" || c === "[" || c === "{") depth++;
      if (c === ")" || c === "]" || c === "}") {
        if (depth === 0) break;
        depth--;
      }
      if (c === "," && depth === 0) {
        args.push(current.trim());
        current = "";
      } else current += c;
    }
    if (current.trim()) args.push(current.trim());
    if (
      args.length &&
      !args.some((a) => /^\w+\s*:\s*\w/.test(a) && !/^["'`]/.test(a) && a.includes(":") && !a.includes("?"))
    )
      calls.push(args);
  }
  return calls;
}

/** The files whose messages can reach the back-office. */
export function sourceFiles(): string[] {
  const contract = join(ROOT, "packages/contract/src");
  const admin = readdirSync(contract)
    .filter((name) => /^admin.*\.ts$/.test(name))
    .map((name) => join(contract, name));
  const adminApi = [
    join(ROOT, "apps/api/src/services/admin"),
    join(ROOT, "apps/api/src/routes/admin"),
  ].flatMap(walk);
  // The API services the admin routes and services call (the catalogue import, media, …): one
  // step of relative imports, not the ERP API (`external`) nor the plumbing in `lib`.
  const called = new Set<string>();
  for (const file of adminApi)
    for (const m of readFileSync(file, "utf8").matchAll(/from\s+"(\.{1,2}\/[^"]+\.ts)"/g)) {
      const target = resolve(dirname(file), m[1] ?? "");
      if (/\/apps\/api\/src\/services\//.test(target) && !/\/external\//.test(target)) called.add(target);
    }
  // The answers every admin route shares: AppError/FieldErrors defaults and the error handler's.
  const plumbing = ["apps/api/src/lib/app-error.ts", "apps/api/src/plugins/error-handler.ts"].map((f) =>
    join(ROOT, f),
  );
  const api = [...new Set([...adminApi, ...called, ...plumbing])];
  // Contract files the admin contracts import (shared id, text, language schemas), never external*.
  const shared = new Set<string>();
  for (const file of admin)
    for (const m of readFileSync(file, "utf8").matchAll(/from\s+"\.\/([\w-]+)\.ts"/g))
      if (!m[1]?.startsWith("admin") && !m[1]?.startsWith("external"))
        shared.add(join(contract, `${m[1]}.ts`));
  // Domain files that export a name the admin API or contracts import from @sf/domain.
  const imported = new Set<string>();
  const subpaths = new Set<string>();
  for (const file of [...admin, ...api])
    for (const m of readFileSync(file, "utf8").matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@sf\/domain(?:\/([\w-]+))?"/g,
    )) {
      // A subpath (`@sf/domain/catalogue-import`): that folder's files, whose rules it runs.
      if (m[2]) subpaths.add(m[2]);
      else
        for (const name of (m[1] ?? "").split(","))
          if (name.trim() && !/^\s*type\s/.test(name)) imported.add(name.trim().split(/\s+as\s+/)[0] ?? "");
    }
  const domainDir = join(ROOT, "packages/domain/src");
  const domain = walk(domainDir).filter((file) => {
    const inSubpath = [...subpaths].some(
      (sub) => file.startsWith(join(domainDir, sub, "/")) || file === join(domainDir, `${sub}.ts`),
    );
    if (inSubpath) return true;
    const code = readFileSync(file, "utf8");
    return [...imported].some((name) =>
      new RegExp(`export\\s+(?:async\\s+)?(?:const|function|class|let)\\s+${name}\\b`).test(code),
    );
  });
  return [...new Set([...admin, ...shared, ...api, ...domain])].filter(existsSync).sort();
}

/** Every message, once, with the first file that has it (relative to the repository). */
export function sourceMessages(): Message[] {
  const seen = new Map<string, Message>();
  const files = sourceFiles();
  const all = files.map((file) => stripComments(readFileSync(file, "utf8"))).join("\n");
  for (const file of files)
    for (const message of messagesOfSource(readFileSync(file, "utf8"), relative(ROOT, file), all))
      if (!seen.has(message.text)) seen.set(message.text, message);
  return [...seen.values()];
}
