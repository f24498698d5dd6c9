import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileTemplates, matchMessage, placeholdersOf, translateMessage } from "../src/error-text.ts";
import { ERROR_CATALOGUES } from "../src/messages/index.ts";
import { messagesOfSource, sourceFiles, sourceMessages } from "./error-sources.ts";

/**
 * The errors catalogue (`apps/admin/src/messages/errors/{ro,ru,uk,en}.json`) covers every message
 * the back-office can show from the admin contracts, the admin API and the domain rules it calls
 * (`error-sources.ts` reads them from the sources), in all four languages.
 */
const LANGS = ["ro", "ru", "uk", "en"] as const;
const en = ERROR_CATALOGUES.en;
const templates = compileTemplates(Object.keys(en));

describe("errors catalogue covers the sources", () => {
  it("scans the admin contracts, the admin API and the domain rules they call", () => {
    const files = sourceFiles().map((f) => f.replace(/^.*?\/(apps|packages)\//, "$1/"));
    expect(files).toContain("packages/contract/src/admin-catalogue.ts");
    expect(files).toContain("packages/contract/src/common.ts");
    expect(files).toContain("apps/api/src/services/admin/catalogue/categories.ts");
    expect(files).toContain("apps/api/src/routes/admin/media.ts");
    expect(files).toContain("packages/domain/src/back-office-customers.ts");
    // The catalogue import: the admin route's service and the domain reader its report comes from.
    expect(files).toContain("apps/api/src/services/catalogue-import/read-import-form.ts");
    expect(files).toContain("packages/domain/src/catalogue-import/read-catalogue.ts");
    expect(files.some((f) => f.includes("/external"))).toBe(false);
  });

  it("finds the messages (a sanity floor, so a broken scan cannot pass by finding none)", () => {
    const texts = sourceMessages().map((m) => m.text);
    expect(texts.length).toBeGreaterThan(200);
    expect(texts).toContain("Enter the shop's name.");
    expect(texts).toContain("The banner's picture is required.");
    expect(texts).toContain("One adjustment can move at most {max} points.");
    expect(texts).toContain("The customer has {balance} points: the balance cannot go below zero.");
    expect(texts).toContain("The title is required."); // `${what} is required.` with text(…, "The title")
    expect(texts).toContain("A valid banner id is required."); // idSchema("banner") in another file
    // A string constant is inlined; two values named alike get distinct placeholders.
    expect(texts).toContain(
      'The file is in UTF-16, not UTF-8. Save it again as "CSV UTF-8" (in Excel: File > Save As > CSV UTF-8) and upload it again.',
    );
    expect(texts).toContain(
      "The row has {cells} cells, the header {header}: a separator or quote is missing or extra.",
    );
  });

  it("every message has a translation in every language", () => {
    const missing = sourceMessages().filter((m) => !matchMessage(m.text, en, templates));
    const advice = [
      `${missing.length} message(s) the back-office can show are not in the errors catalogue.`,
      "Add each key below to apps/admin/src/messages/errors/{en,ro,ru,uk}.json — en: the key itself;",
      "ro (with ș ț ă â î), ru, uk: the translation, keeping every {placeholder}:",
      ...missing.map((m) => `  ${JSON.stringify(m.text)}: ""   // ${m.file}`),
      "",
    ].join("\n");
    expect(missing.length, advice).toBe(0);
  });
});

describe("errors catalogue parity", () => {
  for (const lang of LANGS)
    it(`${lang}: the same keys as en, each translated with the key's placeholders`, () => {
      const catalogue = ERROR_CATALOGUES[lang];
      const keys = Object.keys(en).sort();
      const extra = Object.keys(catalogue).filter((k) => !Object.hasOwn(en, k));
      const absent = keys.filter((k) => !Object.hasOwn(catalogue, k));
      expect({ absent, extra }, `errors/${lang}.json`).toEqual({ absent: [], extra: [] });
      const wrong = keys.filter((key) => {
        const text = catalogue[key] ?? "";
        return !text.trim() || placeholdersOf(text).sort().join() !== placeholdersOf(key).sort().join();
      });
      expect(wrong, `errors/${lang}.json: empty, or placeholders differ from the key`).toEqual([]);
    });

  it("en is the key itself", () => {
    for (const [key, text] of Object.entries(en)) expect(text).toBe(key);
  });

  it("Romanian uses the comma-below ș ț, never the cedilla ş ţ", () => {
    const cedilla = Object.values(ERROR_CATALOGUES.ro).filter((text) => /[şţŞŢ]/.test(text));
    expect(cedilla).toEqual([]);
  });

  it("the files are valid JSON objects of strings", () => {
    for (const lang of LANGS) {
      const raw = JSON.parse(
        readFileSync(new URL(`../src/messages/errors/${lang}.json`, import.meta.url), "utf8"),
      ) as Record<string, unknown>;
      expect(Object.values(raw).every((v) => typeof v === "string")).toBe(true);
    }
  });
});

describe("translateMessage", () => {
  const catalogues = {
    en: {
      "Enter the shop's name.": "Enter the shop's name.",
      "The customer has {points} points: the balance cannot go below zero.":
        "The customer has {points} points: the balance cannot go below zero.",
      "Day {day}: hours are {hours}.": "Day {day}: hours are {hours}.",
    },
    ro: {
      "Enter the shop's name.": "Introduceți denumirea magazinului.",
      "The customer has {points} points: the balance cannot go below zero.":
        "Clientul are {points} puncte: soldul nu poate deveni negativ.",
      "Day {day}: hours are {hours}.": "Orele zilei {day}: {hours}.",
    },
    ru: {},
    uk: {},
  };

  it("translates a message by its English text", () => {
    expect(translateMessage("Enter the shop's name.", "ro", catalogues)).toBe(
      "Introduceți denumirea magazinului.",
    );
  });

  it("matches a template and carries the value into the translation", () => {
    expect(
      translateMessage("The customer has 20 points: the balance cannot go below zero.", "ro", catalogues),
    ).toBe("Clientul are 20 puncte: soldul nu poate deveni negativ.");
    expect(translateMessage("Day 3: hours are 08:00-20:00.", "ro", catalogues)).toBe(
      "Orele zilei 3: 08:00-20:00.",
    );
  });

  it("keeps an unknown message in English, and a known one missing in a language too", () => {
    expect(translateMessage("Something new went wrong.", "ro", catalogues)).toBe("Something new went wrong.");
    expect(translateMessage("Enter the shop's name.", "ru", catalogues)).toBe("Enter the shop's name.");
    expect(translateMessage("", "ro", catalogues)).toBe("");
  });

  it("uses the real catalogue: a contract message and a domain rule with a value", () => {
    expect(translateMessage("The banner's picture is required.", "ro")).toBe(
      "Imaginea bannerului este obligatorie.",
    );
    expect(translateMessage("One adjustment can move at most 1000000 points.", "uk")).toContain("1000000");
    expect(translateMessage("The title can have at most 200 characters.", "ru")).toContain("200");
    expect(translateMessage("The title can have at most 200 characters.", "en")).toBe(
      "The title can have at most 200 characters.",
    );
  });

  it("prefers an exact key over a template that also matches", () => {
    const exact = {
      en: {
        "At most {max} characters.": "At most {max} characters.",
        "At most 5 characters.": "At most 5 characters.",
      },
      ro: {
        "At most {max} characters.": "Cel mult {max} caractere.",
        "At most 5 characters.": "Cel mult cinci caractere.",
      },
      ru: {},
      uk: {},
    };
    expect(translateMessage("At most 5 characters.", "ro", exact)).toBe("Cel mult cinci caractere.");
    expect(translateMessage("At most 7 characters.", "ro", exact)).toBe("Cel mult 7 caractere.");
  });
});

describe("the source scan", () => {
  it("reads zod options, messages, FieldErrors, AppError and helpers with nouns; skips comments and logs", () => {
    const source = `
      // "This comment is not a message."
      const text = (max: number, what: string) =>
        z.string({ error: \`\${what} is required.\` }).max(max, \`\${what} can have at most \${max} characters.\`);
      export const schema = z.object({
        title: text(200, "The title"),
        flag: z.boolean({ error: "show_flag is true or false." }),
        code: z.string().min(1, 'Enter the code.'),
      });
      if (bad) throw new FieldErrors({ slug: ["Another brand of the shop has the slug \\"x\\"."] });
      if (gone) throw new AppError("conflict", \`The brand has \${count} products: give them another brand first.\`);
      request.log.info("Saved the brand for the shop.");
      throw new Error("This is a programming fault.");
      const slug = "not-a-sentence";
    `;
    expect(messagesOfSource(source, "x.ts").map((m) => m.text)).toEqual([
      "The title is required.",
      "The title can have at most {max} characters.",
      "show_flag is true or false.",
      "Enter the code.",
      'Another brand of the shop has the slug "x".',
      "The brand has {count} products: give them another brand first.",
    ]);
  });
});
