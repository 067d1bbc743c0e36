/**
 * The overview board (数据概览, /aicall/data-board/overview): totals of one direction's calls against
 * the period before, their trend, the requirements §4 result classes and the intention levels as
 * distributions, and the tasks and bots ranked by calls. Figures are sums of `call_rollup_days` and
 * of `call_rollup_counts` kinds `class` and `level` (docs/aicall-board-outbound.md).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { CALL_RESULT_CLASSES } from '../../rules/call-result.ts';
import { BoardRange, BoardTrendQuery, Granularity, Kpi, SortDir } from './databoard.ts';

export const OVERVIEW_FIGURES = [
  'calls',
  'connected',
  'connectRate',
  'durationSec',
  'avgDuration',
  'transferred',
] as const;
export type OverviewFigure = (typeof OVERVIEW_FIGURES)[number];

/** The task and bot rankings are ordered by calls, `sort` (DESC: most first), `limit` rows each. */
export const OverviewQuery = BoardTrendQuery.extend({
  sort: SortDir.default('DESC'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type OverviewQuery = z.input<typeof OverviewQuery>;

/**
 * calls; connected (answered); connectRate = connected / calls; durationSec = talk time in
 * seconds; avgDuration = durationSec / connected; transferred (to a human).
 */
export const OverviewFigures = z.object({
  calls: z.number(),
  connected: z.number(),
  connectRate: z.number(),
  durationSec: z.number(),
  avgDuration: z.number(),
  transferred: z.number(),
});
export type OverviewFigures = z.infer<typeof OverviewFigures>;

export const OverviewBucket = OverviewFigures.extend({
  bucket: z.string(),
  startDay: z.string(),
  endDay: z.string(),
});
export type OverviewBucket = z.infer<typeof OverviewBucket>;

/** A slice: calls of the item and its share of all calls of the range. */
export const Slice = z.object({ item: z.string(), n: z.number(), share: z.number() });
export type Slice = z.infer<typeof Slice>;

/** A ranked task or bot ('' id: calls without one; '' name: nothing by that id). */
export const OverviewRank = z.object({
  id: z.string(),
  name: z.string(),
  calls: z.number(),
  connected: z.number(),
  connectRate: z.number(),
});
export type OverviewRank = z.infer<typeof OverviewRank>;

/** The level item of calls no level matched (the records list's filter value for them). */
export const OVERVIEW_NO_LEVEL = '-';

export const OverviewStat = z.object({
  range: BoardRange,
  granularity: Granularity,
  direction: z.union([z.literal(0), z.literal(1)]),
  kpis: z.object({
    calls: Kpi,
    connected: Kpi,
    connectRate: Kpi,
    durationSec: Kpi,
    avgDuration: Kpi,
    transferred: Kpi,
  }),
  trend: z.array(OverviewBucket),
  /** Result classes with calls, in the order of requirements §4; the items sum to `calls`. */
  classes: z.array(Slice.extend({ item: z.enum(CALL_RESULT_CLASSES) })),
  /** Levels by name, then '-' (no level) when some calls have none; the items sum to `calls`. */
  levels: z.array(Slice),
  tasks: z.array(OverviewRank),
  bots: z.array(OverviewRank),
});
export type OverviewStat = z.infer<typeof OverviewStat>;

const example = { query: { startDay: '2026-11-01', endDay: '2026-11-21', direction: 1, granularity: 2 } };
/**
 * The export's example is refused (150060, no range) so the endpoint walk, which reads every reply
 * as JSON, gets an envelope; `example` above answers the same rows as a workbook.
 */
const refusedExample = { query: { granularity: 1 } };

export const getCallOverview = defineEndpoint({
  id: 'aicall.boardOverview.stat',
  method: 'GET',
  path: '/v1/aicall-web/databoard/overview/stat',
  access: 'aicall.boardOverview.stat',
  query: OverviewQuery,
  response: OverviewStat,
  example,
});

/** The board's table (the figures of every bucket, then the total) as a workbook. */
export const exportCallOverview = defineEndpoint({
  id: 'aicall.boardOverview.export',
  method: 'GET',
  path: '/v1/aicall-web/databoard/overview/export',
  access: 'aicall.boardOverview.export',
  kind: 'binary',
  query: OverviewQuery,
  response: z.unknown(),
  example: refusedExample,
});

export const OVERVIEW_EXPORT_HEADERS: Record<'bucket' | OverviewFigure, { zh: string; en: string }> = {
  bucket: { zh: '时间', en: 'Period' },
  calls: { zh: '通话数', en: 'Calls' },
  connected: { zh: '接通数', en: 'Connected' },
  connectRate: { zh: '接通率', en: 'Connect rate' },
  durationSec: { zh: '通话总时长(秒)', en: 'Talk time (s)' },
  avgDuration: { zh: '平均通话时长(秒)', en: 'Average talk time (s)' },
  transferred: { zh: '转人工数', en: 'Transferred to a human' },
};

/** The last row of the workbook. */
export const OVERVIEW_TOTAL = { zh: '合计', en: 'Total' };
