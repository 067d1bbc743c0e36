import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { parseStatFilter, statQuery, writeStatFilter } from './stat-filter.ts';

const now = dayjs('2026-11-21T10:00:00');

describe('statistics filter in the address', () => {
  it('defaults to requirements §5: this month to today, by day, all official channels', () => {
    expect(parseStatFilter(new URLSearchParams(), now)).toEqual({
      startDay: '2026-11-01',
      endDay: '2026-11-21',
      granularity: 1,
      channelId: undefined,
      includeTest: 0,
    });
  });

  it('reads every field back, and drops malformed ones to their defaults', () => {
    const p = new URLSearchParams('start=2026-10-01&end=2026-10-31&g=2&channel=tch-1&test=1');
    expect(parseStatFilter(p, now)).toEqual({
      startDay: '2026-10-01',
      endDay: '2026-10-31',
      granularity: 2,
      channelId: 'tch-1',
      includeTest: 1,
    });
    const bad = new URLSearchParams('start=yesterday&end=2026-13&g=9&test=yes');
    expect(parseStatFilter(bad, now)).toMatchObject({
      startDay: '2026-11-01',
      endDay: '2026-11-21',
      granularity: 1,
      includeTest: 0,
    });
  });

  it('writes a change over the address, keeps other keys, clears emptied ones and goes back to page 1', () => {
    const base = new URLSearchParams('start=2026-10-01&end=2026-10-31&channel=tch-1&by=category&page=3');
    const next = writeStatFilter({ granularity: 3, channelId: undefined, includeTest: 1 }, base);
    expect(Object.fromEntries(next)).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
      by: 'category',
      page: '1',
      g: '3',
      test: '1',
    });
    expect(writeStatFilter({ includeTest: 0 }, next).has('test')).toBe(false);
    // What is written reads back the same.
    expect(parseStatFilter(next, now)).toMatchObject({ granularity: 3, includeTest: 1, channelId: undefined });
  });

  it('sends the range, channel and test-window choice', () => {
    const f = parseStatFilter(new URLSearchParams('start=2026-10-01&end=2026-10-02&channel=c&g=2'), now);
    expect(statQuery(f)).toEqual({ startDay: '2026-10-01', endDay: '2026-10-02', channelId: 'c', includeTest: 0 });
  });
});
