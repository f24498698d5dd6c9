import { describe, expect, it } from "vitest";
import {
  RESUME_KINDS,
  RESUME_MAX_BYTES,
  resumeFileName,
  resumeKindOf,
  resumeSizeProblem,
} from "../src/resumes.ts";
import { isVacancyOpen } from "../src/vacancies.ts";

const utf16 = (text: string) => new Uint8Array([...text].flatMap((c) => [c.charCodeAt(0), 0]));
const cfbHeader = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const withStream = (name: string) => {
  const bytes = new Uint8Array(2048);
  bytes.set(cfbHeader, 0);
  bytes.set(utf16(name), 1024);
  return bytes;
};
const cfb = { ext: "cfb", mime: "application/x-cfb" };

describe("resumeKindOf", () => {
  it("takes PDF, DOCX and ODT as the sniffer names them", () => {
    const bytes = new Uint8Array(8);
    expect(resumeKindOf({ ext: "pdf", mime: "application/pdf" }, bytes)).toBe("pdf");
    expect(resumeKindOf({ ext: "docx", mime: RESUME_KINDS.docx.mime }, bytes)).toBe("docx");
    expect(resumeKindOf({ ext: "odt", mime: RESUME_KINDS.odt.mime }, bytes)).toBe("odt");
  });

  it("refuses any other zip, spreadsheet, program or unknown bytes", () => {
    const bytes = new Uint8Array(8);
    expect(resumeKindOf({ ext: "zip", mime: "application/zip" }, bytes)).toBeNull();
    expect(
      resumeKindOf(
        { ext: "xlsx", mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
        bytes,
      ),
    ).toBeNull();
    expect(
      resumeKindOf({ ext: "ods", mime: "application/vnd.oasis.opendocument.spreadsheet" }, bytes),
    ).toBeNull();
    expect(resumeKindOf({ ext: "exe", mime: "application/x-msdownload" }, bytes)).toBeNull();
    expect(resumeKindOf(undefined, bytes)).toBeNull();
  });

  it("takes an OLE2 compound file as DOC only when it holds a WordDocument stream", () => {
    expect(resumeKindOf(cfb, withStream("WordDocument"))).toBe("doc");
    // An Excel 97 workbook and an installer are compound files too.
    expect(resumeKindOf(cfb, withStream("Workbook"))).toBeNull();
    expect(resumeKindOf(cfb, withStream("SummaryInformation"))).toBeNull();
    // The name in 8-bit text is not the directory entry.
    const ascii = new Uint8Array(2048);
    ascii.set(cfbHeader, 0);
    ascii.set(new TextEncoder().encode("WordDocument"), 512);
    expect(resumeKindOf(cfb, ascii)).toBeNull();
  });
});

describe("resumeSizeProblem", () => {
  it("needs a file of 1 byte up to 5 MB", () => {
    expect(resumeSizeProblem(null)).toBe("missing");
    expect(resumeSizeProblem(0)).toBe("empty");
    expect(resumeSizeProblem(1)).toBeNull();
    expect(resumeSizeProblem(RESUME_MAX_BYTES)).toBeNull();
    expect(resumeSizeProblem(RESUME_MAX_BYTES + 1)).toBe("too_large");
    expect(RESUME_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe("resumeFileName", () => {
  it("keeps the sender's name without paths or header characters, with the sniffed kind's extension", () => {
    expect(resumeFileName("CV Ion Popescu.pdf", "pdf")).toBe("CV Ion Popescu.pdf");
    expect(resumeFileName("C:\\Users\\ion\\резюме.exe", "docx")).toBe("резюме.docx");
    expect(resumeFileName('../../etc/pa"ss\r\nwd.doc', "doc")).toBe("passwd.doc");
    expect(resumeFileName("", "odt")).toBe("cv.odt");
    expect(resumeFileName(`${"a".repeat(300)}.pdf`, "pdf")).toHaveLength(84);
  });
});

describe("isVacancyOpen", () => {
  const base = { active: true, publishedOn: "2026-01-10", validThrough: "2026-03-01" };
  it("is open from the day it is published up to and including its last day", () => {
    expect(isVacancyOpen(base, "2026-01-09")).toBe(false);
    expect(isVacancyOpen(base, "2026-01-10")).toBe(true);
    expect(isVacancyOpen(base, "2026-03-01")).toBe(true);
    expect(isVacancyOpen(base, "2026-03-02")).toBe(false);
    expect(isVacancyOpen({ ...base, validThrough: null }, "2030-01-01")).toBe(true);
    expect(isVacancyOpen({ ...base, active: false }, "2026-02-01")).toBe(false);
  });
});
