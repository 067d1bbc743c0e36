/**
 * The outbound board (外呼看板, /aicall/data-board/outbound): outbound calls per day, month or year,
 * their KPIs against the period before, and the same figures per task or per bot. Figures are sums
 * of `call_rollup_days` (docs/aicall-board-outbound.md gives each definition).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { BoardRange, BoardTrendQuery, Granularity, Kpi, SortDir } from './databoard.ts';

/** The figures of the board, in the order the cards and the table show them. */
export const OUTBOUND_FIGURES = [
  'calls',
  'connected',
  'connectRate',
  'avgDuration',
  'avgRounds',
  'transferred',
] as const;
export type OutboundFigure = (typeof OUTBOUND_FIGURES)[number];

/** The table's rows: one per task, or one per bot (all its versions). */
export const OUTBOUND_GROUPS = ['task', 'bot'] as const;
export type OutboundGroup = (typeof OUTBOUND_GROUPS)[number];

/** Outbound calls only: no direction. The table is grouped `by` and ordered by `sortField`, `sort`. */
export const OutboundQuery = BoardTrendQuery.omit({ direction: true }).extend({
  by: z.enum(OUTBOUND_GROUPS).default('task'),
  sortField: z.enum(OUTBOUND_FIGURES).default('calls'),
  sort: SortDir.default('DESC'),
});
export type OutboundQuery = z.input<typeof OutboundQuery>;

/**
 * calls; connected (answered); connectRate = connected / calls; avgDuration = talk seconds /
 * connected; avgRounds = rounds / connected; transferred (to a human). Rates are 0 when the
 * divisor is.
 */
export const OutboundFigures = z.object({
  calls: z.number(),
  connected: z.number(),
  connectRate: z.number(),
  avgDuration: z.number(),
  avgRounds: z.number(),
  transferred: z.number(),
});
export type OutboundFigures = z.infer<typeof OutboundFigures>;

export const OutboundBucket = OutboundFigures.extend({
  /** YYYY-MM-DD, YYYY-MM or YYYY. */
  bucket: z.string(),
  /** The bucket's days inside the range: what its drill-down opens. */
  startDay: z.string(),
  endDay: z.string(),
});
export type OutboundBucket = z.infer<typeof OutboundBucket>;

export const OutboundRow = OutboundFigures.extend({
  /** Task or bot id; '' for calls without one. */
  id: z.string(),
  /** '' when the id names nothing (no task or bot, or one since deleted). */
  name: z.string(),
});
export type OutboundRow = z.infer<typeof OutboundRow>;

export const OutboundStat = z.object({
  range: BoardRange,
  granularity: Granularity,
  kpis: z.object({
    calls: Kpi,
    connected: Kpi,
    connectRate: Kpi,
    avgDuration: Kpi,
    avgRounds: Kpi,
    transferred: Kpi,
  }),
  /** Every bucket of the range, empty ones with zeros. */
  trend: z.array(OutboundBucket),
  by: z.enum(OUTBOUND_GROUPS),
  rows: z.array(OutboundRow),
});
export type OutboundStat = z.infer<typeof OutboundStat>;

const example = { query: { startDay: '2026-11-01', endDay: '2026-11-21', granularity: 1 } };
/**
 * The export's example is refused (150060, no range) so the endpoint walk, which reads every reply
 * as JSON, gets an envelope; `example` above answers the same rows as a workbook.
 */
const refusedExample = { query: { granularity: 1 } };

export const getOutboundStats = defineEndpoint({
  id: 'aicall.boardOutbound.stat',
  method: 'GET',
  path: '/v1/aicall-web/databoard/outbound/stat',
  access: 'aicall.boardOutbound.stat',
  query: OutboundQuery,
  response: OutboundStat,
  example,
});

/** The table as the board shows it (same query), as a workbook. */
export const exportOutboundStats = defineEndpoint({
  id: 'aicall.boardOutbound.export',
  method: 'GET',
  path: '/v1/aicall-web/databoard/outbound/export',
  access: 'aicall.boardOutbound.export',
  kind: 'binary',
  query: OutboundQuery,
  response: z.unknown(),
  example: refusedExample,
});

/** Column titles of the workbook (the web shows the same words from its locale). */
export const OUTBOUND_EXPORT_HEADERS: Record<OutboundGroup | OutboundFigure, { zh: string; en: string }> = {
  task: { zh: '任务', en: 'Task' },
  bot: { zh: '机器人', en: 'Bot' },
  calls: { zh: '外呼数', en: 'Calls' },
  connected: { zh: '接通数', en: 'Connected' },
  connectRate: { zh: '接通率', en: 'Connect rate' },
  avgDuration: { zh: '平均通话时长(秒)', en: 'Average talk time (s)' },
  avgRounds: { zh: '平均对话轮次', en: 'Average rounds' },
  transferred: { zh: '转人工数', en: 'Transferred to a human' },
};

/** What a row without a task or bot is called in the workbook. */
export const OUTBOUND_NONE: Record<OutboundGroup, { zh: string; en: string }> = {
  task: { zh: '无任务', en: 'No task' },
  bot: { zh: '无机器人', en: 'No bot' },
};
