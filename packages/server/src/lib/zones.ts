import { DAY_MS } from './clock.js';

/**
 * Time zones as the scheduler and the brand calendars need them: an IANA name (`Asia/Dhaka`) or a fixed offset
 * (`+06:00`, `UTC`), the offset at an instant, and the instant of a local wall-clock time. Wall times are written as
 * if they were UTC (ms since the epoch of the same calendar date and clock reading).
 */

export interface Zone {
  /** Local time minus UTC at instant `t`, in ms. */
  offsetAt(t: number): number;
  /** The instant whose local wall-clock time is `wall` (wall time written as if it were UTC). */
  instantOf(wall: number): number;
}

const zones = new Map<string, Zone>();

export function zoneOf(name: string): Zone {
  const cached = zones.get(name);
  if (cached) return cached;
  const zone = fixedZone(name) ?? ianaZone(name);
  zones.set(name, zone);
  return zone;
}

/** 'UTC', 'GMT', 'Z', '+06:00', '-0330', 'UTC+05:45': no DST ever. Node 20's Intl does not take offsets. */
function fixedZone(name: string): Zone | null {
  if (/^(UTC|GMT|Z)$/i.test(name)) return constantZone(0);
  const m = /^(?:UTC|GMT)?([+-])(\d{2}):?(\d{2})$/i.exec(name);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  if (Number(m[2]) > 14 || Number(m[3]) > 59) throw new Error(`time zone ${name}: offset out of range`);
  return constantZone((m[1] === '-' ? -minutes : minutes) * 60_000);
}

function constantZone(offset: number): Zone {
  return { offsetAt: () => offset, instantOf: (wall) => wall - offset };
}

function ianaZone(name: string): Zone {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    throw new Error(`unknown time zone ${name}: an IANA name (Asia/Dhaka) or a fixed offset (+06:00)`);
  }
  const offsetAt = (t: number): number => {
    const part: Record<string, number> = {};
    for (const p of format.formatToParts(new Date(t))) part[p.type] = Number(p.value);
    const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
    return wall - Math.floor(t / 1000) * 1000;
  };
  return {
    offsetAt,
    instantOf(wall) {
      // At most one offset change lies within a day of any wall time: try the offsets on either side.
      const candidates = [wall - offsetAt(wall - DAY_MS), wall - offsetAt(wall + DAY_MS)];
      const exact = candidates.filter((t) => t + offsetAt(t) === wall);
      // Twice (clocks went back): the first. Never (clocks went forward): shifted by the jump.
      return exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
    },
  };
}
