import type { UsageReport } from '@zhiyu/contract/modules/aikb/report-usage';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { usageOption } from './usage-chart.ts';
import { parseReportFilter, reportQuery } from './use-report-filter.ts';

describe('report filter in the address', () => {
  it('defaults to this month up to today, by day, descending, official channels, page 1 of 10', () => {
    const f = parseReportFilter(new URLSearchParams(), dayjs('2026-11-21'));
    expect(f).toMatchObject({
      startDay: '2026-11-01',
      endDay: '2026-11-21',
      granularity: 1,
      sortOrder: 'DESC',
      includeTest: 0,
      neverHit: 0,
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('reads what the address holds and drops what is not valid', () => {
    const p = new URLSearchParams('start=2026-10-02&end=bad&g=2&sort=ASC&test=1&channel=c1&never=1&page=3&size=50');
    const f = parseReportFilter(p, dayjs('2026-11-21'));
    expect(f).toMatchObject({ startDay: '2026-10-02', endDay: '2026-11-21', granularity: 2, sortOrder: 'ASC' });
    expect(f).toMatchObject({ includeTest: 1, channelId: 'c1', neverHit: 1, pageNum: 3, pageSize: 50 });
    const odd = parseReportFilter(new URLSearchParams('g=7&sort=UP&size=33&page=-1'), dayjs('2026-11-21'));
    expect(odd).toMatchObject({ granularity: 1, sortOrder: 'DESC', pageSize: 10, pageNum: 1 });
  });

  it('sends the common keys and only the extra ones a report takes', () => {
    const f = parseReportFilter(new URLSearchParams('lib=l1&kw=x'), dayjs('2026-11-21'));
    expect(Object.keys(reportQuery(f)).sort()).toEqual(
      ['channelId', 'endDay', 'granularity', 'includeTest', 'sortOrder', 'startDay'].sort(),
    );
    expect(reportQuery(f, ['libraryId'])).toMatchObject({ libraryId: 'l1' });
  });
});

describe('usage chart', () => {
  it('stacks a series per channel over every bucket (0 where a channel had none) and the total as a line', () => {
    const f = { sessions: 0, questions: 0, answered: 0, answerRate: 0 };
    const data = {
      trend: [
        { bucket: '2026-11-01', ...f, sessions: 3 },
        { bucket: '2026-11-02', ...f },
        { bucket: '2026-11-03', ...f, sessions: 1 },
      ],
      rows: [
        { bucket: '2026-11-01', channelId: 'a', channelName: 'A', channelType: 0, ...f, sessions: 2 },
        { bucket: '2026-11-01', channelId: 'b', channelName: 'B', channelType: 0, ...f, sessions: 1 },
        { bucket: '2026-11-03', channelId: 'b', channelName: 'B', channelType: 0, ...f, sessions: 1 },
      ],
      channels: [
        { id: 'a', name: 'A', channelType: 0 },
        { id: 'b', name: 'B', channelType: 0 },
      ],
    } as unknown as UsageReport;
    const o = usageOption(data, 'sessions', 'Total') as { series: { name: string; data: number[] }[] };
    expect(o.series.map((s) => [s.name, s.data])).toEqual([
      ['A', [2, 0, 0]],
      ['B', [1, 0, 1]],
      ['Total', [3, 0, 1]],
    ]);
  });
});
