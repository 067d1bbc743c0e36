import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../platform/list/list-state.ts';
import { adoptLinkFilters } from '../quality-record/qc-record.api.ts';
import { bucketDays, qcAnalysisCall, qcDrillPath, qcFilterOf } from './qc-analysis.data.ts';

const RANGE = { timeZone: 'Asia/Shanghai', startDay: '2026-04-20', endDay: '2026-06-10' };
// 2026-04-20 00:00 and 2026-06-10 23:59:59.999 at UTC+8.
const FROM = Date.UTC(2026, 3, 19, 16, 0, 0);
const TO = Date.UTC(2026, 5, 10, 16, 0, 0) - 1;

describe('the QC analysis filter in the address', () => {
  it('opens on this month up to today, by day, worst first, every agent and skill group', () => {
    const f = qcFilterOf(new URLSearchParams(), dayjs('2026-05-06T10:00:00'));
    expect(f).toEqual({
      startDay: '2026-05-01',
      endDay: '2026-05-06',
      granularity: 1,
      agent: undefined,
      skillGroup: undefined,
      sortOrder: 'ASC',
    });
  });

  it('reads what the address holds and drops what is not valid', () => {
    const p = new URLSearchParams('start=2026-04-01&end=2026-04-30&g=3&agent=a1&group=g1&sort=DESC');
    expect(qcFilterOf(p)).toEqual({
      startDay: '2026-04-01',
      endDay: '2026-04-30',
      granularity: 3,
      agent: 'a1',
      skillGroup: 'g1',
      sortOrder: 'DESC',
    });
    const odd = qcFilterOf(new URLSearchParams('start=2026-02-30&end=2026-03-01&g=9&sort=UP'), dayjs('2026-05-06'));
    expect(odd).toMatchObject({ startDay: '2026-05-01', endDay: '2026-05-06', granularity: 1, sortOrder: 'ASC' });
  });

  it('sends the contract query', () => {
    const { query } = qcAnalysisCall(qcFilterOf(new URLSearchParams('start=2026-04-01&end=2026-04-30&g=2&agent=a1')));
    expect(query).toEqual({
      startDay: '2026-04-01',
      endDay: '2026-04-30',
      granularity: 2,
      agent: 'a1',
      skillGroup: undefined,
      sortOrder: 'ASC',
    });
  });
});

describe('the days of a trend bucket', () => {
  it('a day is itself; a month or a year is cut to the range', () => {
    expect(bucketDays('2026-05-03', RANGE)).toEqual({ startDay: '2026-05-03', endDay: '2026-05-03' });
    expect(bucketDays('2026-04', RANGE)).toEqual({ startDay: '2026-04-20', endDay: '2026-04-30' });
    expect(bucketDays('2026-05', RANGE)).toEqual({ startDay: '2026-05-01', endDay: '2026-05-31' });
    expect(bucketDays('2026-06', RANGE)).toEqual({ startDay: '2026-06-01', endDay: '2026-06-10' });
    expect(bucketDays('2026', RANGE)).toEqual({ startDay: '2026-04-20', endDay: '2026-06-10' });
    const leap = { timeZone: 'Asia/Shanghai', startDay: '2028-01-01', endDay: '2028-12-31' };
    expect(bucketDays('2028-02', leap)).toEqual({ startDay: '2028-02-01', endDay: '2028-02-29' });
    expect(bucketDays('2028-12', leap)).toEqual({ startDay: '2028-12-01', endDay: '2028-12-31' });
  });
});

describe('the QC records a figure opens', () => {
  it('names the days as instants of the home zone and the filters plainly', () => {
    const path = qcDrillPath(RANGE, RANGE, { agent: 'a1', skillGroup: undefined, scoreMin: 0, scoreMax: 59 });
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/aihelper/qualityRecord');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: String(FROM),
      to: String(TO),
      agent: 'a1',
      scoreMin: '0',
      scoreMax: '59',
    });
    expect(qcDrillPath(RANGE, RANGE, {}, true)).toBe(`/iframe/aihelper/qualityRecord?from=${FROM}&to=${TO}`);
  });

  it('is read by the QC records screen as its own filters, the range kept', () => {
    const path = qcDrillPath(RANGE, RANGE, { pointId: 'qc-p', scoreMin: 60, scoreMax: 79 });
    const adopted = adoptLinkFilters(new URL(path, 'http://x').searchParams);
    expect(adopted?.get('from')).toBe(String(FROM));
    expect(adopted?.get('to')).toBe(String(TO));
    expect(parseListState(adopted ?? new URLSearchParams()).filters).toEqual({
      pointId: 'qc-p',
      scoreMin: 60,
      scoreMax: 79,
    });
  });
});
