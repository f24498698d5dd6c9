/**
 * Product of the day (spec sections 2 and 7): one in-stock discounted product per calendar day
 * in the shop's time zone. The candidates are put in a fixed shuffled order (by a hash of the
 * id, so neighbours in the catalogue do not follow each other) and the pick moves one step per
 * day: stable during the day, different from one day to the next whenever there are two or more
 * candidates, and every candidate comes before any repeats. When the candidates change (a
 * product sells out or a discount ends) the pick may move; nothing is stored.
 */
export const SHOP_TIME_ZONE = "Europe/Chisinau";

const DAY_MS = 86_400_000;

/** The calendar date of a moment in a time zone, "YYYY-MM-DD". */
export function shopDate(at: Date, timeZone = SHOP_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Days since 1970-01-01 of a "YYYY-MM-DD" date. */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** The offset of a time zone from UTC at a moment, in milliseconds (Chisinau: +2 h or +3 h). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment the shop's day containing `at` ends: the next local midnight (DST-aware). */
export function endOfShopDay(at: Date, timeZone = SHOP_TIME_ZONE): Date {
  const next = dayNumber(shopDate(at, timeZone)) + 1;
  const midnightUtc = next * DAY_MS;
  // Local midnight = UTC midnight minus the offset in force then; the offset can differ from
  // the current one on a DST change day, so correct it once with the offset at the guess.
  const guess = midnightUtc - zoneOffsetMs(at, timeZone);
  return new Date(midnightUtc - zoneOffsetMs(new Date(guess), timeZone));
}

/** A 32-bit mix of an id (murmur3 finaliser): a fixed, well-spread order. */
function mix(id: number): number {
  let h = id >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The candidate for a date; the order of `candidateIds` does not matter. */
export function pickProductOfTheDay(candidateIds: readonly number[], date: string): number | null {
  if (!candidateIds.length) return null;
  const sorted = [...new Set(candidateIds)].sort((a, b) => mix(a) - mix(b) || a - b);
  const n = sorted.length;
  const index = ((dayNumber(date) % n) + n) % n;
  return sorted[index] ?? null;
}

/** Hours, minutes and seconds left until `end`, never negative: what the countdown shows. */
export function timeLeft(now: number, end: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
