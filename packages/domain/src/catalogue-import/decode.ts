/**
 * Turning an uploaded file's bytes into text, refusing what is not UTF-8 with a message a shop
 * owner can act on: a spreadsheet saved as "CSV" in a Windows code page, a UTF-16 export, or a
 * file that was once decoded wrongly and saved again (mojibake: "Ð¡Ð¸Ñ€Ð¾Ð¿", "È™").
 */

export type DecodedText = { ok: true; text: string } | { ok: false; line: number; reason: string };

const SAVE_AS_UTF8 =
  'Save it again as "CSV UTF-8" (in Excel: File > Save As > CSV UTF-8) and upload it again.';

/**
 * Sequences that UTF-8 text takes when read as Windows-1252/Latin-1 (Romanian, accented Latin)
 * or Windows-1251 (Cyrillic) and saved again. Each is two characters that real Romanian,
 * Russian, Ukrainian or English text does not put side by side.
 */
const MOJIBAKE = [
  // Latin-1/1252: a lead byte (Ã Â Ä Å È Ë Ð Ñ Î) followed by a continuation byte's character.
  /[ÃÂÄÅÈÐÑ][\u0080-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]/,
  // 1251: "Р" or "С" followed by a 1251 character from 0x80-0xBF that Cyrillic words never hold.
  /[РС][ЂЃ‚ѓ„…†‡€‰Љ‹ЊЌЋЏђ‘’“”•–—™љ›њќћџЎўЈ¤Ґ¦§©«¬®°±µ¶·»јЅѕ]/,
];

/** Line (1-based) and the suspicious characters of the first mojibake in the text, if any. */
export function findMojibake(text: string): { line: number; sample: string } | null {
  for (const pattern of MOJIBAKE) {
    const match = pattern.exec(text);
    if (!match) continue;
    const line = text.slice(0, match.index).split("\n").length;
    return { line, sample: text.slice(match.index, match.index + 6) };
  }
  return null;
}

/** Line of the first byte that is not valid UTF-8. */
function lineOfInvalidByte(bytes: Uint8Array): number {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
  }
  return line;
}

/** The file's text, or why it cannot be read (a clear message and the line it is about). */
export function decodeUtf8(bytes: Uint8Array): DecodedText {
  if (bytes.length === 0) return { ok: false, line: 1, reason: "The file is empty." };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { ok: false, line: 1, reason: `The file is in UTF-16, not UTF-8. ${SAVE_AS_UTF8}` };
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return {
      ok: false,
      line: 1,
      reason: "This is a spreadsheet (XLSX), not a CSV file. Upload it with the .xlsx extension.",
    };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const line = lineOfInvalidByte(bytes);
    return {
      ok: false,
      line,
      reason: `The file is not valid UTF-8 (line ${line}): it was probably saved in a Windows code page. ${SAVE_AS_UTF8}`,
    };
  }
  if (text.includes("\u0000"))
    return { ok: false, line: 1, reason: "The file holds binary data, not CSV text." };
  return checkText(text);
}

/** Text that decoded but carries the marks of a wrong decoding once before (mojibake). */
export function checkText(text: string): DecodedText {
  const bad = findMojibake(text);
  if (bad)
    return {
      ok: false,
      line: bad.line,
      reason: `The text on line ${bad.line} looks garbled ("${bad.sample}"): the file was read in a wrong encoding and saved again. Export it again from the original as CSV UTF-8.`,
    };
  return { ok: true, text };
}
