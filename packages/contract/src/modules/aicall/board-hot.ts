/**
 * 热点分析 (data-board/hotAnalysis): the intents callees' turns hit most, and the utterances no
 * intent recognised, ranked by the calls they occur in. Read from `call_rollup_counts` kinds
 * `intent` and `unrecognised` (once per call) and `call_rollup_days.connected`. No time axis: the
 * range keeps to one month (requirements §5 month limit, 150101).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { BoardRange, BoardRankQuery, Kpi } from './databoard.ts';

/** Which ranking(s) a call answers: intents, unrecognised utterances, or both (default). */
export const HOT_KINDS = ['intent', 'unrecognised'] as const;
export const HotKind = z.enum(HOT_KINDS);
export type HotKind = z.infer<typeof HotKind>;

export const HotQuery = BoardRankQuery.extend({ kind: HotKind.optional() });
export type HotQuery = z.input<typeof HotQuery>;

/** One ranked item: the calls it occurs in, and their share of the range's answered calls. */
export const HotRow = z.object({ item: z.string(), calls: z.number(), share: z.number() });
export type HotRow = z.infer<typeof HotRow>;

/** A ranking: how many distinct items the range has (with the previous period's), and the top rows. */
export const HotRanking = z.object({ distinct: Kpi, rows: z.array(HotRow) });
export type HotRanking = z.infer<typeof HotRanking>;

export const HotStat = z.object({
  range: BoardRange,
  /** Answered calls of the range (`connected`): the denominator of every share. */
  answered: Kpi,
  /** Absent when `kind` asked for the other ranking only. */
  intents: HotRanking.optional(),
  utterances: HotRanking.optional(),
});
export type HotStat = z.infer<typeof HotStat>;

const example = { query: { startDay: '2026-11-01', endDay: '2026-11-21' } };

export const getHotStats = defineEndpoint({
  id: 'aicall.boardHot.stat',
  method: 'GET',
  path: '/v1/aicall-web/databoard/hot/stat',
  access: 'aicall.boardHot.stat',
  query: HotQuery,
  response: HotStat,
  example,
});

/** The rankings as the board's tables show them, as a workbook (one row per item, both kinds unless `kind`). */
export const exportHotStats = defineEndpoint({
  id: 'aicall.boardHot.export',
  method: 'GET',
  path: '/v1/aicall-web/databoard/hot/export',
  access: 'aicall.boardHot.export',
  kind: 'binary',
  query: HotQuery,
  response: z.unknown(),
  example,
});

/** Workbook name (before the days), columns and the words it writes for the kinds. */
export const HOT_EXPORT_NAME = { zh: '热点分析', en: 'hot-topics' } as const;
export const HOT_EXPORT_HEADERS = {
  kind: { zh: '类型', en: 'Type' },
  rank: { zh: '排名', en: 'Rank' },
  item: { zh: '意图 / 问题', en: 'Intent / utterance' },
  calls: { zh: '通话数', en: 'Calls' },
  share: { zh: '占接通通话比例', en: 'Share of answered calls' },
} as const;
export const HOT_KIND_LABELS = {
  intent: { zh: '命中意图', en: 'Intent hit' },
  unrecognised: { zh: '未识别问题', en: 'Unrecognised utterance' },
} as const;
