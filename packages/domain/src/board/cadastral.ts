/**
 * Moldova's cadastral numbers (the land board, issue 17). A real estate's number is built from
 * the cadastral territory and the parcel: the district (raion) code, 2 digits; the commune or
 * town, 3 digits; the cadastral sector, 2 digits; then, after a dot, the parcel's number in the
 * sector (3 or 4 digits). A building on the parcel adds ".NN" and a flat or room in it ".NNN":
 * `0100105.123` (land), `0100105.123.01` (a house on it), `0100105.123.01.005` (a flat).
 * People type them with spaces, dashes or a comma: those are read, the stored form is dotted.
 */
export type CadastralParts = {
  district: string;
  settlement: string;
  sector: string;
  parcel: string;
  building: string | null;
  unit: string | null;
};

export type CadastralCheck =
  | { ok: true; value: string; parts: CadastralParts; kind: "land" | "building" | "unit" }
  /** `reason` names the problem for a screen's own wording; `message` is the API's (English). */
  | { ok: false; reason: "format" | "district"; message: string };

const FORMAT = /^(\d{2})(\d{3})(\d{2})\.(\d{3,4})(?:\.(\d{2})(?:\.(\d{3}))?)?$/;
export const CADASTRAL_EXAMPLE = "0100105.123";

export function checkCadastralNumber(input: string): CadastralCheck {
  if (typeof input !== "string" || input.length > 40)
    return { ok: false, reason: "format", message: `Enter a cadastral number like ${CADASTRAL_EXAMPLE}.` };
  // "01 001 05.123", "0100105-123", "0100105,123" -> "0100105.123"
  const compact = input.trim().replace(/\s+/g, "").replace(/[-,/]/g, ".");
  const match = FORMAT.exec(compact);
  if (!match)
    return {
      ok: false,
      reason: "format",
      message: `Enter a cadastral number like ${CADASTRAL_EXAMPLE}: 7 digits, a dot and the parcel's 3 or 4 digits.`,
    };
  const [, district = "", settlement = "", sector = "", parcel = "", building, unit] = match;
  if (district === "00")
    return { ok: false, reason: "district", message: "The cadastral number's district code cannot be 00." };
  return {
    ok: true,
    value: compact,
    parts: { district, settlement, sector, parcel, building: building ?? null, unit: unit ?? null },
    kind: unit ? "unit" : building ? "building" : "land",
  };
}
