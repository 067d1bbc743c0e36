/**
 * 标签分析 (data-board/tags): how often each tag rides on the calls of a range, grouped by the
 * first level of tag management (the tag's group), and each tag's calls over time. Read from
 * `call_rollup_counts` kind `tag` (each distinct tag of a call once) and `call_rollup_days.calls`;
 * groups from the app's tag management. A tag not in tag management still counts, in group `other`
 * (`managed: false`). requirements §7 shows no method for these paths: they read, so they are GETs.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { BoardQuery, BoardRange, BoardTrendQuery, Kpi, SortDir } from './databoard.ts';
import { TagGroup } from './tag.ts';

const BASE = '/v1/aicall-web/databoard';
const STAT = 'aicall.boardTags.stat';

/** Bots for the board's picker: with both days, those whose calls carry tags in the range; else all of the app's. */
export const TagBotQuery = BoardQuery;
export type TagBotQuery = z.input<typeof TagBotQuery>;
export const TagBotList = z.object({
  bots: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Tags counted on the bot's calls in the range; null when no range was asked. */
      hits: z.number().nullable(),
    }),
  ),
});
export type TagBotList = z.infer<typeof TagBotList>;

/** The first level of tag management (the groups) with their tags. */
export const FirstLevelTagList = z.object({
  groups: z.array(
    z.object({
      group: TagGroup,
      tags: z.array(z.object({ id: z.string(), name: z.string(), enabled: z.number() })),
    }),
  ),
});
export type FirstLevelTagList = z.infer<typeof FirstLevelTagList>;

export const TagDistributionQuery = BoardQuery.extend({
  /** Only the tags of this group (`other` includes tags not in tag management). */
  group: TagGroup.optional(),
  /** By count; ties by tag name. */
  sort: SortDir.default('DESC'),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type TagDistributionQuery = z.input<typeof TagDistributionQuery>;

/**
 * One tag: `count` calls carried it in the range (`previous` in the period before); `share` =
 * count / the sum of every counted tag's count under the filter (the slices of the pie);
 * `callShare` = count / all calls of the range under the filter.
 */
export const TagRowStat = z.object({
  tag: z.string(),
  group: TagGroup,
  managed: z.boolean(),
  count: z.number(),
  previous: z.number(),
  share: z.number(),
  callShare: z.number(),
});
export type TagRowStat = z.infer<typeof TagRowStat>;

export const TagDistribution = z.object({
  range: BoardRange,
  /** All calls of the range (tagged or not). */
  calls: Kpi,
  /** Tags counted (a call with two tags counts twice): the shares' denominator. */
  hits: Kpi,
  /** Distinct tags seen. */
  tags: Kpi,
  /** The first `limit` tags in the asked order. */
  rows: z.array(TagRowStat),
});
export type TagDistribution = z.infer<typeof TagDistribution>;

export const TENDENCY_MAX_TAGS = 20;
export const TagTendencyQuery = BoardTrendQuery.extend({
  /** Comma-separated tags to draw; without it, the `top` tags of the range by count. */
  tags: z.string().trim().max(1000).optional(),
  top: z.coerce.number().int().min(1).max(TENDENCY_MAX_TAGS).default(5),
  group: TagGroup.optional(),
});
export type TagTendencyQuery = z.input<typeof TagTendencyQuery>;

export const TagTendency = z.object({
  range: BoardRange,
  granularity: z.number(),
  /** Every bucket of the range (empty ones too), with its days for the drill-down. */
  buckets: z.array(z.object({ bucket: z.string(), startDay: z.string(), endDay: z.string() })),
  /** One line per tag: `counts[i]` calls carried it in `buckets[i]`. */
  series: z.array(z.object({ tag: z.string(), total: z.number(), counts: z.array(z.number()) })),
});
export type TagTendency = z.infer<typeof TagTendency>;

const range = { startDay: '2026-11-01', endDay: '2026-11-21' };

export const listTagBots = defineEndpoint({
  id: 'aicall.boardTags.bots',
  method: 'GET',
  path: `${BASE}/userTag/bot/list`,
  access: STAT,
  query: TagBotQuery,
  response: TagBotList,
  example: { query: range },
});

export const listFirstLevelTags = defineEndpoint({
  id: 'aicall.boardTags.groups',
  method: 'GET',
  path: `${BASE}/tag/getFirstLevelTagList`,
  access: STAT,
  response: FirstLevelTagList,
});

export const getTagDistribution = defineEndpoint({
  id: 'aicall.boardTags.distribution',
  method: 'GET',
  path: `${BASE}/distribution/statList`,
  access: STAT,
  query: TagDistributionQuery,
  response: TagDistribution,
  example: { query: range },
});

export const getTagTendency = defineEndpoint({
  id: 'aicall.boardTags.tendency',
  method: 'GET',
  path: `${BASE}/tendency/statList`,
  access: STAT,
  query: TagTendencyQuery,
  response: TagTendency,
  example: { query: { ...range, granularity: 1 } },
});

/**
 * The distribution table as a workbook (GET, same query as distribution/statList). The example
 * leaves the days out (answered 150060 as JSON): the endpoint walk reads every answer as JSON.
 */
export const exportTagStats = defineEndpoint({
  id: 'aicall.boardTags.export',
  method: 'GET',
  path: `${BASE}/tag/export`,
  access: 'aicall.boardTags.export',
  kind: 'binary',
  query: TagDistributionQuery,
  response: z.unknown(),
  example: { query: { direction: 1 } },
});

/** Workbook columns, in order, and the words for the groups. */
export const TAG_EXPORT_HEADERS = {
  tag: { zh: '标签', en: 'Tag' },
  group: { zh: '标签分组', en: 'Group' },
  count: { zh: '通话数', en: 'Calls' },
  previous: { zh: '上期通话数', en: 'Previous period' },
  share: { zh: '标签占比', en: 'Share of tags' },
  callShare: { zh: '占通话比例', en: 'Share of calls' },
} as const;
export const TAG_GROUP_LABELS = {
  customer: { zh: '客户属性', en: 'Customer' },
  intention: { zh: '意向', en: 'Intention' },
  call: { zh: '通话', en: 'Call' },
  other: { zh: '其他', en: 'Other' },
} as const;
