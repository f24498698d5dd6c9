import { redirect } from "react-router";
import type { Api } from "../api/request.server.ts";

/** What the owner's pages answer a posted form with. */
export type OwnerAnswer =
  | { intent: "delete-ask"; slug: string }
  | { intent: string; ok: true }
  | { intent: string; ok: false; message: string | null };

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
 * "My adverts" (issue 17): pause an advert, put it back up for a new period, or delete it after
 * a confirmation step (`delete-ask` answers with the confirmation form; works without JavaScript).
 */
export async function ownerAction(api: Api, form: FormData): Promise<OwnerAnswer> {
  const intent = String(form.get("intent") ?? "");
  const slug = String(form.get("slug") ?? "");
  if (!slug) return { intent, ok: false, message: null };
  if (intent === "delete-ask") return { intent, slug };
  const result =
    intent === "pause" || intent === "renew"
      ? await api.boardAccounts.setAdvertActive(slug, intent === "renew")
      : intent === "delete"
        ? await api.boardAccounts.deleteAdvert(slug)
        : null;
  if (!result) return { intent, ok: false, message: null };
  return result.ok ? { intent, ok: true } : { intent, ok: false, message: refusal(result.body) };
}

/**
 * The advert page's favourite button and the favourites page's remove: a guest is sent to sign
 * in first and comes back to the page.
 */
export async function favouriteAction(
  api: Api,
  lang: string,
  form: FormData,
  back: string,
): Promise<{ intent: "favourite"; ok: boolean } | Response> {
  if (!api.signedIn) return redirect(`/${lang}/login?next=${encodeURIComponent(back)}`);
  const id = Number(form.get("advert"));
  if (!Number.isInteger(id) || id <= 0) return { intent: "favourite", ok: false };
  const result =
    form.get("favourite") === "remove"
      ? await api.boardAccounts.removeFavourite(id)
      : await api.boardAccounts.addFavourite(id);
  return { intent: "favourite", ok: result.ok };
}
