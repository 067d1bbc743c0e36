import { zonedDayRange } from '@zhiyu/contract/rules/zoned-day';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../platform/list/list-state.ts';
import { drillQuery, parseDrill, readRange, scopeFilters, sessionsHref } from './session-address.ts';

const days = { startDay: '2026-11-01', endDay: '2026-11-21', timeZone: 'Asia/Shanghai' };

describe('session list address', () => {
  it('opens the sessions of the days in the tenant time zone, with filters and a drill-down', () => {
    const href = sessionsHref({
      days,
      filters: { channelId: 'tch-1', channelType: 0, solved: undefined },
      drill: { refId: 'i1', refEvent: 'like', label: '怎么申请退货' },
    });
    const [path, search] = href.split('?');
    expect(path).toBe('/aitext/textSessionRecord');
    const p = new URLSearchParams(search);
    const { from, to } = zonedDayRange(days.startDay, days.endDay, days.timeZone);
    expect(readRange(p)).toEqual({ from, to });
    // 2026-11-01 00:00 in Shanghai is 2026-10-31 16:00 UTC.
    expect(new Date(from).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(new Date(to).toISOString()).toBe('2026-11-21T15:59:59.999Z');
    const list = parseListState(p);
    expect(list).toMatchObject({ pageNum: 1, searched: true, filters: { channelId: 'tch-1', channelType: 0 } });
    expect(list.filters).not.toHaveProperty('solved');
    expect(parseDrill(p.get('drill'))).toEqual({ refId: 'i1', refEvent: 'like', label: '怎么申请退货' });
  });

  it('leaves out an empty drill-down', () => {
    expect(new URLSearchParams(sessionsHref({ days }).split('?')[1]).has('drill')).toBe(false);
  });

  it('reads a drill-down safely: unknown keys, bad events and malformed JSON are dropped', () => {
    expect(parseDrill(null)).toEqual({});
    expect(parseDrill('{oops')).toEqual({});
    expect(parseDrill('[1]')).toEqual({});
    expect(parseDrill(JSON.stringify({ refId: 'i1', refEvent: 'hug', evil: 1 }))).toEqual({ refId: 'i1' });
    expect(parseDrill(JSON.stringify({ categoryId: 'c1', refEvent: 'vote' }))).toEqual({
      categoryId: 'c1',
      refEvent: 'vote',
    });
  });

  it('sends the drill-down without its label', () => {
    expect(drillQuery({ refId: 'i1', refEvent: 'dislike', label: 'x' })).toEqual({ refId: 'i1', refEvent: 'dislike' });
    expect(drillQuery({})).toEqual({});
  });

  it('keeps the range in the address, defaults to this month, and none once cleared', () => {
    const now = dayjs('2026-11-21T10:00:00');
    expect(readRange(new URLSearchParams('from=10&to=20'), now)).toEqual({ from: 10, to: 20 });
    expect(readRange(new URLSearchParams(), now)).toEqual({
      from: now.startOf('month').valueOf(),
      to: now.endOf('day').valueOf(),
    });
    expect(readRange(new URLSearchParams('range=none&from=10&to=20'), now)).toBeNull();
  });

  it('scopes the sessions as the statistics do: official channels unless the test window counts', () => {
    expect(scopeFilters({ includeTest: 0 })).toEqual({ channelId: undefined, channelType: 0 });
    expect(scopeFilters({ includeTest: 1, channelId: 'c' })).toEqual({ channelId: 'c', channelType: undefined });
  });
});
