import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { schema } from "@sf/db";
import { RESUME_MAX_BYTES } from "@sf/domain";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  compoundFile,
  docxFile,
  exeFile,
  multipart,
  odtFile,
  pdfFile,
  plainZipFile,
  xlsxFile,
} from "./fixtures/cv-files.ts";
import { build, site, tokens } from "./helper.ts";

/**
 * Careers: the open vacancies per shop and language, and CVs sent to the shop: the file's kind
 * from its bytes, 5 MB at most, kept under a private key in the file storage, mailed to the
 * shop with the file attached; any refusal stores and sends nothing.
 */
const { app, database, storageDir } = await build();
const SHOP_EMAIL = "order@ecaterix.md";

type Vacancy = { id: number; title: string; description: string; show_on_main_page: boolean; lang: string };
const vacancies = async (theme: "ecaterix" | "default" | "terenuri" = "ecaterix", lang = "ru", query = "") =>
  (await app.inject({ url: `/base/vacancies${query}`, headers: site(theme, lang) })).json() as Vacancy[];

let ip = 0;
async function sendResume(
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
  lang = "ro",
  theme: "ecaterix" | "default" = "ecaterix",
) {
  const { payload, headers } = await multipart(fields, file);
  return app.inject({
    method: "POST",
    url: "/base/send-resume/",
    headers: { ...headers, token: tokens[theme], "accept-language": lang },
    remoteAddress: `10.9.0.${++ip}`,
    payload,
  });
}

const storedFiles = async (): Promise<string[]> => {
  try {
    return (await readdir(storageDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
};
const resumeRows = () => database.db.select().from(schema.resumes);
/** Mail goes out in the background: wait for the outbox to hold `count` messages. */
async function mails(count: number) {
  for (let i = 0; i < 100; i++) {
    const list = await app.messaging.outbox.list();
    if (list.length >= count) return list;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return app.messaging.outbox.list();
}
let before = { rows: 0, files: 0, mails: 0 };
beforeEach(async () => {
  before = {
    rows: (await resumeRows()).length,
    files: (await storedFiles()).length,
    mails: (await app.messaging.outbox.list()).length,
  };
});
/** A refusal leaves no row, no file and no mail behind. */
async function expectNothingKept() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await resumeRows()).length).toBe(before.rows);
  expect((await storedFiles()).length).toBe(before.files);
  expect((await app.messaging.outbox.list()).length).toBe(before.mails);
}
const person = { name: "Ion Popescu", phone: "+373 69 123 456", email: "Ion@Example.md" };

describe("GET /base/vacancies", () => {
  it("is in the OpenAPI document with the multipart send-resume, so the bad-input test covers them", async () => {
    await app.ready();
    const paths = (app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown }>> })
      .paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(["/base/vacancies", "/base/vacancies/{id}", "/base/send-resume"]),
    );
    expect(JSON.stringify(paths["/base/send-resume"]?.post?.requestBody)).toContain("multipart/form-data");
  });

  it("lists the shop's open vacancies in the request's language, with sanitised descriptions", async () => {
    const ru = await vacancies("ecaterix", "ru");
    expect(ru.length).toBeGreaterThanOrEqual(5);
    expect(ru.map((v) => v.title)).toContain("Повар горячего цеха");
    expect(ru.every((v) => v.lang === "ru")).toBe(true);
    const en = await vacancies("ecaterix", "en");
    expect(en.map((v) => v.id)).toEqual(ru.map((v) => v.id));
    expect(en[0]?.title).toBe("Hot kitchen cook");
    expect(en[0]?.description).toContain("<ul>");
    // Each shop has its own: another shop's are not listed.
    const other = await vacancies("default", "uk");
    expect(other.length).toBeGreaterThan(0);
    expect(other.some((v) => ru.some((r) => r.id === v.id))).toBe(false);
  });

  it("keeps only the home page's with show_on_main_page=true, and refuses a malformed flag", async () => {
    const main = await vacancies("ecaterix", "ru", "?show_on_main_page=true");
    expect(main.length).toBeGreaterThan(0);
    expect(main.every((v) => v.show_on_main_page)).toBe(true);
    expect((await vacancies("ecaterix", "ru")).length).toBeGreaterThan(main.length);
    const bad = await app.inject({ url: "/base/vacancies?show_on_main_page=yes", headers: site("ecaterix") });
    expect(bad.statusCode).toBe(400);
  });

  it("hides closed and inactive vacancies, and strips script from a stored description", async () => {
    const [first] = await vacancies("ecaterix", "en");
    if (!first) throw new Error("no vacancy");
    await database.db
      .update(schema.vacancyTranslations)
      .set({ html: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x()">a</a></p>' })
      .where(eq(schema.vacancyTranslations.vacancyId, first.id));
    const one = (
      await app.inject({ url: `/base/vacancies/${first.id}`, headers: site("ecaterix", "en") })
    ).json();
    expect(one.description).toBe("<p>Hi<a>a</a></p>");
    await database.db
      .update(schema.vacancies)
      .set({ validThrough: "2020-01-01" })
      .where(eq(schema.vacancies.id, first.id));
    expect((await vacancies("ecaterix", "en")).map((v) => v.id)).not.toContain(first.id);
    const closed = await app.inject({ url: `/base/vacancies/${first.id}`, headers: site("ecaterix", "en") });
    expect(closed.statusCode).toBe(404);
    await database.db
      .update(schema.vacancies)
      .set({ validThrough: null })
      .where(eq(schema.vacancies.id, first.id));
  });
});

describe("GET /base/vacancies/{id}", () => {
  it("answers one vacancy, and 404 with a message for an unknown one or another shop's", async () => {
    const [first] = await vacancies("ecaterix", "ro");
    const one = await app.inject({ url: `/base/vacancies/${first?.id}`, headers: site("ecaterix", "ro") });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: first?.id, lang: "ro", employment_type: expect.any(String) });
    const unknown = await app.inject({ url: "/base/vacancies/999999", headers: site("ecaterix") });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "Vacancy not found.", code: "not_found" });
    const elsewhere = await app.inject({ url: `/base/vacancies/${first?.id}`, headers: site("default") });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe("POST /base/send-resume", () => {
  it("stores a PDF under a private key, keeps a row, mails it to the shop attached and thanks the sender", async () => {
    const [vacancy] = await vacancies("ecaterix", "ro");
    const [shopVacancy] = await vacancies("ecaterix", "ru");
    const res = await sendResume(
      { ...person, message: "Опыт 5 лет", vacancy_id: String(vacancy?.id) },
      { name: "C:\\docs\\CV Ion.pdf", bytes: pdfFile() },
      "ro",
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: true, detail: "CV-ul a fost trimis. Vă mulțumim!" });
    const [row] = (await resumeRows()).slice(-1);
    expect(row).toMatchObject({
      vacancyId: vacancy?.id,
      name: "Ion Popescu",
      phone: "+37369123456",
      email: "ion@example.md",
      message: "Опыт 5 лет",
      fileName: "CV Ion.pdf",
      fileKind: "pdf",
      fileSize: pdfFile().length,
      lang: "ro",
    });
    expect(row?.fileKey).toMatch(/^private\/resumes\/\d+\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(await app.storage.get(row?.fileKey as string)).toEqual(pdfFile());
    expect((await storedFiles()).length).toBe(before.files + 1);

    const sent = (await mails(before.mails + 2)).slice(0, 2);
    const toShop = sent.find((m) => m.to === SHOP_EMAIL);
    const toSender = sent.find((m) => m.to === "ion@example.md");
    // The shop (main language Russian) reads the vacancy's Russian title; the sender their own.
    expect(toShop?.subject).toContain(`Новое резюме: ${shopVacancy?.title}`);
    expect(toShop?.attachments).toEqual([
      { filename: "CV Ion.pdf", contentType: "application/pdf", size: pdfFile().length },
    ]);
    const eml = (await app.messaging.outbox.eml(toShop?.id as string))?.toString("latin1") ?? "";
    expect(eml).toContain('filename="CV Ion.pdf"');
    expect(eml).toContain(pdfFile().toString("base64").slice(0, 40));
    expect(toSender?.subject).toContain("Post vacant");
    expect(toSender?.attachments).toBeUndefined();
    expect(toSender?.text).toContain(vacancy?.title);
  });

  it("takes DOCX, ODT and Word 97 files as an open application, each named by what the bytes are", async () => {
    const files = [
      { name: "cv.docx", bytes: docxFile(), kind: "docx" },
      { name: "cv.odt", bytes: odtFile(), kind: "odt" },
      { name: "cv.pdf", bytes: compoundFile("WordDocument"), kind: "doc" },
    ];
    for (const file of files) {
      const res = await sendResume(
        person,
        { name: file.name, bytes: file.bytes, type: "application/octet-stream" },
        "en",
      );
      expect(res.statusCode, file.kind).toBe(201);
      const [row] = (await resumeRows()).slice(-1);
      expect(row).toMatchObject({ vacancyId: null, fileKind: file.kind, fileName: `cv.${file.kind}` });
    }
    expect((await mails(before.mails + 6)).length).toBe(before.mails + 6);
  });

  it("refuses a program renamed .pdf with a clear message, keeping nothing", async () => {
    const res = await sendResume(person, { name: "cv.pdf", type: "application/pdf", bytes: exeFile() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      cv: ["The file is not a PDF, DOC, DOCX or ODT document. Send your CV in one of these formats."],
    });
    await expectNothingKept();
  });

  it("refuses other zips, spreadsheets and compound files that are not Word documents", async () => {
    for (const bytes of [plainZipFile(), xlsxFile(), compoundFile("Workbook")]) {
      const res = await sendResume(person, { name: "cv.docx", bytes });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(["cv"]);
    }
    await expectNothingKept();
  });

  it("refuses a file over 5 MB with 413 and a message, keeping nothing", async () => {
    const big = Buffer.concat([pdfFile(), Buffer.alloc(RESUME_MAX_BYTES)]);
    const res = await sendResume(person, { name: "cv.pdf", bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toContain("larger than 5 MB");
    await expectNothingKept();
  });

  it("refuses missing fields and a missing or empty file, field by field", async () => {
    const none = await sendResume({}, { name: "cv.pdf", bytes: pdfFile() });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json()).sort()).toEqual(["email", "name", "phone"]);
    const noFile = await sendResume(person);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().cv[0]).toContain("Attach your CV");
    const empty = await sendResume(person, { name: "cv.pdf", bytes: Buffer.alloc(0) });
    expect(empty.json()).toEqual({ cv: ["The CV file is empty."] });
    const badPhone = await sendResume({ ...person, phone: "12" }, { name: "cv.pdf", bytes: pdfFile() });
    expect(badPhone.json()).toEqual({ phone: ["Enter a valid phone number."] });
    await expectNothingKept();
  });

  it("refuses an unknown, malformed or other shop's vacancy, keeping nothing", async () => {
    const [elsewhere] = await vacancies("default", "ro");
    for (const id of ["999999", "abc", String(elsewhere?.id)]) {
      const res = await sendResume({ ...person, vacancy_id: id }, { name: "cv.pdf", bytes: pdfFile() });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(["vacancy_id"]);
    }
    await expectNothingKept();
  });

  it("refuses a body that is not multipart, a second file and a file under another name", async () => {
    const json = await app.inject({
      method: "POST",
      url: "/base/send-resume",
      headers: { token: tokens.ecaterix },
      remoteAddress: "10.9.1.1",
      payload: { name: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().detail).toContain("multipart/form-data");
    const other = await sendResume(person, { name: "cv.pdf", bytes: pdfFile(), field: "file" });
    expect(other.json()).toEqual({ cv: ["Send the CV in the field cv."] });
    await expectNothingKept();
  });

  it("is limited per address like the other public forms", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { payload, headers } = await multipart(person, { name: "cv.pdf", bytes: exeFile() });
      const res = await app.inject({
        method: "POST",
        url: "/base/send-resume",
        headers: { ...headers, token: tokens.ecaterix },
        remoteAddress: "10.9.2.2",
        payload,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    await expectNothingKept();
  });
});
