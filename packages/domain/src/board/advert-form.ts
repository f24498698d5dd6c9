/**
 * The advert form's behaviour (spec sections 4 and 5): which call saves it, which fields it
 * sends, what the visitor sees after; and the listing's first page.
 */

/** A new advert is created with POST; an existing one (it has a slug) is changed with PATCH. */
export function advertSaveCall(slug: string | null | undefined): { method: "POST" | "PATCH"; path: string } {
  return slug
    ? { method: "PATCH", path: `/api/adverts/${encodeURIComponent(slug)}/` }
    : { method: "POST", path: "/api/adverts/" };
}

/**
 * The multipart fields the form sends: only the non-empty ones (an empty string, null,
 * undefined or an empty list is left out, so an edit never blanks a field it did not show).
 * Lists are sent as repeated fields; booleans and numbers as their text.
 */
export function advertFormEntries(
  fields: Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>,
): [string, string][] {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (String(item) !== "") entries.push([name, String(item)]);
      continue;
    }
    const text = String(value);
    if (text.trim() === "") continue;
    entries.push([name, text]);
  }
  return entries;
}

/** After a save: a published new advert opens the "advert added" modal; a draft or an edit does not. */
export function showsAddedModal(save: { isNew: boolean; isDraft: boolean; ok: boolean }): boolean {
  return save.ok && save.isNew && !save.isDraft;
}

/** A delete is shown as done only when the API answered 204: then the advert is marked deleted. */
export function deletedOnAnswer(status: number): boolean {
  return status === 204;
}

/**
 * The listing's first load (spec section 5): when more than half a page comes back, only half is
 * shown (the rest follows with "show more"); later loads show what came.
 */
export function firstLoadShown<T>(items: readonly T[], pageSize: number, firstLoad: boolean): readonly T[] {
  const half = Math.floor(pageSize / 2);
  return firstLoad && items.length > half ? items.slice(0, half) : items;
}

/**
 * How long an advert stays active and when its owner is reminded to renew it: a published
 * advert expires `days` after publication (or its last renewal); the reminder is due
 * `remindDaysBefore` days before.
 */
export function advertExpiry(
  renewedAt: Date,
  days: number,
  remindDaysBefore: number,
): { expiresAt: Date; remindAt: Date } {
  const day = 86_400_000;
  const expiresAt = new Date(renewedAt.getTime() + days * day);
  const remindAt = new Date(expiresAt.getTime() - Math.min(remindDaysBefore, days) * day);
  return { expiresAt, remindAt };
}
