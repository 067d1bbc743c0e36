/**
 * Calendar days in a time zone, as the data boards count them (a tenant's day). Pure functions
 * over `Intl`, so the server and the browser turn a day into the same instants.
 */

/** A calendar day written YYYY-MM-DD that exists. */
export function isDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * A cached reader of a zone's wall clock (date, 24-hour time and weekday), shared with the
 * calling windows (call-window.ts). Throws a RangeError for a zone the runtime does not know.
 */
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
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
      weekday: 'short',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The zone's wall clock at an instant, read as if it were UTC (ms). */
function wallClock(ms: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'weekday' && part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** The first instant (ms) of `day` in `timeZone`. */
export function zonedDayStart(day: string, timeZone: string): number {
  const asUtc = Date.parse(`${day}T00:00:00Z`);
  let t = asUtc - (wallClock(asUtc, timeZone) - asUtc);
  // A second pass settles days whose offset differs from the guess's (daylight-saving changes).
  t = asUtc - (wallClock(t, timeZone) - t);
  return t;
}

/** The day `n` days after (or before, for negative `n`) `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `a` to `b`, both included (1 for the same day). */
export function daySpan(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Instants (ms, both inclusive) covering the days `fromDay`..`toDay` of `timeZone`. */
export function zonedDayRange(fromDay: string, toDay: string, timeZone: string): { from: number; to: number } {
  return { from: zonedDayStart(fromDay, timeZone), to: zonedDayStart(addDays(toDay, 1), timeZone) - 1 };
}

/** The day an instant falls on in `timeZone`. */
export function zonedDay(ms: number, timeZone: string): string {
  return new Date(wallClock(ms, timeZone)).toISOString().slice(0, 10);
}
