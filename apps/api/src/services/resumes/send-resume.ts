import { randomUUID } from "node:crypto";
import type { SendResumeFields } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import {
  normalizePhone,
  phoneCountryOf,
  RESUME_KINDS,
  type ResumeKind,
  resumeFileName,
  resumeKindOf,
  resumeSizeProblem,
} from "@sf/domain";
import { isLocale } from "@sf/i18n";
import { type Messaging, type ResumeMail, resumeAcknowledgement, resumeNotice } from "@sf/messaging";
import { AppError, FieldErrors } from "../../lib/app-error.ts";
import { loadFileType } from "../../lib/rarely-used.ts";
import type { Site } from "../../lib/site.ts";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import { getMailShop } from "../get-mail-shop.ts";
import { getVacancy } from "../vacancies/get-vacancy.ts";
import { resumeSentAnswer } from "./answers.ts";

const FILE_PROBLEMS = {
  missing: "Attach your CV (PDF, DOC, DOCX or ODT, at most 5 MB).",
  empty: "The CV file is empty.",
  too_large: "The CV file is larger than 5 MB. Send a smaller PDF, DOC, DOCX or ODT file.",
  wrong_kind: "The file is not a PDF, DOC, DOCX or ODT document. Send your CV in one of these formats.",
} as const;

/**
 * A CV sent to the shop (`POST /base/send-resume`): the file's kind is told from its bytes
 * (PDF, DOC, DOCX, ODT; 5 MB at most), the vacancy must be open, the phone valid. Only then is
 * the file put in the storage under a private key, the row stored, and the CV mailed to the
 * shop's `main_email` as an attachment, with an acknowledgement to the sender in their language.
 * Any refusal stores and sends nothing. Mail goes out in the background.
 */
export async function sendResume(
  deps: { db: Db; messaging: Messaging; storage: FileStorage },
  site: Site,
  lang: string,
  fields: SendResumeFields,
  file: { filename: string; bytes: Buffer } | null,
): Promise<{ created: true; detail: string }> {
  const sizeProblem = resumeSizeProblem(file ? file.bytes.byteLength : null);
  if (sizeProblem === "too_large") throw new AppError("payload_too_large", FILE_PROBLEMS.too_large);
  if (sizeProblem || !file) throw new FieldErrors({ cv: [FILE_PROBLEMS[sizeProblem ?? "missing"]] });
  const kind = resumeKindOf(await (await loadFileType()).fileTypeFromBuffer(file.bytes), file.bytes);
  if (!kind) throw new FieldErrors({ cv: [FILE_PROBLEMS.wrong_kind] });
  const phone = checkedPhone(site, fields.phone);
  const locale = isLocale(lang) ? lang : site.mainLanguage;
  const vacancy = fields.vacancy_id
    ? await getVacancy(deps.db, site, locale, fields.vacancy_id).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404)
          throw new FieldErrors({ vacancy_id: ["This vacancy is not open."] });
        throw error;
      })
    : null;

  const fileName = resumeFileName(file.filename, kind);
  const fileKey = `private/resumes/${site.id}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${kind}`;
  await deps.storage.put(fileKey, file.bytes, RESUME_KINDS[kind].mime);
  try {
    await deps.db.insert(schema.resumes).values({
      siteId: site.id,
      vacancyId: vacancy?.id ?? null,
      name: fields.name,
      phone,
      email: fields.email,
      message: fields.message || null,
      fileKey,
      fileName,
      fileKind: kind,
      fileSize: file.bytes.byteLength,
      lang: locale,
    });
  } catch (error) {
    // No row, no file: a refused insert leaves nothing behind.
    await deps.storage.delete(fileKey).catch(() => undefined);
    throw error;
  }
  const mail: ResumeMail = {
    name: fields.name,
    phone,
    email: fields.email,
    message: fields.message || null,
    vacancy: vacancy?.title ?? null,
    fileName,
    lang: locale,
  };
  // The shop reads the vacancy's title in its own language.
  const shopTitle =
    vacancy && locale !== site.mainLanguage
      ? (await getVacancy(deps.db, site, site.mainLanguage, vacancy.id)).title
      : (vacancy?.title ?? null);
  void sendMails(deps.messaging, site, mail, shopTitle, { fileName, kind, bytes: file.bytes });
  return { created: true, detail: resumeSentAnswer(locale) };
}

function checkedPhone(site: Site, typed: string): string {
  const country = phoneCountryOf(typed) ?? (site.settings.is_romanian === true ? "RO" : "MD");
  const phone = normalizePhone(typed, country);
  if (!phone) throw new FieldErrors({ phone: ["Enter a valid phone number."] });
  return phone;
}

async function sendMails(
  messaging: Messaging,
  site: Site,
  mail: ResumeMail,
  shopTitle: string | null,
  file: { fileName: string; kind: ResumeKind; bytes: Buffer },
): Promise<void> {
  const shop = getMailShop(site);
  const shopEmail = site.settings.main_email?.trim();
  const sends: Promise<boolean>[] = [];
  if (shopEmail) {
    sends.push(
      messaging.sendEmail({
        to: shopEmail,
        fromName: shop.name,
        replyTo: mail.email,
        ...resumeNotice({ ...mail, vacancy: shopTitle }, shop, site.mainLanguage),
        attachments: [
          { filename: file.fileName, contentType: RESUME_KINDS[file.kind].mime, content: file.bytes },
        ],
      }),
    );
  }
  sends.push(
    messaging.sendEmail({
      to: mail.email,
      fromName: shop.name,
      ...(shopEmail ? { replyTo: shopEmail } : {}),
      ...resumeAcknowledgement(mail, shop),
    }),
  );
  await Promise.all(sends);
}
