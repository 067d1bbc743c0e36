/**
 * The four date ranges of requirements §5, as pure functions over dayjs values so the web pickers (antd,
 * dayjs-based) and any server-side check share them. Messages are keys of the `inputs` locale
 * namespace; the texts are the requirements' own words (see docs/inputs-and-embedding.md).
 */
import dayjs, { type Dayjs } from 'dayjs';

export type Range = [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined;
export type RangeMessage = 'timeRequired' | 'rangeCrossMonth' | 'rangeCrossDay' | 'oneTimeRequired';

// ---- console-wide range -------------------------------------------------------------------------

export interface ConsoleRangeLimit {
  /** Both ends in one calendar month. */
  month?: boolean;
  /** Both ends on one calendar day. */
  day?: boolean;
}

/** requirements §5: both ends required; with a month limit the same month; with a day limit the same day. */
export function checkConsoleRange(range: Range, limit: ConsoleRangeLimit = {}): RangeMessage | null {
  const [start, end] = range ?? [];
  if (!start || !end) return 'timeRequired';
  if (limit.month && !start.isSame(end, 'month')) return 'rangeCrossMonth';
  if (limit.day && !start.isSame(end, 'day')) return 'rangeCrossDay';
  return null;
}

/** Default pickers forbid dates after today. */
export function isAfterToday(date: Dayjs, now: Dayjs = dayjs()): boolean {
  return date.isAfter(now.endOf('day'));
}

/** Default console range: start of the current month to the end of today. */
export function defaultConsoleRange(now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [now.startOf('month'), now.endOf('day')];
}

// ---- form-widget range --------------------------------------------------------------------------

/** requirements §5: at least one end is needed. */
export function checkFormRange(range: Range): RangeMessage | null {
  const [start, end] = range ?? [];
  return start || end ? null : 'oneTimeRequired';
}

/** End before start becomes start; the end's time is 23:59:59 of its day. */
export function normaliseFormRange(range: Range): [Dayjs | null, Dayjs | null] {
  const [start, rawEnd] = range ?? [];
  let end = rawEnd ?? null;
  if (start && end?.isBefore(start)) end = start;
  return [start ?? null, end ? end.endOf('day').millisecond(0) : null];
}

/** Selectable: one year back to one year forward from today. */
export function isOutsideFormWindow(date: Dayjs, now: Dayjs = dayjs()): boolean {
  return date.isBefore(now.subtract(1, 'year').startOf('day')) || date.isAfter(now.add(1, 'year').endOf('day'));
}

// ---- search-form range --------------------------------------------------------------------------

/** Latest selectable day of a search form: the day before yesterday (data lands with a delay). */
export function searchLastDay(now: Dayjs = dayjs()): Dayjs {
  return now.subtract(2, 'day').endOf('day');
}

/** Selectable: one year ago up to the day before yesterday. */
export function isOutsideSearchWindow(date: Dayjs, now: Dayjs = dayjs()): boolean {
  return date.isBefore(now.subtract(1, 'year').startOf('day')) || date.isAfter(searchLastDay(now));
}

export type SearchPreset = 'last3Days' | 'lastWeek' | 'lastMonth' | 'lastYear';

/**
 * Shortcuts 近三日, 近一周, 近一月, 近一年. They end on the last selectable day (the day before
 * yesterday) and reach back that long, clamped to the one-year window, so a shortcut never picks
 * a date the picker itself forbids.
 */
export function searchPresets(now: Dayjs = dayjs()): { key: SearchPreset; value: [Dayjs, Dayjs] }[] {
  const end = searchLastDay(now);
  const floor = now.subtract(1, 'year').startOf('day');
  const back = (n: number, unit: 'day' | 'week' | 'month' | 'year') => {
    const start = end.subtract(n, unit).add(1, 'day').startOf('day');
    return start.isBefore(floor) ? floor : start;
  };
  return [
    { key: 'last3Days', value: [back(3, 'day'), end] },
    { key: 'lastWeek', value: [back(1, 'week'), end] },
    { key: 'lastMonth', value: [back(1, 'month'), end] },
    { key: 'lastYear', value: [back(1, 'year'), end] },
  ];
}

// ---- day-time range -----------------------------------------------------------------------------

/**
 * requirements §5: the start cannot exceed the end; whichever end the user just changed wins and the other
 * is moved onto it.
 */
export function adjustDayTimeRange(range: Range, changed: 'start' | 'end'): [Dayjs | null, Dayjs | null] {
  const [start, end] = range ?? [];
  if (!start || !end || !start.isAfter(end)) return [start ?? null, end ?? null];
  return changed === 'start' ? [start, start] : [end, end];
}
