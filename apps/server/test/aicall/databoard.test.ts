import { BoardOptions, listBoardOptions } from '@zhiyu/contract/modules/aicall/databoard';
import { describe, expect, it } from 'vitest';
import { bucketDays, bucketsOf, checkBoardRange, kpi } from '../../src/platform/reporting/range.ts';
import { call } from '../helpers/app.ts';
import { signedIn } from '../helpers/signed-in.ts';

const NOW = Date.parse('2026-11-21T04:00:00Z'); // 12:00 on the 21st in Shanghai
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'accepted';
  } catch (e) {
    return (e as { code?: string }).code;
  }
};

describe('board ranges (requirements §5 console-wide, tenant days)', () => {
  it('refuse a missing end, a non-day, a start after today or after the end, and a month crossing', () => {
    const check = (startDay?: string, endDay?: string, monthLimit = false) =>
      codeOf(() => checkBoardRange({ startDay, endDay }, '2001', NOW, { monthLimit }));
    expect(check(undefined, '2026-11-02')).toBe('150060');
    expect(check('2026-11-01', '')).toBe('150060');
    expect(check('2026-11-31', '2026-12-01')).toBe('150100');
    expect(check('2026/11/01', '2026-11-02')).toBe('150100');
    expect(check('2026-11-22', '2026-11-22')).toBe('150061');
    expect(check('2026-11-10', '2026-11-09')).toBe('150062');
    expect(check('2026-10-31', '2026-11-01', true)).toBe('150101');
    expect(check('2026-10-31', '2026-11-01')).toBe('accepted');
    expect(check('2026-11-21', '2026-11-30', true)).toBe('accepted');
  });

  it('today is the tenant day: 00:30 in Shanghai is already the next day', () => {
    const halfPastMidnight = Date.parse('2026-11-21T16:30:00Z');
    expect(
      codeOf(() => checkBoardRange({ startDay: '2026-11-22', endDay: '2026-11-22' }, '2001', halfPastMidnight)),
    ).toBe('accepted');
  });

  it('compare with the same number of days just before', () => {
    const r = checkBoardRange({ startDay: '2026-11-01', endDay: '2026-11-10' }, '2001', NOW);
    expect(r).toMatchObject({
      timeZone: 'Asia/Shanghai',
      days: 10,
      prevStartDay: '2026-10-22',
      prevEndDay: '2026-10-31',
    });
  });

  it('list every bucket of a range, and each bucket’s days cut to the range', () => {
    const r = { startDay: '2025-12-30', endDay: '2026-02-02' };
    expect(bucketsOf(r, 1)).toHaveLength(35);
    expect(bucketsOf(r, 2)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(bucketsOf(r, 3)).toEqual(['2025', '2026']);
    expect(bucketDays('2025-12', r)).toEqual({ startDay: '2025-12-30', endDay: '2025-12-31' });
    expect(bucketDays('2026-01', r)).toEqual({ startDay: '2026-01-01', endDay: '2026-01-31' });
    expect(bucketDays('2026', r)).toEqual({ startDay: '2026-01-01', endDay: '2026-02-02' });
    expect(bucketDays('2028-02', { startDay: '2028-01-01', endDay: '2028-12-31' }).endDay).toBe('2028-02-29');
  });

  it('give no change when the previous period had nothing', () => {
    expect(kpi(5, 0)).toEqual({ value: 5, previous: 0, change: null });
    expect(kpi(6, 4)).toEqual({ value: 6, previous: 4, change: 0.5 });
  });
});

describe('GET /v1/aicall-web/databoard/options', () => {
  const s = signedIn('tenant');

  it("lists the app's tasks and bots with their published versions, and the tenant's today", async () => {
    const r = await call<{ code: string; data: BoardOptions }>(s.app, {
      method: 'GET',
      url: listBoardOptions.path,
      token: s.token,
    });
    expect(r.status).toBe(200);
    const data = BoardOptions.parse(r.body.data);
    expect(data.timeZone).toBe('Asia/Shanghai');
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.bots.length).toBeGreaterThan(0);
    // the demo bot is published: its versions are listed, in order
    const published = data.bots.filter((b) => b.versions.length);
    expect(published.length).toBeGreaterThan(0);
    for (const b of published) expect([...b.versions].sort((x, y) => x - y)).toEqual(b.versions);
  });

  it('refuses a caller without a session', async () => {
    const r = await call(s.app, { method: 'GET', url: listBoardOptions.path });
    expect(r.status).toBe(401);
  });
});
