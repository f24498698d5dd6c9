import { settled } from "../api/client.server.ts";
import type { Api } from "../api/request.server.ts";
import { translatorOf } from "../i18n.ts";
import type { PhoneAnswer, ReportAnswer } from "./advert-answers.ts";

/** The API's refusal message (`{detail}` or the first field message), if it sent one. */
function refusal(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === "string") return record.detail;
  for (const value of Object.values(record))
    if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return null;
}

/**
 * The advert page's two forms: "show phone" (reveals and counts) and a report of the advert
 * (a reason and details; spec: `POST /api/complaint/ {category, body, advert}`). Refusals (the
 * advert gone, a repeated report, too many) come back as messages beside the form.
 */
export async function advertAnswer(
  api: Api,
  slug: string,
  form: FormData,
): Promise<PhoneAnswer | ReportAnswer> {
  const t = translatorOf(api.lang);
  if (form.get("intent") === "phone") {
    const result = await settled(api.board.revealPhone(slug));
    return result.ok
      ? { intent: "phone", ok: true, phones: result.data.phones, phone_views: result.data.phone_views }
      : { intent: "phone", ok: false, message: refusal(result.body) ?? t("board.tryLater") };
  }
  const advert = await settled(api.board.advertId(slug));
  if (!advert.ok) return { intent: "report", ok: false, message: t("board.tryLater") };
  const category = Number(form.get("category"));
  const body = String(form.get("body") ?? "").slice(0, 2000);
  const result = await settled(api.board.report({ category, body, advert: advert.data }));
  return result.ok
    ? { intent: "report", ok: true }
    : { intent: "report", ok: false, message: refusal(result.body) ?? t("board.tryLater") };
}
