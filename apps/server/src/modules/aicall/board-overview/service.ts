import {
  OVERVIEW_EXPORT_HEADERS,
  OVERVIEW_FIGURES,
  OVERVIEW_NO_LEVEL,
  OVERVIEW_TOTAL,
  type OverviewFigures,
  type OverviewQuery,
  type OverviewRank,
  type OverviewStat,
} from '@zhiyu/contract/modules/aicall/board-overview';
import { CALL_RESULT_CLASSES } from '@zhiyu/contract/rules/call-result';
import { and, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import type { Lang } from '../../../platform/http/errors.ts';
import { type BoardScope, boardWhere, type CheckedRange, kpi, num, ratio } from '../../../platform/reporting/range.ts';
import {
  checkTrendRange,
  groupBy,
  oneDecimal,
  percent,
  readPairs,
  readTrend,
  type Sums,
} from '../board-outbound/figures.ts';
import { namesOf } from '../databoard/options.ts';
import { callRollupCounts as c } from '../rollup/table.ts';

export type OverviewArgs = z.output<typeof OverviewQuery>;

export function overviewFigures(s: Sums): OverviewFigures {
  return {
    calls: s.calls,
    connected: s.connected,
    connectRate: ratio(s.connected, s.calls),
    durationSec: s.durationSec,
    avgDuration: ratio(s.durationSec, s.connected),
    transferred: s.transferred,
  };
}

/** Calls per result class and per intention level over the range: one read of two kinds. */
function readCounts(db: Db, s: BoardScope, f: OverviewArgs, r: CheckedRange) {
  return db
    .select({ kind: c.kind, item: c.item, n: sql<string>`sum(${c.n})` })
    .from(c)
    .where(and(boardWhere(c, s, f, r.startDay, r.endDay), inArray(c.kind, ['class', 'level'])))
    .groupBy(c.kind, c.item);
}

/** The class and level distributions as shares of the range's calls. */
function slicesOf(rows: Awaited<ReturnType<typeof readCounts>>, calls: number) {
  const of = (kind: string) => new Map(rows.filter((x) => x.kind === kind).map((x) => [x.item, num(x.n)]));
  const share = (n: number) => ratio(n, calls);
  const byClass = of('class');
  const classes = CALL_RESULT_CLASSES.filter((k) => (byClass.get(k) ?? 0) > 0).map((item) => {
    const n = byClass.get(item) ?? 0;
    return { item, n, share: share(n) };
  });
  const byLevel = of('level');
  const levels = [...byLevel.keys()].sort().map((item) => {
    const n = byLevel.get(item) ?? 0;
    return { item, n, share: share(n) };
  });
  // Calls no level matched (unanswered ones too): what the records list's level filter '-' finds.
  const none = calls - levels.reduce((a, l) => a + l.n, 0);
  if (none > 0) levels.push({ item: OVERVIEW_NO_LEVEL, n: none, share: share(none) });
  return { classes, levels };
}

/**
 * One direction's calls over the range: KPIs against the previous period, the trend, result
 * classes and intention levels as distributions, and tasks and bots ranked by calls.
 */
export async function overviewStat(db: Db, s: BoardScope, q: OverviewArgs, now: number): Promise<OverviewStat> {
  const range = checkTrendRange(q, s.tenantId, now);
  // Independent reads: on PostgreSQL each takes its own pooled connection, so they overlap.
  const [trend, counts, pairs] = await Promise.all([
    readTrend(db, s, q, range, q.granularity),
    readCounts(db, s, q, range),
    readPairs(db, s, q, range),
  ]);
  const slices = slicesOf(counts, trend.current.calls);
  const byTask = groupBy(pairs, 'taskId');
  const byBot = groupBy(pairs, 'botId');
  const names = await namesOf(db, s, [...byTask.keys()], [...byBot.keys()]);
  const dir = q.sort === 'ASC' ? 1 : -1;
  const ranked = (m: Map<string, Sums>, name: Map<string, string>): OverviewRank[] =>
    [...m]
      .map(([id, x]) => ({
        id,
        name: name.get(id) ?? '',
        calls: x.calls,
        connected: x.connected,
        connectRate: ratio(x.connected, x.calls),
      }))
      .sort((a, b) => (a.calls - b.calls) * dir || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, q.limit);
  const cur = overviewFigures(trend.current);
  const prev = overviewFigures(trend.previous);
  const { days: _days, ...boardRange } = range;
  return {
    range: boardRange,
    granularity: q.granularity,
    direction: q.direction,
    kpis: Object.fromEntries(OVERVIEW_FIGURES.map((k) => [k, kpi(cur[k], prev[k])])) as OverviewStat['kpis'],
    trend: trend.buckets.map((b) => ({
      bucket: b.bucket,
      startDay: b.startDay,
      endDay: b.endDay,
      ...overviewFigures(b.sums),
    })),
    ...slices,
    tasks: ranked(byTask, names.task),
    bots: ranked(byBot, names.bot),
  };
}

/** The board's table: a row per bucket, then the total, in the caller's language. */
export function overviewSheet(stat: OverviewStat, lang: Lang) {
  const headers = (['bucket', ...OVERVIEW_FIGURES] as const).map((k) => OVERVIEW_EXPORT_HEADERS[k][lang]);
  const row = (label: string, x: OverviewFigures) => [
    label,
    x.calls,
    x.connected,
    percent(x.connectRate),
    x.durationSec,
    oneDecimal(x.avgDuration),
    x.transferred,
  ];
  const total = Object.fromEntries(OVERVIEW_FIGURES.map((k) => [k, stat.kpis[k].value])) as OverviewFigures;
  return { headers, rows: [...stat.trend.map((b) => row(b.bucket, b)), row(OVERVIEW_TOTAL[lang], total)] };
}
