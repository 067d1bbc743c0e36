import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  adjustDayTimeRange,
  checkConsoleRange,
  checkFormRange,
  defaultConsoleRange,
  isAfterToday,
  isOutsideFormWindow,
  isOutsideSearchWindow,
  normaliseFormRange,
  searchLastDay,
  searchPresets,
} from '../src/rules/dates.ts';

const now = dayjs('2026-05-20T15:30:00');
const d = (s: string) => dayjs(s);
const fmt = (x: dayjs.Dayjs | null) => x?.format('YYYY-MM-DD HH:mm:ss.SSS') ?? null;

describe('console-wide date range (requirements §5)', () => {
  it('needs both ends: time is required', () => {
    expect(checkConsoleRange(null)).toBe('timeRequired');
    expect(checkConsoleRange(undefined)).toBe('timeRequired');
    expect(checkConsoleRange([d('2026-05-01'), null])).toBe('timeRequired');
    expect(checkConsoleRange([null, d('2026-05-01')])).toBe('timeRequired');
    expect(checkConsoleRange([d('2026-05-01'), d('2026-05-09')])).toBeNull();
  });
  it('with the month limit both ends lie in one calendar month', () => {
    expect(checkConsoleRange([d('2026-05-01'), d('2026-05-31T23:59:59')], { month: true })).toBeNull();
    expect(checkConsoleRange([d('2026-04-30'), d('2026-05-01')], { month: true })).toBe('rangeCrossMonth');
    // same month number of another year is another month
    expect(checkConsoleRange([d('2025-05-03'), d('2026-05-04')], { month: true })).toBe('rangeCrossMonth');
  });
  it('with the day limit both ends lie on one day', () => {
    expect(checkConsoleRange([d('2026-05-01T00:00'), d('2026-05-01T23:59:59')], { day: true })).toBeNull();
    expect(checkConsoleRange([d('2026-05-01T23:00'), d('2026-05-02T01:00')], { day: true })).toBe('rangeCrossDay');
  });
  it('a missing end is reported before any limit', () => {
    expect(checkConsoleRange([d('2026-04-01'), null], { month: true, day: true })).toBe('timeRequired');
  });
  it('forbids dates after today by default', () => {
    expect(isAfterToday(d('2026-05-20T23:59:59'), now)).toBe(false);
    expect(isAfterToday(d('2026-05-21T00:00:00'), now)).toBe(true);
    expect(isAfterToday(d('2020-01-01'), now)).toBe(false);
  });
  it('defaults to the current month start through the end of today', () => {
    const [s, e] = defaultConsoleRange(now);
    expect(fmt(s)).toBe('2026-05-01 00:00:00.000');
    expect(fmt(e)).toBe('2026-05-20 23:59:59.999');
  });
});

describe('form-widget date range (requirements §5)', () => {
  it('needs at least one end: 时间必选一个', () => {
    expect(checkFormRange(null)).toBe('oneTimeRequired');
    expect(checkFormRange([null, null])).toBe('oneTimeRequired');
    expect(checkFormRange([d('2026-05-01'), null])).toBeNull();
    expect(checkFormRange([null, d('2026-05-01')])).toBeNull();
  });
  it('an end before the start becomes the start, and the end time is 23:59:59', () => {
    const [s, e] = normaliseFormRange([d('2026-05-10T08:00'), d('2026-05-03T10:00')]);
    expect(fmt(s)).toBe('2026-05-10 08:00:00.000');
    expect(fmt(e)).toBe('2026-05-10 23:59:59.000');
  });
  it('keeps a valid range and only sets the end time', () => {
    const [s, e] = normaliseFormRange([d('2026-05-01T00:00'), d('2026-05-03T10:00')]);
    expect(fmt(s)).toBe('2026-05-01 00:00:00.000');
    expect(fmt(e)).toBe('2026-05-03 23:59:59.000');
    expect(normaliseFormRange([null, d('2026-05-03T01:02')]).map(fmt)).toEqual([null, '2026-05-03 23:59:59.000']);
    expect(normaliseFormRange(null)).toEqual([null, null]);
  });
  it('offers one year back and one year forward', () => {
    expect(isOutsideFormWindow(d('2025-05-20'), now)).toBe(false);
    expect(isOutsideFormWindow(d('2025-05-19T23:59'), now)).toBe(true);
    expect(isOutsideFormWindow(d('2027-05-20T23:59'), now)).toBe(false);
    expect(isOutsideFormWindow(d('2027-05-21'), now)).toBe(true);
  });
});

describe('search-form date range (requirements §5)', () => {
  it('offers one year ago up to the day before yesterday', () => {
    expect(fmt(searchLastDay(now))).toBe('2026-05-18 23:59:59.999');
    expect(isOutsideSearchWindow(d('2026-05-18T12:00'), now)).toBe(false);
    expect(isOutsideSearchWindow(d('2026-05-19'), now)).toBe(true);
    expect(isOutsideSearchWindow(d('2026-05-20'), now)).toBe(true);
    expect(isOutsideSearchWindow(d('2025-05-20'), now)).toBe(false);
    expect(isOutsideSearchWindow(d('2025-05-19'), now)).toBe(true);
  });
  it('has the shortcuts 近三日, 近一周, 近一月, 近一年 ending on the day before yesterday', () => {
    const p = searchPresets(now);
    expect(p.map((x) => x.key)).toEqual(['last3Days', 'lastWeek', 'lastMonth', 'lastYear']);
    const days = p.map((x) => x.value.map((v) => v.format('YYYY-MM-DD')));
    expect(days).toEqual([
      ['2026-05-16', '2026-05-18'],
      ['2026-05-12', '2026-05-18'],
      ['2026-04-19', '2026-05-18'],
      ['2025-05-20', '2026-05-18'],
    ]);
  });
  it('no shortcut picks a date the picker forbids', () => {
    for (const { value } of searchPresets(now))
      for (const v of value) expect(isOutsideSearchWindow(v, now)).toBe(false);
  });
});

describe('day-time range (requirements §5)', () => {
  const a = d('2026-05-20T09:00');
  const b = d('2026-05-20T17:00');
  it('a start past the end moves the end onto it', () => {
    expect(adjustDayTimeRange([b, a], 'start').map(fmt)).toEqual([fmt(b), fmt(b)]);
  });
  it('an end before the start moves the start onto it', () => {
    expect(adjustDayTimeRange([b, a], 'end').map(fmt)).toEqual([fmt(a), fmt(a)]);
  });
  it('leaves an ordered or partial range alone', () => {
    expect(adjustDayTimeRange([a, b], 'start').map(fmt)).toEqual([fmt(a), fmt(b)]);
    expect(adjustDayTimeRange([a, a], 'end').map(fmt)).toEqual([fmt(a), fmt(a)]);
    expect(adjustDayTimeRange([a, null], 'start').map(fmt)).toEqual([fmt(a), null]);
    expect(adjustDayTimeRange(null, 'end')).toEqual([null, null]);
  });
});
