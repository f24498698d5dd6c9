/**
 * The part of ICU MessageFormat our catalogues use, in about 1 KB instead of the 11 KB gzipped
 * of intl-messageformat and its parser (decision 0011): `{name}`, `{n, plural, =1 {...} one {...}
 * other {...}}` with `#` (CLDR plural rules and number format of the language through `Intl`),
 * `{x, select, a {...} other {...}}`, and ICU apostrophe quoting. Anything else (number, date,
 * selectordinal, offset) throws when parsed; a test compares the output with intl-messageformat
 * over every message of every catalogue.
 */
export type MessageValues = Record<string, string | number>;

type Part =
  | string
  | { arg: string }
  | { pound: true }
  | { arg: string; kind: "plural" | "select"; options: Record<string, Part[]> };

export type CompiledMessage = (values?: MessageValues) => string;

export function compileMessage(message: string, iso: string): CompiledMessage {
  // Most messages are plain text: nothing to parse (this runs for every message a page shows).
  if (!/[{}']/.test(message)) return () => message;
  const parts = parseMessage(message);
  // Built on first use: most messages have no plural.
  let plurals: Intl.PluralRules | undefined;
  const pluralCategory = (n: number) => {
    plurals ??= new Intl.PluralRules(iso);
    return plurals.select(n);
  };
  const render = (list: Part[], values: MessageValues, count: number | null): string => {
    let out = "";
    for (const part of list) {
      if (typeof part === "string") out += part;
      else if ("pound" in part) out += count === null ? "#" : formatCount(count, iso);
      else if (!("kind" in part)) out += String(argument(values, part.arg));
      else if (part.kind === "select") {
        const branch = part.options[String(argument(values, part.arg))] ?? part.options.other ?? [];
        out += render(branch, values, count);
      } else {
        const n = Number(argument(values, part.arg));
        const branch = part.options[`=${n}`] ?? part.options[pluralCategory(n)] ?? part.options.other ?? [];
        out += render(branch, values, n);
      }
    }
    return out;
  };
  return (values = {}) => render(parts, values, null);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * `#` in a plural: the number as the language writes it. An integer below 1,000 is written with
 * plain digits in all our languages, so it skips `Intl.NumberFormat`, whose first use loads the
 * browser's number data: about 10 ms of the page's hydration on a phone (the home page's
 * category tiles, each "N products"). A test holds the shortcut to Intl's output.
 */
export function formatCount(n: number, iso: string): string {
  if (Number.isInteger(n) && n > -1000 && n < 1000 && !Object.is(n, -0)) return String(n);
  let format = numberFormats.get(iso);
  if (!format) {
    format = new Intl.NumberFormat(iso);
    numberFormats.set(iso, format);
  }
  return format.format(n);
}

function argument(values: MessageValues, name: string): string | number {
  const value = values[name];
  if (value === undefined) throw new Error(`The message needs a value for {${name}}`);
  return value;
}

/** Parses the supported subset; throws on anything else, so an unsupported message fails its test. */
export function parseMessage(message: string): Part[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new SyntaxError(`${why} at ${at} in "${message}"`);
  };
  const parseParts = (inPlural: boolean, nested: boolean): Part[] => {
    const parts: Part[] = [];
    let text = "";
    while (at < message.length) {
      const char = message[at] as string;
      if (char === "'") {
        const next = message[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (next === "{" || next === "}" || (inPlural && next === "#")) {
          const end = message.indexOf("'", at + 1);
          if (end < 0) fail("unclosed quote");
          text += message.slice(at + 1, end).replaceAll("''", "'");
          at = end + 1;
        } else {
          text += char;
          at++;
        }
      } else if (char === "{") {
        if (text) parts.push(text);
        text = "";
        parts.push(parseArgument());
      } else if (char === "}") {
        if (!nested) fail("unexpected }");
        break;
      } else if (char === "#" && inPlural) {
        if (text) parts.push(text);
        text = "";
        parts.push({ pound: true });
        at++;
      } else {
        text += char;
        at++;
      }
    }
    if (text) parts.push(text);
    return parts;
  };
  const word = (): string => {
    const match = /^\s*([^\s,{}]+)\s*/.exec(message.slice(at));
    if (!match) return fail("expected a name");
    at += match[0].length;
    return match[1] as string;
  };
  const parseArgument = (): Part => {
    at++; // {
    const arg = word();
    if (message[at] === "}") {
      at++;
      return { arg };
    }
    if (message[at] !== ",") fail("expected , or }");
    at++;
    const kind = word();
    if (kind !== "plural" && kind !== "select") return fail(`unsupported argument type ${kind}`);
    if (message[at] !== ",") fail("expected ,");
    at++;
    const options: Record<string, Part[]> = {};
    for (;;) {
      while (/\s/.test(message[at] ?? "")) at++;
      if (message[at] === "}") break;
      const key = word();
      if (key.startsWith("offset:")) fail("offset is not supported");
      if (message[at] !== "{") fail("expected {");
      at++;
      options[key] = parseParts(kind === "plural", true);
      if (message[at] !== "}") fail("unclosed option");
      at++;
    }
    if (!options.other) fail("an other option is required");
    at++;
    return { arg, kind, options };
  };
  return parseParts(false, false);
}
