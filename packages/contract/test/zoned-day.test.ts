import { describe, expect, it } from 'vitest';
import { addDays, daySpan, isDay, zonedDay, zonedDayRange, zonedDayStart } from '../src/rules/zoned-day.ts';

describe('days of a time zone', () => {
  it('start at the zone midnight: Shanghai 00:00 is 16:00 UTC the day before', () => {
    expect(new Date(zonedDayStart('2026-11-21', 'Asia/Shanghai')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(new Date(zonedDayStart('2026-11-21', 'UTC')).toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it('follow daylight-saving changes (New York, 1 and 2 November 2026)', () => {
    expect(new Date(zonedDayStart('2026-11-01', 'America/New_York')).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(new Date(zonedDayStart('2026-11-02', 'America/New_York')).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // the day of the change is 25 hours long
    const r = zonedDayRange('2026-11-01', '2026-11-01', 'America/New_York');
    expect(r.to + 1 - r.from).toBe(25 * 3_600_000);
  });

  it('cover whole days, both ends included, to the last millisecond', () => {
    const r = zonedDayRange('2026-11-01', '2026-11-30', 'Asia/Shanghai');
    expect(new Date(r.from).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(new Date(r.to).toISOString()).toBe('2026-11-30T15:59:59.999Z');
  });

  it('put an instant on its zone day', () => {
    const t = Date.parse('2026-11-20T16:30:00Z'); // 00:30 on the 21st in Shanghai
    expect(zonedDay(t, 'Asia/Shanghai')).toBe('2026-11-21');
    expect(zonedDay(t, 'UTC')).toBe('2026-11-20');
    expect(zonedDay(t - 3_600_000, 'Asia/Shanghai')).toBe('2026-11-20');
  });

  it('count and step days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daySpan('2026-11-01', '2026-11-01')).toBe(1);
    expect(daySpan('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('accept only real days written YYYY-MM-DD', () => {
    expect(isDay('2026-11-21')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-01', '20261121', '', '2026-11-21T00:00'])
      expect(isDay(bad)).toBe(false);
  });
});
