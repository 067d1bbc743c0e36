/**
 * The data boards of /aicall/data-board/* (issue 6): what every board's query and answer share.
 * Each board's own calls live in `board-<name>.ts`. Boards read the call rollups
 * (docs/aicall-rollups.md), never the records themselves, and count calendar days of the tenant's
 * time zone (`timeZone` in every answer).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { RecordDirection } from './record.ts';

/** requirements §3 date granularity: 1 day, 2 month, 3 year. */
export const GRANULARITIES = [1, 2, 3] as const;
export const Granularity = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]));
export type Granularity = z.infer<typeof Granularity>;

/** requirements §3 sort: ascending sends ASC, descending DESC. */
export const SortDir = z.enum(['ASC', 'DESC']);
export type SortDir = z.infer<typeof SortDir>;

/** A day of the tenant's calendar, YYYY-MM-DD; checked on the server (150100, requirements §5 range). */
const Day = z.string().trim().max(20);
const id = z.string().trim().min(1).max(64);

/** What every board filters by. Both days are required (150060); see `checkBoardRange`. */
export const BoardQuery = z.object({
  startDay: Day.optional(),
  endDay: Day.optional(),
  /** requirements §3 call direction: 1 outbound (default), 0 inbound. */
  direction: z.coerce.number().pipe(RecordDirection).default(1),
  taskId: id.optional(),
  botId: id.optional(),
  botVersion: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type BoardQuery = z.input<typeof BoardQuery>;

/** Boards with a time axis add the granularity. */
export const BoardTrendQuery = BoardQuery.extend({ granularity: Granularity.default(1) });
export type BoardTrendQuery = z.input<typeof BoardTrendQuery>;

/** Ranked lists add the order and how many rows. */
export const BoardRankQuery = BoardQuery.extend({
  sort: SortDir.default('DESC'),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});
export type BoardRankQuery = z.input<typeof BoardRankQuery>;

/**
 * The range a board answered for, and the period before it (same number of days, ending the day
 * before `startDay`) that period-over-period changes compare with.
 */
export const BoardRange = z.object({
  timeZone: z.string(),
  startDay: z.string(),
  endDay: z.string(),
  prevStartDay: z.string(),
  prevEndDay: z.string(),
});
export type BoardRange = z.infer<typeof BoardRange>;

/** A figure with the previous period's; `change` = (value − previous) / previous, null when previous is 0. */
export const Kpi = z.object({ value: z.number(), previous: z.number(), change: z.number().nullable() });
export type Kpi = z.infer<typeof Kpi>;

/**
 * Filters a chart's click carries to the records list (besides the range, direction, task, bot
 * and result class the list's own filters take). The records list accepts each of them.
 */
export const DRILL_KEYS = [
  'taskId',
  'botId',
  'botVersion',
  'resultClass',
  'intentionLevel',
  'tags',
  'answered',
  'transferred',
  'intent',
  'utterance',
  'hangupIntent',
  'hangupNodeId',
  'hangupBy',
] as const;
export type DrillKey = (typeof DRILL_KEYS)[number];
export type RecordDrill = Partial<Record<DrillKey, string | number>>;

/** The six boards and the permission resource of each (databoard-permissions.ts). */
export const BOARD_SCREENS = {
  outbound: 'boardOutbound',
  overview: 'boardOverview',
  hotAnalysis: 'boardHot',
  modelAnalysis: 'boardModel',
  hangupNode: 'boardHangup',
  tags: 'boardTags',
} as const;
export type BoardName = keyof typeof BOARD_SCREENS;

const STAT_CODES = [
  'aicall.boardOutbound.stat',
  'aicall.boardOverview.stat',
  'aicall.boardHot.stat',
  'aicall.boardModel.stat',
  'aicall.boardHangup.stat',
  'aicall.boardTags.stat',
] as const;

export const BoardOptions = z.object({
  timeZone: z.string(),
  /** Today in the tenant's time zone (YYYY-MM-DD): pickers forbid later days. */
  today: z.string(),
  tasks: z.array(z.object({ id: z.string(), name: z.string() })),
  bots: z.array(z.object({ id: z.string(), name: z.string(), versions: z.array(z.number()) })),
});
export type BoardOptions = z.infer<typeof BoardOptions>;

/** What the boards' filters choose from: the app's tasks and bots (with published versions). */
export const listBoardOptions = defineEndpoint({
  id: 'aicall.databoard.options',
  method: 'GET',
  path: '/v1/aicall-web/databoard/options',
  access: STAT_CODES,
  response: BoardOptions,
});
