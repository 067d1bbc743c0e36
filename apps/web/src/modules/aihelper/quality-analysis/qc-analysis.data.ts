import type { QueryOf } from '@zhiyu/contract/endpoint';
import type { Granularity } from '@zhiyu/contract/modules/aicall/databoard';
import type { getQcAnalysis, QcAnalysis } from '@zhiyu/contract/modules/aihelper/qc-analysis';
import { addDays, isDay, zonedDayRange } from '@zhiyu/contract/rules/zoned-day';
import dayjs, { type Dayjs } from 'dayjs';

/** The QC analysis filter, as its call takes it (days of the product's calendar, YYYY-MM-DD). */
export interface QcFilter {
  startDay: string;
  endDay: string;
  granularity: Granularity;
  agent?: string;
  skillGroup?: string;
  /** The order of the ranked agents and skill groups by average score (worst first by default). */
  sortOrder: 'ASC' | 'DESC';
}

/** Address keys of the filter (reloads and shared links show the same analysis). */
export const FILTER_KEYS: Record<keyof QcFilter, string> = {
  startDay: 'start',
  endDay: 'end',
  granularity: 'g',
  agent: 'agent',
  skillGroup: 'group',
  sortOrder: 'sort',
};

const DAY = 'YYYY-MM-DD';

/** The days the analysis opens on (requirements §5, as the other reports): this month up to today. */
export function defaultDays(now: Dayjs = dayjs()): { startDay: string; endDay: string } {
  return { startDay: now.startOf('month').format(DAY), endDay: now.format(DAY) };
}

/** The filter as the address gives it; a missing or broken day takes the default range's. */
export function qcFilterOf(params: URLSearchParams, now: Dayjs = dayjs()): QcFilter {
  const start = params.get(FILTER_KEYS.startDay) ?? '';
  const end = params.get(FILTER_KEYS.endDay) ?? '';
  const fallback = defaultDays(now);
  const both = isDay(start) && isDay(end);
  const g = Number(params.get(FILTER_KEYS.granularity));
  return {
    startDay: both ? start : fallback.startDay,
    endDay: both ? end : fallback.endDay,
    granularity: g === 2 || g === 3 ? g : 1,
    agent: params.get(FILTER_KEYS.agent) || undefined,
    skillGroup: params.get(FILTER_KEYS.skillGroup) || undefined,
    sortOrder: params.get(FILTER_KEYS.sortOrder) === 'DESC' ? 'DESC' : 'ASC',
  };
}

/** The query of the analysis call and its cache key (requirements D3.7). */
export function qcAnalysisCall(f: QcFilter) {
  const query: QueryOf<typeof getQcAnalysis> = {
    startDay: f.startDay,
    endDay: f.endDay,
    granularity: f.granularity,
    agent: f.agent,
    skillGroup: f.skillGroup,
    sortOrder: f.sortOrder,
  };
  return { query, queryKey: ['aihelper', 'qcAnalysis', query] as const };
}

type Days = { startDay: string; endDay: string };

/** The days of a trend bucket (a day, YYYY-MM or YYYY) inside the range: a month or year cut to its ends. */
export function bucketDays(bucket: string, range: Days): Days {
  const first = bucket.length === 10 ? bucket : bucket.length === 7 ? `${bucket}-01` : `${bucket}-01-01`;
  let last = bucket;
  if (bucket.length === 7) last = addDays(`${dayjs(`${bucket}-01`).add(1, 'month').format('YYYY-MM')}-01`, -1);
  else if (bucket.length === 4) last = `${bucket}-12-31`;
  return {
    startDay: first < range.startDay ? range.startDay : first,
    endDay: last > range.endDay ? range.endDay : last,
  };
}

/** Filters of the QC records a figure opens (the records screen reads them as plain address params). */
export interface QcDrill {
  agent?: string;
  skillGroup?: string;
  pointId?: string;
  scoreMin?: number;
  scoreMax?: number;
}

/**
 * The QC records behind a figure: the days `startDay`..`endDay` of the answer's calendar as the
 * instants `from`/`to` (00:00 of the first day to 23:59:59.999 of the last, in that zone), the
 * filters of the analysis and those of the figure; under /iframe when the analysis is embedded.
 */
export function qcDrillPath(range: QcAnalysis['range'], days: Days, drill: QcDrill, frame = false): string {
  const { from, to } = zonedDayRange(days.startDay, days.endDay, range.timeZone);
  const q = new URLSearchParams({ from: String(from), to: String(to) });
  for (const [k, v] of Object.entries(drill)) if (v !== undefined && v !== '') q.set(k, String(v));
  return `${frame ? '/iframe' : ''}/aihelper/qualityRecord?${q}`;
}
