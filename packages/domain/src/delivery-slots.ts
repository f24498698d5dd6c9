/**
 * Pickup slots of a store (`/general/delivery-time/{storeId}/`): the next `daysAhead` calendar
 * days from today, in the store's time zone, each cut into slots inside the day's opening hours
 * (weekly hours Sunday first, "08:00-20:00" or null when closed, as in `shop-hours.ts`).
 * Closed days and days with no slot left are omitted; today's slots that start before
 * `now + leadMinutes` are skipped.
 */

export const DEFAULT_DAYS_AHEAD = 7;
/** A shop's calendar never reaches further than this, whatever its settings say. */
export const MAX_DAYS_AHEAD = 60;
export const DEFAULT_SLOT_MINUTES = 60;

export type PickupSlot = {
  /** Local start and end, "HH:MM"; the last slot of a day may be shorter, ending at closing. */
  from: string;
  to: string;
  /** The start as an instant (ISO 8601, UTC). */
  start: string;
};

export type PickupDay = {
  /** The local date, YYYY-MM-DD. */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  /** The day's opening hours as stored. */
  hours: string;
  slots: PickupSlot[];
};

export type PickupSlotOptions = {
  daysAhead?: number;
  slotMinutes?: number;
  /** Minutes a shopper needs before a slot starts (0: any slot that has not started). */
  leadMinutes?: number;
  timeZone?: string;
};

export function pickupDays(
  hours: readonly (string | null)[],
  now: Date,
  options: PickupSlotOptions = {},
): PickupDay[] {
  const timeZone = options.timeZone ?? "Europe/Chisinau";
  const daysAhead = clampInt(options.daysAhead ?? DEFAULT_DAYS_AHEAD, 0, MAX_DAYS_AHEAD);
  const slotMinutes = clampInt(options.slotMinutes ?? DEFAULT_SLOT_MINUTES, 15, 24 * 60);
  const earliest = now.getTime() + Math.max(0, options.leadMinutes ?? 0) * 60_000;
  const today = localDate(now, timeZone);
  const days: PickupDay[] = [];
  for (let offset = 0; offset < daysAhead; offset++) {
    const date = addDays(today, offset);
    const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
    const raw = hours[weekday] ?? null;
    const range = parseOpeningRange(raw);
    if (!raw || !range) continue;
    // A range past midnight ("20:00-02:00") gives slots until midnight on its own day.
    const end = range.end > range.start ? range.end : 24 * 60;
    const slots: PickupSlot[] = [];
    for (let start = range.start; start < end; start += slotMinutes) {
      const instant = zonedInstant(date, start, timeZone);
      if (instant.getTime() < earliest) continue;
      slots.push({
        from: hhmm(start),
        to: hhmm(Math.min(start + slotMinutes, end)),
        start: instant.toISOString(),
      });
    }
    if (slots.length > 0) days.push({ date: isoDate(date), weekday, hours: raw, slots });
  }
  return days;
}

/** "08:00-20:00" -> minutes since midnight; "00:00-24:00" is the whole day. Null when malformed. */
export function parseOpeningRange(range: string | null | undefined): { start: number; end: number } | null {
  const match = range?.match(/^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/);
  if (!match) return null;
  const [h1, m1, h2, m2] = match.slice(1).map(Number) as [number, number, number, number];
  if (h1 > 23 || h2 > 24 || m1 > 59 || m2 > 59 || (h2 === 24 && m2 > 0)) return null;
  const start = h1 * 60 + m1;
  const end = h2 * 60 + m2;
  return start === end ? null : { start, end };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl formatter is slow; a calendar asks for hundreds of offsets. */
function formatter(kind: "date" | "dateTime", timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      ...(kind === "dateTime" ? { hour: "numeric", minute: "numeric" } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

type LocalDate = { year: number; month: number; day: number };

function localDate(at: Date, timeZone: string): LocalDate {
  const parts = formatter("date", timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The zone's offset from UTC at an instant, in minutes (Chișinău: +120 in winter, +180 in summer). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = formatter("dateTime", timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant of a local wall-clock time; the offset is taken twice so DST days come out right. */
function zonedInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), timeZone) * 60_000);
}

const pad = (n: number) => String(n).padStart(2, "0");
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const isoDate = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

function clampInt(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), min), max) : min;
}
