/**
 * Calling windows of an outbound task: per weekday (0 Sunday … 6 Saturday) a list of 'HH:mm'
 * ranges in the task's time zone. A range includes its start minute and excludes its end
 * ('09:00'–'12:00' allows 09:00:00 up to 11:59:59.999); an end of '24:00' runs to midnight.
 * Pure: the time zone arithmetic uses Intl only, so the browser and the dialer agree.
 */
import { zoneFormatter } from './zoned-day.ts';

export interface WindowRange {
  from: string;
  to: string;
}
export type WeekWindows = Record<string, WindowRange[]>;

export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Default windows: Monday to Friday, 09:00–12:00 and 13:30–18:00. */
export function defaultWindows(): WeekWindows {
  const day = () => [
    { from: '09:00', to: '12:00' },
    { from: '13:30', to: '18:00' },
  ];
  return { '0': [], '1': day(), '2': day(), '3': day(), '4': day(), '5': day(), '6': [] };
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of 'HH:mm' ('24:00' allowed as an end), or null when malformed. */
export function minutesOf(hhmm: string, asEnd = false): number | null {
  if (asEnd && hhmm === '24:00') return 1440;
  const m = HHMM.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export type WindowProblem = 'badDay' | 'badTime' | 'emptyRange' | 'overlap' | 'noWindow' | 'tooMany';
export const MAX_RANGES_PER_DAY = 6;

/** What is wrong with a set of windows, or null: every range valid, none overlapping, at least one. */
export function windowProblem(w: WeekWindows): WindowProblem | null {
  let total = 0;
  for (const [day, ranges] of Object.entries(w)) {
    if (!(WEEKDAYS as readonly string[]).includes(day)) return 'badDay';
    if (ranges.length > MAX_RANGES_PER_DAY) return 'tooMany';
    const spans: [number, number][] = [];
    for (const r of ranges) {
      const a = minutesOf(r.from);
      const b = minutesOf(r.to, true);
      if (a === null || b === null) return 'badTime';
      if (a >= b) return 'emptyRange';
      spans.push([a, b]);
    }
    spans.sort((x, y) => x[0] - y[0]);
    for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) return 'overlap';
    total += spans.length;
  }
  return total === 0 ? 'noWindow' : null;
}

/** True when the IANA zone name is known to this runtime. */
export function isTimeZone(tz: string): boolean {
  try {
    zoneFormatter(tz);
    return true;
  } catch {
    return false;
  }
}

const DAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  weekday: number;
  /** Minutes since local midnight. */
  minute: number;
  second: number;
}

/** The wall-clock time of an instant in a zone. */
export function localTime(at: number, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const p of zoneFormatter(timeZone).formatToParts(new Date(at))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: DAY_INDEX[parts.weekday],
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const l = localTime(at, timeZone);
  const wall = Date.UTC(l.year, l.month - 1, l.day, 0, l.minute, l.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant of a local wall-clock date and minute in a zone (DST gaps resolve forward). */
export function instantOf(year: number, month: number, day: number, minute: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day, 0, minute);
  let at = wall - offsetAt(wall, timeZone);
  at = wall - offsetAt(at, timeZone);
  return at;
}

/** Is the instant inside one of the windows of its local weekday? */
export function inWindow(w: WeekWindows, timeZone: string, at: number): boolean {
  const l = localTime(at, timeZone);
  for (const r of w[String(l.weekday)] ?? []) {
    const a = minutesOf(r.from);
    const b = minutesOf(r.to, true);
    if (a !== null && b !== null && l.minute >= a && l.minute < b) return true;
  }
  return false;
}

/**
 * When calling may next happen: `at` itself when inside a window, else the start of the next
 * window within eight days, or null when the windows allow no time at all.
 */
export function nextWindowStart(w: WeekWindows, timeZone: string, at: number): number | null {
  if (inWindow(w, timeZone, at)) return at;
  const l = localTime(at, timeZone);
  for (let d = 0; d <= 7; d++) {
    // Noon of the local day d days ahead: safe from DST edges when stepping dates.
    const probe = localTime(instantOf(l.year, l.month, l.day, 720, timeZone) + d * 86_400_000, timeZone);
    const starts = (w[String(probe.weekday)] ?? [])
      .map((r) => minutesOf(r.from))
      .filter((m): m is number => m !== null)
      .sort((a, b) => a - b);
    for (const m of starts) {
      const t = instantOf(probe.year, probe.month, probe.day, m, timeZone);
      if (t > at) return t;
    }
  }
  return null;
}

export type RepeatCycle = 'day' | 'week' | 'month';

/** Start of cycle k (0 = the local midnight of the start day) of a repeat task. */
function cycleInstant(cycle: RepeatCycle, timeZone: string, s: LocalTime, k: number): number {
  if (cycle === 'month') {
    const months = s.month - 1 + k;
    const year = s.year + Math.floor(months / 12);
    const month = (months % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return instantOf(year, month, Math.min(s.day, last), 0, timeZone);
  }
  const base = new Date(Date.UTC(s.year, s.month - 1, s.day + (cycle === 'day' ? k : 7 * k)));
  return instantOf(base.getUTCFullYear(), base.getUTCMonth() + 1, base.getUTCDate(), 0, timeZone);
}

/** The index of the cycle containing `at` (0 before or at the start). */
function cycleIndex(cycle: RepeatCycle, timeZone: string, s: LocalTime, at: number): number {
  const first = cycleInstant(cycle, timeZone, s, 0);
  if (at < first) return 0;
  const approx =
    cycle === 'month'
      ? Math.floor((at - first) / (31 * 86_400_000))
      : Math.floor((at - first) / ((cycle === 'day' ? 1 : 7) * 86_400_000));
  let k = Math.max(0, approx - 1);
  while (cycleInstant(cycle, timeZone, s, k + 1) <= at) k++;
  return k;
}

/**
 * Start of the repeat cycle after `at` for a task started at `startedAt`: cycles begin at the
 * local midnight of the start day, then every day, every 7 days, or on the same day of every
 * following month (clamped to the month's last day).
 */
export function nextCycleStart(cycle: RepeatCycle, timeZone: string, startedAt: number, at: number): number {
  const s = localTime(startedAt, timeZone);
  return cycleInstant(cycle, timeZone, s, cycleIndex(cycle, timeZone, s, at) + 1);
}

/** Start of the repeat cycle that contains `at` (the start day's midnight for the first cycle). */
export function cycleStartOf(cycle: RepeatCycle, timeZone: string, startedAt: number, at: number): number {
  const s = localTime(startedAt, timeZone);
  return cycleInstant(cycle, timeZone, s, cycleIndex(cycle, timeZone, s, at));
}
