/**
 * 挂断节点分析 (data-board/hangupNode): who hung up today (the callee or the system) against
 * yesterday, the flow nodes calls ended at with their hang-ups by side, a bot's node list, and the
 * calls behind a node. Read from `call_rollup_days` (`user_hangups`, `system_hangups`, `calls`) and
 * `call_rollup_counts` kinds `nodeUser` / `nodeSystem`; the calls themselves from the records.
 * requirements §7 shows no method for these paths: they read, so they are GETs.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { BoardQuery, BoardRange, Kpi, SortDir } from './databoard.ts';
import { RECORD_SORT_FIELDS, RecordRow } from './record.ts';

const BASE = '/v1/aicall-web/databoard/hangUp';
const STAT = 'aicall.boardHangup.stat';
const id = z.string().trim().min(1).max(64);

/** Today's filters: no range (today is the tenant's calendar day), direction, task, bot, version. */
export const TodayHangUpQuery = BoardQuery.omit({ startDay: true, endDay: true });
export type TodayHangUpQuery = z.input<typeof TodayHangUpQuery>;

/**
 * Today's hang-ups of one side, yesterday's for comparison (whole days of the tenant's calendar).
 * `hangups` counts the calls that side hung up; `share` is `hangups / calls` (0 without calls).
 */
export const TodayHangUp = z.object({
  timeZone: z.string(),
  /** Today, YYYY-MM-DD. */
  day: z.string(),
  /** Yesterday, the comparison. */
  prevDay: z.string(),
  hangups: Kpi,
  calls: Kpi,
  share: Kpi,
});
export type TodayHangUp = z.infer<typeof TodayHangUp>;

/** The node table's sortable figures; ties go by node name, then bot and node id. */
export const NODE_SORT_FIELDS = ['total', 'user', 'system', 'rate'] as const;
export const NodeHangUpQuery = BoardQuery.extend({
  sortField: z.enum(NODE_SORT_FIELDS).default('total'),
  sort: SortDir.default('DESC'),
});
export type NodeHangUpQuery = z.input<typeof NodeHangUpQuery>;

/**
 * One node of one bot: calls that ended at it, by who hung up. `rate` = `total` / the calls that
 * ended at any node under the same filter (`totals.total`).
 */
export const NodeHangUpRow = z.object({
  botId: z.string(),
  botName: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  user: z.number(),
  system: z.number(),
  total: z.number(),
  rate: z.number(),
});
export type NodeHangUpRow = z.infer<typeof NodeHangUpRow>;

export const NodeHangUpStat = z.object({
  range: BoardRange,
  /** Calls that ended at a node, by side: the rates' denominator is `total`. */
  totals: z.object({ user: z.number(), system: z.number(), total: z.number() }),
  rows: z.array(NodeHangUpRow),
});
export type NodeHangUpStat = z.infer<typeof NodeHangUpStat>;

/** The nodes of a bot's published flow: `version` or, without it, the latest published one. */
export const NodeNameQuery = z.object({
  botId: id,
  version: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
export type NodeNameQuery = z.input<typeof NodeNameQuery>;

export const NodeNameList = z.object({
  botId: z.string(),
  botName: z.string(),
  /** The version read; null when the bot was never published (then `nodes` is empty). */
  version: z.number().nullable(),
  nodes: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
});
export type NodeNameList = z.infer<typeof NodeNameList>;

/**
 * The calls that hung up at a node over the board's range and filters: `hangupBy` one side, or
 * both (calls whose side is known, as the board counts them). Its `total` is the node's figure.
 */
export const NodeHangUpListQuery = sortedPageQuery(RECORD_SORT_FIELDS)
  .extend(BoardQuery.shape)
  .extend({ nodeId: id, hangupBy: z.enum(['user', 'system']).optional() });
export type NodeHangUpListQuery = z.input<typeof NodeHangUpListQuery>;

const range = { startDay: '2026-11-01', endDay: '2026-11-21' };

export const getTodayUserHangUps = defineEndpoint({
  id: 'aicall.boardHangup.todayUser',
  method: 'GET',
  path: `${BASE}/todayUserHangUp`,
  access: STAT,
  query: TodayHangUpQuery,
  response: TodayHangUp,
  example: { query: { direction: 1 } },
});

export const getTodaySysHangUps = defineEndpoint({
  id: 'aicall.boardHangup.todaySystem',
  method: 'GET',
  path: `${BASE}/todaySysHangUp`,
  access: STAT,
  query: TodayHangUpQuery,
  response: TodayHangUp,
  example: { query: { direction: 1 } },
});

export const getNodeHangUpStats = defineEndpoint({
  id: 'aicall.boardHangup.nodeStat',
  method: 'GET',
  path: `${BASE}/nodeHangUpStat`,
  access: STAT,
  query: NodeHangUpQuery,
  response: NodeHangUpStat,
  example: { query: range },
});

export const getNodeNameList = defineEndpoint({
  id: 'aicall.boardHangup.nodeNames',
  method: 'GET',
  path: `${BASE}/getNodeNameList`,
  access: STAT,
  query: NodeNameQuery,
  response: NodeNameList,
  // A bot no tenant owns: valid input, answered 150102.
  example: { query: { botId: 'bot-none' } },
});

export const listNodeHangUps = defineEndpoint({
  id: 'aicall.boardHangup.nodeList',
  method: 'GET',
  path: `${BASE}/nodeHangUpList`,
  access: STAT,
  query: NodeHangUpListQuery,
  response: pageOf(RecordRow),
  example: { query: { ...range, nodeId: 'greet', pageNum: 1, pageSize: 10 } },
});

/**
 * The node table as a workbook (GET, same query as nodeHangUpStat). The example leaves the days
 * out (answered 150060 as JSON): the endpoint walk reads every answer as JSON.
 */
export const exportHangUps = defineEndpoint({
  id: 'aicall.boardHangup.export',
  method: 'GET',
  path: `${BASE}/export`,
  access: 'aicall.boardHangup.export',
  kind: 'binary',
  query: NodeHangUpQuery,
  response: z.unknown(),
  example: { query: { direction: 1 } },
});

/** Workbook columns, in order. */
export const HANGUP_EXPORT_HEADERS = {
  nodeName: { zh: '挂断节点', en: 'Node' },
  nodeId: { zh: '节点ID', en: 'Node id' },
  botName: { zh: '机器人', en: 'Bot' },
  user: { zh: '用户挂断', en: 'Hung up by callee' },
  system: { zh: '系统挂断', en: 'Hung up by system' },
  total: { zh: '挂断总数', en: 'Hang-ups' },
  rate: { zh: '挂断占比', en: 'Share of hang-ups' },
} as const;
