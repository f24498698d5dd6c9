/**
 * The rules of a CV sent with a job application (POST /base/send-resume): which kinds of file a
 * shop takes, how big, and what the bytes must say. The kind is told from the bytes, never from
 * the file's name or the browser's content type: a program renamed `cv.pdf` is refused.
 */

/** At most 5 MB (5 x 1024 x 1024 bytes). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const RESUME_KINDS = {
  pdf: { mime: "application/pdf", label: "PDF" },
  doc: { mime: "application/msword", label: "DOC" },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "DOCX",
  },
  odt: { mime: "application/vnd.oasis.opendocument.text", label: "ODT" },
} as const;

export type ResumeKind = keyof typeof RESUME_KINDS;

/** What a byte sniffer (the `file-type` package) made of the file; undefined when it knew nothing. */
export type SniffedType = { ext: string; mime: string } | undefined;

/** What the file input of the forms accepts (a hint to the browser; the API checks the bytes). */
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text";

/** "WordDocument" in UTF-16LE: the stream every Word 97-2003 file has in its OLE2 directory. */
const WORD_DOCUMENT_STREAM = new Uint8Array([..."WordDocument"].flatMap((char) => [char.charCodeAt(0), 0]));

/**
 * The CV's kind from the sniffer's answer and the bytes, or null when it is none of PDF, DOC,
 * DOCX or ODT. The sniffer tells a DOCX ([Content_Types].xml names a Word document) and an ODT
 * (its `mimetype` entry) from any other zip; an OLE2 compound file (`cfb`) is also the container
 * of Excel, PowerPoint and installer files, so it is a DOC only with a WordDocument stream.
 */
export function resumeKindOf(sniffed: SniffedType, bytes: Uint8Array): ResumeKind | null {
  if (!sniffed) return null;
  if (sniffed.ext === "pdf" && sniffed.mime === RESUME_KINDS.pdf.mime) return "pdf";
  if (sniffed.ext === "docx" && sniffed.mime === RESUME_KINDS.docx.mime) return "docx";
  if (sniffed.ext === "odt" && sniffed.mime === RESUME_KINDS.odt.mime) return "odt";
  if (sniffed.ext === "cfb" || sniffed.ext === "doc")
    return includesBytes(bytes, WORD_DOCUMENT_STREAM) ? "doc" : null;
  return null;
}

export type ResumeFileProblem = "missing" | "empty" | "too_large" | "wrong_kind";

/** What is wrong with the sent file, before its bytes are looked at (size only), or null. */
export function resumeSizeProblem(size: number | null): ResumeFileProblem | null {
  if (size === null) return "missing";
  if (size === 0) return "empty";
  if (size > RESUME_MAX_BYTES) return "too_large";
  return null;
}

/**
 * The name the file is kept and mailed under: the sender's name without its path or characters
 * that mean something to a file system or a mail header, and the extension of the kind the bytes
 * are (not the one typed).
 */
export function resumeFileName(original: string, kind: ResumeKind): string {
  const base = (original.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N} _.-]+/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${base || "cv"}.${kind}`;
}

function includesBytes(haystack: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0];
  outer: for (
    let i = haystack.indexOf(first as number);
    i !== -1 && i <= haystack.length - needle.length;
    i = haystack.indexOf(first as number, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}
