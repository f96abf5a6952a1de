/** Calendar days in an IANA time zone: what reports use to count "today" and "the last 30 days" of a brand. */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** How far the zone's wall clock is ahead of UTC at that moment, in ms. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The zone's calendar day of a moment, 'YYYY-MM-DD'. */
export function zonedDay(at: Date, timeZone: string): string {
  return new Date(at.getTime() + zoneOffsetMs(at, timeZone)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The moment the zone's clock shows `hour`:00 (0-23) on the day, daylight saving included. */
export function zonedHour(day: string, hour: number, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000;
  const first = zoneOffsetMs(new Date(guess), timeZone);
  const second = zoneOffsetMs(new Date(guess - first), timeZone);
  return new Date(guess - second);
}

/** The moment the day starts in the zone (its local midnight), daylight saving included. */
export function zonedMidnight(day: string, timeZone: string): Date {
  return zonedHour(day, 0, timeZone);
}
