/**
 * Whether a shop is open at a moment, from weekly hours (Sunday first, "HH:MM-HH:MM" or null
 * when closed) in the shop's time zone. "00:00-24:00" means open all day; a range whose end is
 * before its start runs past midnight.
 */
export function isShopOpen(
  hours: readonly (string | null)[],
  at: Date,
  timeZone = "Europe/Chisinau",
): boolean {
  const { day, minutes } = localTime(at, timeZone);
  const today = parseRange(hours[day]);
  if (
    today &&
    (today.end > today.start ? minutes >= today.start && minutes < today.end : minutes >= today.start)
  ) {
    return true;
  }
  const yesterday = parseRange(hours[(day + 6) % 7]);
  return Boolean(yesterday && yesterday.end < yesterday.start && minutes < yesterday.end);
}

/** Today's opening hours ("08:00-20:00") in the shop's time zone, or null when closed today. */
export function hoursToday(
  hours: readonly (string | null)[],
  at: Date,
  timeZone = "Europe/Chisinau",
): string | null {
  return hours[localTime(at, timeZone).day] ?? null;
}

/** The weekday (0 = Sunday) and minutes since midnight of a moment in a time zone. */
function localTime(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { day, minutes: Number(get("hour")) * 60 + Number(get("minute")) };
}

function parseRange(range: string | null | undefined): { start: number; end: number } | null {
  const match = range?.match(/^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/);
  if (!match) return null;
  const [, h1, m1, h2, m2] = match.map(Number) as [number, number, number, number, number];
  return { start: h1 * 60 + m1, end: h2 * 60 + m2 };
}
