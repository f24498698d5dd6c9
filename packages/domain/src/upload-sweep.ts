/**
 * Which uploaded pictures the sweep may remove (decision 0063). An upload is a WebP master
 * `uploads/<name>.webp` named by 16 hex digits of its content's hash, with variants
 * `uploads/<name>-<width>.webp|avif` made on request. Any text in the database that mentions
 * `uploads/<name>` (a picture column, a settings JSON, an HTML field, a variant's URL) keeps it.
 */

/** How long a stored picture is left alone, used or not: its form may not have been saved yet. */
export const UPLOAD_SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;

const NAME = /^[0-9a-f]{16}$/;

/**
 * A mention of an upload in any text (POSIX and JavaScript read it alike): the name is group 1.
 * It matches a master, a variant and a full URL; a longer run of hex digits would only keep more.
 */
export const UPLOAD_MENTION = "uploads/([0-9a-f]{16})";

/** The names of the uploads a text mentions (`/media/uploads/<name>-480.avif`...). */
export function uploadNamesIn(text: string): string[] {
  return [...text.matchAll(new RegExp(UPLOAD_MENTION, "g"))].map((m) => m[1] as string);
}

/** The paths (under the site's media) of an upload's master and every variant it may have. */
export function uploadFiles(name: string, widths: readonly number[]): string[] {
  if (!NAME.test(name)) throw new Error(`not an upload name: ${JSON.stringify(name)}`);
  return [
    `uploads/${name}.webp`,
    ...widths.flatMap((w) => [`uploads/${name}-${w}.webp`, `uploads/${name}-${w}.avif`]),
  ];
}

/**
 * The stored uploads to remove now: stored (last) before the grace period and mentioned nowhere.
 * Oldest first, at most `limit`.
 */
export function unusedUploads<T extends { name: string; storedAt: Date }>(
  stored: readonly T[],
  mentioned: ReadonlySet<string>,
  now: Date,
  limit: number,
  graceMs: number = UPLOAD_SWEEP_GRACE_MS,
): T[] {
  const cutoff = now.getTime() - graceMs;
  return stored
    .filter((u) => u.storedAt.getTime() < cutoff && !mentioned.has(u.name))
    .sort((a, b) => a.storedAt.getTime() - b.storedAt.getTime())
    .slice(0, Math.max(0, limit));
}
