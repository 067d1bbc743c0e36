import {
  OUTBOUND_EXPORT_HEADERS,
  OUTBOUND_FIGURES,
  OUTBOUND_NONE,
  type OutboundFigures,
  type OutboundQuery,
  type OutboundRow,
  type OutboundStat,
} from '@zhiyu/contract/modules/aicall/board-outbound';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import type { Lang } from '../../../platform/http/errors.ts';
import { type BoardScope, kpi, ratio } from '../../../platform/reporting/range.ts';
import { namesOf } from '../databoard/options.ts';
import { checkTrendRange, groupBy, oneDecimal, percent, readPairs, readTrend, type Sums } from './figures.ts';

export type OutboundArgs = z.output<typeof OutboundQuery>;

/** The board's figures from summed rollup columns (see the contract's OutboundFigures). */
export function outboundFigures(s: Sums): OutboundFigures {
  return {
    calls: s.calls,
    connected: s.connected,
    connectRate: ratio(s.connected, s.calls),
    avgDuration: ratio(s.durationSec, s.connected),
    avgRounds: ratio(s.rounds, s.connected),
    transferred: s.transferred,
  };
}

/**
 * Outbound calls of the range: KPIs against the previous period, every bucket of the trend, and
 * the table by task or bot ordered on the server (`sortField`, `sort`; ties by id).
 */
export async function outboundStat(db: Db, s: BoardScope, q: OutboundArgs, now: number): Promise<OutboundStat> {
  const f = { ...q, direction: 1 as const };
  const range = checkTrendRange(f, s.tenantId, now);
  const [trend, pairs] = await Promise.all([readTrend(db, s, f, range, q.granularity), readPairs(db, s, f, range)]);
  const grouped = groupBy(pairs, q.by === 'task' ? 'taskId' : 'botId');
  const ids = [...grouped.keys()];
  const names = await namesOf(db, s, q.by === 'task' ? ids : [], q.by === 'bot' ? ids : []);
  const rows: OutboundRow[] = [...grouped].map(([id, sums]) => ({
    id,
    name: names[q.by].get(id) ?? '',
    ...outboundFigures(sums),
  }));
  const dir = q.sort === 'ASC' ? 1 : -1;
  rows.sort((a, b) => (a[q.sortField] - b[q.sortField]) * dir || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const cur = outboundFigures(trend.current);
  const prev = outboundFigures(trend.previous);
  const { days: _days, ...boardRange } = range;
  return {
    range: boardRange,
    granularity: q.granularity,
    kpis: Object.fromEntries(OUTBOUND_FIGURES.map((k) => [k, kpi(cur[k], prev[k])])) as OutboundStat['kpis'],
    trend: trend.buckets.map((b) => ({
      bucket: b.bucket,
      startDay: b.startDay,
      endDay: b.endDay,
      ...outboundFigures(b.sums),
    })),
    by: q.by,
    rows,
  };
}

/** The table as the board shows it: headers and rows of the workbook, in the caller's language. */
export function outboundSheet(stat: OutboundStat, lang: Lang) {
  const headers = [stat.by, ...OUTBOUND_FIGURES].map((k) => OUTBOUND_EXPORT_HEADERS[k][lang]);
  const rows = stat.rows.map((r) => [
    r.name || r.id || OUTBOUND_NONE[stat.by][lang],
    r.calls,
    r.connected,
    percent(r.connectRate),
    oneDecimal(r.avgDuration),
    oneDecimal(r.avgRounds),
    r.transferred,
  ]);
  return { headers, rows };
}
