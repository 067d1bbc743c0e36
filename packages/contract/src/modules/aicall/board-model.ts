/**
 * 模型分析 (data-board/modelAnalysis): how well the bot's model recognises what callees say —
 * the share of the callee's turns an intent recognised (overall and per bot version, against the
 * previous period), and the intents callees most often hung up after. Read from
 * `call_rollup_days` (user_turns, recognised_turns, calls, connected, user_hangups) and
 * `call_rollup_counts` kind `hangupIntent`. No time axis: one month at most (requirements §5, 150101).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { BoardRange, BoardRankQuery, Kpi } from './databoard.ts';

/** `sort` and `limit` order and cut the hang-up intents. */
export const ModelQuery = BoardRankQuery;
export type ModelQuery = z.input<typeof ModelQuery>;

export const ModelKpis = z.object({
  /** recognised_turns / user_turns (0 when there are no turns). */
  recognitionRate: Kpi,
  userTurns: Kpi,
  recognisedTurns: Kpi,
  /** user_turns − recognised_turns. */
  unrecognisedTurns: Kpi,
  /** Answered calls (`connected`). */
  answered: Kpi,
  /** Calls the callee hung up (`user_hangups`). */
  userHangups: Kpi,
});
export type ModelKpis = z.infer<typeof ModelKpis>;

/**
 * Calls the callee hung up after a turn recognised as `intent` ('' = after an unrecognised turn),
 * and `rate` = calls / all user hang-ups of the range.
 */
export const HangupIntentRow = z.object({ intent: z.string(), calls: z.number(), rate: z.number() });
export type HangupIntentRow = z.infer<typeof HangupIntentRow>;

/** One bot version's figures in the range; `rate` is its recognition rate with the previous period's. */
export const ModelVersionRow = z.object({
  botId: z.string(),
  botName: z.string(),
  botVersion: z.number(),
  calls: z.number(),
  answered: z.number(),
  userHangups: z.number(),
  userTurns: z.number(),
  recognisedTurns: z.number(),
  rate: Kpi,
});
export type ModelVersionRow = z.infer<typeof ModelVersionRow>;

export const ModelStat = z.object({
  range: BoardRange,
  kpis: ModelKpis,
  /** How many distinct last-turn intents the hang-ups have, and the top rows. */
  hangupIntents: z.object({ distinct: z.number(), rows: z.array(HangupIntentRow) }),
  /** Every bot version with calls in the range, by bot name then version. */
  versions: z.array(ModelVersionRow),
});
export type ModelStat = z.infer<typeof ModelStat>;

const example = { query: { startDay: '2026-11-01', endDay: '2026-11-21' } };

export const getModelStats = defineEndpoint({
  id: 'aicall.boardModel.stat',
  method: 'GET',
  path: '/v1/aicall-web/databoard/model/stat',
  access: 'aicall.boardModel.stat',
  query: ModelQuery,
  response: ModelStat,
  example,
});

/** The per-version table, then the hang-up intents, as a workbook. */
export const exportModelStats = defineEndpoint({
  id: 'aicall.boardModel.export',
  method: 'GET',
  path: '/v1/aicall-web/databoard/model/export',
  access: 'aicall.boardModel.export',
  kind: 'binary',
  query: ModelQuery,
  response: z.unknown(),
  example,
});

/** Workbook name (before the days) and columns (zh, en). */
export const MODEL_EXPORT_NAME = { zh: '模型分析', en: 'model-analysis' } as const;
export const MODEL_EXPORT_HEADERS = {
  bot: { zh: '机器人', en: 'Bot' },
  version: { zh: '版本', en: 'Version' },
  calls: { zh: '通话数', en: 'Calls' },
  answered: { zh: '接通数', en: 'Answered' },
  userHangups: { zh: '用户挂断数', en: 'User hang-ups' },
  userTurns: { zh: '用户话术数', en: 'Callee turns' },
  recognisedTurns: { zh: '识别话术数', en: 'Recognised turns' },
  rate: { zh: '识别率', en: 'Recognition rate' },
  previous: { zh: '上期识别率', en: 'Previous rate' },
  change: { zh: '环比', en: 'Change' },
  hangupIntent: { zh: '挂断前意图', en: 'Intent before hang-up' },
  hangupCalls: { zh: '挂断通话数', en: 'Hang-ups' },
  hangupRate: { zh: '占用户挂断比例', en: 'Share of user hang-ups' },
} as const;
export const MODEL_WORDS = {
  unrecognised: { zh: '未识别', en: 'Unrecognised' },
  noBot: { zh: '无机器人', en: 'No bot' },
  total: { zh: '合计', en: 'Total' },
} as const;
